import type { ConnectItem } from './connect-content';

/** The chambers of commerce page's copy. */
export const chambersCopy = {
  title: 'Chambers of Commerce',
  subtitle: 'Events we take part in with chambers of commerce and industry bodies.',
  description:
    'MindBridge Consulting at chambers of commerce events: talent summits, leadership forums and trade delegations.',
  listLabel: 'Chambers of commerce events',
  learnMore: 'Learn More',
} as const;

const image = { src: '/images/marketing/chambers.svg', alt: '' };

/** The three chamber events (spec part 2: three fixed cards with a Learn More external link). */
export const chamberEvents: readonly ConnectItem[] = [
  {
    id: 'talent-summit-2025',
    title: 'Telangana Talent Summit 2025',
    description: 'A panel on closing the skills gap between campuses and life-sciences employers.',
    details: 'Hosted by a regional chamber of commerce and industry · Hyderabad',
    image,
    video: null,
    date: '21 February 2025',
    registrationLink: null,
    url: 'https://www.linkedin.com/posts/mindbridge-consulting_telangana-talent-summit-2025',
  },
  {
    id: 'msme-leadership-forum',
    title: 'MSME Leadership Forum',
    description: 'A workshop for owners of small businesses on building a second line of leaders.',
    details: 'With the MSME committee of an industry chamber · 80 business owners',
    image,
    video: null,
    date: '9 November 2024',
    registrationLink: null,
    url: 'https://www.linkedin.com/posts/mindbridge-consulting_msme-leadership-forum',
  },
  {
    id: 'indo-gulf-business-delegation',
    title: 'Indo-Gulf Business Delegation',
    description: 'Meetings with Gulf employers on staffing for clinical research and healthcare analytics.',
    details: 'A trade delegation organised by a bilateral chamber of commerce',
    image,
    video: null,
    date: '3 September 2024',
    registrationLink: null,
    url: 'https://www.linkedin.com/posts/mindbridge-consulting_indo-gulf-business-delegation',
  },
];
