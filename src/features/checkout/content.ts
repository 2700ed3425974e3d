import type { Product } from './model';

/** The alert and status texts of the page and its payment flow (spec part 2, section 8, verbatim). */
export const checkoutCopy = {
  rateFailed: 'Failed to fetch the latest exchange rate. Using default rate.',
  gatewayLoading: 'Payment gateway is loading. Please try again in a moment.',
  gatewayUnavailable: 'Unable to initialize payment. Please try again later.',
  paymentFailed: (description: string) => `Payment failed: ${description}`,
  paymentSucceeded: (paymentId: string) => `Payment successful! Your payment ID is ${paymentId}.`,
  confirming: 'Confirming your enrolment with our server…',
  confirmed: 'Your enrolment is confirmed. A confirmation will reach your e-mail shortly.',
  received:
    'We have received your payment. Our server did not answer yet; your enrolment will be confirmed automatically the next time you visit. There is no need to pay again.',
  refused: (email: string) =>
    `We have received your payment but could not verify it automatically. Please write to ${email} with your payment ID and we will sort it out.`,
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  orderCreating: 'Creating your order…',
  receiptFailed: 'The receipt could not be created. Please try again.',
  // Payment History (the profile's panel)
  historyFailed: 'Your payments could not be loaded from your account. Check your connection and try again.',
  historyRetry: 'Try again',
  historyEmpty: 'No payments yet. Plans and workshops you buy will appear here.',
  waitingForConfirmation: 'Waiting for confirmation',
  waitingHint: 'Paid in this browser; the confirmation is sent as soon as the connection allows.',
  plansHeading: 'Your plans',
  planActiveUntil: (date: string) => `Active until ${date}`,
  planExpiredOn: (date: string) => `Expired on ${date}`,
  refundedOn: (date: string) => `Refunded on ${date}`,
} as const;

export const heroCopy = {
  eyebrow: 'R Programming Training',
  title: 'Master R Programming for Clinical and Business Analytics',
  subtitle:
    'An eight-week, hands-on programme by practising statistical programmers: from your first data frame to reproducible reports and interactive Shiny apps.',
  metaDescription:
    'Learn R programming with MindBridge: an 8-week schedule, access plans from $99, and hands-on workshops on SQL, clinical reporting and Shiny apps. Pay securely in USD or INR.',
};

/** What You'll Learn: the first 8 show before Show More. */
export const learnItems: readonly string[] = [
  'Install R and RStudio and organise work in projects',
  'Core data types, vectors, lists and data frames',
  'Import data from CSV, Excel, SAS and databases',
  'Clean and reshape data with dplyr and tidyr',
  'Write functions, loops and vectorised code',
  'Summarise data with descriptive statistics',
  'Visualise data with ggplot2',
  'Work with dates, strings and factors',
  'Query relational data with SQL from R',
  'Produce tables, figures and listings for reports',
  'Write reproducible reports with R Markdown and Quarto',
  'Build and deploy interactive Shiny apps',
];

export const LEARN_ITEMS_SHOWN = 8;

export const requirements: readonly string[] = [
  'A laptop or desktop (Windows, macOS or Linux) with at least 8 GB of memory',
  'R and RStudio installed (we help you in the first session)',
  'Comfort with spreadsheets; no programming experience needed',
  'About six hours a week for sessions and exercises',
];

export const instructor = {
  name: 'Dr. Kavitha Raman',
  role: 'Lead Instructor, Statistical Programming',
  bio: 'Kavitha has spent fifteen years writing R and SAS for clinical trials and analytics teams, and has trained more than two thousand programmers across India, the US and Europe. Her classes favour real data sets and code you can reuse at work the next day.',
  contactLabel: 'Ask the instructor a question',
};

const workshopFeatures = ['24 hours of exercises', '3 hours of recorded sessions', '3 months of access'];

export const plans: readonly Product[] = [
  {
    id: 'r-guru-member',
    kind: 'plan',
    title: 'R-Guru Member',
    priceUsdMinor: 9900,
    period: '3 months',
    features: [
      'All recorded R programming lessons',
      'Weekly exercises with worked solutions',
      'Community forum access',
      'Certificate of completion',
    ],
  },
  {
    id: 'university-student-prior-member',
    kind: 'plan',
    title: 'University Student / Prior Member',
    priceUsdMinor: 19900,
    period: '12 months',
    features: [
      'Everything in R-Guru Member',
      'Twelve months of access to new lessons',
      'Monthly live question-and-answer sessions',
      'Project review by an instructor',
    ],
  },
  {
    id: 'live-mentoring-class',
    kind: 'plan',
    title: 'Live Mentoring Class',
    priceUsdMinor: 39900,
    period: '6 months plus 1:1 mentoring',
    features: [
      'Live weekly classes for the 8-week schedule',
      'One-to-one mentoring sessions',
      'Career guidance and interview preparation',
      'Six months of access to every recording',
    ],
  },
];

export const workshops: readonly Product[] = [
  {
    id: 'data-management-sql-basics',
    kind: 'workshop',
    title: 'Data Management & SQL Basics',
    priceUsdMinor: 19900,
    period: '3 months',
    description: 'Import, clean, join and query data in R and SQL, the groundwork of every analysis.',
    features: workshopFeatures,
  },
  {
    id: 'reporting-tables-figures-listings',
    kind: 'workshop',
    title: 'Reporting (Tables, Figures, Listings)',
    priceUsdMinor: 19900,
    period: '3 months',
    description: 'Produce publication-ready tables, figures and listings the way clinical reports need them.',
    features: workshopFeatures,
  },
  {
    id: 'developing-r-shiny-apps',
    kind: 'workshop',
    title: 'Developing R-Shiny Apps',
    priceUsdMinor: 19900,
    period: '3 months',
    description: 'Turn analyses into interactive web apps with Shiny, from layout to deployment.',
    features: workshopFeatures,
  },
];

/** Every product on the page, by id. */
export const productsById: ReadonlyMap<string, Product> = new Map(
  [...plans, ...workshops].map((product) => [product.id, product]),
);

export const schedule: readonly { week: number; topics: readonly string[] }[] = [
  { week: 1, topics: ['Installing R and RStudio', 'Projects and scripts', 'Vectors and data types'] },
  { week: 2, topics: ['Data frames and lists', 'Importing CSV, Excel and SAS data', 'Missing values'] },
  { week: 3, topics: ['dplyr verbs', 'Joining tables', 'Reshaping with tidyr'] },
  { week: 4, topics: ['Functions and control flow', 'Iteration with purrr', 'Debugging'] },
  { week: 5, topics: ['Descriptive statistics', 'Dates, strings and factors', 'SQL from R'] },
  { week: 6, topics: ['ggplot2 fundamentals', 'Themes and annotations', 'Figures for reports'] },
  { week: 7, topics: ['Tables and listings', 'R Markdown and Quarto', 'Reproducible workflows'] },
  { week: 8, topics: ['Shiny basics', 'Reactivity', 'Capstone project and review'] },
];

export const benefits = {
  learners: {
    title: 'Benefits for Learners',
    items: [
      'Skills employers in clinical research and analytics ask for',
      'Portfolio projects built on realistic data',
      'A certificate to share on your profile',
      'Mentors who answer your questions',
    ],
  },
  organizations: {
    title: 'Benefits for Organisations',
    items: [
      'Teams that automate reporting and cut manual work',
      'Reproducible, reviewable analysis code',
      'A smooth move from licensed tools to open source',
      'Training shaped around your own data and standards',
    ],
  },
};
