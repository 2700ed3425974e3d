import { lazy } from 'react';

import { lazyImport } from '@/lib/loading/lazy-import';

// Errors are rare: their view and its Alert load only when one happens.
const load = () => import(/* webpackChunkName: "auth-error" */ './sign-in-error');

/** The page-level sign-in error, loaded on first use. */
export const LazySignInErrorView = lazy(
  lazyImport(() => load().then((module) => ({ default: module.SignInErrorView }))),
);

/** The header's sign-in error notice, loaded on first use. */
export const LazySignInErrorNotice = lazy(
  lazyImport(() => load().then((module) => ({ default: module.SignInErrorNotice }))),
);
