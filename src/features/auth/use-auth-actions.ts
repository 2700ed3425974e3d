import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

import { localStore, sessionStore } from './browser-storage';
import { loadIdentity } from './identity-loader';
import { classifyAuthError, clearSignInAttempt, recordSignInAttempt, removeCachedUser } from './model';
import { signInFailed, signInStarted, signOutStarted, signedOut } from './slice';

/** Starts a sign-in: loads the identity library if needed and redirects to the provider's login. */
export function useSignIn() {
  const dispatch = useDispatch();
  return useCallback(
    async (returnTo: string) => {
      dispatch(signInStarted());
      recordSignInAttempt(sessionStore(), returnTo, Date.now());
      try {
        const identity = await loadIdentity();
        await identity.signInWithRedirect(returnTo);
      } catch (error) {
        dispatch(signInFailed(classifyAuthError(error, 'sign-in')));
      }
    },
    [dispatch],
  );
}

/** Signs out: the cached profile goes at once, then the provider ends its session and sends the visitor home. */
export function useSignOut() {
  const dispatch = useDispatch();
  return useCallback(async () => {
    dispatch(signOutStarted());
    removeCachedUser(localStore());
    clearSignInAttempt(sessionStore());
    try {
      const identity = await loadIdentity();
      await identity.signOutEverywhere();
    } catch {
      // The identity library could not even load: nothing of the session is left in this tab but the flag.
      dispatch(signedOut());
    }
  }, [dispatch]);
}
