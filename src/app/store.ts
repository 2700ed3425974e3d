import { addListener, combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import type { Persistor, PersistorOptions, Storage } from 'redux-persist';

import { accountSessionStart } from './account-session-start';
import type { UnclaimedState } from './legacy-state';
import { PERSIST_KEY, createSafeStorage, isQuotaError, ledgerPersistConfig } from './persist';

import { authSlice } from '@/features/auth/slice';
import { checkoutListener } from '@/features/checkout/outbox';
import type { CheckoutSessionState } from '@/features/checkout/session-slice';
import { checkoutSlice } from '@/features/checkout/slice';
import type { CheckoutState } from '@/features/checkout/slice';
import type { CatalogueState } from '@/features/courses/catalogue/slice';
import type { CourseProgressState } from '@/features/courses/player/slice';
import type { EventsState } from '@/features/events/slice';
import { profileSlice } from '@/features/profile/slice';
import type { WebinarsState } from '@/features/webinars/slice';
import { accountSlice, storageWriteFailed } from '@/lib/account';
import type { StorageWhat } from '@/lib/account';
import { baseApi } from '@/lib/base-api';
import { takingLazySlices } from '@/lib/lazy-slices';

const slices = [baseApi, authSlice, accountSlice, profileSlice] as const;

/**
 * The slices whose code loads with the chunks that use them (lib/lazy-slices.ts), not with every page:
 * absent from the state until then. A page's own client state (the events', the webinars' and the
 * catalogue's filters, the checkout page's currencies and payment dialog) comes with that page; the course
 * progress with the player, My Courses, the profile and the account session; what version 4 kept, only
 * where it is stored (legacy-read.ts).
 */
export type LazySlices = {
  events: EventsState;
  webinars: WebinarsState;
  courses: CatalogueState;
  checkoutSession: CheckoutSessionState;
  courseProgress: CourseProgressState;
  unclaimed: UnclaimedState;
};

/** The root reducer, with the payment ledger as given (persisted under its own key, or not). */
const rootReducerWith = (
  ledger: (state: CheckoutState | undefined, action: UnknownAction) => CheckoutState,
) => combineSlices(...slices, { checkout: ledger }).withLazyLoadedSlices<LazySlices>();

type RootReducer = ReturnType<typeof rootReducerWith>;

export type RootState = ReturnType<RootReducer>;

type StoreOptions = {
  /** Where persisted slices live; pass `null` for a store that persists nothing (most tests, the prerender). */
  storage?: Storage | null;
  /**
   * Where each account's record lives (localStorage by default when `storage` is given, nothing when it is
   * `null`).
   */
  accountStorage?: (() => globalThis.Storage) | null;
};

/** Resolves once the persistor has read back every key it persists. */
const bootstrapped = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });

/** Builds a fresh store: one per page load, one per test. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { storage = createSafeStorage(), accountStorage: accounts }: StoreOptions = {},
) {
  // A write that failed is reported in the store, so the visitor is told (components/storage-notice).
  const failed: { dispatch?: (action: UnknownAction) => unknown } = {};
  const writeFailed = (what: StorageWhat) => (error: unknown) =>
    failed.dispatch?.(storageWriteFailed({ what, quota: isQuotaError(error) }));
  const root = rootReducerWith(
    storage
      ? (persistReducer(
          ledgerPersistConfig<CheckoutState>(storage, writeFailed('payments')),
          checkoutSlice.reducer,
        ) as unknown as typeof checkoutSlice.reducer)
      : checkoutSlice.reducer,
  );
  // The lazy slices join this store's root as their code arrives.
  const reducer = takingLazySlices((slice) => root.inject(slice), root);
  const account = accountSessionStart(
    accounts !== undefined ? accounts : storage ? () => window.localStorage : null,
  );
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own bookkeeping actions and the listener middleware's `addListener` (how a lazily
        // loaded part, the progress sync, starts listening) carry functions; every app action stays serializable.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, addListener.type],
        },
      })
        .concat(baseApi.middleware)
        // Takes the listeners a part adds as its code arrives (`addListener`: the account session, the
        // progress sync). The first listener middleware in the chain keeps every `addListener`, so this one
        // comes first: those listeners belong to this store, not to a feature's middleware.
        .concat(createListenerMiddleware().middleware)
        // Delivers payment confirmations, and the persisted outbox after rehydration.
        .concat(checkoutListener.middleware)
        // Opens, keeps, closes and forgets each account's record in this browser.
        .concat(account.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  failed.dispatch = store.dispatch;
  // Stored state is read only when `restoreStoredState()` is called (AppProvider does, after hydration), so
  // the first render in the browser matches the prerendered HTML.
  const persistor: Persistor | null = storage
    ? persistStore(store, { manualPersist: true } as PersistorOptions)
    : null;

  // What the browser kept: the payment ledger, then, only if this browser still holds one, the state an
  // earlier version kept for whoever used it (its own chunk). An account opens only after both were read.
  let markRead = () => {};
  const storedStateRead: Promise<void> = persistor
    ? new Promise<void>((resolve) => {
        markRead = resolve;
      })
    : Promise.resolve();
  const readStoredState = async () => {
    if (!storage || !persistor) return;
    persistor.persist();
    await bootstrapped(persistor);
    try {
      if ((await storage.getItem(`persist:${PERSIST_KEY}`)) === null) return;
      const { readLegacyState } = await import(/* webpackChunkName: "legacy-state" */ './legacy-read');
      await readLegacyState(store, storage, () => persistor.flush());
    } catch (error) {
      // It stays stored, for the next visit.
      console.warn('This browser could not read what an earlier version of the site kept.', error);
    }
  };
  let restoring = false;
  /** Reads what the browser kept (once); resolves when it has been applied. */
  const restoreStoredState = (): Promise<void> => {
    if (!restoring) {
      restoring = true;
      void readStoredState().finally(markRead);
    }
    return storedStateRead;
  };
  account.attach(store, storedStateRead);
  return Object.assign(store, { persistor, restoreStoredState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
