import { categoryChoices as listCategoryChoices, filterList } from '@/lib/list-filter';

/** A blog article (spec part 2, section 3). */
export type BlogArticle = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  featured: boolean;
  /** An image address, or null for the placeholder. */
  image: string | null;
  author: string;
  /** Display date, as written ("12 March 2025"). */
  date: string;
  /** Display reading time ("6 min read"). */
  readTime: string;
};

/** A newsletter issue (spec part 2, section 3). */
export type Newsletter = {
  id: string;
  title: string;
  previewText: string;
  /** Display date, as written ("March 2025"). */
  date: string;
  category: string;
  /** An image address, or null for the placeholder. */
  coverImage: string | null;
  /** The full issue as a PDF. */
  fullPdfLink: string;
};

export type ListingFilter = { search: string; category: string };

/** "All" followed by each category present, in order of first appearance. */
export function categoryChoices(items: readonly { category: string }[]): string[] {
  return listCategoryChoices(
    items.map((item) => item.category),
    'first-seen',
  );
}

/** Articles in the chosen category whose title, excerpt or author contains the search text. */
export function filterArticles(articles: readonly BlogArticle[], filter: ListingFilter): BlogArticle[] {
  return [...filterList(articles, filter, (article) => [article.title, article.excerpt, article.author])];
}

/**
 * Splits a filtered list into the featured article (the first one marked featured) and the rest, so the
 * featured one is not shown twice.
 */
export function splitFeatured(articles: readonly BlogArticle[]): {
  featured: BlogArticle | null;
  others: BlogArticle[];
} {
  const featured = articles.find((article) => article.featured) ?? null;
  return { featured, others: articles.filter((article) => article !== featured) };
}

/** Newsletters in the chosen category whose title or preview contains the search text. */
export function filterNewsletters(newsletters: readonly Newsletter[], filter: ListingFilter): Newsletter[] {
  return [...filterList(newsletters, filter, (newsletter) => [newsletter.title, newsletter.previewText])];
}
