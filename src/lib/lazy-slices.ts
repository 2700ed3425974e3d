import type { Action, Reducer } from '@reduxjs/toolkit';

/**
 * Slices whose code loads with the chunks that use them, not with every page (a page's filters load with
 * that page; the course progress with the player, My Courses, the profile and the account session). Such a
 * slice's module calls `injectSlice` as it is evaluated; each store's root reducer takes the slices injected
 * so far before it handles its next action (RTK's `combineSlices(...).inject`), whether the store was made
 * before or after.
 * So a lazy slice's state appears with the first action after its code arrived: until then it is absent,
 * and its selectors read the slice's initial state.
 */
export type LazySlice = { reducerPath: string; reducer: Reducer };

const injected: LazySlice[] = [];

/** Adds a slice to every store's reducer (once per slice name; the first module evaluated wins). */
export function injectSlice(slice: LazySlice): void {
  if (!injected.some((known) => known.reducerPath === slice.reducerPath)) injected.push(slice);
}

/** The names of the lazy slices whose code has arrived (tests, and what QA sees in the store). */
export const injectedSliceNames = (): string[] => injected.map((slice) => slice.reducerPath);

/**
 * A store's reducer that first gives `inject` (its `combineSlices` root's) every slice injected since the
 * last action, then runs `reducer` (that root, possibly wrapped by redux-persist).
 */
export function takingLazySlices<S, A extends Action, P>(
  inject: (slice: LazySlice) => unknown,
  reducer: Reducer<S, A, P>,
): Reducer<S, A, P> {
  let taken = 0;
  return (state, action) => {
    if (taken < injected.length) {
      for (const slice of injected.slice(taken)) inject(slice);
      taken = injected.length;
    }
    return reducer(state, action);
  };
}
