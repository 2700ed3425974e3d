/**
 * India Standard Time helpers. IST is UTC+05:30 all year (no daylight saving), so wall-clock times the
 * backend gives in India turn into instants by arithmetic alone: no time-zone library, no reliance on the
 * visitor's zone. Everything here is pure; the current time is always passed in.
 */

/** India's fixed offset from UTC. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const IST_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;

/** English month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The instant (ms since epoch) of an Indian wall-clock date `YYYY-MM-DD` and time `HH:MM[:SS]`, or NaN. */
export function istInstant(date: string, time: string): number {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!dateMatch || !timeMatch) return Number.NaN;
  const [year, month, day] = dateMatch.slice(1, 4).map(Number) as [number, number, number];
  const [hours, minutes] = timeMatch.slice(1, 3).map(Number) as [number, number];
  const seconds = Number(timeMatch[3] ?? 0);
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) return Number.NaN;
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // Date.UTC rolls 31 February over into March: reject what does not round-trip.
  if (new Date(utc).getUTCDate() !== day) return Number.NaN;
  return utc - IST_OFFSET_MS;
}

/** The wall clock in India at an instant, as UTC fields of a shifted Date. */
const istFields = (instant: number) => new Date(instant + IST_OFFSET_MS);

const pad = (value: number) => String(value).padStart(2, '0');

/** The Indian calendar day of an instant, `YYYY-MM-DD`. */
export function istDayKey(instant: number): string {
  const shifted = istFields(instant);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The Indian calendar month of an instant, `YYYY-MM`. */
export const istMonthKey = (instant: number): string => istDayKey(instant).slice(0, 7);

const dayNumber = (dayKey: string) => Math.round(Date.parse(`${dayKey}T00:00:00Z`) / DAY_MS);

/** Whole calendar days from day `from` to day `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** A 24-hour clock reading as `h:mm AM` / `h:mm PM` (0:05 is 12:05 AM, 12:00 is 12:00 PM). */
export function formatClock12(hours: number, minutes: number): string {
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(minutes)} ${suffix}`;
}

/** The Indian wall-clock time of an instant as `h:mm AM/PM`. */
export function formatIstTime(instant: number): string {
  const shifted = istFields(instant);
  return formatClock12(shifted.getUTCHours(), shifted.getUTCMinutes());
}

/** A day `YYYY-MM-DD` in full: "Saturday, 21 November 2026". */
export function formatDayLong(dayKey: string): string {
  const date = new Date(`${dayKey}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2026-07-24" -> "24 July 2026"; the date is the backend's calendar date, so no time zone applies. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  return monthName ? `${Number(day)} ${monthName} ${year}` : '';
}

/** The month of a day or month key (`YYYY-MM[-DD]`): "November 2026". */
export function formatMonthYear(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1]} ${year}`;
}

/** A wall clock somewhere: the day, the time and the zone's short name at an instant. */
export type WallClock = (instant: number) => { dayKey: string; time: string; zoneName: string };

/** The short name of an offset from UTC, in minutes east: GMT+9, GMT-8, GMT+5:30, and GMT itself. */
export function offsetName(minutesEast: number): string {
  if (minutesEast === 0) return 'GMT';
  const hours = Math.floor(Math.abs(minutesEast) / 60);
  const minutes = Math.abs(minutesEast) % 60;
  return `GMT${minutesEast < 0 ? '-' : '+'}${hours}${minutes === 0 ? '' : `:${pad(minutes)}`}`;
}

/** The wall clock of a place `minutesEast` of UTC all year. */
export const clockAtOffset =
  (minutesEast: number): WallClock =>
  (instant) => {
    const shifted = new Date(instant + minutesEast * 60_000);
    return {
      dayKey: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
      time: formatClock12(shifted.getUTCHours(), shifted.getUTCMinutes()),
      zoneName: offsetName(minutesEast),
    };
  };

/**
 * The visitor's own wall clock: the browser's offset at each instant (daylight saving included), named by
 * it. Read without Intl: a page's first date format loads the locale's and the time zones' data, a task
 * of a few hundred milliseconds on a phone, for a zone's name.
 */
export const visitorClock: WallClock = (instant) =>
  clockAtOffset(-new Date(instant).getTimezoneOffset())(instant);
