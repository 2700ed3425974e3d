/**
 * The published blog articles and newsletters, which the console writes (admin/kinds.ts): the blogs and
 * newsletters pages read the lists, an article's page reads the article with its body as HTML. The body is
 * Markdown, turned into HTML with marked and sanitized with DOMPurify on the way out (the same profile as
 * the event details in the browser: plain HTML, no scripts, styles, frames or handlers), so the prerendered
 * page and the hydrated one insert the same safe markup. Shapes: server/README.md, "Articles and newsletters".
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { Type, type Static } from 'typebox';

import type { BackendContext } from '../context';

const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body at 200 words a minute, at least 1. */
export function readMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|-]+/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

// The page's title is its one h1: the body's headings start at h2 (`#` is an h2, `##` an h3...).
const markdown = new Marked({
  gfm: true,
  walkTokens: (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 1);
  },
});
let purifier: DOMPurify | undefined;

/** An article's Markdown as HTML that is safe to insert: no script, style, frame, form or handler. */
export function articleHtml(body: string): string {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  const html = markdown.parse(body, { async: false });
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'link', 'meta'],
    FORBID_ATTR: ['style'],
  });
}

const ArticleSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  category: Type.String(),
  featured: Type.Boolean(),
  /** A file name in the articles' upload folder, or empty. */
  image: Type.String(),
  author: Type.String(),
  /** YYYY-MM-DD. */
  date: Type.String(),
  readMinutes: Type.Integer({ minimum: 1 }),
  /** When it last changed (ISO 8601): the feed's and the sitemap's date. */
  updatedAt: Type.String(),
});
const Article = Type.Intersect([ArticleSummary, Type.Object({ bodyHtml: Type.String() })]);
const Newsletter = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  previewText: Type.String(),
  date: Type.String(),
  category: Type.String(),
  coverImage: Type.String(),
  /** A file name in the newsletters' upload folder. */
  pdf: Type.String(),
});
const Message = Type.Object({ message: Type.String() });

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  category: string;
  featured: number;
  image: string;
  author: string;
  date: string;
  updated_at: string;
}

interface NewsletterRow {
  id: number;
  title: string;
  preview_text: string;
  date: string;
  category: string;
  cover_image: string;
  pdf: string;
}

/** `GET /api/articles`, `GET /api/articles/{slug}` and `GET /api/newsletters`: published records only. */
export function articleRoutes(parent: FastifyInstance, { db }: BackendContext): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const published = db.prepare<[], ArticleRow>(
    "SELECT * FROM articles WHERE status = 'published' ORDER BY date DESC, id DESC",
  );
  const bySlug = db.prepare<[string], ArticleRow>(
    "SELECT * FROM articles WHERE slug = ? AND status = 'published'",
  );
  const newsletters = db.prepare<[], NewsletterRow>(
    "SELECT * FROM newsletters WHERE status = 'published' ORDER BY date DESC, id DESC",
  );

  // An article's HTML and read time, made once per version of the article (its id and last change).
  const made = new Map<string, { html: string; minutes: number }>();
  const madeOf = (row: ArticleRow) => {
    const key = `${row.id}:${row.updated_at}`;
    let entry = made.get(key);
    if (!entry) {
      if (made.size >= 500) made.clear();
      entry = { html: articleHtml(row.body), minutes: readMinutes(row.body) };
      made.set(key, entry);
    }
    return entry;
  };
  const summary = (row: ArticleRow): Static<typeof ArticleSummary> => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    featured: row.featured === 1,
    image: row.image,
    author: row.author,
    date: row.date,
    readMinutes: madeOf(row).minutes,
    updatedAt: row.updated_at,
  });

  app.get('/api/articles', { schema: { response: { 200: Type.Array(ArticleSummary) } } }, async () =>
    published.all().map(summary),
  );

  app.get(
    '/api/articles/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
        response: { 200: Article, 404: Message },
      },
    },
    async (request, reply) => {
      const row = bySlug.get(request.params.slug);
      if (!row) return reply.code(404).send({ message: 'No published article has this address.' });
      return { ...summary(row), bodyHtml: madeOf(row).html };
    },
  );

  app.get('/api/newsletters', { schema: { response: { 200: Type.Array(Newsletter) } } }, async () =>
    newsletters.all().map((row) => ({
      id: row.id,
      title: row.title,
      previewText: row.preview_text,
      date: row.date,
      category: row.category,
      coverImage: row.cover_image,
      pdf: row.pdf,
    })),
  );
}
