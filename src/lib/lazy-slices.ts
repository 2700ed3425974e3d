import type { Action, Reducer, Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';

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

/**
 * Adds `slice` to every store (`injectSlice`) and returns its selectors, which read the slice's initial state
 * from a store it has not joined yet (its code arrived, no action since).
 */
export function injectedSliceSelectors<
  State,
  Selectors extends SliceSelectors<State>,
  ReducerPath extends string,
>(slice: Slice<State, SliceCaseReducers<State>, string, ReducerPath, Selectors>) {
  injectSlice(slice);
  const initial = slice.getInitialState();
  return slice.getSelectors(
    (root: Partial<Record<ReducerPath, State>>) => root[slice.reducerPath] ?? initial,
  );
}
