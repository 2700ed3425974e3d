/** The newsletters page's copy; the link label and the empty text are the spec's. */
export const newslettersCopy = {
  title: 'Newsletters',
  description:
    'MindBridge Consulting newsletters: news on our programmes, events, placements and the industries we serve, each issue available as a PDF.',
  subtitle: 'Every issue of our newsletter, to read online or download as a PDF.',
  searchLabel: 'Search newsletters',
  categoryLabel: 'Category',
  listLabel: 'Newsletters',
  readFull: 'Read Full Newsletter',
  readFullLabel: (title: string) => `Read Full Newsletter: ${title} (PDF, opens in a new tab)`,
  empty: 'No newsletters found matching your search or filter.',
  emptyNone: 'Our first issue is on its way. Subscribe below to receive it.',
  loading: 'Loading newsletters...',
  errorTitle: 'The newsletters could not be loaded',
  error: (message: string) => `Error: ${message}`,
  retry: 'Try again',
  fetchFailed: 'Failed to fetch newsletters',
} as const;
