import {
  MALFORMED_WEBINARS,
  calendarDay,
  filterWebinars,
  liveCount,
  readWebinars,
  splitByStatus,
  webinarBadge,
  webinarDateLabel,
  webinarSchedule,
  webinarStatus,
  webinarsOnDay,
} from './model';
import type { Webinar } from './model';

import { ReplyRejected } from '@/lib/api-error';
import { clockAtOffset } from '@/lib/time';

/** Visitors' clocks (in November: Pacific standard time). */
const losAngeles = clockAtOffset(-8 * 60);
const tokyo = clockAtOffset(9 * 60);
const india = clockAtOffset(5 * 60 + 30);

const row = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Tables, Figures and Listings with R',
  description: 'A validated demographics table.',
  date: '2026-11-25',
  time: '18:00:00',
  duration: '1.5',
  status: 'completed',
  isConfirmed: 'true',
  speaker: 'Sameer Khan',
  registration_link: 'https://meet.example.com/r-tfl',
  ...fields,
});

const webinar = (fields: Record<string, unknown> = {}, group: Webinar['group'] = 'r-programming') => {
  const [first] = readWebinars([row(fields)], group);
  if (!first) throw new Error('fixture did not read');
  return first;
};

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

describe('readWebinars', () => {
  it('reads the loose PHP row into a typed webinar with its start and end instants', () => {
    const read = webinar();
    expect(read).toEqual({
      id: 'r-programming-7',
      group: 'r-programming',
      title: 'Tables, Figures and Listings with R',
      description: 'A validated demographics table.',
      speaker: 'Sameer Khan',
      date: '2026-11-25',
      time: '18:00:00',
      durationHours: 1.5,
      startsAt: at('2026-11-25T12:30:00Z'),
      endsAt: at('2026-11-25T14:00:00Z'),
      registrationLink: 'https://meet.example.com/r-tfl',
      image: '',
      isFirstUpcoming: true,
    });
  });

  it('adds isFirstUpcoming only for the string "true", drops unsafe links, keeps an image URL', () => {
    expect(webinar({ isConfirmed: 'false' }).isFirstUpcoming).toBe(false);
    expect(webinar({ isConfirmed: true }).isFirstUpcoming).toBe(false);
    expect(webinar({ registration_link: 'javascript:alert(1)' }).registrationLink).toBe('');
    expect(webinar({ registration_link: '' }).registrationLink).toBe('');
    expect(webinar({ image: 'https://cdn.example.com/a.png' }).image).toBe('https://cdn.example.com/a.png');
  });

  it('keeps ids of the two groups apart and the first of a repeated row', () => {
    expect(webinar({}, 'executive-coaching').id).toBe('executive-coaching-7');
    expect(readWebinars([row(), row({ title: 'Again' })], 'r-programming')).toHaveLength(1);
  });

  it('refuses PHP success: false with its message, and anything that is not a list of usable rows', () => {
    expect(() => readWebinars({ success: false, message: 'Down' }, 'r-programming')).toThrow(
      new ReplyRejected('Down'),
    );
    for (const body of [
      { data: [] },
      '<b>Fatal error</b>',
      null,
      [row({ date: '25/11/2026' })],
      [row({ time: '' })],
      [row({ duration: 'abc' })],
      [row({ title: '' })],
      [42],
    ]) {
      expect(() => readWebinars(body, 'r-programming')).toThrow(MALFORMED_WEBINARS);
    }
  });
});

describe('status and badge from the clock', () => {
  // 18:00 to 19:30 IST is 12:30 to 14:00 UTC.
  const tfl = webinar();

  it.each([
    ['one minute before the start', at('2026-11-25T12:29:00Z'), 'upcoming', 'LIVE TODAY'],
    ['at the start', at('2026-11-25T12:30:00Z'), 'live', 'LIVE NOW'],
    ['at the end', at('2026-11-25T14:00:00Z'), 'live', 'LIVE NOW'],
    ['one minute after the end', at('2026-11-25T14:01:00Z'), 'past', 'PAST'],
  ])('%s', (_when, now, status, badge) => {
    expect(webinarStatus(tfl, now)).toBe(status);
    expect(webinarBadge(tfl, now)).toBe(badge);
  });

  it('counts days to go in Indian calendar days', () => {
    expect(webinarBadge(tfl, at('2026-11-21T06:30:00Z'))).toBe('4 DAYS TO GO');
    expect(webinarBadge(tfl, at('2026-11-24T06:30:00Z'))).toBe('1 DAY TO GO');
  });

  it('turns the day at midnight IST, not at midnight UTC or on the visitor clock', () => {
    const early = webinar({ date: '2026-11-26', time: '00:30:00', duration: '1' });
    // 23:59 IST on the 25th: tomorrow in India.
    expect(webinarBadge(early, at('2026-11-25T18:29:00Z'))).toBe('1 DAY TO GO');
    // 00:00 IST on the 26th, still the 25th in UTC: today in India.
    expect(webinarBadge(early, at('2026-11-25T18:30:00Z'))).toBe('LIVE TODAY');
    expect(webinarBadge(early, at('2026-11-25T19:00:00Z'))).toBe('LIVE NOW');
  });

  it('gives the same status whatever the visitor zone, while the shown local time differs', () => {
    const now = at('2026-11-25T12:45:00Z');
    expect(webinarStatus(tfl, now)).toBe('live');
    expect(webinarSchedule(tfl, losAngeles)).toEqual({
      ist: '6:00 PM - 7:30 PM (IST)',
      local: '4:30 AM - 6:00 AM (GMT-8)',
    });
    expect(webinarSchedule(tfl, tokyo)).toEqual({
      ist: '6:00 PM - 7:30 PM (IST)',
      local: '9:30 PM - 11:00 PM (GMT+9)',
    });
  });
});

describe('shown time and date', () => {
  it('shows h:mm AM/PM (IST) for both groups and no local line in India or before the zone is known', () => {
    const afternoon = webinar({ time: '14:00:00', duration: '1' }, 'executive-coaching');
    expect(webinarSchedule(afternoon, india)).toEqual({
      ist: '2:00 PM - 3:00 PM (IST)',
      local: null,
    });
    expect(webinarSchedule(afternoon, clockAtOffset(330)).local).toBeNull();
    expect(webinarSchedule(afternoon, null).local).toBeNull();
    expect(webinarSchedule(webinar({ time: '11:30:00', duration: '1' }), null).ist).toBe(
      '11:30 AM - 12:30 PM (IST)',
    );
    expect(webinarSchedule(afternoon, null).ist).not.toContain('14:00');
  });

  it('gives the local time with its own date when the visitor is already on another day', () => {
    const late = webinar({ date: '2026-11-25', time: '23:00:00', duration: '1' });
    expect(webinarSchedule(late, tokyo).local).toBe('Thursday, 26 November 2026, 2:30 AM - 3:30 AM (GMT+9)');
    expect(webinarSchedule(webinar({ time: '07:00:00' }), losAngeles).local).toBe(
      'Tuesday, 24 November 2026, 5:30 PM - 7:00 PM (GMT-8)',
    );
  });

  it('shows the full date when confirmed or past, month and year when unconfirmed and upcoming', () => {
    const before = at('2026-11-21T06:30:00Z');
    const after = at('2026-12-01T00:00:00Z');
    expect(webinarDateLabel(webinar(), before)).toBe('Wednesday, 25 November 2026');
    expect(webinarDateLabel(webinar({ isConfirmed: 'false' }), before)).toBe('November 2026');
    expect(webinarDateLabel(webinar({ isConfirmed: 'false' }), after)).toBe('Wednesday, 25 November 2026');
  });
});

describe('filter, lists and calendar', () => {
  const now = at('2026-11-21T06:30:00Z'); // 12:00 IST on Saturday 21 November
  const past = webinar({ id: 1, title: 'Old', date: '2026-11-07', time: '11:00:00' });
  const live = webinar({ id: 2, title: 'Live', date: '2026-11-21', time: '11:30:00' });
  const tonight = webinar(
    { id: 3, title: 'Tonight', date: '2026-11-21', time: '20:00:00' },
    'executive-coaching',
  );
  const later = webinar({ id: 4, title: 'Later', date: '2026-11-25' }, 'executive-coaching');
  const all = [later, past, tonight, live];

  it('filters by series', () => {
    expect(filterWebinars(all, 'all')).toBe(all);
    expect(filterWebinars(all, 'r-programming').map((w) => w.title)).toEqual(['Old', 'Live']);
    expect(filterWebinars(all, 'executive-coaching').map((w) => w.title)).toEqual(['Later', 'Tonight']);
  });

  it('splits upcoming (live included, soonest first) from past (latest first) and counts the live', () => {
    const { upcoming, past: done } = splitByStatus(all, now);
    expect(upcoming.map((w) => w.title)).toEqual(['Live', 'Tonight', 'Later']);
    expect(done.map((w) => w.title)).toEqual(['Old']);
    expect(liveCount(all, now)).toBe(1);
    expect(liveCount(all, now + 2 * 60 * MINUTE)).toBe(0);
    expect(webinarsOnDay(all, '2026-11-21').map((w) => w.title)).toEqual(['Live', 'Tonight']);
  });

  it('colours a day live over upcoming over past, then today, and names what is on it', () => {
    expect(calendarDay('2026-11-21', all, now)).toEqual({
      tone: 'live',
      isToday: true,
      label: '21 November 2026, today: Live (live now); Tonight (upcoming)',
    });
    expect(calendarDay('2026-11-25', all, now)).toMatchObject({ tone: 'upcoming', isToday: false });
    expect(calendarDay('2026-11-07', all, now)).toMatchObject({
      tone: 'past',
      label: '7 November 2026: Old (past)',
    });
    expect(calendarDay('2026-11-21', [later], now)).toEqual({
      tone: 'today',
      isToday: true,
      label: '21 November 2026, today: no webinars',
    });
    expect(calendarDay('2026-11-22', all, now)).toMatchObject({
      tone: 'none',
      label: '22 November 2026: no webinars',
    });
    // Once the live one ends and Tonight starts, the day is still live; after both, past.
    expect(calendarDay('2026-11-21', all, at('2026-11-21T14:45:00Z')).tone).toBe('live');
    expect(calendarDay('2026-11-21', all, at('2026-11-21T16:01:00Z')).tone).toBe('past');
  });
});
