/**
 * The bridge between react-oidc-context's view of the session and the auth slice: restores a session a
 * cached profile promises, follows renewals and their failures (offline: tried again once back online), and
 * reports each change as an event.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from 'react-oidc-context';

import { localStore, sessionStore } from './browser-storage';
import { classifyAuthError } from './errors';
import { clearSignInAttempt, removeCachedUser, renewalFailureOutcome, writeCachedUser } from './model';
import type { DisplayProfile } from './model';
import { profileOf, stripAuthResponse, subOf } from './oidc-user';
import { profileRefreshed, sessionEnded, signInFailed, signedIn, signedOut } from './slice';
import { isNoAnswer } from './token-retry';

import { useAppDispatch, useAppStore } from '@/app/hooks';

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

/** Keeps the auth slice in step with react-oidc-context's view of the session. */
export function SessionBridge({ userManager }: { userManager: UserManager }) {
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
