/**
 * The identity runtime: everything that needs oidc-client-ts and react-oidc-context. This module is its own
 * lazily loaded chunk (see identity-loader.ts); it reports into the auth slice through events only.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect } from 'react';
import { AuthProvider } from 'react-oidc-context';

import { localStore, sessionStore } from './browser-storage';
import {
  auth0LogoutUrl,
  clearSignInAttempt,
  removeCachedUser,
  safeReturnTo,
  scopeFor,
  writeCachedUser,
} from './model';
import { accessTokensOf, profileOf, stripAuthResponse, subOf } from './oidc-user';
import { SessionBridge } from './session-bridge';
import { signedIn } from './slice';
import { getUserManager } from './user-manager';

import { useAppDispatch } from '@/app/hooks';
import { provideAccessTokens } from '@/lib/access-token';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';

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
