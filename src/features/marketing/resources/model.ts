import { uploadUrl } from '../shared/uploads';

import type { BlogArticle, Newsletter } from './listing-filter';

import { formatCalendarDate } from '@/lib/time';

/** An article's own page: its card's facts, its body as HTML and its dates for the page's metadata. */
export type Article = BlogArticle & {
  slug: string;
  /** The body, already sanitized by the backend (DOMPurify on the way out). */
  bodyHtml: string;
  /** YYYY-MM-DD, the article's date. */
  isoDate: string;
  /** ISO 8601, its last change. */
  updatedAt: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "6 min read" */
export const readTimeText = (minutes: number): string => `${Math.max(1, Math.round(minutes))} min read`;

/** One article of `GET /api/articles`, or null when it lacks what a card needs (a slug, a title). */
function readSummary(row: unknown, apiBaseUrl: string): (Article & { bodyHtml: '' }) | null {
  if (typeof row !== 'object' || row === null) return null;
  const value = row as Record<string, unknown>;
  const slug = text(value.slug);
  const title = text(value.title);
  if (!SLUG.test(slug) || title === '') return null;
  const isoDate = text(value.date);
  const minutes =
    typeof value.readMinutes === 'number' && Number.isFinite(value.readMinutes) ? value.readMinutes : 1;
  return {
    id: slug,
    slug,
    title,
    excerpt: text(value.excerpt),
    category: text(value.category),
    featured: value.featured === true,
    image: uploadUrl(apiBaseUrl, 'articles', text(value.image)),
    author: text(value.author),
    date: formatCalendarDate(isoDate),
    readTime: readTimeText(minutes),
    isoDate,
    updatedAt: text(value.updatedAt),
    bodyHtml: '',
  };
}

/** `GET /api/articles`: the published articles, newest first; rows without a slug or title are left out. */
export function readArticles(body: unknown, apiBaseUrl: string): Article[] {
  if (!Array.isArray(body)) throw new Error('The articles reply is not a list');
  return body.flatMap((row) => readSummary(row, apiBaseUrl) ?? []);
}

/** `GET /api/articles/{slug}`: one article with its body. */
export function readArticle(body: unknown, apiBaseUrl: string): Article {
  const article = readSummary(body, apiBaseUrl);
  const bodyHtml = (body as { bodyHtml?: unknown } | null)?.bodyHtml;
  if (!article || typeof bodyHtml !== 'string') throw new Error('The article reply is not an article');
  return { ...article, bodyHtml };
}

/** `GET /api/newsletters`: the published issues; one without a title or PDF is left out. */
export function readNewsletters(body: unknown, apiBaseUrl: string): Newsletter[] {
  if (!Array.isArray(body)) throw new Error('The newsletters reply is not a list');
  return body.flatMap((row: unknown): Newsletter[] => {
    if (typeof row !== 'object' || row === null) return [];
    const value = row as Record<string, unknown>;
    const title = text(value.title);
    const pdf = uploadUrl(apiBaseUrl, 'newsletters', text(value.pdf));
    const id = typeof value.id === 'number' || typeof value.id === 'string' ? String(value.id) : '';
    if (id === '' || title === '' || !pdf) return [];
    const isoDate = text(value.date);
    return [
      {
        id,
        title,
        previewText: text(value.previewText),
        date: formatCalendarDate(isoDate) || isoDate,
        category: text(value.category),
        coverImage: uploadUrl(apiBaseUrl, 'newsletters', text(value.coverImage)),
        fullPdfLink: pdf,
      },
    ];
  });
}
