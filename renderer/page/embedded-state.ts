import type { RestoredApiState } from '@/lib/page-data';

/** `record`'s entries in the order of their keys, each value passed through `value`. */
const byKey = <T, U>(record: Record<string, T>, value: (entry: T) => U): Record<string, U> =>
  Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, value(record[key] as T)]),
  );

/**
 * The api state a page embeds, in an order that does not depend on which of the page's reads answered first:
 * RTK Query adds a query's entry and its tags when its answer arrives, so two reads (the testimonials page's
 * text and video lists) could be written in either order. Ordered by key, the same data makes the same bytes,
 * so a refresh that changes nothing rewrites no page differently. Each entry's own fields and the data's
 * lists keep their order.
 */
export function inKeyOrder(api: RestoredApiState): RestoredApiState {
  return {
    queries: byKey(api.queries, (entry) => entry),
    mutations: byKey(api.mutations, (entry) => entry),
    provided: {
      tags: byKey(api.provided.tags, (ids) => byKey(ids, (cacheKeys) => [...cacheKeys].sort())),
      keys: byKey(api.provided.keys, (tags) => tags),
    },
  };
}
