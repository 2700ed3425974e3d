import { UserManager } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';

import { retryTokenRequests } from './token-retry';

import { getConfig } from '@/lib/config';
import type { AppConfig } from '@/lib/config';
import { paths } from '@/lib/paths';

/** The address of the hidden-frame renew page (a separate small entry: `auth/silent-renew.html`). */
export const SILENT_RENEW_PATH = '/auth/silent-renew';

/** The scope asked for by default; sign-in drops `offline_access` where discovery does not list it. */
export const DEFAULT_SCOPE = 'openid profile email offline_access';

/**
 * The one set of UserManager settings: authorization code with PKCE (S256, the library's only flow), state
 * and nonce by default, tokens in session storage (the library's default user store), profile from the ID token,
 * and the timing constants of the spec where the library exposes them.
 */
export function buildUserManagerSettings(
  config: Pick<AppConfig, 'oidcAuthority' | 'oidcClientId' | 'oidcAudience'>,
  origin: string,
): UserManagerSettings {
  return {
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${paths.authCallback}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: DEFAULT_SCOPE,
    // The profile (name, e-mail, picture) comes from the ID token. The access token is for the company backend
    // (an API audience), which a provider's userinfo endpoint may refuse; both Auth0 and the local provider
    // put the profile claims in the ID token when they issue such a token.
    loadUserInfo: false,
    automaticSilentRenew: true,
    // Cached access tokens are treated as expired 60 s early.
    accessTokenExpiringNotificationTimeInSeconds: 60,
    // Token and discovery requests, and the hidden-frame renew, give up after 10 s.
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 10,
    popupWindowFeatures: { width: 400, height: 600 },
    // No session-check frame: the site must work while the provider is unreachable.
    monitorSession: false,
    ...(config.oidcAudience ? { extraQueryParams: { audience: config.oidcAudience } } : {}),
  };
}

let userManager: UserManager | undefined;

/** The page's one UserManager, created on first use from the runtime configuration. */
export function getUserManager(): UserManager {
  userManager ??= retryTokenRequests(
    new UserManager(buildUserManagerSettings(getConfig(), window.location.origin)),
  );
  return userManager;
}

/** Forgets the UserManager (tests only). */
export function resetUserManagerForTests(): void {
  userManager = undefined;
}
