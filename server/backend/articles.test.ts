/**
 * The public articles and newsletters: published ones only, an article's Markdown served as sanitized HTML
 * with its headings under the page's title, and its read time from its words.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { buildBackend } from './app';
import { articleHtml, readMinutes } from './routes/articles';
import { startTestIssuer, type TestIssuer } from './test-issuer';

let issuer: TestIssuer;
let app: FastifyInstance;
let dataDir: string;
let editor: string;

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-test-'));
  const backend = await buildBackend({
    dataDir,
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
  });
  app = backend.app;
  editor = await issuer.token('articles-editor', { permissions: ['content:write'], name: 'Meera Iyer' });
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ARTICLE = {
  slug: 'careers-in-clinical-data',
  title: 'Careers in clinical data science',
  excerpt: 'Where an R programmer fits in a clinical trial.',
  body: '# Why R\n\nR is the language of **clinical** statistics. [Read more](https://example.com/r).\n',
  category: 'Careers',
  featured: true,
  image: 'careers.webp',
  author: 'Dr. Kavya Rao',
  date: '2026-11-30',
};

async function create(record: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { authorization: `Bearer ${editor}` },
    payload: record,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<{ id: number }>();
}

describe('the public articles', () => {
  it('lists published articles only, newest first, in their public shape', async () => {
    await create({ ...ARTICLE, status: 'published' });
    await create({ ...ARTICLE, slug: 'a-draft', title: 'Not yet', date: '2026-12-01' });
    await create({ ...ARTICLE, slug: 'older', featured: false, date: '2026-10-01', status: 'published' });
    const list = await app.inject({ url: '/api/articles' });
    assert.equal(list.statusCode, 200);
    const articles = list.json<Record<string, unknown>[]>();
    assert.deepEqual(
      articles.map((article) => article.slug),
      ['careers-in-clinical-data', 'older'],
    );
    const { updatedAt, ...first } = articles[0] ?? {};
    assert.match(String(updatedAt), /^\d{4}-\d\d-\d\dT/);
    assert.deepEqual(first, {
      slug: ARTICLE.slug,
      title: ARTICLE.title,
      excerpt: ARTICLE.excerpt,
      category: 'Careers',
      featured: true,
      image: 'careers.webp',
      author: 'Dr. Kavya Rao',
      date: '2026-11-30',
      readMinutes: 1,
    });
    assert.equal('body' in first, false);
  });

  it("serves a published article's body as HTML, and a draft or unknown address as 404", async () => {
    const one = await app.inject({ url: `/api/articles/${ARTICLE.slug}` });
    assert.equal(one.statusCode, 200);
    const { bodyHtml } = one.json<{ bodyHtml: string }>();
    assert.match(bodyHtml, /<h2[^>]*>Why R<\/h2>/);
    assert.match(bodyHtml, /<strong>clinical<\/strong>/);
    assert.match(bodyHtml, /<a href="https:\/\/example.com\/r" target="_blank" rel="noopener noreferrer">/);
    for (const slug of ['a-draft', 'no-such-article']) {
      const missing = await app.inject({ url: `/api/articles/${slug}` });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'No published article has this address.' });
    }
  });

  it('lists published newsletters only', async () => {
    const headers = { authorization: `Bearer ${editor}` };
    const issue = {
      title: 'November 2026',
      previewText: 'Placements and workshops.',
      date: '2026-11-01',
      category: 'Monthly',
      coverImage: '',
      pdf: 'november-2026.pdf',
    };
    for (const status of ['published', 'draft'])
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/api/admin/newsletters',
            headers,
            payload: { ...issue, title: `${issue.title} (${status})`, status },
          })
        ).statusCode,
        201,
      );
    const list = await app.inject({ url: '/api/newsletters' });
    assert.equal(list.statusCode, 200);
    const [only, ...rest] = list.json<Record<string, unknown>[]>();
    assert.equal(rest.length, 0);
    assert.deepEqual(
      { ...only, id: undefined },
      { ...issue, title: 'November 2026 (published)', id: undefined },
    );
  });
});

describe("an article's body", () => {
  it('keeps Markdown and plain HTML, and drops scripts, handlers, styles, frames and script links', () => {
    const html = articleHtml(
      [
        '## Plan',
        '',
        '<script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="chart">',
        '<iframe src="https://evil.example"></iframe><style>body{}</style>',
        '<p style="color:red" onclick="alert(3)">styled</p>',
        '',
        '[click](javascript:alert(4)) and [mail](mailto:hello@example.com)',
      ].join('\n'),
    );
    assert.match(html, /<h3[^>]*>Plan<\/h3>/);
    assert.match(html, /<img src="x.png" alt="chart">/);
    assert.match(html, /<p>styled<\/p>/);
    assert.match(html, /<a href="mailto:hello@example.com">mail<\/a>/);
    assert.match(html, /<a>click<\/a>/);
    assert.doesNotMatch(html, /script|onerror|onclick|iframe|<style|style=|javascript:/i);
  });

  it('reads at 200 words a minute, at least one, counting words and not markup', () => {
    assert.equal(readMinutes(''), 1);
    assert.equal(readMinutes('word '.repeat(200)), 1);
    assert.equal(readMinutes('word '.repeat(201)), 2);
    assert.equal(readMinutes(`# Title\n\n${'plain words '.repeat(290)}\n\n![a picture](x.png) --- ***`), 3);
    assert.equal(readMinutes('```\ncode that is not read\n```\n[a link](https://example.com)'), 1);
  });
});
