import { paths } from '@/lib/paths';

/** One card of a static connect list or of the chambers page. */
export type ConnectItem = {
  id: string;
  title: string;
  description: string;
  /** A longer line under the description (venue, partners, format), or empty. */
  details: string;
  image: { src: string; alt: string };
  /** A recording or highlight video on an external site, when there is one. */
  video: string | null;
  /** Display date, as written. */
  date: string;
  /** An external registration form, for upcoming items. */
  registrationLink: string | null;
  /** The external post about the item. */
  url: string;
};

/** A static connect page: its heading, lead, description for search engines and cards. */
export type ConnectPageContent = {
  path: string;
  title: string;
  subtitle: string;
  description: string;
  listLabel: string;
  items: readonly ConnectItem[];
};

/** Labels shared by every connect card. */
export const connectCopy = {
  viewPost: 'View Post',
  register: 'Register',
  watchVideo: 'Watch Video',
  opensInNewTab: '(opens in a new tab)',
  empty: 'Nothing to show here yet.',
} as const;

const LINKEDIN_POSTS = 'https://www.linkedin.com/company/mindbridge-consulting/posts/';
const post = (slug: string) => `https://www.linkedin.com/posts/mindbridge-consulting_${slug}`;

const image = {
  events: { src: '/images/marketing/connect-events.svg', alt: '' },
  industry: { src: '/images/marketing/connect-industry.svg', alt: '' },
  academia: { src: '/images/marketing/connect-academia.svg', alt: '' },
  startups: { src: '/images/marketing/connect-startups.svg', alt: '' },
} as const;

const pastEvents: ConnectItem[] = [
  {
    id: 'clinical-data-careers-day-2024',
    title: 'Clinical Data Careers Day',
    description: 'A day of talks and mock interviews for graduates aiming at clinical programming roles.',
    details: 'Hyderabad · 140 students from 12 colleges · panels with hiring managers from three CROs',
    image: image.events,
    video: null,
    date: '16 November 2024',
    registrationLink: null,
    url: post('clinical-data-careers-day-2024'),
  },
  {
    id: 'women-in-leadership-roundtable-2024',
    title: 'Women in Leadership Roundtable',
    description: 'An evening conversation on sponsorship, negotiation and leading through change.',
    details: 'Madhapur, Hyderabad · 40 managers from pharma, IT and banking',
    image: image.events,
    video: null,
    date: '8 March 2024',
    registrationLink: null,
    url: post('women-in-leadership-roundtable-2024'),
  },
  {
    id: 'r-for-clinical-trials-bootcamp-2024',
    title: 'R for Clinical Trials Bootcamp',
    description: 'Three days of hands-on R for analysis datasets, tables, listings and figures.',
    details: 'Online and in Hyderabad · certificates for every participant who completed the project',
    image: image.events,
    video: null,
    date: '12 to 14 July 2024',
    registrationLink: null,
    url: post('r-for-clinical-trials-bootcamp-2024'),
  },
];

const upcomingEvents: ConnectItem[] = [
  {
    id: 'leadership-development-program-2024',
    title: 'Leadership Development Program',
    description:
      'Our flagship two-day programme for emerging leaders from industry and academia, with a coaching follow-up.',
    details:
      'Hyderabad · self-awareness, team leadership and strategic thinking · coaching follow-up after 30 days',
    image: image.events,
    video: null,
    date: '28 and 29 September 2024',
    registrationLink: 'https://forms.gle/mbLeadership2024',
    url: LINKEDIN_POSTS,
  },
];

const industryConnects: ConnectItem[] = [
  {
    id: 'cro-hiring-partners-meet',
    title: 'CRO Hiring Partners Meet',
    description:
      'Hiring leads from contract research organisations on the skills they look for in new programmers.',
    details: 'With partners in clinical research, biostatistics and pharmacovigilance',
    image: image.industry,
    video: null,
    date: '22 August 2024',
    registrationLink: null,
    url: post('cro-hiring-partners-meet'),
  },
  {
    id: 'analytics-leaders-breakfast',
    title: 'Analytics Leaders Breakfast',
    description: 'Heads of analytics on building teams that grow their own senior talent.',
    details: 'HITEC City, Hyderabad · a closed-door breakfast for 25 leaders',
    image: image.industry,
    video: null,
    date: '5 June 2024',
    registrationLink: null,
    url: post('analytics-leaders-breakfast'),
  },
];

const academiaConnects: ConnectItem[] = [
  {
    id: 'pharmacy-college-faculty-workshop',
    title: 'Faculty Workshop on Industry-Ready Curricula',
    description:
      'Pharmacy and statistics faculty on bringing real clinical data projects into the classroom.',
    details: 'Co-hosted with partner colleges · 60 faculty members from Telangana and Andhra Pradesh',
    image: image.academia,
    video: null,
    date: '18 January 2025',
    registrationLink: null,
    url: post('faculty-workshop-industry-ready-curricula'),
  },
  {
    id: 'campus-career-guidance-series',
    title: 'Campus Career Guidance Series',
    description: 'Sessions for final-year students on roles in clinical programming and data science.',
    details: 'Eight campuses · career counselling one-to-ones after each session',
    image: image.academia,
    video: null,
    date: 'October to December 2024',
    registrationLink: null,
    url: post('campus-career-guidance-series'),
  },
];

const startupConnects: ConnectItem[] = [
  {
    id: 'founders-hiring-clinic',
    title: 'Founders Hiring Clinic',
    description: 'One-to-one sessions for early-stage founders on their first ten hires.',
    details: 'With a state startup incubator · 20 founders from health-tech and SaaS',
    image: image.startups,
    video: null,
    date: '14 February 2025',
    registrationLink: null,
    url: post('founders-hiring-clinic'),
  },
  {
    id: 'startup-leadership-circle',
    title: 'Startup Leadership Circle',
    description: 'A monthly circle where founders practise feedback, delegation and hard conversations.',
    details: 'Hyderabad · six sessions · facilitated by our executive coaches',
    image: image.startups,
    video: null,
    date: 'July to December 2024',
    registrationLink: null,
    url: post('startup-leadership-circle'),
  },
];

/** The five static connect pages, each at its own route. */
export const connectPages: readonly ConnectPageContent[] = [
  {
    path: paths.pastEvents,
    title: 'Past Events',
    subtitle: 'Programmes, bootcamps and roundtables we have run, with the posts that followed them.',
    description:
      'Past events of MindBridge Consulting: careers days, leadership roundtables and R bootcamps in Hyderabad and online.',
    listLabel: 'Past events',
    items: pastEvents,
  },
  {
    path: paths.upcomingEvents,
    title: 'Upcoming Events',
    subtitle: 'What is next on our calendar, with registration links.',
    description:
      'Upcoming events of MindBridge Consulting, including the Leadership Development Program, with links to register.',
    listLabel: 'Upcoming events',
    items: upcomingEvents,
  },
  {
    path: paths.industryConnects,
    title: 'Industry Connects',
    subtitle: 'How we work with hiring partners and industry leaders.',
    description:
      'Industry connects of MindBridge Consulting: meets with CRO hiring partners and analytics leaders.',
    listLabel: 'Industry connects',
    items: industryConnects,
  },
  {
    path: paths.academiaConnects,
    title: 'Academia Connects',
    subtitle: 'Our work with colleges, faculty and students.',
    description:
      'Academia connects of MindBridge Consulting: faculty workshops and campus career guidance sessions.',
    listLabel: 'Academia connects',
    items: academiaConnects,
  },
  {
    path: paths.startupConnects,
    title: 'Startup Ecosystem Connects',
    subtitle: 'Mentoring and hiring support for founders and their teams.',
    description:
      'Startup ecosystem connects of MindBridge Consulting: founders hiring clinics and a startup leadership circle.',
    listLabel: 'Startup ecosystem connects',
    items: startupConnects,
  },
];

/** The connect page at a path, ignoring case and a trailing slash (route matching ignores case too). */
export function connectPageFor(pathname: string): ConnectPageContent | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return connectPages.find((page) => page.path.toLowerCase() === wanted);
}
