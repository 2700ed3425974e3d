/** A code point range, inclusive. */
export type CodePointRange = readonly [first: number, last: number];

/**
 * Reads a CSS `unicode-range` list such as "U+0020-007E, U+00A0" (ranges and single code points; wildcards
 * like U+4?? are refused), the notation font services publish their subsets' coverage in.
 */
export function parseUnicodeRange(list: string): CodePointRange[] {
  return list.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`Not a unicode-range: "${part.trim()}"`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`Empty unicode-range: "${part.trim()}"`);
    return [first, last] as const;
  });
}

/** True when a range of the list holds the code point. */
export const inRanges = (ranges: readonly CodePointRange[], codePoint: number): boolean =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
