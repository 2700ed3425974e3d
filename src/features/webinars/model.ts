import { ReplyRejected } from '@/lib/api-error';
import { isRecord, readExternalLink, readText } from '@/lib/loose-payload';
import {
  daysBetween,
  formatDayLong,
  formatIstTime,
  formatMonthYear,
  istDayKey,
  istInstant,
} from '@/lib/time';
import type { WallClock } from '@/lib/time';

/** The two webinar series the backend keeps apart by `group_id`. */
export type WebinarGroup = 'r-programming' | 'executive-coaching';

export const WEBINAR_GROUPS: readonly WebinarGroup[] = ['r-programming', 'executive-coaching'];

/** A webinar as the page uses it, produced from the backend's loose row by `readWebinars`. */
export type Webinar = {
  /** Unique across both groups (the backend numbers each group on its own). */
  id: string;
  group: WebinarGroup;
  title: string;
  description: string;
  speaker: string;
  /** Wall-clock day in India, `YYYY-MM-DD`. */
  date: string;
  /** Wall-clock time in India, `HH:MM:SS`. */
  time: string;
  durationHours: number;
  /** The start and end instants (ms since epoch), derived once at the boundary. */
  startsAt: number;
  endsAt: number;
  /** An http(s) link, or "" when registration has not opened. */
  registrationLink: string;
  /** An http(s) image, or "" for the page's placeholder. */
  image: string;
  /** The date is confirmed (`isConfirmed === "true"`): show the full date rather than month and year. */
  isFirstUpcoming: boolean;
};

/** The status from the clock: the backend's own `status` field is ignored (DECISIONS.md). */
export type WebinarStatus = 'upcoming' | 'live' | 'past';

export type WebinarFilter = 'all' | WebinarGroup;

export const MALFORMED_WEBINARS = 'The webinars list could not be read';

const HOUR_MS = 3_600_000;

function readWebinar(raw: unknown, group: WebinarGroup): Webinar {
  if (!isRecord(raw)) throw new Error(MALFORMED_WEBINARS);
  const id = readText(raw.id);
  const title = readText(raw.title);
  const date = readText(raw.date);
  const time = readText(raw.time);
  const durationHours = Number(readText(raw.duration));
  const startsAt = istInstant(date, time);
  if (id === '' || title === '' || Number.isNaN(startsAt) || !(durationHours > 0)) {
    throw new Error(MALFORMED_WEBINARS);
  }
  return {
    id: `${group}-${id}`,
    group,
    title,
    description: readText(raw.description),
    speaker: readText(raw.speaker),
    date,
    time: time.length === 5 ? `${time}:00` : time,
    durationHours,
    startsAt,
    endsAt: startsAt + durationHours * HOUR_MS,
    registrationLink: readExternalLink(raw.registration_link),
    image: readExternalLink(raw.image),
    isFirstUpcoming: readText(raw.isConfirmed) === 'true',
  };
}

/**
 * Reads one group's reply: an array of webinar rows. PHP's `{ success: false, message }` throws
 * ReplyRejected with the server's message; anything else that is not a list of usable rows throws Error.
 */
export function readWebinars(body: unknown, group: WebinarGroup): Webinar[] {
  if (isRecord(body) && body.success === false) {
    throw new ReplyRejected(readText(body.message) || 'Unknown error');
  }
  if (!Array.isArray(body)) throw new Error(MALFORMED_WEBINARS);
  const seen = new Set<string>();
  return (
    body
      .map((raw) => readWebinar(raw, group))
      // A repeated id would make two cards one; the first row wins.
      .filter((webinar) => {
        if (seen.has(webinar.id)) return false;
        seen.add(webinar.id);
        return true;
      })
  );
}

/** Upcoming before the start, live from the start to the end (both included), past after the end. */
export function webinarStatus(webinar: Webinar, now: number): WebinarStatus {
  if (now < webinar.startsAt) return 'upcoming';
  if (now <= webinar.endsAt) return 'live';
  return 'past';
}

/** A live webinar is still an upcoming one: it is listed, and registered for, with the upcoming ones. */
export const isUpcoming = (webinar: Webinar, now: number): boolean => webinarStatus(webinar, now) !== 'past';

/** LIVE NOW, LIVE TODAY (later the same day in India), "{n} DAY(S) TO GO" in Indian calendar days, or PAST. */
export function webinarBadge(webinar: Webinar, now: number): string {
  const status = webinarStatus(webinar, now);
  if (status === 'live') return 'LIVE NOW';
  if (status === 'past') return 'PAST';
  const days = daysBetween(istDayKey(now), webinar.date);
  if (days <= 0) return 'LIVE TODAY';
  return `${days} ${days === 1 ? 'DAY' : 'DAYS'} TO GO`;
}

/** The date line: a confirmed or past webinar shows its full date, an unconfirmed upcoming one month and year. */
export function webinarDateLabel(webinar: Webinar, now: number): string {
  return webinar.isFirstUpcoming || webinarStatus(webinar, now) === 'past'
    ? formatDayLong(webinar.date)
    : formatMonthYear(webinar.date);
}

/** `h:mm AM - h:mm PM (IST)`, and the same span on the visitor's clock when it reads differently. */
export function webinarSchedule(
  webinar: Webinar,
  visitorClock: WallClock | null,
): { ist: string; local: string | null } {
  const ist = `${formatIstTime(webinar.startsAt)} - ${formatIstTime(webinar.endsAt)} (IST)`;
  if (!visitorClock) return { ist, local: null };
  const start = visitorClock(webinar.startsAt);
  const end = visitorClock(webinar.endsAt);
  if (start.dayKey === webinar.date && start.time === formatIstTime(webinar.startsAt)) {
    return { ist, local: null };
  }
  const day = start.dayKey === webinar.date ? '' : `${formatDayLong(start.dayKey)}, `;
  return { ist, local: `${day}${start.time} - ${end.time} (${start.zoneName})` };
}

/** The webinars of the chosen series. */
export function filterWebinars(webinars: readonly Webinar[], filter: WebinarFilter): readonly Webinar[] {
  return filter === 'all' ? webinars : webinars.filter((webinar) => webinar.group === filter);
}

/** Upcoming (live included) soonest first, and past most recent first. */
export function splitByStatus(
  webinars: readonly Webinar[],
  now: number,
): { upcoming: Webinar[]; past: Webinar[] } {
  const upcoming = webinars.filter((webinar) => isUpcoming(webinar, now));
  const past = webinars.filter((webinar) => !isUpcoming(webinar, now));
  upcoming.sort((a, b) => a.startsAt - b.startsAt || a.title.localeCompare(b.title));
  past.sort((a, b) => b.startsAt - a.startsAt || a.title.localeCompare(b.title));
  return { upcoming, past };
}

/** How many webinars are live at `now`: the "Happening Today" count. */
export const liveCount = (webinars: readonly Webinar[], now: number): number =>
  webinars.filter((webinar) => webinarStatus(webinar, now) === 'live').length;

/** The webinars on one Indian calendar day, in order of start. */
export function webinarsOnDay(webinars: readonly Webinar[], dayKey: string): Webinar[] {
  return webinars
    .filter((webinar) => webinar.date === dayKey)
    .sort((a, b) => a.startsAt - b.startsAt || a.title.localeCompare(b.title));
}

/** A calendar day's colour: by its webinars (live over upcoming over past), else today, else none. */
export type DayTone = 'live' | 'upcoming' | 'past' | 'today' | 'none';

const STATUS_WORDS: Record<WebinarStatus, string> = {
  live: 'live now',
  upcoming: 'upcoming',
  past: 'past',
};

/** The tone and the accessible name of one calendar day (`YYYY-MM-DD`, a day in India). */
export function calendarDay(
  dayKey: string,
  webinars: readonly Webinar[],
  now: number,
): { tone: DayTone; isToday: boolean; label: string } {
  const onDay = webinarsOnDay(webinars, dayKey);
  const statuses = new Set(onDay.map((webinar) => webinarStatus(webinar, now)));
  const isToday = dayKey === istDayKey(now);
  let tone: DayTone = 'none';
  if (statuses.has('live')) tone = 'live';
  else if (statuses.has('upcoming')) tone = 'upcoming';
  else if (statuses.has('past')) tone = 'past';
  else if (isToday) tone = 'today';

  // The visible day number comes first, so the name contains what the button shows (WCAG 2.5.3).
  const [, month, day] = dayKey.split('-');
  const date = `${Number(day)} ${formatMonthYear(`${dayKey.slice(0, 4)}-${month}`)}`;
  const what =
    onDay.length === 0
      ? 'no webinars'
      : onDay.map((webinar) => `${webinar.title} (${STATUS_WORDS[webinarStatus(webinar, now)]})`).join('; ');
  return { tone, isToday, label: `${date}${isToday ? ', today' : ''}: ${what}` };
}
