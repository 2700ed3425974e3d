/**
 * The console's CSV files (csv-stringify writes RFC 4180: quotes, commas and line breaks escaped). A cell
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is
 * prefixed with `'`, as OWASP's CSV-injection advice has it: a customer's name never runs in staff's
 * spreadsheet. Numbers stay numbers.
 */
import { stringify } from 'csv-stringify/sync';

export function csvCell(value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV file of a header row and the rows, each cell through csvCell, lines ended by CRLF. */
export function csvFile<T>(
  columns: readonly (readonly [string, (row: T) => string | number | boolean | null | undefined])[],
  rows: readonly T[],
): string {
  return stringify(
    [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => csvCell(cell(row))))],
    { record_delimiter: '\r\n' },
  );
}
