/** The blogs page's and an article page's copy; "No articles found" is the spec's. */
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
  loading: 'Loading articles...',
  errorTitle: 'The articles could not be loaded',
  error: (message: string) => `Error: ${message}`,
  retry: 'Try again',
  fetchFailed: 'Failed to fetch articles',
  feedTitle: 'MindBridge Consulting blog',
  feedLink: 'Subscribe to the feed',
  // An article's own page.
  readArticle: (title: string) => `Read the article: ${title}`,
  articleFetchFailed: 'Failed to fetch the article',
  articleLoading: 'Loading the article...',
  articleErrorTitle: 'The article could not be loaded',
  articleNotFound: 'Article not found',
  articleNotFoundHint: 'It may have been unpublished or moved. The other articles are on the blogs page.',
  articleFallbackTitle: 'Article',
  articleFallbackDescription: 'An article from MindBridge Consulting.',
  backToBlogs: 'Back to Blogs',
  published: (date: string) => `Published ${date}`,
} as const;
