import { useCallback } from 'react';

import { localStore, sessionStore } from './browser-storage';
import { describeSignInFailure } from './describe-failure';
import { loadIdentity } from './identity-loader';
import { clearSignInAttempt, recordSignInAttempt, removeCachedUser, removeStoredTokens } from './model';
import { signInFailed, signInStarted, signOutIncomplete, signOutStarted, signedOut } from './slice';

import { useAppDispatch } from '@/app/hooks';

/** Starts a sign-in: loads the identity library if needed and redirects to the provider's login. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (returnTo: string) => {
      dispatch(signInStarted());
      recordSignInAttempt(sessionStore(), returnTo, Date.now());
      try {
        const identity = await loadIdentity();
        await identity.signInWithRedirect(returnTo);
      } catch (error) {
        dispatch(signInFailed(await describeSignInFailure(error)));
      }
    },
    [dispatch],
  );
}

/** Signs out: the cached profile goes at once, then the provider ends its session and sends the visitor home. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    dispatch(signOutStarted());
    removeCachedUser(localStore());
    clearSignInAttempt(sessionStore());
    let identity;
    try {
      identity = await loadIdentity();
    } catch (error) {
      // The identity library could not load, so the provider cannot be told: sign out in this tab (no
      // profile, no tokens) and say that the page needs a reload.
      removeStoredTokens(sessionStore());
      dispatch(signOutIncomplete(await describeSignInFailure(error)));
      return;
    }
    try {
      await identity.signOutEverywhere();
    } catch {
      // signOutEverywhere already falls back to a local sign-out; this only keeps the flag in step.
      dispatch(signedOut());
    }
  }, [dispatch]);
}
