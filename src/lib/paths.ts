/** Every route of the site, in one place, so links and the router cannot disagree. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  offerings: '/offerings',
  offering: (slug: string) => `/offerings/${slug}`,
  academia: '/services/academia',
  blogs: '/resources/blogs',
  blogArticle: (slug: string) => `/resources/blogs/${slug}`,
  // Beside the blogs, not under them: an address under /resources/blogs/ is an article's.
  blogFeed: '/resources/blog-feed.xml',
  newsletters: '/resources/newsletters',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  events: '/events',
  webinars: '/webinars',
  testimonials: '/testimaonials',
  rewards: '/rewards-recognition',
  certificates: '/certificates',
  pastEvents: '/past-events',
  upcomingEvents: '/upcoming-events',
  industryConnects: '/industry-connects',
  academiaConnects: '/academia-connects',
  startupConnects: '/StartupEcosystem-connects',
  catalogue: '/c',
  catalogueCourse: (courseId: string | number) => `/c/${courseId}`,
  rTraining: '/r-training',
  chambers: '/chambers-of-commerce',
  profile: '/profile',
  courses: '/courses',
  coursePlayer: (courseId: string | number) => `/course/${courseId}`,
  privacy: '/privacy-policy',
  terms: '/terms-conditions',
  cancellation: '/cancellation-policy',
  authCallback: '/auth/callback',
  verify: '/verify',
  /** The company console (staff only). */
  admin: '/admin',
  /** A certificate's public verification page: the address its PDF and QR code print. */
  verifyCertificate: (id: string) => `/verify/${id}`,
} as const;

/** The offering pages, by the slug the spec's routes use (two misspellings are kept on purpose). */
export const offeringSlugs = {
  trainingPlacement: 'tnp',
  staffing: 'staffingsolutions',
  careerCounselling: 'carrercounselling',
  leadership: 'leadership',
  executiveCoaching: 'executivecoaching',
  strategicConsulting: 'strategicconsulting',
  executiveSearch: 'executivesearch',
  eventOrganization: 'eventsorganization',
} as const;
