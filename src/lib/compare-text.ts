/**
 * Orders two short labels (categories) alphabetically, ignoring case, without `localeCompare`: its collator
 * starts ICU, which costs 10-20 ms of main thread the first time in a page, right where a list's first
 * render is on its way. Letters outside English sort by code point.
 */
export function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
