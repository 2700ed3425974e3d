import { lazy } from 'react';

// Errors are rare: their view and its Alert load only when one happens.
const load = () => import(/* webpackChunkName: "auth-error" */ './sign-in-error');

/** The page-level sign-in error, loaded on first use. */
export const LazySignInErrorView = lazy(() => load().then((module) => ({ default: module.SignInErrorView })));

/** The header's sign-in error notice, loaded on first use. */
export const LazySignInErrorNotice = lazy(() =>
  load().then((module) => ({ default: module.SignInErrorNotice })),
);
