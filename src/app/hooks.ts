// The one way to reach the store from a component: typed once here (Redux's `.withTypes`), so no component
// spells RootState or AppDispatch. ESLint forbids react-redux's own hooks anywhere else
// (eslint.config.mjs).

import { useDispatch, useSelector, useStore } from 'react-redux';

import type { AppDispatch, AppStore, RootState } from './store';

/** `useDispatch` typed for this store: thunks and RTK Query's `initiate` type-check. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the whole state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for this store, for reading state inside effects without subscribing. */
export const useAppStore = useStore.withTypes<AppStore>();
