import { useState } from 'react';

/** Whether two lists hold the same items, in the same order. */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The list as last returned while a new one holds the same items in the same order. A filter recomputed
 * for a key that narrows nothing returns a new array; this hands a memoized list the array it already
 * rendered, so it does not render again.
 */
export function useStableList<T>(list: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(list);
  if (kept === list || sameItems(kept, list)) return kept;
  // Adjusted during render, not in an effect: the list that differs is the one rendered now.
  setKept(list);
  return list;
}
