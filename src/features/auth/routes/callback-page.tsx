import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { sessionStore } from '../browser-storage';
import { AuthProgress } from '../components/auth-progress';
import { LazySignInErrorView } from '../components/lazy-sign-in-error';
import { requestIdentity } from '../identity-loader';
import { readSignInAttempt } from '../model';
import {
  returnedAfterSignIn,
  selectAuthError,
  selectAuthStatus,
  selectIsRedirecting,
  selectReturnTo,
} from '../slice';
import { useSignIn } from '../use-auth-actions';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';

/**
 * `/auth/callback`: the provider sends the visitor back here. The identity runtime exchanges the code and
 * strips it from the address; this page then tells the router where to go (the page that asked, else home),
 * or shows the failure with "Try again".
 */
export function SignInCallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const redirecting = useAppSelector(selectIsRedirecting);
  const returnTo = useAppSelector(selectReturnTo);
  const signIn = useSignIn();

  useEffect(() => requestIdentity(), []);

  // Navigation commits asynchronously: leave exactly once, whatever re-renders happen meanwhile.
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (status === 'signedIn') {
      left.current = true;
      navigate(returnTo ?? paths.home, { replace: true });
      dispatch(returnedAfterSignIn());
    } else if (status === 'signedOut' && !error && !redirecting) {
      // Opened without an answer from the provider: nothing to finish here.
      left.current = true;
      navigate(paths.home, { replace: true });
    }
  }, [status, error, redirecting, returnTo, navigate, dispatch]);

  if (error && !redirecting) {
    const retryTo = readSignInAttempt(sessionStore())?.returnTo ?? paths.home;
    return (
      <Suspense fallback={<AuthProgress label="Loading…" />}>
        <LazySignInErrorView failure={error} onRetry={() => void signIn(retryTo)} />
      </Suspense>
    );
  }
  return (
    <>
      <PageTitle title="Signing in" noindex />
      <AuthProgress label={redirecting ? 'Redirecting to sign in…' : 'Signing you in…'} />
    </>
  );
}
