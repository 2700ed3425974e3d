import { compareText, foldText } from './compare-text';

/** The category choice that filters nothing, shared by every filtered list. */
export const ALL_CATEGORIES = 'All';

/** What narrows a list: one category (or All) and a free-text search. */
export type ListFilter = { category: string; search: string };

/**
 * How a list orders its category chips: events and the catalogue sort them, blogs and newsletters keep the
 * order the content is written in (its editors put the main category first).
 */
export type CategoryOrder = 'alphabetical' | 'first-seen';

/** All, then each distinct non-empty category of the items, in the order asked for. */
export function categoryChoices(categories: readonly string[], order: CategoryOrder): string[] {
  const distinct = [...new Set(categories)].filter(
    (category) => category !== '' && category !== ALL_CATEGORIES,
  );
  return [ALL_CATEGORIES, ...(order === 'alphabetical' ? distinct.sort(compareText) : distinct)];
}

/** Whether the search text (trimmed, any case or accent) appears in one of the fields; empty matches all. */
export function matchesSearch(fields: readonly string[], search: string): boolean {
  const needle = foldText(search.trim());
  return needle === '' || fields.some((field) => foldText(field).includes(needle));
}

/**
 * The items in the chosen category (or All) whose searched fields contain the search text; the same array
 * when nothing narrows it, so a memoized list keeps its identity.
 */
export function filterList<T extends { category: string }>(
  items: readonly T[],
  { category, search }: ListFilter,
  searchedFields: (item: T) => readonly string[],
): readonly T[] {
  const anyCategory = category === ALL_CATEGORIES;
  if (anyCategory && search.trim() === '') return items;
  return items.filter(
    (item) => (anyCategory || item.category === category) && matchesSearch(searchedFields(item), search),
  );
}
