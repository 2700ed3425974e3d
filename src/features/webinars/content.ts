import type { WebinarFilter, WebinarGroup } from './model';

/** The page's copy; the error texts are the specification's own words. */
export const webinarsCopy = {
  title: 'Webinars',
  metaDescription:
    'Live webinars on R programming for clinical research and on executive coaching: a calendar of sessions in IST, live status, registration and recordings.',
  subtitle:
    'Live sessions on R programming for clinical research and on executive coaching. Every time is India Standard Time (IST).',
  filterLabel: 'Show webinars',
  happeningToday: 'Happening Today',
  liveSessions: (count: number) => `${count} live ${count === 1 ? 'session' : 'sessions'} now`,
  calendarHeading: 'Calendar',
  calendarLoading: 'Loading the calendar',
  legendLabel: 'Calendar colours',
  legend: { past: 'Past', upcoming: 'Upcoming', live: 'Live', today: 'Today' },
  dayPanelHeading: (day: string) => `Webinars on ${day}`,
  noWebinarsOnDay: 'No webinars on this day.',
  upcomingHeading: 'Upcoming Webinars',
  pastHeading: 'Past Webinars',
  listLoading: (heading: string) => `Loading ${heading.toLowerCase()}`,
  noUpcoming: 'No upcoming webinars',
  noUpcomingHint: 'New sessions are announced here first: check back soon.',
  noPast: 'No past webinars',
  speaker: (name: string) => `Speaker: ${name}`,
  localTime: (text: string) => `Your time: ${text}`,
  register: 'Register',
  joinNow: 'Join Now',
  addToCalendar: 'Add to calendar',
  viewRecording: 'View Recording',
  close: 'Close',
  recordingTitle: (title: string) => `Recording: ${title}`,
  noRecording: 'Recording not published yet',
  stayTuned: 'Stay tuned for Confirmation Dates',
  calendarFileFailed: 'The calendar file could not be created. Please try again.',
  retry: 'Try again',
} as const;

/** Each series: its filter label, its name on cards, and its wording in the specified error texts. */
export const groupCopy: Record<
  WebinarGroup,
  { label: string; filterLabel: string; code: 'TNP' | 'EC'; fetchFailed: string; malformed: string }
> = {
  'r-programming': {
    label: 'R Programming',
    filterLabel: 'R-Programming Webinars',
    code: 'TNP',
    fetchFailed: 'Network response was not ok for TNP webinars',
    malformed: 'The TNP webinars list could not be read',
  },
  'executive-coaching': {
    label: 'Executive Coaching',
    filterLabel: 'Executive Coaching Webinars',
    code: 'EC',
    fetchFailed: 'Network response was not ok for EC webinars',
    malformed: 'The EC webinars list could not be read',
  },
};

/** "Error loading TNP webinars: {message}" / "Error loading EC webinars: {message}". */
export const groupErrorText = (group: WebinarGroup, message: string): string =>
  `Error loading ${groupCopy[group].code} webinars: ${message}`;

export const filterChoices: readonly { value: WebinarFilter; label: string }[] = [
  { value: 'all', label: 'All Webinars' },
  { value: 'r-programming', label: groupCopy['r-programming'].filterLabel },
  { value: 'executive-coaching', label: groupCopy['executive-coaching'].filterLabel },
];
