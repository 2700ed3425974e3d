/** What the app reads of oidc-client-ts's user: the profile, the account and the access tokens. */
import type { User, UserManager } from 'oidc-client-ts';

import { profileFromClaims } from './model';
import type { DisplayProfile } from './model';

import { paths } from '@/lib/paths';

const emptyProfile: DisplayProfile = { name: '', email: '', picture: '' };
/** The profile the ID token's claims give, or an empty one. */
export const profileOf = (user: User): DisplayProfile => profileFromClaims(user.profile) ?? emptyProfile;
/** The account at the provider: the ID token's subject (oidc-client-ts has validated it). */
export const subOf = (user: User): string => user.profile.sub;

/**
 * Access tokens for the calls that carry the sign-in: the session's own, renewed first when it has expired.
 * Renewals go through the UserManager's one renewal at a time (user-manager.ts), which the library's own
 * automatic renewal shares.
 */
export function accessTokensOf(userManager: UserManager) {
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

/** Removes the authorization response (code, state) from the address without telling anyone yet. */
export function stripAuthResponse(): void {
  window.history.replaceState(window.history.state, '', paths.authCallback);
}
