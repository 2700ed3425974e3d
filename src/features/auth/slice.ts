import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { AuthFailure, DisplayProfile } from './model';

/**
 * `restoring` until the identity library has said whether this tab holds a session (it loads after the first
 * paint); then `signedIn` or `signedOut`.
 */
export type AuthStatus = 'restoring' | 'signedIn' | 'signedOut';
/**
 * How a session began in this page: signed in just now (the provider's callback), restored by a page, or
 * kept offline: the page opened with the session's access token expired and no network to renew it, so the
 * learner stays signed in from what this browser kept (the ID token's `sub`, the cached profile) until the
 * browser is back online and the token is renewed (then `restored`) or refused (then `sessionEnded`).
 */
export type SessionKind = 'new' | 'restored' | 'offline';

export type AuthState = {
  status: AuthStatus;
  /** The display profile: from the local cache at start, then from the provider. */
  profile: DisplayProfile | null;
  /** The account's subject at the provider, once the identity library has confirmed the session. */
  sub: string | null;
  /** A redirect to the provider (sign-in or sign-out) is under way. */
  redirecting: boolean;
  error: AuthFailure | null;
  /** Where the visitor goes once the sign-in callback has finished (read from the sign-in state). */
  returnTo: string | null;
  /**
   * Signed in from a session kept offline (`signedIn` with `session: 'offline'`): its access token has
   * expired and waits for the network to be renewed; calls that need it wait too.
   */
  awaitingRenewal: boolean;
};

/**
 * The state at start. It reads no storage, so the browser's first render matches the prerendered page; the
 * cached profile arrives right after with `cachedProfileRestored`.
 */
export function initialAuthState(profile: DisplayProfile | null = null): AuthState {
  return {
    status: 'restoring',
    profile,
    sub: null,
    redirecting: false,
    error: null,
    returnTo: null,
    awaitingRenewal: false,
  };
}

/** Signed out with `error` to tell the visitor: no profile, account, redirect or renewal left. */
function signedOutWith(state: AuthState, error: AuthFailure): void {
  state.status = 'signedOut';
  state.profile = null;
  state.sub = null;
  state.redirecting = false;
  state.awaitingRenewal = false;
  state.error = error;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
  reducers: {
    /** The profile cached by the last sign-in, read right after the page mounted: the header shows the avatar. */
    cachedProfileRestored(state, action: PayloadAction<DisplayProfile>) {
      // The identity library may have answered first; its word wins over the cache.
      if (state.status === 'restoring' && state.profile === null) state.profile = action.payload;
    },
    signInStarted(state) {
      state.redirecting = true;
      state.error = null;
    },
    /**
     * The identity library confirmed a session: who, whose account, and whether the learner has just signed
     * in (`session: 'new'`, the provider's callback), a session of an earlier page was restored, or it was
     * kept offline with its token still to renew (`session: 'offline'`, see SessionKind).
     */
    signedIn(
      state,
      action: PayloadAction<{
        profile: DisplayProfile;
        sub: string;
        session: SessionKind;
        returnTo?: string;
      }>,
    ) {
      state.status = 'signedIn';
      state.profile = action.payload.profile;
      state.sub = action.payload.sub;
      state.redirecting = false;
      state.error = null;
      state.awaitingRenewal = action.payload.session === 'offline';
      if (action.payload.returnTo !== undefined) state.returnTo = action.payload.returnTo;
    },
    profileRefreshed(state, action: PayloadAction<DisplayProfile>) {
      state.profile = action.payload;
    },
    returnedAfterSignIn(state) {
      state.returnTo = null;
    },
    signInFailed(state, action: PayloadAction<AuthFailure>) {
      signedOutWith(state, action.payload);
    },
    /** A renewal failed for good: the session is over, and the visitor is told why. */
    sessionEnded(state, action: PayloadAction<AuthFailure>) {
      signedOutWith(state, action.payload);
    },
    signOutStarted(state) {
      state.redirecting = true;
      state.error = null;
    },
    /** Logout could not reach the identity library: signed out in this tab, and told how to finish. */
    signOutIncomplete(state, action: PayloadAction<AuthFailure>) {
      state.status = 'signedOut';
      state.profile = null;
      state.sub = null;
      state.redirecting = false;
      state.awaitingRenewal = false;
      state.returnTo = null;
      state.error = action.payload;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.profile = null;
      state.sub = null;
      state.redirecting = false;
      state.awaitingRenewal = false;
      state.returnTo = null;
    },
    errorDismissed(state) {
      state.error = null;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    /** Signed in as far as the page can tell: confirmed, or a cached profile while the library loads. */
    selectIsSignedIn: (state) =>
      state.status === 'signedIn' || (state.status === 'restoring' && state.profile !== null),
    /** True once the identity library has confirmed the session (protected pages wait for this). */
    selectIsSessionConfirmed: (state) => state.status === 'signedIn',
    selectDisplayProfile: (state) => (state.status === 'signedOut' ? null : state.profile),
    selectAuthError: (state) => state.error,
    selectIsRedirecting: (state) => state.redirecting,
    selectReturnTo: (state) => state.returnTo,
    /** Signed in from a session kept offline whose token waits for the network to be renewed. */
    selectIsAwaitingRenewal: (state) => state.awaitingRenewal,
  },
});

export const {
  cachedProfileRestored,
  signInStarted,
  signedIn,
  profileRefreshed,
  returnedAfterSignIn,
  signInFailed,
  sessionEnded,
  signOutStarted,
  signOutIncomplete,
  signedOut,
  errorDismissed,
} = authSlice.actions;

export const {
  selectAuthStatus,
  selectIsSignedIn,
  selectIsSessionConfirmed,
  selectDisplayProfile,
  selectAuthError,
  selectIsRedirecting,
  selectReturnTo,
  selectIsAwaitingRenewal,
} = authSlice.selectors;
