/**
 * Readers for the PHP backend's loosely typed JSON: numbers that arrive as strings, booleans as 1 or "1",
 * links that may be anything. Each feature's normalizer builds its own types on these.
 */

export type Loose = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed text; a number becomes its digits; anything else is ''. */
export const readText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** PHP sends booleans as true, 1, "1" or "true"; everything else (including absence) is false. */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'true', 'yes'].includes(value.trim().toLowerCase());
  return false;
}

/** Only http(s) links may become an href; anything else (javascript:, relative junk) is ''. */
export function readExternalLink(value: unknown): string {
  const text = readText(value);
  if (text === '') return '';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}
