/**
 * An article the company publishes from the console gets its own prerendered page (with its picture, body
 * and BlogPosting), an entry in the sitemap and one in the blog's feed, with `npm run refresh-pages` on an
 * existing build. The article is published on a backend of the test's own (private-backend.ts), so the
 * tests beside it keep the empty blog the shared backend's seed has.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

import sharp from 'sharp';

import { expect, test } from './fixtures';
import { hydrateFooter } from './journeys/steps/footer';
import { accessToken } from './learner-api';
import { privateBackend, startListening, stopProcess } from './private-backend';
import { prerenderManifest } from './stack';

const EDITOR = { email: 'editor@example.com', password: 'editor-pass' };
const SLUG = 'r-for-clinical-programmers';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The copy of a build at `dist` reads `backend` (its config.js and the compressed copies the preview prefers). */
function pointAt(dist: string, backend: string) {
  const config = path.join(dist, 'config.js');
  const source = readFileSync(config, 'utf8').replace(
    /apiBaseUrl:\s*(["'])[^"']*\1/,
    `apiBaseUrl:"${backend}"`,
  );
  expect(source).toContain(`"${backend}"`);
  writeFileSync(config, source);
  writeFileSync(`${config}.gz`, zlib.gzipSync(source));
  writeFileSync(`${config}.br`, zlib.brotliCompressSync(source));
}

test.describe('an article published from the console', () => {
  test('gets its prerendered page with its picture, its sitemap entry and its feed entry', async ({
    page,
    site,
    problems,
  }) => {
    test.setTimeout(180_000);
    const dist = path.resolve('.cache/e2e-articles/dist');
    rmSync(path.dirname(dist), { recursive: true, force: true });
    cpSync(path.resolve('dist'), dist, { recursive: true });
    const previewPort = await freePort();
    const backend = await privateBackend({ site: `http://localhost:${previewPort}` });
    let preview: { child: Awaited<ReturnType<typeof startListening>>['child'] } | undefined;
    try {
      pointAt(dist, backend.url);
      const authorization = `Bearer ${await accessToken(EDITOR)}`;

      // The editor uploads a picture and publishes the article with it.
      const picture = await sharp({
        create: { width: 1200, height: 675, channels: 3, background: { r: 11, g: 57, b: 84 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('purpose', 'image');
      form.append('kind', 'articles');
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'cover.png');
      const upload = await fetch(`${backend.url}/api/admin/uploads`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { file } = (await upload.json()) as { file: string };
      const created = await fetch(`${backend.url}/api/admin/articles`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          slug: SLUG,
          title: 'Careers in Clinical Data Science',
          excerpt: 'Where an R programmer fits in a clinical trial, and how to get there.',
          body: '# Why R\n\nR is the language of **clinical** statistics.\n\n<script>window.pwned = true</script>',
          category: 'Careers',
          featured: true,
          image: file,
          author: 'Dr. Kavya Rao',
          date: '2026-11-30',
          status: 'published',
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);

      const refreshed = execFileSync(
        path.resolve('node_modules/.bin/tsx'),
        ['renderer/refresh-pages.ts', '--dist', dist],
        { encoding: 'utf8', stdio: 'pipe' },
      );
      const articlePath = `/resources/blogs/${SLUG}`;
      expect(refreshed).toContain(`new: ${articlePath}`);

      const html = readFileSync(path.join(dist, `resources/blogs/${SLUG}/index.html`), 'utf8');
      expect(html).toMatch(/<h1[^>]*>Careers in Clinical Data Science<\/h1>/);
      expect(html).toContain('<h2>Why R</h2>');
      expect(html).not.toContain('window.pwned');
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toContain(`/admin/uploads/articles/${file}`);
      const { siteOrigin } = prerenderManifest(dist);
      expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(
        `${siteOrigin}${articlePath}</loc>`,
      );
      const feed = readFileSync(path.join(dist, 'resources/blog-feed.xml'), 'utf8');
      expect(feed).toContain(`<id>${siteOrigin}${articlePath}</id>`);
      expect(feed).toContain('<title>Careers in Clinical Data Science</title>');
      expect(existsSync(path.join(dist, 'resources/blog-feed.xml.br'))).toBe(true);

      // Served: the blogs page links the article and the feed; the article hydrates with its picture.
      preview = await startListening('the preview', 'server/preview/preview.ts', [], {
        ...process.env,
        PREVIEW_DIST: path.relative(process.cwd(), dist),
        PREVIEW_PORT: String(previewPort),
      });
      const origin = `http://localhost:${previewPort}`;
      await page.goto(`${origin}/resources/blogs`);
      const feedLink = page.getByRole('link', { name: 'Subscribe to the feed' });
      await expect(feedLink).toHaveAttribute('href', '/resources/blog-feed.xml');
      const served = await page.request.get(`${origin}/resources/blog-feed.xml`);
      expect(served.status()).toBe(200);
      expect(await served.text()).toContain(`<id>${siteOrigin}${articlePath}</id>`);
      await hydrateFooter(site);
      await page.getByRole('link', { name: 'Careers in Clinical Data Science' }).click();
      await expect(page).toHaveURL(`${origin}${articlePath}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Why R' })).toBeVisible();
      const image = page.getByTestId('article-image');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);

      await page.goto(`${origin}${articlePath}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Careers in Clinical Data Science' }),
      ).toBeVisible();
      await hydrateFooter(site);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      if (preview) await stopProcess(preview.child);
      await backend.dispose();
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });
});
