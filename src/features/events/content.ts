import type { EventItem } from './model';

/** The page's copy. */
export const eventsCopy = {
  title: 'Events',
  subtitle:
    'Leadership programmes, hands-on bootcamps, career days and founder roundtables: join us in Hyderabad and online.',
  description:
    'Events by MindBridge Consulting: leadership programmes, R and clinical programming bootcamps, career days and founder roundtables in Hyderabad and online, with dates and registration.',
  viewLabel: 'Events view',
  allView: 'All Events',
  upcomingView: 'Upcoming Events',
  categoriesLabel: 'Filter by category',
  searchLabel: 'Search events',
  listLabel: 'Events',
  loadingLabel: 'Loading events',
  upcomingBadge: 'Upcoming',
  viewDetails: 'View Details',
  register: 'Register',
  close: 'Close',
  errorTitle: 'Error loading events',
  retry: 'Try again',
  emptyTitle: 'No events found',
  emptyHint: 'Try adjusting your search or filter settings',
  emptyUpcomingTitle: 'No upcoming events found',
  fetchFailed: 'Failed to fetch events',
  registrationNotice: (title: string) => `Registration for "${title}" will be processed shortly.`,
} as const;

/**
 * Upcoming events kept in the code rather than the backend (the old site's static list); the Upcoming
 * view adds them to the backend's, skipping any the backend already lists under the same title.
 */
export const staticUpcomingEvents: readonly EventItem[] = [
  {
    id: 'static-leadership-development-program-2024',
    title: 'Leadership Development Program',
    description:
      'Our flagship two-day programme for emerging leaders from industry and academia, with a coaching follow-up.',
    details: `<p>Two days on self-awareness, team leadership and strategic thinking for managers and academic leads who are taking on larger teams.</p>
<ul><li>Leadership styles and when to use them</li><li>Running effective one-to-ones</li><li>Strategy on a page</li><li>A coaching follow-up 30 days later</li></ul>
<p>Registration is handled on an external form.</p>`,
    imageUrl: null,
    category: 'Leadership',
    location: 'Hyderabad',
    date: '28 and 29 September 2024',
    link: 'https://forms.gle/mbLeadership2024',
    isUpcoming: true,
    registrationOpen: true,
  },
];
