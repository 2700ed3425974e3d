import { MONTHS } from '@/lib/time';

/** The first and last day of an event, as `YYYY-MM-DD`. */
export type EventDays = { start: string; end: string };

const monthIndex = (name: string): number => {
  const lower = name.toLowerCase();
  if (lower.length < 3) return -1;
  return MONTHS.findIndex((month) => month.toLowerCase().startsWith(lower) && lower.length <= month.length);
};

/** A real calendar day as `YYYY-MM-DD`, or null ("31 February" is not one). */
function isoDay(day: string, month: string, year: string): string | null {
  const m = monthIndex(month);
  if (m < 0) return null;
  const date = new Date(Date.UTC(Number(year), m, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== m) return null;
  return date.toISOString().slice(0, 10);
}

const DAY = String.raw`(\d{1,2})`;
const MONTH = String.raw`([A-Za-z]{3,9})\.?`;
const YEAR = String.raw`(\d{4})`;
const TO = String.raw`\s*(?:-|–|—|to|and|&)\s*`;

const oneDay = new RegExp(`^${DAY}\\s+${MONTH},?\\s+${YEAR}$`, 'i');
const daysInMonth = new RegExp(`^${DAY}${TO}${DAY}\\s+${MONTH},?\\s+${YEAR}$`, 'i');
const acrossMonths = new RegExp(
  `^${DAY}\\s+${MONTH}(?:,?\\s+${YEAR})?${TO}${DAY}\\s+${MONTH},?\\s+${YEAR}$`,
  'i',
);

/**
 * The days an event's display date names ("15 December 2026", "28-29 September 2024", "28 and 29 September
 * 2024", "30 December 2026 - 2 January 2027"), or null when the text says anything else: a date that is
 * not understood is left out rather than guessed.
 */
export function eventDays(text: string): EventDays | null {
  const value = text.trim().replace(/\s+/g, ' ');
  let match = oneDay.exec(value);
  if (match) {
    const [, day = '', month = '', year = ''] = match;
    const start = isoDay(day, month, year);
    return start ? { start, end: start } : null;
  }
  let start: string | null = null;
  let end: string | null = null;
  match = daysInMonth.exec(value);
  if (match) {
    const [, first = '', last = '', month = '', year = ''] = match;
    start = isoDay(first, month, year);
    end = isoDay(last, month, year);
  } else {
    match = acrossMonths.exec(value);
    if (!match) return null;
    const [, firstDay = '', firstMonth = '', firstYear, lastDay = '', lastMonth = '', lastYear = ''] = match;
    start = isoDay(firstDay, firstMonth, firstYear ?? lastYear);
    end = isoDay(lastDay, lastMonth, lastYear);
  }
  if (!start || !end || end < start) return null;
  return { start, end };
}
