/** The item at an index of a list a test built or found, failing the test clearly when it is missing. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${index} of ${items.length}`);
  return item;
}

/** The page's meta description, which React hoists into <head> where no role query reaches. */
export function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

/** The page's robots meta (`noindex` for pages kept out of search engines), or null. */
export function metaRobots(): string | null {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
}

/** How many of each tag every page renders for itself the head holds: a document holds one of each. */
export function headTagCounts(): { title: number; description: number; robots: number } {
  const count = (selector: string) => document.head.querySelectorAll(selector).length;
  return {
    title: count('title'),
    description: count('meta[name="description"]'),
    robots: count('meta[name="robots"]'),
  };
}
