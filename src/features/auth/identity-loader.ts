/**
 * The door to the identity library. oidc-client-ts and react-oidc-context live in the lazily loaded
 * `identity` chunk, never in the first load: this module only knows when that chunk is wanted and loads it.
 */
import type * as Identity from './identity';
import { hasAuthResponse } from './model';

import { loadOnce } from '@/lib/loading/load-once';

type IdentityModule = typeof Identity;

/** Loads the identity chunk once; a failed load may be tried again. */
export const loadIdentity = loadOnce(
  (): Promise<IdentityModule> => import(/* webpackChunkName: "identity" */ './identity'),
);

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the identity library to run now (a protected page, the callback, or after the first paint). */
export function requestIdentity(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether the identity library should be running. */
export function isIdentityWanted(): boolean {
  return wanted || hasAuthResponse(window.location.search, window.location.hash);
}

/** For useSyncExternalStore: calls back when the identity library becomes wanted. */
export function subscribeIdentityWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets that the library was wanted (tests only: each test starts like a fresh page). */
export function resetIdentityLoaderForTests(): void {
  wanted = false;
  loadIdentity.reset();
  listeners.clear();
}
