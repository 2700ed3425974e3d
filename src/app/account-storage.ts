/**
 * The first-load part of keeping each account's record in this browser: it starts the account session
 * (account-session.ts, its own chunk) at the first event of a session (the identity library confirming one,
 * a sign-in failing, a sign-out), and carries version 4's payments into the ledger as soon as they are read
 * back, so a confirmation still to send is delivered on any page.
 */
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

import { unclaimedPaymentsCarriedOver } from './legacy-state';
import type { UnclaimedState } from './legacy-state';
import { PERSIST_KEY } from './persist';

import { authSlice } from '@/features/auth/slice';
import { legacyPaymentsCarriedOver } from '@/features/checkout/slice';
import { selectPersistedStateRestored } from '@/lib/persisted-state';

/** The account session's chunk, once. */
const loadSession = () => import(/* webpackChunkName: "account-session" */ './account-session');

const { signedIn, signedOut, sessionEnded, signInFailed, signOutStarted, signOutIncomplete } =
  authSlice.actions;
const sessionEvents = [signedIn, signedOut, sessionEnded, signInFailed, signOutStarted, signOutIncomplete];

type Store = { dispatch: (action: UnknownAction) => unknown; getState: () => unknown };

/**
 * The listener that starts the account session in `storage` (null: a store that persists nothing, which
 * still opens and closes accounts in memory), and carries version 4's payments over.
 */
export function accountStorage(storage: (() => globalThis.Storage) | null) {
  const listener = createListenerMiddleware();
  let attached: Store | null = null;
  let starting: Promise<void> | null = null;

  listener.startListening({
    predicate: (action) => sessionEvents.some((event) => event.match(action)),
    effect: async (action, api) => {
      if (starting || !attached) return;
      const store = attached;
      // What version 4 left must be read back before an account can claim it.
      if (!selectPersistedStateRestored(api.getState() as object))
        await api.condition((_action, state) => selectPersistedStateRestored(state as object));
      starting = loadSession().then(
        ({ startAccountSession }) => startAccountSession(store, storage, { trigger: action }),
        () => {
          starting = null;
        },
      );
    },
  });

  listener.startListening({
    predicate: (action) => action.type === REHYDRATE && (action as { key?: unknown }).key === PERSIST_KEY,
    effect: (_action, api) => {
      const { payments } = (api.getState() as { unclaimed: UnclaimedState }).unclaimed;
      if (!payments) return;
      api.dispatch(legacyPaymentsCarriedOver({ payments }));
      api.dispatch(unclaimedPaymentsCarriedOver());
    },
  });

  return {
    middleware: listener.middleware,
    /** Gives the listener the store it runs in. */
    attach: (store: Store) => {
      attached = store;
    },
  };
}
