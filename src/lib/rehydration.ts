/**
 * True once the persisted slices have been read back (always true for a store that persists nothing). Pages
 * that would overwrite stored progress (the course player) wait for it.
 */
export const selectIsRehydrated = (state: object): boolean => {
  const persist = (state as { _persist?: { rehydrated?: unknown } })._persist;
  return persist === undefined || persist.rehydrated === true;
};
