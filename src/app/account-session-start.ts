/**
 * The first-load part of keeping each account's record in this browser: it starts the account session
 * (account-session.ts, its own chunk) at the first event of a session (the identity library confirming one,
 * a sign-in failing, a sign-out), once what the browser kept has been read back.
 */
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

import { authSlice } from '@/features/auth/slice';

/** The account session's chunk, once. */
const loadSession = () => import(/* webpackChunkName: "account-session" */ './account-session');

const { signedIn, signedOut, sessionEnded, signInFailed, signOutStarted, signOutIncomplete } =
  authSlice.actions;
const sessionEvents = [signedIn, signedOut, sessionEnded, signInFailed, signOutStarted, signOutIncomplete];

type Store = { dispatch: (action: UnknownAction) => unknown; getState: () => unknown };

/**
 * The listener that starts the account session in `storage` (null: a store that persists nothing, which
 * still opens and closes accounts in memory).
 */
export function accountSessionStart(storage: (() => globalThis.Storage) | null) {
  const listener = createListenerMiddleware();
  let attached: { store: Store; storedStateRead: Promise<void> } | null = null;
  let starting: Promise<void> | null = null;

  listener.startListening({
    predicate: (action) => sessionEvents.some((event) => event.match(action)),
    effect: async (action) => {
      if (starting || !attached) return;
      const { store, storedStateRead } = attached;
      // What an earlier version kept must be read back before an account can claim it.
      await storedStateRead;
      starting = loadSession().then(
        ({ startAccountSession }) => startAccountSession(store, storage, { trigger: action }),
        () => {
          starting = null;
        },
      );
    },
  });

  return {
    middleware: listener.middleware,
    /** Gives the listener the store it runs in, and when what that store's browser kept has been read. */
    attach: (store: Store, storedStateRead: Promise<void>) => {
      attached = { store, storedStateRead };
    },
  };
}
