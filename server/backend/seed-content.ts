import type { Motif } from '../artwork';

/** Seed copy for MindBridge Consulting. Dates are offsets in days from the day the seed runs. */

export interface EventSeed {
  title: string;
  description: string;
  details: string;
  category: string;
  location: string;
  motif: Motif;
  /** Either a fixed past date, or an offset in days from the seed day (upcoming). */
  when: { fixed: string; days?: number } | { offsetDays: number; days?: number };
  link: string;
  registrationOpen: boolean;
}

const site = 'https://www.mindbridgeconsulting.in';

export const EVENTS: readonly EventSeed[] = [
  {
    title: 'Leadership Development Program: Leading Through Change',
    description:
      'A two-day residential programme for mid-level managers stepping into leadership roles in pharma, IT and services.',
    details: `<p>Two days of guided practice for managers who now lead leaders. Each session blends short talks with case work drawn from Hyderabad's life-sciences and technology companies.</p>
<ul><li>Leading teams through restructuring and growth</li><li>Feedback conversations that change behaviour</li><li>Personal leadership plan reviewed by a coach</li></ul>
<p>Seats are limited to 30 participants. Read the <a href="${site}/programmes/leadership.pdf">programme outline</a> before registering.</p>`,
    category: 'Leadership',
    location: 'Novotel HICC, Hyderabad',
    motif: 'people',
    when: { offsetDays: 24, days: 2 },
    link: 'https://forms.gle/mbLeadershipChange',
    registrationOpen: true,
  },
  {
    title: 'R for Clinical Trials: Hands-on Bootcamp',
    description:
      'Three evenings of live coding: import SDTM data, derive ADaM datasets and build a first table in R.',
    details: `<p>A practical bootcamp for SAS programmers and statistics graduates moving to R in regulated clinical work.</p>
<ul><li>Tidyverse essentials for clinical datasets</li><li>Deriving ADSL and ADAE step by step</li><li>Producing a demographics table with validation notes</li></ul>
<p>Bring a laptop with R and RStudio installed. Setup notes are on the <a href="${site}/r-training">R training page</a>.</p>`,
    category: 'Life Sciences & Data Science',
    location: 'MindBridge Institute, HITEC City, Hyderabad',
    motif: 'code',
    when: { offsetDays: 12, days: 3 },
    link: '',
    registrationOpen: true,
  },
  {
    title: 'Campus to Corporate: Placement Readiness Day',
    description:
      'Mock interviews, resume clinics and a recruiter panel for final-year pharmacy and life-sciences students.',
    details: `<p>A full day that prepares graduating students for statistical and clinical programming interviews.</p>
<ul><li>Resume clinic with hiring managers</li><li>Two rounds of mock technical interviews</li><li>Panel: what recruiters look for in freshers</li></ul>
<p>Open to M.Pharm, B.Pharm, B.Tech and postgraduate statistics students.</p>`,
    category: 'Career & Placement',
    location: 'JNTU Hyderabad, Kukatpally',
    motif: 'book',
    when: { offsetDays: 40 },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Startup Founders Roundtable: Hiring Your First Ten',
    description: 'An evening roundtable on hiring, culture and compensation for early-stage founders.',
    details: `<p>Founders share how they hired their first ten people, and our staffing team explains what worked across fifty startup mandates.</p>
<ul><li>Role design before the first hire</li><li>Equity, salary and expectations</li><li>Building a referral engine</li></ul>
<p>Hosted with the local startup community. <a href="${site}/contact">Write to us</a> to join the next edition.</p>`,
    category: 'Startup Ecosystem',
    location: 'T-Works, Hyderabad',
    motif: 'network',
    when: { offsetDays: 55 },
    link: 'https://www.meetup.com/mindbridge-founders',
    registrationOpen: true,
  },
  {
    title: 'Executive Coaching Circle: Decisions Under Uncertainty',
    description: 'A closed-door session for senior leaders on making and communicating hard calls.',
    details: `<p>A small-group coaching circle led by our certified executive coaches.</p>
<ul><li>Frameworks for decisions with incomplete data</li><li>Communicating change to boards and teams</li></ul>
<p>By invitation; <a href="${site}/offerings/executivecoaching">learn about executive coaching</a>.</p>`,
    category: 'Leadership',
    location: 'Online',
    motif: 'award',
    when: { offsetDays: 70 },
    link: '',
    registrationOpen: true,
  },
  {
    title: 'Leadership Development Program',
    description: 'Our flagship two-day leadership programme for emerging leaders from industry and academia.',
    details: `<p>Two days on self-awareness, team leadership and strategic thinking, with a coaching follow-up after 30 days.</p>
<ul><li>Leadership styles and when to use them</li><li>Running effective one-to-ones</li><li>Strategy on a page</li></ul>`,
    category: 'Leadership',
    location: 'Hyderabad',
    motif: 'people',
    when: { fixed: '2024-09-28', days: 2 },
    link: 'https://forms.gle/mbLeadership2024',
    registrationOpen: false,
  },
  {
    title: 'SAS to R Migration Workshop for Biostatistics Teams',
    description: 'How two CROs moved their table programs from SAS to R without losing validation.',
    details: `<p>Case studies from two contract research organisations, with a walkthrough of their validation approach.</p>
<ul><li>Double programming across languages</li><li>Package qualification</li><li>Training a team of twenty</li></ul>`,
    category: 'Life Sciences & Data Science',
    location: 'Hyderabad',
    motif: 'chart',
    when: { fixed: '2025-02-15' },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Women in Leadership Summit 2025',
    description: 'Talks and mentoring circles celebrating women leaders in Hyderabad industry.',
    details: `<p>Keynotes, panels and mentoring circles with women leaders from pharma, banking and technology.</p>
<ul><li>Negotiating for growth</li><li>Sponsorship versus mentorship</li></ul>`,
    category: 'Leadership',
    location: 'Hyderabad International Convention Centre',
    motif: 'people',
    when: { fixed: '2025-03-08' },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Clinical Data Science Career Fair',
    description: 'Twelve employers, two hundred candidates and on-the-spot interviews for programming roles.',
    details: `<p>Our placement team brought together hiring partners for statistical programmer, clinical programmer and data scientist roles.</p>
<ul><li>Twelve hiring partners</li><li>Forty-two offers made within a month</li></ul>`,
    category: 'Career & Placement',
    location: 'HITEC City, Hyderabad',
    motif: 'book',
    when: { fixed: '2025-06-21' },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Corporate Training Showcase: Analytics for Managers',
    description: 'A half-day showcase of our corporate analytics curriculum for L&D heads.',
    details: `<p>Learning and development heads sampled three modules of our analytics-for-managers curriculum.</p>
<ul><li>Reading a dashboard critically</li><li>Asking good questions of data teams</li></ul>`,
    category: 'Corporate Training',
    location: 'Gachibowli, Hyderabad',
    motif: 'chart',
    when: { fixed: '2025-08-14' },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Academia Connect: Industry Projects for Pharmacy Colleges',
    description: 'Faculty from eight colleges met industry mentors to plan student capstone projects.',
    details: `<p>An afternoon linking pharmacy college faculty with industry mentors for real-data capstone projects.</p>
<ul><li>Project briefs from three CROs</li><li>Mentor matching</li></ul>`,
    category: 'Corporate Training',
    location: 'Osmania University, Hyderabad',
    motif: 'globe',
    when: { fixed: '2025-10-10' },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Shiny Apps for Clinical Review: Demo Day',
    description:
      'Learners from our R-Shiny workshop presented review apps built on public clinical datasets.',
    details: `<p>Eight learner teams demonstrated interactive review apps, judged by practising statistical programmers.</p>
<ul><li>Patient profile explorers</li><li>Adverse event dashboards</li></ul>`,
    category: 'Life Sciences & Data Science',
    location: 'Online',
    motif: 'code',
    when: { fixed: '2026-01-24' },
    link: '',
    registrationOpen: false,
  },
  {
    title: 'Startup Pitch Clinic',
    description: 'Founders rehearsed investor pitches with feedback from mentors and angel investors.',
    details: `<p>Ten founders pitched for seven minutes each and received structured feedback.</p>
<ul><li>Story, market and traction</li><li>Handling tough questions</li></ul>`,
    category: 'Startup Ecosystem',
    location: 'Hyderabad',
    motif: 'network',
    when: { fixed: '2026-04-18' },
    link: '',
    registrationOpen: false,
  },
];

export interface WebinarSeed {
  groupId: 1 | 2;
  title: string;
  description: string;
  speaker: string;
  offsetDays: number;
  /** "HH:MM:SS" IST, or "now" for the current hour of the seed (so one session is live after seeding). */
  time: string;
  duration: number;
  confirmed: boolean;
  registrationLink: string;
}

export const WEBINARS: readonly WebinarSeed[] = [
  {
    groupId: 1,
    title: 'Getting Started with R for Clinical Programmers',
    description: 'Install R and RStudio, load a dataset and write your first summary.',
    speaker: 'Dr. Kavya Reddy',
    offsetDays: -35,
    time: '11:00:00',
    duration: 1,
    confirmed: true,
    registrationLink: '',
  },
  {
    groupId: 1,
    title: 'Tidyverse for SDTM Datasets',
    description: 'Filter, join and reshape SDTM domains with dplyr and tidyr.',
    speaker: 'Sameer Khan',
    offsetDays: -14,
    time: '18:30:00',
    duration: 1.5,
    confirmed: true,
    registrationLink: '',
  },
  {
    groupId: 1,
    title: 'Deriving ADSL in R',
    description: 'A worked derivation of the subject-level analysis dataset.',
    speaker: 'Dr. Kavya Reddy',
    offsetDays: -3,
    time: '19:00:00',
    duration: 1,
    confirmed: true,
    registrationLink: '',
  },
  {
    groupId: 1,
    title: 'Live Q&A: Careers in Statistical Programming',
    description: 'Ask our placement team and working programmers anything.',
    speaker: 'Rahul Varma',
    offsetDays: 0,
    time: 'now',
    duration: 2,
    confirmed: true,
    registrationLink: 'https://meet.example.com/mb-r-careers',
  },
  {
    groupId: 1,
    title: 'Tables, Figures and Listings with R',
    description: 'Produce a validated demographics table and a Kaplan-Meier figure.',
    speaker: 'Sameer Khan',
    offsetDays: 4,
    time: '18:00:00',
    duration: 1.5,
    confirmed: true,
    registrationLink: 'https://meet.example.com/mb-r-tfl',
  },
  {
    groupId: 1,
    title: 'Building Review Apps with R Shiny',
    description: 'From a static table to an interactive review app in one hour.',
    speaker: 'Sameer Khan',
    offsetDays: 11,
    time: '19:30:00',
    duration: 1,
    confirmed: true,
    registrationLink: '',
  },
  {
    groupId: 1,
    title: 'Validation of R Packages in GxP Settings',
    description: 'Risk-based package qualification that auditors accept.',
    speaker: 'Dr. Kavya Reddy',
    offsetDays: 25,
    time: '17:00:00',
    duration: 1,
    confirmed: false,
    registrationLink: '',
  },
  {
    groupId: 2,
    title: 'From Expert to Leader: The First 90 Days',
    description: 'What changes when you lead the people you used to work beside.',
    speaker: 'Ananya Iyer',
    offsetDays: -21,
    time: '10:00:00',
    duration: 1,
    confirmed: true,
    registrationLink: '',
  },
  {
    groupId: 2,
    title: 'Coaching Conversations that Stick',
    description: 'The GROW model in practice, with live demonstrations.',
    speaker: 'Ananya Iyer',
    offsetDays: -6,
    time: '16:00:00',
    duration: 1.5,
    confirmed: true,
    registrationLink: '',
  },
  {
    groupId: 2,
    title: 'Executive Presence for Technical Leaders',
    description: 'Speaking with clarity to boards and senior stakeholders.',
    speaker: 'Vikram Desai',
    offsetDays: 0,
    time: '20:00:00',
    duration: 1,
    confirmed: true,
    registrationLink: 'https://meet.example.com/mb-ec-presence',
  },
  {
    groupId: 2,
    title: 'Delegation without Losing Control',
    description: 'A practical delegation ladder for busy managers.',
    speaker: 'Ananya Iyer',
    offsetDays: 6,
    time: '11:30:00',
    duration: 1,
    confirmed: true,
    registrationLink: 'https://meet.example.com/mb-ec-delegation',
  },
  {
    groupId: 2,
    title: 'Resilience and Energy for Leaders',
    description: 'Sustaining performance through demanding quarters.',
    speaker: 'Vikram Desai',
    offsetDays: 18,
    time: '18:00:00',
    duration: 1,
    confirmed: false,
    registrationLink: '',
  },
  {
    groupId: 2,
    title: 'Leading Hybrid Teams',
    description: 'Rituals, trust and accountability across locations.',
    speaker: 'Ananya Iyer',
    offsetDays: 32,
    time: '17:30:00',
    duration: 1.5,
    confirmed: false,
    registrationLink: '',
  },
];

export interface InstructorSeed {
  name: string;
  designation: string;
  bio: string;
  email: string;
  file: string;
}

export const INSTRUCTORS: readonly InstructorSeed[] = [
  {
    name: 'Dr. Kavya Reddy',
    designation: 'Principal Biostatistician and Lead Trainer',
    bio: 'Fifteen years in clinical biostatistics across oncology and vaccine trials; leads the R programming track at MindBridge Institute.',
    email: 'kavya.reddy@mindbridgeconsulting.in',
    file: 'kavya-reddy.svg',
  },
  {
    name: 'Rahul Varma',
    designation: 'Senior Statistical Programmer (SAS)',
    bio: 'Has programmed submission datasets and TLFs for twenty studies and mentors freshers through their first year.',
    email: 'rahul.varma@mindbridgeconsulting.in',
    file: 'rahul-varma.svg',
  },
  {
    name: 'Ananya Iyer',
    designation: 'Executive Coach and Leadership Facilitator',
    bio: 'Certified executive coach who has guided more than a hundred managers through their first leadership roles.',
    email: 'ananya.iyer@mindbridgeconsulting.in',
    file: 'ananya-iyer.svg',
  },
  {
    name: 'Sameer Khan',
    designation: 'R and Shiny Developer',
    bio: 'Builds clinical review applications in R Shiny and teaches reproducible reporting.',
    email: 'sameer.khan@mindbridgeconsulting.in',
    file: 'sameer-khan.svg',
  },
];

export interface CourseSeed {
  title: string;
  shortDescription: string;
  description: string;
  category: string;
  instructor: number;
  thumbnail: string;
  withVideo: boolean;
  duration: string;
  level: string;
  pricePaise: number;
  discountPaise: number | null;
  published: boolean;
  createdDaysAgo: number;
}

export const COURSES: readonly CourseSeed[] = [
  {
    title: 'R Programming for Clinical Data',
    shortDescription: 'From first script to analysis datasets in R.',
    description:
      'Learn R the way clinical programmers use it: importing SDTM data, deriving ADaM datasets and producing validated outputs. Weekly assignments are reviewed by working programmers.',
    category: 'Clinical Programming',
    instructor: 1,
    thumbnail: 'r-clinical-data.svg',
    withVideo: true,
    duration: '8 weeks',
    level: 'Beginner',
    pricePaise: 1499900,
    discountPaise: 1199900,
    published: true,
    createdDaysAgo: 120,
  },
  {
    title: 'SAS Base Programming Essentials',
    shortDescription: 'DATA steps, PROCs and macros for clinical reporting.',
    description:
      'A structured path through Base SAS for graduates entering clinical programming, with practice on mock study data and interview preparation.',
    category: 'Clinical Programming',
    instructor: 2,
    thumbnail: 'sas-essentials.svg',
    withVideo: true,
    duration: '6 weeks',
    level: 'Beginner',
    pricePaise: 1299900,
    discountPaise: null,
    published: true,
    createdDaysAgo: 90,
  },
  {
    title: 'Interactive Review Apps with R Shiny',
    shortDescription: 'Build dashboards that medical reviewers actually use.',
    description:
      'Design, build and deploy Shiny applications for clinical data review, with modules, testing and deployment on a shared server.',
    category: 'Data Science',
    instructor: 4,
    thumbnail: 'shiny-apps.svg',
    withVideo: true,
    duration: '4 weeks',
    level: 'Intermediate',
    pricePaise: 999900,
    discountPaise: 899900,
    published: true,
    createdDaysAgo: 45,
  },
  {
    title: 'Leadership Foundations for New Managers',
    shortDescription: 'The habits of effective first-time managers.',
    description:
      'Six live sessions and peer coaching on feedback, delegation, one-to-ones and leading former peers.',
    category: 'Leadership',
    instructor: 3,
    thumbnail: 'leadership-foundations.svg',
    withVideo: true,
    duration: '6 sessions',
    level: 'All levels',
    pricePaise: 1799900,
    discountPaise: null,
    published: true,
    createdDaysAgo: 30,
  },
  {
    title: 'CDISC SDTM and ADaM in Practice',
    shortDescription: 'Standards-compliant datasets, explained by example.',
    description:
      'Map raw study data to SDTM and derive ADaM datasets that pass Pinnacle 21 checks. Launching next quarter.',
    category: 'Clinical Programming',
    instructor: 1,
    thumbnail: 'cdisc-practice.svg',
    withVideo: false,
    duration: '5 weeks',
    level: 'Advanced',
    pricePaise: 1999900,
    discountPaise: null,
    published: false,
    createdDaysAgo: 7,
  },
];

export const CERTIFICATES: readonly { title: string; issuer: string }[] = [
  { title: 'ISO 9001:2015 Quality Management System', issuer: 'Certified management system' },
  { title: 'MSME Udyam Registration', issuer: 'Ministry of Micro, Small and Medium Enterprises' },
  { title: 'Recognised Startup Mentor', issuer: 'Hyderabad startup ecosystem' },
  { title: 'Knowledge Partner: Life Sciences Analytics Summit', issuer: 'Industry association, 2025' },
  { title: 'Advisory Board Member: Pharmacy Education', issuer: 'Academic advisory council' },
  { title: 'Corporate Training Excellence Award', issuer: 'Learning and development forum, 2024' },
  { title: 'Professional Body Membership', issuer: 'Society of clinical data professionals' },
];

export const TEXT_TESTIMONIALS: readonly { name: string; content: string }[] = [
  {
    name: 'Sneha Kulkarni',
    content:
      'The R programming track took me from a pharmacy degree to a statistical programmer role in five months. The mock interviews were harder than the real ones.',
  },
  {
    name: 'Arvind Rao',
    content:
      'MindBridge found us three senior SAS programmers in under a month, each of whom had been screened properly. We now use them for every clinical hire.',
  },
  {
    name: 'Farah Siddiqui',
    content:
      'The leadership programme gave me a vocabulary for feedback I had been avoiding. My team noticed the difference within weeks.',
  },
  {
    name: 'Karthik Menon',
    content:
      'As a founder I valued the straight talk on hiring. Their roundtable saved us from two expensive mistakes.',
  },
  {
    name: 'Lakshmi Narayanan',
    content:
      'Career counselling helped my daughter choose between an M.Pharm and a data science path with real information, not guesswork.',
  },
  {
    name: 'Rohit Bansal',
    content:
      'Our managers still use the delegation ladder from the executive coaching sessions in every planning meeting.',
  },
];

export const VIDEO_TESTIMONIALS: readonly { name: string; description: string; videoUrl: string }[] = [
  {
    name: 'Meghana Reddy',
    description: 'From B.Pharm graduate to clinical programmer at a global CRO.',
    videoUrl: 'https://youtube.com/shorts/Qm3xT7vLp2A',
  },
  {
    name: 'Imran Shaikh',
    description: 'Why our biostatistics team trains every new joiner with MindBridge.',
    videoUrl: 'https://youtube.com/shorts/Zr8KdW1nB4c',
  },
  {
    name: 'Pooja Agarwal',
    description: 'What the leadership development programme changed for me.',
    videoUrl: 'https://youtube.com/shorts/h5YtE2uJq9s',
  },
  {
    name: 'Siddharth Jain',
    description: 'Learning R Shiny while working full time.',
    videoUrl: 'https://youtube.com/shorts/Lp0aN6cVx3R',
  },
];
