/**
 * The door to the signed-in account's menu (`components/account-menu.tsx`: the avatar, the menu's items, the
 * mobile menu's account panel), a chunk of its own: a visitor who is not signed in, most visitors, never
 * downloads it. The app asks for it as it starts when this browser remembers a signed-in visitor, so that it
 * has usually arrived when the cached profile swaps in; otherwise the account control asks for it when the
 * visitor is signed in.
 */
import { useEffect, useSyncExternalStore } from 'react';

import { localStore } from './browser-storage';
import type * as AccountMenuParts from './components/account-menu';
import { readCachedUser } from './model';

import { lazyImport } from '@/lib/loading/lazy-import';
import { loadOnce } from '@/lib/loading/load-once';

export type AccountMenuState = {
  /** The menu's code, once it has arrived. */
  parts: typeof AccountMenuParts | null;
  /** The last load failed (a deployment replaced the file, or the network): a reload is offered. */
  failed: boolean;
};

const NOT_YET: AccountMenuState = { parts: null, failed: false };
let state = NOT_YET;
const listeners = new Set<() => void>();
const become = (next: AccountMenuState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Loads the menu's code once; a failed load is told to the account control and may be tried again. */
export const loadAccountMenu = loadOnce(
  () =>
    lazyImport(() => import(/* webpackChunkName: "account-menu" */ './components/account-menu'))().then(
      (parts) => {
        become({ parts, failed: false });
        return parts;
      },
    ),
  () => become({ parts: null, failed: true }),
);

/** Start-up: the menu's code is asked for with the page's when this browser remembers a signed-in visitor. */
export function preloadAccountMenuIfRemembered(): void {
  if (readCachedUser(localStore())) void loadAccountMenu().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The menu's code for a signed-in account control, asked for as it mounts if it has not arrived yet. */
export function useAccountMenu(): AccountMenuState {
  useEffect(() => {
    if (!state.parts) void loadAccountMenu().catch(() => undefined);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NOT_YET,
  );
}

/** Forgets the loaded menu (tests only: each test starts like a fresh page). */
export function resetAccountMenuForTests(): void {
  loadAccountMenu.reset();
  state = NOT_YET;
  listeners.clear();
}
