/**
 * Readers for the console's replies. The backend declares their shapes (docs/openapi.json), so these are
 * strict: a field of the wrong type reads as empty, and a reply that is not the expected object fails.
 */
export { isRecord as isObject } from '@/lib/loose-payload';

/** A reply that is not what the call answers (a proxy's HTML page, a half-deployed backend). */
export const fail = (what: string): never => {
  throw new Error(`The console's reply is not ${what}.`);
};

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** A whole number of at least 0, or 0. */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
export const listOf = <T>(value: unknown, read: (item: unknown) => T): T[] =>
  Array.isArray(value) ? value.map(read) : [];
