import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { sessionStore } from '../browser-storage';
import { requestIdentity } from '../identity-loader';
import { mayRedirectAutomatically } from '../model';
import { selectAuthError, selectAuthStatus, selectIsRedirecting } from '../slice';
import { useSignIn } from '../use-auth-actions';

import { AuthProgress } from './auth-progress';
import { LazySignInErrorView } from './lazy-sign-in-error';

import { useAppSelector } from '@/app/hooks';

/**
 * Guards signed-in pages. While the session is being checked it shows progress; a signed-out visitor is sent
 * to the provider's login and comes back to this address. After a failed attempt it shows the error with
 * "Try again" instead of redirecting again, so a provider that keeps failing can never cause a loop.
 */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const redirecting = useAppSelector(selectIsRedirecting);
  const { pathname, search, hash } = useLocation();
  const returnTo = `${pathname}${search}${hash}`;
  const signIn = useSignIn();
  // Read once per visit: an attempt this page started itself must not block its own redirect.
  const [mayRedirect] = useState(() => mayRedirectAutomatically(sessionStore(), Date.now()));
  const redirected = useRef(false);

  useEffect(() => requestIdentity(), []);

  const shouldRedirect = status === 'signedOut' && !error && !redirecting && mayRedirect;
  useEffect(() => {
    if (!shouldRedirect || redirected.current) return;
    redirected.current = true;
    void signIn(returnTo);
  }, [shouldRedirect, returnTo, signIn]);

  if (status === 'signedIn') return <Outlet />;
  if (status === 'signedOut' && !redirecting && (error || !mayRedirect)) {
    return (
      <Suspense fallback={<AuthProgress label="Loading…" />}>
        <LazySignInErrorView
          failure={error ?? { code: 'login_failed' }}
          onRetry={() => void signIn(returnTo)}
        />
      </Suspense>
    );
  }
  return (
    <AuthProgress label={status === 'restoring' ? 'Checking your sign-in…' : 'Redirecting to sign in…'} />
  );
}
