import { paths } from '@/lib/paths';

/** One hero slide: the spec's fields (title, content, image, button label, link, target). */
export type HeroSlide = {
  id: string;
  title: string;
  content: string;
  image: { src: string; alt: string; width: number; height: number };
  buttonLabel: string;
  linkTo: string;
  /** `_blank` opens the link in a new tab (an external document); `_self` stays in the site. */
  target: '_blank' | '_self';
};

const heroImage = (name: string, alt: string) => ({
  src: `/images/home/${name}.svg`,
  alt,
  width: 640,
  height: 480,
});

/** The six hero slides: the first opens an external document, the others an offering page. */
export const heroSlides: HeroSlide[] = [
  {
    id: 'sdg',
    title: 'Empowering People, Transforming Organisations',
    content:
      'Consulting, staffing and training that link minds with opportunities, and support four of the UN’s Sustainable Development Goals.',
    image: heroImage('hero-connect', 'Connected circles of people, ideas and industry around a glowing hub'),
    buttonLabel: 'Read the 2030 Agenda',
    linkTo: 'https://sdgs.un.org/2030agenda',
    target: '_blank',
  },
  {
    id: 'training',
    title: 'Training that Ends in a Placement',
    content: 'Job-oriented programmes in R, SAS and clinical programming, taught by practitioners.',
    image: heroImage('hero-training', 'A laptop with code and charts beside a graduation cap'),
    buttonLabel: 'Explore Training & Placement',
    linkTo: paths.offering('tnp'),
    target: '_self',
  },
  {
    id: 'staffing',
    title: 'The Right People, On Time',
    content: 'Permanent, contract and project teams, screened by specialists in your field.',
    image: heroImage('hero-staffing', 'Profile cards sorted into a shortlist with a check mark'),
    buttonLabel: 'Explore Staffing Solutions',
    linkTo: paths.offering('staffingsolutions'),
    target: '_self',
  },
  {
    id: 'leadership',
    title: 'Leaders Who Lift Their Teams',
    content: 'Leadership development for first-time managers, rising leaders and executives.',
    image: heroImage('hero-leadership', 'A rising staircase of bars topped by a flag'),
    buttonLabel: 'Explore Leadership Development',
    linkTo: paths.offering('leadership'),
    target: '_self',
  },
  {
    id: 'coaching',
    title: 'A Thinking Partner for Every Executive',
    content: 'Confidential one-to-one coaching for the decisions only you can make.',
    image: heroImage('hero-coaching', 'Two speech bubbles in conversation over a compass'),
    buttonLabel: 'Explore Executive Coaching',
    linkTo: paths.offering('executivecoaching'),
    target: '_self',
  },
  {
    id: 'consulting',
    title: 'Strategy that Survives Reality',
    content: 'Growth strategy, organisation design and execution support, side by side with your team.',
    image: heroImage('hero-consulting', 'A route across a map from a start point to a target'),
    buttonLabel: 'Explore Strategic Consulting',
    linkTo: paths.offering('strategicconsulting'),
    target: '_self',
  },
];

/** One "Regular Activities" card. */
export const homeCopy = {
  documentTitle: 'Consulting, Staffing and Training in Hyderabad',
  description:
    'MindBridge Consulting links minds with opportunities: leadership development, strategic consulting, staffing, career counselling, executive coaching and training with placement.',
  heroLabel: 'Highlights',
  brochure: 'Download Brochure',
  brochurePreparing: 'Preparing brochure…',
  brochureFailed: 'The brochure could not be prepared. Please try again.',
  explore: 'Explore Our Offerings',
  activitiesHeading: 'Stay Connected with Our Regular Activities',
  activitiesLead: 'Events, webinars, articles and courses: ways to learn with us all year round.',
  under: 'Under:',
  viewAll: 'View All',
  divider: 'Our Work Speaks',
  proof: [
    { value: '10,000+', label: 'students trained and counselled' },
    { value: '200+', label: 'professionals placed' },
    { value: '100', label: 'leaders coached' },
    { value: '50+', label: 'start-ups mentored' },
  ],
  connectHeading: 'CONNECT WITH US',
  connectText:
    'Hiring, learning, or planning your organisation’s next step? Tell us where you want to go: we reply within one working day.',
  readMore: 'Read More',
  /** The rest of the Read More link's name, for screen readers and crawlers ("Read More" alone says nothing). */
  readMoreTopic: 'about connecting with us',
} as const;
