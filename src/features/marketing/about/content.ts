import { offeringTitles } from '../offerings/content';
import type { OfferingSlug } from '../offerings/content';

import { paths } from '@/lib/paths';

export type TeamMember = { id: string; name: string; role: string; initials: string; bio: string[] };

export const managementTeam: TeamMember[] = [
  {
    id: 'ananya-rao',
    name: 'Dr. Ananya Rao',
    role: 'Founder & Managing Director',
    initials: 'AR',
    bio: [
      'Ananya founded MindBridge after two decades in pharmaceutical research and talent leadership, where she built and led biostatistics and programming teams across India, Europe and North America.',
      'She holds a doctorate in statistics, mentors start-ups in Hyderabad’s life-sciences cluster, and serves on the advisory boards of two universities. Her conviction: talent is everywhere, opportunity is not yet.',
    ],
  },
  {
    id: 'vikram-menon',
    name: 'Vikram Menon',
    role: 'Co-founder & Director, Consulting',
    initials: 'VM',
    bio: [
      'Vikram leads the consulting, coaching and executive search practices. Before MindBridge he spent eighteen years in strategy and HR leadership roles at technology and manufacturing companies.',
      'A certified executive coach, he has worked with more than a hundred senior leaders on growth, organisation design and succession, and teaches leadership at business schools as a visiting faculty member.',
    ],
  },
];

export const pressRelease = {
  heading: 'Featured News',
  date: 'April 24, 2025',
  dateTime: '2025-04-24',
  title:
    'MindBridge Consulting launches a Life Sciences institute to train data scientists for drug discovery',
  summary:
    'Hyderabad, April 24, 2025: MindBridge Consulting today announced its Life Sciences institute, a programme that prepares postgraduates in statistics, computing and the life sciences for careers as clinical programmers, SAS and R programmers and data scientists in drug discovery and clinical research.',
  more: 'The programme combines practitioner-led training with live projects and a placement commitment. “India’s life-sciences industry needs thousands of skilled programmers every year, and graduates need a bridge into it,” said Dr. Ananya Rao, Founder & Managing Director. The announcement was carried by 58 full-page placements across more than 50 outlets, reaching a potential audience of over 102 million readers.',
  readMore: 'Read more...',
  stats: [
    { value: '58', label: 'Full page placements' },
    { value: '50+', label: 'Outlets' },
    { value: '102M+', label: 'Potential audience' },
  ],
} as const;

/** The reach the company claims beside the press figures. */
export const reach = [
  { value: '100', label: 'Leaders' },
  { value: '200+', label: 'Professionals' },
  { value: '10,000+', label: 'Students' },
  { value: '50+', label: 'Startups' },
] as const;

export type OutletType = 'Broadcast Media' | 'News Portal' | 'News Aggregator';

/** A media outlet that carried the press release. */
export type Outlet = {
  id: string;
  name: string;
  type: OutletType;
  /** Monthly visits, as text ("1.2M"). */
  visits: string;
  /** ISO country codes of its main audience. */
  country: string[];
  /** Two letters drawn as the outlet's badge. */
  icon: string;
  link: string;
};

const outletRows: [string, OutletType, string, string[]][] = [
  ['Deccan Business Wire', 'News Portal', '4.1M', ['IN']],
  ['India Growth Times', 'News Portal', '3.6M', ['IN']],
  ['Hyderabad Chronicle Online', 'News Portal', '2.9M', ['IN']],
  ['Pharma Pulse Daily', 'News Portal', '1.8M', ['IN', 'US']],
  ['StartUp Street India', 'News Portal', '1.5M', ['IN']],
  ['Global Health Bulletin', 'News Aggregator', '6.2M', ['US', 'GB', 'IN']],
  ['NewsNest', 'News Aggregator', '9.4M', ['IN', 'US']],
  ['Telangana Today Live', 'Broadcast Media', '2.2M', ['IN']],
  ['Southern Broadcast Network', 'Broadcast Media', '3.1M', ['IN']],
  ['Business Lens TV', 'Broadcast Media', '2.7M', ['IN', 'AE']],
  ['Career Compass Journal', 'News Portal', '850K', ['IN']],
  ['EduWorld Review', 'News Portal', '1.1M', ['IN', 'SG']],
  ['The Clinical Research Post', 'News Portal', '620K', ['US', 'IN']],
  ['Data Science Digest', 'News Aggregator', '1.4M', ['US', 'IN', 'GB']],
  ['MarketWatch Asia', 'News Portal', '5.3M', ['SG', 'IN', 'HK']],
  ['Metro Business Herald', 'News Portal', '1.9M', ['IN']],
  ['Bharat Economic Review', 'News Portal', '2.4M', ['IN']],
  ['Talent Matters', 'News Portal', '740K', ['IN', 'GB']],
  ['HR Leaders Weekly', 'News Portal', '910K', ['IN', 'US']],
  ['The Leadership Desk', 'News Portal', '530K', ['IN']],
  ['Morning Brief India', 'News Aggregator', '7.8M', ['IN']],
  ['Capital City Times', 'News Portal', '1.3M', ['IN']],
  ['Lifescience Insider', 'News Portal', '980K', ['US', 'DE', 'IN']],
  ['NRI Connect News', 'News Portal', '1.2M', ['US', 'AE', 'GB']],
  ['Gulf Indian Voice', 'News Portal', '880K', ['AE', 'SA']],
  ['Asia Business Today', 'Broadcast Media', '3.9M', ['SG', 'MY', 'IN']],
  ['Dakshin Samachar', 'Broadcast Media', '2.6M', ['IN']],
  ['Innovation India Network', 'News Portal', '690K', ['IN']],
  ['The Skill Economy', 'News Portal', '410K', ['IN']],
  ['NewsHub 24x7', 'News Aggregator', '8.6M', ['IN', 'US']],
  ['Enterprise Chronicle', 'News Portal', '1.0M', ['IN', 'GB']],
  ['Campus Times', 'News Portal', '760K', ['IN']],
  ['Research & Pharma World', 'News Portal', '540K', ['US', 'CH', 'IN']],
  ['Daily Market Pulse', 'News Aggregator', '4.7M', ['IN']],
  ['Voice of Entrepreneurs', 'News Portal', '620K', ['IN', 'US']],
  ['Sunrise Broadcast', 'Broadcast Media', '1.7M', ['IN']],
  ['The Founders Journal', 'News Portal', '480K', ['IN', 'SG']],
  ['Women in Business India', 'News Portal', '590K', ['IN']],
  ['Pan-India Wire', 'News Aggregator', '5.9M', ['IN']],
  ['Tech & Talent Today', 'News Portal', '830K', ['IN', 'US']],
  ['Pearl City Express', 'News Portal', '1.6M', ['IN']],
  ['Future of Work Review', 'News Portal', '450K', ['GB', 'US', 'IN']],
  ['Health Economy Watch', 'News Portal', '700K', ['US', 'IN']],
  ['Desi Diaspora Daily', 'News Aggregator', '2.1M', ['US', 'CA', 'GB']],
  ['Midday Business Live', 'Broadcast Media', '2.3M', ['IN']],
  ['Knowledge Corridor', 'News Portal', '390K', ['IN']],
  ['Mentor Magazine', 'News Portal', '360K', ['IN']],
  ['Reach Asia Wire', 'News Aggregator', '3.3M', ['SG', 'IN', 'ID']],
  ['The Policy Times', 'News Portal', '940K', ['IN']],
  ['Growth Stories India', 'News Portal', '570K', ['IN']],
  ['Science & Society Today', 'News Portal', '660K', ['IN', 'GB']],
  ['Evening Business Network', 'Broadcast Media', '1.4M', ['IN', 'AE']],
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** The outlets in the "Featured In" grid. */
export const outlets: Outlet[] = outletRows.map(([name, type, visits, country]) => ({
  id: slugOf(name),
  name,
  type,
  visits,
  country,
  icon: initialsOf(name),
  link: `https://www.${slugOf(name).replace(/-/g, '')}.com/mindbridge-life-sciences-institute`,
}));

/** Outlets shown per page of the "Featured In" grid. */
export const OUTLETS_PER_PAGE = 12;

export const whoWeAre = {
  heading: 'WHO WE ARE',
  paragraphs: [
    'MindBridge Consulting is a Hyderabad-based consulting, staffing and training company. We link minds with opportunities: students with careers, professionals with growth, and organisations with the people and strategies they need.',
    'Our team of consultants, coaches, recruiters and trainers brings experience from pharma, technology, manufacturing and academia. We work with start-ups, enterprises, universities and individuals, and we measure our work by what changes for them.',
  ],
} as const;

/** "WHAT WE DO": the six offerings, linked. */
export const whatWeDo = {
  heading: 'WHAT WE DO',
  lead: 'Six practices, one purpose: helping people and organisations reach their potential.',
  links: (
    [
      'tnp',
      'staffingsolutions',
      'carrercounselling',
      'leadership',
      'executivecoaching',
      'strategicconsulting',
    ] satisfies OfferingSlug[]
  ).map((slug) => ({ slug, title: offeringTitles[slug], to: paths.offering(slug) })),
};

export const whyUs = {
  heading: 'WHY YOU NEED US',
  cards: [
    {
      id: 'human',
      title: 'Human-Centered Approach',
      text: 'We start with people: their strengths, ambitions and context. Every programme, search and strategy is shaped around the humans who will live with it.',
    },
    {
      id: 'agility',
      title: 'Agility and Innovation',
      text: 'Small senior teams, quick decisions and fresh methods: simulations, data and digital learning where they help, and never for their own sake.',
    },
    {
      id: 'expertise',
      title: 'Deep Industry Expertise',
      text: 'Practitioners from life sciences, technology and business who know the roles, the skills and the hiring managers first hand.',
    },
    {
      id: 'support',
      title: 'Holistic Support',
      text: 'From training to placement, from hiring to onboarding, from strategy to execution: we stay until the result is there.',
    },
    {
      id: 'relationships',
      title: 'Authentic Relationships',
      text: 'Most of our work comes from people we have worked with before. We tell clients and candidates the truth, even when it is not what they hoped to hear.',
    },
  ],
} as const;

export const purpose = [
  {
    id: 'vision',
    title: 'Vision',
    text: 'A world where every capable person finds the opportunity to grow, and every organisation finds the people to grow with.',
  },
  {
    id: 'mission',
    title: 'Mission',
    text: 'To link minds with opportunities through honest counsel, practical training, careful hiring and strategy that works in the real world.',
  },
  {
    id: 'values',
    title: 'Core Values',
    text: 'Integrity in every conversation, respect for every person, excellence in our craft, and a commitment to learning that never stops.',
  },
] as const;

export type Credential = {
  id: 'knowledge' | 'mentor' | 'advisory' | 'membership' | 'msme' | 'sdg';
  title: string;
  text: string;
};

export const credentials: { heading: string; items: Credential[] } = {
  heading: 'Our Credentials',
  items: [
    {
      id: 'knowledge',
      title: 'Knowledge Partner',
      text: 'Knowledge partner to industry bodies for skilling and leadership programmes.',
    },
    {
      id: 'mentor',
      title: 'Startup Mentor',
      text: 'Mentors in start-up incubators of the Hyderabad ecosystem.',
    },
    { id: 'advisory', title: 'Advisory Board', text: 'Members of university and industry advisory boards.' },
    {
      id: 'membership',
      title: 'Professional Bodies',
      text: 'Members of professional bodies for HR, management and clinical research.',
    },
    {
      id: 'msme',
      title: 'MSME Registered',
      text: 'A registered micro, small and medium enterprise (Udyam).',
    },
    {
      id: 'sdg',
      title: 'National & UN Goals',
      text: 'Contributing to Skill India and to four UN Sustainable Development Goals.',
    },
  ],
};

/** The academia partners in the scrolling logo strip. */
export const academiaPartners = {
  heading: 'Our Academia Connects',
  names: [
    'Osmania School of Sciences',
    'Deccan Institute of Technology',
    'Telangana College of Pharmacy',
    'Hyderabad Institute of Management',
    'Kakatiya Science College',
    'Godavari University',
    'Nizam Institute of Statistics',
    'Charminar College of Engineering',
  ],
} as const;

export type Sdg = { id: number; title: string; color: string; description: string };

export const sdgs = {
  heading: 'Contributing to the UN Sustainable Development Goals',
  lead: 'We support four of the 17 goals through our work.',
  link: 'https://sdgs.un.org/goals',
  linkLabel: 'Learn about the 17 goals',
  goals: [
    {
      id: 1,
      title: 'No Poverty',
      color: '#e5243b',
      description: 'Skills and placements that lift graduates and families into stable incomes.',
    },
    {
      id: 3,
      title: 'Good Health and Well-being',
      color: '#4c9f38',
      description: 'Training the data scientists who speed up drug discovery and clinical research.',
    },
    {
      id: 4,
      title: 'Quality Education',
      color: '#c5192d',
      description: 'Industry-relevant learning for students across colleges and universities.',
    },
    {
      id: 8,
      title: 'Decent Work and Economic Growth',
      color: '#a21942',
      description: 'Careful hiring, career counselling and start-up mentoring that create good jobs.',
    },
  ] satisfies Sdg[],
};

export type Faq = { id: string; question: string; answer: string };

export const faqs: { heading: string; items: Faq[] } = {
  heading: 'Frequently Asked Questions',
  items: [
    {
      id: 'what',
      question: 'What does MindBridge Consulting do?',
      answer:
        'We offer training with placement, staffing, career counselling, leadership development, executive coaching and strategic consulting, for individuals and organisations.',
    },
    {
      id: 'where',
      question: 'Where are you located?',
      answer:
        'Our office is in HITEC City, Hyderabad. We work with clients across India and abroad, in person and online.',
    },
    {
      id: 'who',
      question: 'Who can join the training programmes?',
      answer:
        'Postgraduates in statistics, mathematics, computers or the life sciences, and M.Pharm, B.Tech and B.Pharm graduates. Working professionals changing careers are welcome too.',
    },
    {
      id: 'placement',
      question: 'Do you guarantee placement?',
      answer:
        'We commit to placement support: interview preparation, introductions to our hiring partners and guidance until you receive an offer. The offer itself depends on your interviews.',
    },
    {
      id: 'online',
      question: 'Are the programmes available online?',
      answer:
        'Yes. Most programmes run live online with recorded sessions, and some workshops are held in Hyderabad.',
    },
    {
      id: 'fees',
      question: 'How much do the programmes cost?',
      answer:
        'Fees depend on the programme and format. The R programme lists its plans on its page; for the others, write to us and we will send the details.',
    },
    {
      id: 'hire',
      question: 'How do we hire through your staffing service?',
      answer:
        'Send us a brief with the role, skills and terms. We usually share a screened shortlist within five working days.',
    },
    {
      id: 'coaching',
      question: 'How long does executive coaching take?',
      answer:
        'A typical engagement runs for six months with fortnightly sessions, and starts with a free chemistry call.',
    },
    {
      id: 'custom',
      question: 'Can leadership programmes be customised for our company?',
      answer:
        'Always. We design each programme with you, starting from your strategy, your culture and the behaviours you want to see.',
    },
    {
      id: 'students',
      question: 'Do you work with colleges and universities?',
      answer:
        'Yes: campus connects, guest lectures, faculty development and industry-readiness programmes for students.',
    },
    {
      id: 'contact',
      question: 'How can I get in touch?',
      answer:
        'Use the form on our Contact page, write to us by e-mail or call us. We reply within one working day.',
    },
  ],
};

export const aboutCopy = {
  title: 'About Us',
  eyebrow: 'Linking minds with opportunities',
  lead: 'A consulting, staffing and training company from Hyderabad, working with people and organisations to help them grow.',
  description:
    'Meet MindBridge Consulting: our management team, press coverage, vision, mission and values, credentials, academia connects, UN goals and answers to common questions.',
  teamHeading: 'Management Team',
  reachHeading: 'Our reach',
  featuredIn: 'Featured In',
  outletsPagination: 'Featured In pages',
  monthlyVisits: 'monthly visits',
  purposeHeading: 'Vision, Mission and Core Values',
} as const;
