/**
 * redux-persist's side of start-up, not React's (for that, see `useHydrated` in `loading/use-hydrated.ts`):
 * true once the persisted slices have been read back from storage (always true for a store that persists
 * nothing). Pages that would overwrite stored progress (the course player) wait for it.
 */
export const selectPersistedStateRestored = (state: object): boolean => {
  const persist = (state as { _persist?: { rehydrated?: unknown } })._persist;
  return persist === undefined || persist.rehydrated === true;
};
