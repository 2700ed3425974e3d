/**
 * The blog's Atom feed (RFC 4287), `dist/resources/blog-feed.xml`, written with the article pages by the
 * build and by `npm run refresh-pages`, from the articles the blogs page was rendered with; the blogs page
 * links it (`<link rel="alternate" type="application/atom+xml">`).
 */
import path from 'node:path';

import { paths } from '../src/lib/paths';

import { siteUrl } from './page-head';
import { writeCompressed } from './site-files';

/** What an entry of the feed says of an article. */
export type FeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** YYYY-MM-DD, the article's date (India's calendar). */
  isoDate: string;
  /** ISO 8601, its last change. */
  updatedAt: string;
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Midnight of the article's date in India, as Atom's date-time. */
const published = (isoDate: string) => `${isoDate}T00:00:00+05:30`;

/** The feed's XML: the newest first, each entry linking to the article's page. */
export function blogFeed(
  siteOrigin: string,
  articles: readonly FeedArticle[],
  { title, now }: { title: string; now: Date },
): string {
  const blogs = siteUrl(siteOrigin, paths.blogs);
  const updated = articles.reduce(
    (latest, article) => (article.updatedAt > latest ? article.updatedAt : latest),
    articles.length > 0 ? '' : now.toISOString(),
  );
  const entries = articles.map((article) => {
    const url = siteUrl(siteOrigin, paths.blogArticle(article.slug));
    return [
      '  <entry>',
      `    <title>${escape(article.title)}</title>`,
      `    <id>${escape(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escape(url)}"/>`,
      `    <published>${published(article.isoDate)}</published>`,
      `    <updated>${escape(article.updatedAt || published(article.isoDate))}</updated>`,
      `    <author><name>${escape(article.author)}</name></author>`,
      ...(article.category ? [`    <category term="${escape(article.category)}"/>`] : []),
      `    <summary>${escape(article.excerpt || article.title)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escape(title)}</title>`,
    `  <id>${escape(blogs)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escape(blogs)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(siteUrl(siteOrigin, paths.blogFeed))}"/>`,
    `  <updated>${escape(updated)}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Writes the feed, compressed, where the blogs page links it. */
export function writeBlogFeed(dist: string, xml: string): void {
  writeCompressed(path.join(dist, ...paths.blogFeed.split('/').filter(Boolean)), xml);
}
