import { isDraft, original } from '@reduxjs/toolkit';
import type { Draft } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';

/**
 * `incoming` in the order the visitor already sees: the items `shown` holds (by key) where they were, the
 * new ones after them, the gone ones left out. A list that is fetched again (the page revalidating the
 * data it was prerendered with) then changes its cards in place and adds new ones at the end, instead of
 * moving what is on the screen.
 */
export function keepShownOrder<T>(
  shown: readonly T[],
  incoming: readonly T[],
  key: (item: T) => string,
): T[] {
  const next = new Map(incoming.map((item) => [key(item), item]));
  const ordered: T[] = [];
  for (const item of shown) {
    const update = next.get(key(item));
    if (update === undefined) continue;
    ordered.push(update);
    next.delete(key(item));
  }
  return [...ordered, ...next.values()];
}

/**
 * RTK Query's `merge` for a list of items with ids: a refetched list keeps the order already shown (see
 * keepShownOrder), and unchanged items keep their references, so only the cards that changed re-render.
 */
export function mergeInShownOrder<T extends { id: string }>(shownDraft: T[], incoming: T[]): T[] {
  // RTK Query hands the cached list over as an immer draft: its original keeps the cards' references.
  const shown = isDraft(shownDraft) ? original<T[]>(shownDraft as Draft<T[]>) : shownDraft;
  return copyWithStructuralSharing(
    shown,
    keepShownOrder(shown, incoming, (item) => item.id),
  );
}
