import { offeringSlugs } from '@/lib/paths';

/** An offering's route slug, as the spec's routes spell it. */
export type OfferingSlug = (typeof offeringSlugs)[keyof typeof offeringSlugs];

/** The offering pages' titles by route slug. */
export const offeringTitles: Record<OfferingSlug, string> = {
  tnp: 'Training & Placement',
  staffingsolutions: 'Staffing Solutions',
  carrercounselling: 'Career Counselling',
  leadership: 'Leadership Development',
  executivecoaching: 'Executive Coaching',
  strategicconsulting: 'Strategic Consulting',
  executivesearch: 'Executive Search',
  eventsorganization: 'Event Organization',
};

/** One programme a visitor can take through Training & Placement. */
export type Programme = {
  id: 'r' | 'sas';
  title: string;
  summary: string;
  buttonLabel: string;
  /** Where the button goes; a programme without one is announced as coming soon. */
  to?: string;
};

/** Everything an offering detail page says. */
export type OfferingDetail = {
  slug: OfferingSlug;
  title: string;
  /** The card's one-line promise on /offerings and the page's lead. */
  tagline: string;
  /** Meta description of the detail page. */
  description: string;
  intro: string[];
  /** What the visitor gets, as short headed points. */
  highlights: { title: string; text: string }[];
  /** Who it is for. */
  audience: string[];
  ctaTitle: string;
  ctaLabel: string;
  programmes?: Programme[];
};

/** The alert the SAS programme's button shows. */
export const COMING_SOON = 'Coming Soon!';

/** The six offerings the overview shows, in its order. */
export const overviewSlugs: OfferingSlug[] = [
  offeringSlugs.trainingPlacement,
  offeringSlugs.staffing,
  offeringSlugs.careerCounselling,
  offeringSlugs.leadership,
  offeringSlugs.executiveCoaching,
  offeringSlugs.strategicConsulting,
];

export const offeringsCopy = {
  title: 'Our Offerings',
  eyebrow: 'What we do',
  lead: 'Six ways we help people grow and organisations perform: from a graduate’s first role to a board’s next strategy.',
  description:
    'Training & placement, staffing, career counselling, leadership development, executive coaching and strategic consulting from MindBridge Consulting, Hyderabad.',
  learnMore: 'Learn more',
  breadcrumb: 'Offerings',
  highlightsHeading: 'What you get',
  audienceHeading: 'Who it is for',
  programmesHeading: 'Our programmes',
  institute: 'Visit our Life Sciences institute',
} as const;

/** The detail pages' copy, by slug. */
export const offeringDetails: Record<OfferingSlug, OfferingDetail> = {
  tnp: {
    slug: 'tnp',
    title: offeringTitles.tnp,
    tagline: 'Industry-ready skills, then the first job: training that ends in a placement.',
    description:
      'Job-oriented training in R, SAS and clinical programming with placement support, from MindBridge Consulting and its Life Sciences institute.',
    intro: [
      'Our Training & Placement practice turns graduates and career changers into professionals that employers want to hire. Every programme is built with hiring managers from pharma, CROs and analytics firms, taught by practitioners, and finishes with interviews rather than a certificate alone.',
      'Learners work on real, anonymised datasets, build a portfolio they can show, and practise the interviews they will face. Our placement team stays with each learner until the offer letter arrives.',
    ],
    highlights: [
      {
        title: 'Practitioner faculty',
        text: 'Sessions led by programmers and data scientists who do the work every day.',
      },
      {
        title: 'Projects, not slides',
        text: 'Hands-on assignments on clinical and business datasets, reviewed line by line.',
      },
      {
        title: 'Interview preparation',
        text: 'Mock technical rounds, résumé clinics and soft-skill workshops.',
      },
      {
        title: 'Placement support',
        text: 'Introductions to our hiring partners and guidance through every offer.',
      },
    ],
    audience: [
      'Postgraduates in statistics, mathematics, computer science or the life sciences',
      'B.Tech, B.Pharm and M.Pharm graduates moving into data roles',
      'Working professionals who want to switch into clinical or statistical programming',
    ],
    ctaTitle: 'Not sure which programme fits you?',
    ctaLabel: 'Talk to a counsellor',
    programmes: [
      {
        id: 'r',
        title: 'R Programming',
        summary:
          'From the basics of R to clinical trial reporting with the tidyverse and Shiny: live classes, projects and workshops.',
        buttonLabel: 'Explore the R programme',
        to: '/r-training',
      },
      {
        id: 'sas',
        title: 'SAS Programming',
        summary:
          'Base and advanced SAS with CDISC SDTM and ADaM for statistical programmers in clinical research.',
        buttonLabel: 'Explore the SAS programme',
      },
    ],
  },
  staffingsolutions: {
    slug: 'staffingsolutions',
    title: offeringTitles.staffingsolutions,
    tagline: 'The right people, on time: permanent, contract and project teams.',
    description:
      'Permanent, contract and project staffing for life sciences, technology and business teams, screened by specialists at MindBridge Consulting.',
    intro: [
      'Hiring well is slow and a wrong hire is expensive. Our staffing team keeps a screened pool of programmers, analysts, clinical data specialists and business professionals, so that a brief from you becomes a shortlist within days.',
      'We take on single roles and whole project teams, on permanent, contract or contract-to-hire terms, and we stay responsible for the fit after the candidate joins.',
    ],
    highlights: [
      {
        title: 'Specialist screening',
        text: 'Technical assessments designed by practitioners in each domain.',
      },
      { title: 'Fast shortlists', text: 'Pre-qualified candidates for most roles within five working days.' },
      { title: 'Flexible terms', text: 'Permanent, contract, contract-to-hire and project-based teams.' },
      {
        title: 'Replacement guarantee',
        text: 'If a placement does not work out early on, we find a replacement.',
      },
    ],
    audience: [
      'Pharma companies and CROs building programming and data teams',
      'Start-ups hiring their first specialists',
      'Enterprises that need to scale a project team quickly',
    ],
    ctaTitle: 'Tell us about the roles you need to fill',
    ctaLabel: 'Share a hiring brief',
  },
  carrercounselling: {
    slug: 'carrercounselling',
    title: offeringTitles.carrercounselling,
    tagline: 'Clarity about the next step, from people who know the industry.',
    description:
      'One-to-one career counselling for students and professionals: assessments, career maps and honest advice from industry mentors.',
    intro: [
      'Choosing a course, a specialisation or a first job is easier with someone who has seen many careers unfold. Our counsellors combine structured assessments with their own experience of hiring in industry.',
      'Each counselling journey ends with a written plan: the roles that suit you, the skills to build and the first three steps to take.',
    ],
    highlights: [
      {
        title: 'Strengths assessment',
        text: 'Validated aptitude and interest profiles, explained in plain words.',
      },
      {
        title: 'Career mapping',
        text: 'Realistic paths with roles, salaries and the skills each one needs.',
      },
      {
        title: 'One-to-one sessions',
        text: 'Private conversations with mentors from your field of interest.',
      },
      { title: 'Parent sessions', text: 'For students: a joint session so the family decides together.' },
    ],
    audience: [
      'Students choosing a degree, a specialisation or a first job',
      'Graduates weighing further study against work',
      'Professionals considering a change of field',
    ],
    ctaTitle: 'Book your first counselling session',
    ctaLabel: 'Get in touch',
  },
  leadership: {
    slug: 'leadership',
    title: offeringTitles.leadership,
    tagline: 'Leaders who bring out the best in their teams, at every level.',
    description:
      'Leadership development programmes for first-time managers, mid-level leaders and senior executives: workshops, simulations and coaching.',
    intro: [
      'Good leadership can be learned. Our programmes take managers from knowing the theory to changing how they lead on Monday morning, with workshops, simulations, peer learning and follow-up coaching.',
      'Every programme is designed with the client: we start from your strategy and culture and measure the change in behaviour, not only the attendance.',
    ],
    highlights: [
      {
        title: 'First-time managers',
        text: 'Delegation, feedback and running a team without losing the work.',
      },
      { title: 'Leading through change', text: 'Communicating a direction and bringing people along.' },
      { title: 'Executive presence', text: 'Influence, decision-making and the conversations that matter.' },
      { title: 'Measured impact', text: '360-degree feedback before and after each programme.' },
    ],
    audience: [
      'Organisations developing a pipeline of future leaders',
      'Newly promoted managers and their supervisors',
      'Senior leaders leading a transformation',
    ],
    ctaTitle: 'Design a programme for your leaders',
    ctaLabel: 'Start the conversation',
  },
  executivecoaching: {
    slug: 'executivecoaching',
    title: offeringTitles.executivecoaching,
    tagline: 'A confidential thinking partner for the decisions only you can make.',
    description:
      'Confidential one-to-one executive coaching by certified coaches: clear goals, regular sessions and measurable progress for senior leaders.',
    intro: [
      'Senior roles are lonely. Our certified coaches give executives a confidential space to think, test ideas and work on the habits that hold them back.',
      'A coaching engagement usually runs for six months, with agreed goals, fortnightly sessions and a review with the sponsor at the start and the end.',
    ],
    highlights: [
      { title: 'Certified coaches', text: 'Accredited coaches with decades of leadership experience.' },
      { title: 'Clear goals', text: 'Objectives agreed with you and your sponsor, reviewed along the way.' },
      { title: 'Complete confidentiality', text: 'What is said in a session stays in the session.' },
      { title: 'Flexible formats', text: 'In person in Hyderabad or online, wherever you are.' },
    ],
    audience: [
      'CXOs, founders and business heads',
      'Leaders stepping into a larger role',
      'High-potential managers on a succession plan',
    ],
    ctaTitle: 'Find the right coach for you',
    ctaLabel: 'Request a chemistry call',
  },
  strategicconsulting: {
    slug: 'strategicconsulting',
    title: offeringTitles.strategicconsulting,
    tagline: 'Strategy that survives contact with reality.',
    description:
      'Strategic consulting for growing companies: market entry, organisation design, operating models and people strategy from MindBridge Consulting.',
    intro: [
      'We help founders and leadership teams decide where to play and how to win, then turn the decision into an organisation that can deliver it.',
      'Our consultants work alongside your team rather than handing over a report: we build the plan together, test it with data, and stay through the first months of execution.',
    ],
    highlights: [
      { title: 'Growth strategy', text: 'Market entry, new services and the choices that matter most.' },
      { title: 'Organisation design', text: 'Structures, roles and decision rights that fit the strategy.' },
      { title: 'People strategy', text: 'Workforce planning, capability building and culture.' },
      { title: 'Execution support', text: 'Governance, milestones and the first hundred days.' },
    ],
    audience: [
      'Start-ups and scale-ups preparing for their next stage',
      'Family businesses professionalising their management',
      'Organisations entering a new market or merging teams',
    ],
    ctaTitle: 'Discuss your next strategic decision',
    ctaLabel: 'Talk to a consultant',
  },
  executivesearch: {
    slug: 'executivesearch',
    title: offeringTitles.executivesearch,
    tagline: 'Discreet search for the leaders who shape your organisation.',
    description:
      'Retained executive search for CXO, director and specialist leadership roles: research-led, discreet and focused on long-term fit.',
    intro: [
      'A senior hire changes a company. Our executive search practice maps the market for each mandate, approaches passive candidates discreetly and assesses them against the role and the culture.',
      'We present a small shortlist of leaders who are interested, qualified and right for you, and support both sides through the offer and the first months in the role.',
    ],
    highlights: [
      { title: 'Market mapping', text: 'Research across companies and geographies for every mandate.' },
      { title: 'Discreet approach', text: 'Confidential conversations with leaders who are not looking.' },
      { title: 'Rigorous assessment', text: 'Structured interviews, referencing and leadership profiling.' },
      { title: 'Onboarding support', text: 'Check-ins through the new leader’s first six months.' },
    ],
    audience: [
      'Boards and founders hiring a CXO',
      'Companies building a new function or business unit',
      'Organisations planning a confidential succession',
    ],
    ctaTitle: 'Start a search with us',
    ctaLabel: 'Brief our search team',
  },
  eventsorganization: {
    slug: 'eventsorganization',
    title: offeringTitles.eventsorganization,
    tagline: 'Conferences, workshops and connects that people remember.',
    description:
      'Event organisation for industry connects, academic conferences, workshops and leadership summits: from the agenda and speakers to the day itself.',
    intro: [
      'We organise the events we would like to attend: industry–academia connects, start-up meets, leadership summits and hands-on workshops.',
      'Our team handles the agenda, speakers, venue, registrations and follow-up, so that you can focus on the conversations that the event is for.',
    ],
    highlights: [
      {
        title: 'Agenda and speakers',
        text: 'Programmes built around your goals, with speakers from our network.',
      },
      { title: 'Academic connects', text: 'Campus events that bring students and industry together.' },
      { title: 'Corporate workshops', text: 'Hands-on sessions for teams, on site or online.' },
      { title: 'End-to-end delivery', text: 'Venue, registrations, hosting and the report afterwards.' },
    ],
    audience: [
      'Universities and colleges planning industry days',
      'Companies hosting workshops, off-sites or summits',
      'Associations and chambers organising member events',
    ],
    ctaTitle: 'Plan your next event with us',
    ctaLabel: 'Tell us about your event',
  },
};
