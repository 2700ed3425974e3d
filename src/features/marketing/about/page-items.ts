/** One entry of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start-gap' | 'end-gap' };

/**
 * The pages a pagination bar shows: the first, the last, and the current page with its neighbours; every
 * run of pages left out becomes one gap (shown as an ellipsis). Page numbers start at 1.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const shown = page === 1 || page === pageCount || Math.abs(page - current) <= 1;
    if (shown) items.push({ kind: 'page', page });
    else if (items.at(-1)?.kind !== 'gap')
      items.push({ kind: 'gap', key: page < current ? 'start-gap' : 'end-gap' });
  }
  return items;
}

/** The number of pages `total` items fill at `perPage` a page (at least one). */
export const pageCountFor = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / perPage));
