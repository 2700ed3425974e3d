/** A character outside ASCII: only such a text needs decomposing to lose its accents. */
const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * Lower case without accents, and German ß as "ss", so "Café", "CAFE" and "cafe" (and "Straße" and
 * "STRASSE") are one text to every list's search and order. ASCII text skips the decomposition, so the
 * lists' first render does not pay for it. Turkish dotless ı stays a letter of its own.
 */
export function foldText(text: string): string {
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * Orders two short labels (categories) alphabetically, ignoring case and accents as the search does
 * (`foldText`), without `localeCompare`: its collator starts ICU, which costs 10-20 ms of main thread the
 * first time in a page, right where a list's first render is on its way. Letters outside English sort by
 * code point; labels equal once folded keep one order (by case, then by code point).
 */
export function compareText(a: string, b: string): number {
  const left = foldText(a);
  const right = foldText(b);
  if (left !== right) return left < right ? -1 : 1;
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
