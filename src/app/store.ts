import { combineSlices, configureStore } from '@reduxjs/toolkit';
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

import { createSafeStorage, rootPersistConfig } from './persist';

import { authSlice } from '@/features/auth/slice';
import { checkoutListener } from '@/features/checkout/outbox';
import { checkoutSessionSlice, checkoutSlice } from '@/features/checkout/slice';
import { courseProgressSlice, coursesSlice } from '@/features/courses/slice';
import { eventsSlice } from '@/features/events/slice';
import { profileSlice } from '@/features/profile/slice';
import { webinarsSlice } from '@/features/webinars/slice';
import { baseApi } from '@/lib/base-api';

const rootReducer = combineSlices(
  baseApi,
  authSlice,
  courseProgressSlice,
  eventsSlice,
  webinarsSlice,
  checkoutSlice,
  checkoutSessionSlice,
  coursesSlice,
  profileSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

type StoreOptions = {
  /** Where persisted slices live; pass `null` for a store that persists nothing (most tests, the prerender). */
  storage?: Storage | null;
};

/** Builds a fresh store: one per page load, one per test. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { storage = createSafeStorage() }: StoreOptions = {},
) {
  const reducer = storage
    ? (persistReducer(rootPersistConfig<RootState>(storage), rootReducer) as unknown as typeof rootReducer)
    : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own bookkeeping actions carry functions; every app action stays serializable.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .concat(baseApi.middleware)
        // Delivers payment confirmations, and the persisted outbox after rehydration.
        .concat(checkoutListener.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  // Stored state is read only when `persistor.persist()` is called (AppProvider does, after hydration), so
  // the first render in the browser matches the prerendered HTML.
  const persistor: Persistor | null = storage
    ? persistStore(store, { manualPersist: true } as PersistorOptions)
    : null;
  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
