import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';

import { localStore, sessionStore } from '../browser-storage';
import { describeSignInFailure } from '../describe-failure';
import { isIdentityWanted, loadIdentity, requestIdentity, subscribeIdentityWanted } from '../identity-loader';
import { hasAuthResponse, mayHaveSession, readCachedUser } from '../model';
import { cachedProfileRestored, signInFailed, signedOut } from '../slice';

import { useAppDispatch, useAppStore } from '@/app/hooks';
import { whenIdle } from '@/lib/loading/when-idle';

/**
 * Applies the cached profile right after the page mounts (the prerendered HTML shows Login; a layout effect
 * swaps in the avatar before the browser paints again), then starts the identity library without holding up
 * the first paint. It loads when the browser is idle if there is a session to restore (a visitor with none is
 * then signed out without it), or at once for a sign-in callback, a protected page or Login.
 */
export function AuthBootstrap() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const wanted = useSyncExternalStore(subscribeIdentityWanted, isIdentityWanted, () => false);
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);

  useLayoutEffect(() => {
    const cached = readCachedUser(localStore());
    if (cached) dispatch(cachedProfileRestored(cached));
  }, [dispatch]);

  useEffect(
    () =>
      whenIdle(() => {
        if (mayHaveSession(localStore(), sessionStore(), window.location)) requestIdentity();
        // Nothing to restore: the visitor is signed out, and the library loads when they sign in (or
        // when a protected page asks for it).
        else if (!isIdentityWanted() && store.getState().auth.status === 'restoring') dispatch(signedOut());
      }),
    [dispatch, store],
  );

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    loadIdentity().then(
      (identity) => {
        if (active) setRuntime(() => identity.IdentityRuntime);
      },
      (error: unknown) => {
        // The chunk did not load (offline, new deployment): no session can be confirmed in this page.
        if (!active) return;
        const { search, hash } = window.location;
        const expected = store.getState().auth.profile !== null || hasAuthResponse(search, hash);
        // A visitor who was signed in, or is coming back from the provider, is told and offered a reload;
        // for anyone else this was only a head start, and Login will try again when asked.
        if (!expected) {
          dispatch(signedOut());
          return;
        }
        void describeSignInFailure(error).then((failure) => {
          if (active) dispatch(signInFailed(failure));
        });
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, dispatch, store]);

  return Runtime ? <Runtime /> : null;
}
