import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * React's side of start-up, not redux-persist's (for that, see `restoreStoredState` in
 * `src/app/store.ts`): false while React hydrates prerendered HTML (and when rendering in Node), true
 * afterwards. A part of a page that depends on state restored in the browser (the cached sign-in, persisted
 * slices) renders as prerendered first, then switches, so its hydration never mismatches however late its
 * Suspense boundary hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
