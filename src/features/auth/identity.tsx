/**
 * The identity runtime: everything that needs oidc-client-ts and react-oidc-context. This module is its own
 * lazily loaded chunk (see identity-loader.ts); it reports into the auth slice through events only.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';

import { localStore, sessionStore } from './browser-storage';
import { classifyAuthError } from './errors';
import {
  auth0LogoutUrl,
  clearSignInAttempt,
  profileFromClaims,
  removeCachedUser,
  renewalFailureOutcome,
  safeReturnTo,
  scopeFor,
  writeCachedUser,
} from './model';
import type { DisplayProfile } from './model';
import { profileRefreshed, sessionEnded, signInFailed, signedIn, signedOut } from './slice';
import { isNoAnswer } from './token-retry';
import { getUserManager } from './user-manager';

import { useAppDispatch, useAppStore } from '@/app/hooks';
import { provideAccessTokens } from '@/lib/access-token';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';

const emptyProfile: DisplayProfile = { name: '', email: '', picture: '' };
const profileOf = (user: User): DisplayProfile => profileFromClaims(user.profile) ?? emptyProfile;
/** The account at the provider: the ID token's subject (oidc-client-ts has validated it). */
const subOf = (user: User): string => user.profile.sub;

/**
 * Access tokens for the calls that carry the sign-in: the session's own, renewed first when it has expired.
 * Renewals go through the UserManager's one renewal at a time (user-manager.ts), which the library's own
 * automatic renewal shares.
 */
function accessTokensOf(userManager: UserManager) {
  const renewed = () => userManager.signinSilent().then((user) => user?.access_token ?? null);
  return {
    token: async () => {
      const user = await userManager.getUser();
      if (!user) return null;
      return user.expired ? renewed() : user.access_token;
    },
    renewed,
  };
}
const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * After a silent renewal failed with `reason`: no answer while the browser is offline is tried again once it
 * is back online (and again after that, while offline); anything else is `over`. Nothing happens once
 * `wanted` says no. Returns what stops the wait.
 */
function renewWhenBackOnline(
  userManager: UserManager,
  reason: unknown,
  { wanted, over }: { wanted: () => boolean; over: (reason: unknown) => void },
): () => void {
  let waiting: (() => void) | null = null;
  const failed = (cause: unknown) => {
    if (!wanted()) return;
    if (
      renewalFailureOutcome({ noAnswer: isNoAnswer(cause) }, { online: !offline() }) === 'retryWhenOnline'
    ) {
      waiting = () => {
        waiting = null;
        if (wanted()) userManager.signinSilent().catch(failed);
      };
      window.addEventListener('online', waiting, { once: true });
      return;
    }
    over(cause);
  };
  failed(reason);
  return () => {
    if (waiting) window.removeEventListener('online', waiting);
    waiting = null;
  };
}
const sameProfile = (a: DisplayProfile | null, b: DisplayProfile) =>
  a !== null && a.name === b.name && a.email === b.email && a.picture === b.picture;

/** Removes the authorization response (code, state) from the address without telling anyone yet. */
function stripAuthResponse(): void {
  window.history.replaceState(window.history.state, '', paths.authCallback);
}

/** Sends the visitor to the provider's login; they come back to `returnTo` (kept in the sign-in state). */
export async function signInWithRedirect(returnTo: string, userManager: UserManager = getUserManager()) {
  // Discovery first: it says whether refresh tokens may be asked for, and fails fast when the provider is down.
  const metadata = await userManager.metadataService.getMetadata();
  await userManager.signinRedirect({ scope: scopeFor(metadata.scopes_supported), state: { returnTo } });
}

type SignOutDeps = { userManager?: UserManager; assign?: (url: string) => void };

/**
 * Ends the session: the provider's end-session endpoint when discovery lists one, else Auth0's `/v2/logout`;
 * the cached display profile and the tokens are removed in every case, even when the provider is unreachable.
 */
export async function signOutEverywhere({
  userManager = getUserManager(),
  assign = (url) => window.location.assign(url),
}: SignOutDeps = {}): Promise<void> {
  removeCachedUser(localStore());
  clearSignInAttempt(sessionStore());
  const home = `${window.location.origin}/`;
  let endSessionEndpoint: string | undefined;
  let reachable = true;
  try {
    endSessionEndpoint = await userManager.metadataService.getEndSessionEndpoint();
  } catch {
    reachable = false;
  }
  if (endSessionEndpoint) {
    try {
      await userManager.signoutRedirect({ post_logout_redirect_uri: home });
      return;
    } catch {
      // Fall through: sign out locally at least.
    }
  }
  await userManager.removeUser();
  const { oidcAuthority, oidcClientId } = getConfig();
  assign(reachable && !endSessionEndpoint ? auth0LogoutUrl(oidcAuthority, oidcClientId, home) : home);
}

/** Keeps the auth slice in step with react-oidc-context's view of the session. */
function SessionBridge({ userManager }: { userManager: UserManager }) {
  const auth = useAuth();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // A profile cached by an earlier visit means a session may live at the provider (another tab, a reload).
  const [hadCachedProfile] = useState(() => store.getState().auth.profile !== null);
  const restoreTried = useRef(false);
  const restoring = useRef(false);
  /** Signed in from a session kept offline (see keepOffline), until its token is renewed or refused. */
  const keptOffline = useRef(false);
  const mounted = useRef(true);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopWaiting.current?.();
    };
  }, []);

  const report = useCallback(
    (user: User) => {
      const profile = profileOf(user);
      // A session was live: losing it later is final, not a reason for another silent attempt.
      restoreTried.current = true;
      writeCachedUser(localStore(), profile);
      clearSignInAttempt(sessionStore());
      // A session kept offline is renewed (by its own wait for the network, or by a call's renewal).
      keptOffline.current = false;
      stopWaiting.current?.();
      const { status, profile: shown, sub, awaitingRenewal } = store.getState().auth;
      if (status !== 'signedIn' || sub !== subOf(user) || awaitingRenewal)
        dispatch(signedIn({ profile, sub: subOf(user), session: 'restored' }));
      else if (!sameProfile(shown, profile)) dispatch(profileRefreshed(profile));
    },
    [dispatch, store],
  );

  const endLocally = useCallback(() => {
    keptOffline.current = false;
    stopWaiting.current?.();
    removeCachedUser(localStore());
    const { status, redirecting } = store.getState().auth;
    // Logout removes the tokens before it leaves for the provider: the header stays as it is until the
    // page goes, rather than offer a Login whose click the departing navigation would swallow.
    if (status !== 'signedOut' && !redirecting) dispatch(signedOut());
  }, [dispatch, store]);

  /** A renewal refused by the provider, or unanswered while online: the session is over, with the notice. */
  const sessionOver = useCallback(
    (reason: unknown) => {
      keptOffline.current = false;
      removeCachedUser(localStore());
      dispatch(sessionEnded(classifyAuthError(reason, 'token')));
      void userManager.removeUser();
    },
    [dispatch, userManager],
  );

  /**
   * The page opened offline with the session's access token expired, and the one renewal got no answer: the
   * network is down, not the session. The learner stays signed in here from what this browser kept (the ID
   * token's `sub`, the cached profile), so the player opens and records progress, whose calls renew the
   * token first and wait while they cannot. Back online (the `online` event, or the next call whose renewal
   * gets through: a browser may not say it is online again) the kept tokens renew the session (`report`); a
   * refusal by the provider, or no answer while online, ends it with the notice, as for a live session.
   */
  const keepOffline = useCallback(
    (user: User, reason: unknown) => {
      keptOffline.current = true;
      const cached = store.getState().auth.profile;
      dispatch(signedIn({ profile: cached ?? profileOf(user), sub: subOf(user), session: 'offline' }));
      stopWaiting.current = renewWhenBackOnline(userManager, reason, {
        wanted: () => mounted.current && keptOffline.current,
        over: sessionOver,
      });
    },
    [dispatch, store, userManager, sessionOver],
  );

  const { isLoading, user, error } = auth;

  useEffect(() => {
    if (isLoading || error?.source === 'signinCallback' || restoring.current) return;
    if (user && !user.expired) {
      report(user);
      return;
    }
    if (!restoreTried.current && (user || hadCachedProfile)) {
      // An expired token, or a session started in another tab: renew once without showing anything
      // (refresh token when there is one, else the hidden frame).
      restoreTried.current = true;
      restoring.current = true;
      const kept = user;
      userManager
        .signinSilent()
        .catch((reason: unknown) => {
          if (!mounted.current) return;
          const outcome = renewalFailureOutcome({ noAnswer: isNoAnswer(reason) }, { online: !offline() });
          // Only a session this tab holds tokens for can be kept (and renewed later from them).
          if (kept && outcome === 'retryWhenOnline') keepOffline(kept, reason);
          else endLocally();
        })
        .finally(() => {
          restoring.current = false;
        });
      return;
    }
    if (keptOffline.current && user) return;
    endLocally();
  }, [isLoading, user, error, hadCachedProfile, userManager, report, endLocally, keepOffline]);

  useEffect(() => {
    if (!error) return;
    const cause: unknown = error.innerError ?? error;
    if (error.source === 'signinCallback') {
      stripAuthResponse();
      removeCachedUser(localStore());
      dispatch(signInFailed(classifyAuthError(cause, 'sign-in')));
      return;
    }
    if (error.source !== 'renewSilent') return;
    // The token request has already been retried where it was sent (token-retry.ts). A renewal that still
    // got no answer while the browser is offline is tried again once it is back online (calls waiting for a
    // token keep waiting); a refusal by the provider, or no answer while online, ends the session here.
    let left = false;
    const stop = renewWhenBackOnline(userManager, cause, { wanted: () => !left, over: sessionOver });
    return () => {
      left = true;
      stop();
    };
  }, [error, dispatch, userManager, sessionOver]);

  return null;
}

type IdentityRuntimeProps = { userManager?: UserManager };

/**
 * Mounted beside the app (not around it), so nothing re-mounts when this chunk arrives. react-oidc-context
 * restores the session from session storage, processes the sign-in callback and follows silent renewals.
 */
export function IdentityRuntime({ userManager = getUserManager() }: IdentityRuntimeProps) {
  const dispatch = useAppDispatch();
  const onSigninCallback = useCallback(
    (user: User | undefined) => {
      // The code and state are spent: take them out of the address; the callback page then navigates.
      stripAuthResponse();
      if (!user) return;
      const profile = profileOf(user);
      writeCachedUser(localStore(), profile);
      clearSignInAttempt(sessionStore());
      dispatch(
        signedIn({
          profile,
          sub: subOf(user),
          session: 'new',
          returnTo: safeReturnTo(user.state, paths.authCallback),
        }),
      );
    },
    [dispatch],
  );
  // From now on the calls about the learner carry this session's access token.
  useEffect(() => provideAccessTokens(accessTokensOf(userManager)), [userManager]);
  return (
    <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
      <SessionBridge userManager={userManager} />
    </AuthProvider>
  );
}
