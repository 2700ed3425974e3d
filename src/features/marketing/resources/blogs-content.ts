import type { BlogArticle } from './listing-filter';

/** The blogs page's copy; "No articles found" is the spec's. */
export const blogsCopy = {
  title: 'Blogs',
  description:
    'Articles from MindBridge Consulting on leadership, careers in clinical data science, hiring and training: search by topic and filter by category.',
  subtitle: 'Ideas on leadership, careers, hiring and learning from our consultants and trainers.',
  searchLabel: 'Search articles',
  categoriesLabel: 'Filter articles by category',
  featuredLabel: 'Featured',
  listLabel: 'Articles',
  empty: 'No articles found',
  emptyHint: 'Try another search or category.',
  emptyNone:
    'Our first articles are on their way. Subscribe to the newsletter below to hear when they are out.',
  by: (author: string) => `By ${author}`,
} as const;

/** The published articles. None yet (spec part 2, section 2): the page shows its empty state. */
export const blogArticles: readonly BlogArticle[] = [];
