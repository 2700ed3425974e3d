/**
 * The data pages and the course pages hold the backend's data in their HTML (a snapshot taken by the
 * build), hydrate from it without a mismatch, then revalidate in place; `npm run refresh-pages` renders a
 * changed backend into an existing build without touching its assets.
 *
 * A test that changes the backend's content changes a backend of its own (private-backend.ts, seeded as the
 * build's was), never the shared one: the tests running beside it read the shared one's events and courses,
 * and a card renamed under them changes the height of the page they measure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { expect, test, watchLayoutShifts } from './fixtures';
import { hydrateFooter } from './journeys/steps/footer';
import { privateBackend, startListening, stopProcess } from './private-backend';
import { SITE, prerenderManifest } from './stack';

/** Each data page, a text its HTML holds from the snapshot, and the backend files it reads. */
const dataPages = [
  { route: '/events', shows: 'Startup Pitch Clinic', reads: ['events-api.php'] },
  {
    route: '/testimaonials',
    shows: 'Sneha Kulkarni',
    reads: ['text_testimonials.php', 'video_testimonials.php'],
  },
  { route: '/certificates', shows: 'MSME Udyam Registration', reads: ['certificates.php'] },
  { route: '/c', shows: 'SAS Base Programming Essentials', reads: ['courses.php'] },
  { route: '/c/1', shows: 'Dr. Kavya Reddy', reads: ['courses.php', 'instructors.php'] },
];

type BackendEvent = { id: number; title: string; description: string; category: string };

const backendEvents = async (request: APIRequestContext, backend: string): Promise<BackendEvent[]> =>
  ((await (await request.get(`${backend}/admin/pages/events-api.php`)).json()) as { events: BackendEvent[] })
    .events;

/** A change to the content of `backend` (a private one) through its test-only edits; a new item's id. */
async function edit(
  request: APIRequestContext,
  method: 'post' | 'patch' | 'delete',
  url: string,
  data?: object,
) {
  const response = await request[method](url, { data });
  expect(response.ok(), `${method} ${url}`).toBe(true);
  return response.status() === 201 ? ((await response.json()) as { id: number }).id : undefined;
}

test.describe('data pages prerendered from a snapshot', () => {
  for (const { route, shows, reads } of dataPages) {
    test(`${route} shows its data without JavaScript, hydrates from it cleanly and asks the backend once`, async ({
      page,
      site,
      browser,
      problems,
    }) => {
      const staticContext = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(route);
      await expect(staticPage.getByText(shows).first()).toBeVisible();
      await expect(staticPage.locator('.MuiSkeleton-root')).toHaveCount(0);
      const html = await staticPage.content();
      expect(html).toContain('<script type="application/json" id="page-data">');
      expect(html).not.toMatch(/data-preload=/);
      await staticContext.close();

      const asked: string[] = [];
      page.on('request', (request) => {
        const file = request.url().match(/\/admin\/pages\/([^?]+)/)?.[1];
        if (file) asked.push(file);
      });
      await page.goto(route);
      await expect(page.getByText(shows).first()).toBeVisible();
      await hydrateFooter(site);
      await page.waitForLoadState('networkidle');
      // Revalidated once each, after hydration; a mismatch would be a console error.
      expect(asked.sort()).toEqual([...reads].sort());
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  }

  test('a course the snapshot does not know gets the shell and the browser says it is not found', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('/c/999');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page).toHaveURL(`${SITE}/c`);
    expect(problems.consoleErrors).toEqual([]);
  });

  test.describe('with a backend of their own, changed after the snapshot', () => {
    // The preview's Content-Security-Policy names the shared backend only.
    test.use({ bypassCSP: true });

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      test(`at ${viewport.width} px a page from an older snapshot updates in place when the backend has changed, without moving what is on screen`, async ({
        page,
        context,
        request,
        problems,
      }) => {
        await page.setViewportSize(viewport);
        const backend = await privateBackend({ testEdits: true });
        try {
          await backend.serve(context);
          const events = await backendEvents(request, backend.url);
          const [first] = events;
          const last = events.at(-1);
          if (!first || !last) throw new Error('the seed has no events');
          // The first card's description changes (two clamped lines either way), the last card is renamed,
          // and an event comes that the backend lists first: the page adds it at the end.
          await edit(request, 'patch', `${backend.url}/__local/events/${first.id}`, {
            description:
              'Changed after the snapshot: a closed-door session on hard calls for senior leaders.',
          });
          await edit(request, 'patch', `${backend.url}/__local/events/${last.id}`, {
            title: 'Renamed after the snapshot',
          });
          // In a category the page already has: a new category's chip would take its alphabetical place
          // among the chips and move the ones after it (README, "Data pages").
          await edit(request, 'post', `${backend.url}/__local/events`, {
            title: 'Added after the snapshot',
            category: first.category,
            startsOn: '2030-01-15',
          });

          const shifts = await watchLayoutShifts(page);
          await page.goto('/events');
          const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
          await expect(cards.first()).toContainText('Changed after the snapshot');
          await expect(cards.first()).toContainText(first.title);
          await expect(cards.last()).toContainText('Added after the snapshot');
          await expect(cards.nth(events.length - 1)).toContainText('Renamed after the snapshot');
          await expect(cards).toHaveCount(events.length + 1);
          await page.waitForLoadState('networkidle');
          expect(await shifts()).toBeLessThanOrEqual(0.01);
          expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
        } finally {
          await backend.dispose();
        }
      });
    }
  });
});

const sha1 = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex');

/** Every file under `folder`, with its hash. */
function hashes(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files[path.relative(folder, file)] = sha1(file);
    }
  };
  walk(folder);
  return files;
}

const refresh = (dist: string) =>
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['renderer/refresh-pages.ts', '--dist', dist], {
    encoding: 'utf8',
    stdio: 'pipe',
  });

/** A port nothing listens on now (the private backend must know its callers' origin before they start). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The preview server (as `npm start` runs it) for the build at `dist`, on `port`, until `stop`. */
async function previewOf(dist: string, port: number) {
  const { child, line } = await startListening('the preview', 'server/preview/preview.ts', [], {
    ...process.env,
    PREVIEW_DIST: path.relative(process.cwd(), dist),
    PREVIEW_PORT: String(port),
  });
  expect(line).toContain(`http://localhost:${port}`);
  return { origin: `http://localhost:${port}`, stop: () => stopProcess(child) };
}

/**
 * Points the copy of a build at `dist` to `backend`: its config.js, as refresh-pages reads it, and the
 * compressed copies of it the preview prefers.
 */
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

test.describe('refreshing the pages without a rebuild', () => {
  test('renders the changed backend into the data and course pages, adds and removes course pages, and leaves every asset as it was', async ({
    page,
    site,
    request,
    problems,
  }) => {
    test.setTimeout(180_000);
    const dist = path.resolve('.cache/e2e-refresh/dist');
    rmSync(path.dirname(dist), { recursive: true, force: true });
    cpSync(path.resolve('dist'), dist, { recursive: true });
    const assetsBefore = hashes(path.join(dist, 'assets'));
    const previewPort = await freePort();
    const backend = await privateBackend({ testEdits: true, site: `http://localhost:${previewPort}` });
    let preview: Awaited<ReturnType<typeof previewOf>> | undefined;
    try {
      pointAt(dist, backend.url);
      await edit(request, 'post', `${backend.url}/__local/events`, {
        title: 'Added before the refresh',
        startsOn: '2030-02-20',
      });
      const course = await edit(request, 'post', `${backend.url}/__local/courses`, {
        title: 'A course added before the refresh',
      });
      const coursePath = `/c/${course}`;

      expect(refresh(dist)).toContain(`new: ${coursePath}`);
      expect(hashes(path.join(dist, 'assets'))).toEqual(assetsBefore);
      const events = readFileSync(path.join(dist, 'events/index.html'), 'utf8');
      expect(events).toContain('Added before the refresh');
      // The compressed copies the server prefers are the same page.
      expect(zlib.gunzipSync(readFileSync(path.join(dist, 'events/index.html.gz'))).toString()).toBe(events);
      expect(
        zlib.brotliDecompressSync(readFileSync(path.join(dist, 'events/index.html.br'))).toString(),
      ).toBe(events);
      const courseFile = path.join(dist, `c/${course}/index.html`);
      expect(readFileSync(courseFile, 'utf8')).toMatch(/<h1[^>]*>A course added before the refresh<\/h1>/);
      expect(existsSync(path.join(dist, `share/course-${course}.png`))).toBe(true);
      const manifest = prerenderManifest(dist);
      expect(manifest.pages.map((entry) => entry.path)).toContain(coursePath);
      expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(
        `${manifest.siteOrigin}${coursePath}</loc>`,
      );

      // The refreshed build, served by a preview of its own, shows the change and hydrates without a mismatch
      // against the backend it was refreshed from.
      preview = await previewOf(dist, previewPort);
      await page.goto(`${preview.origin}/events`);
      await expect(page.getByRole('heading', { name: 'Added before the refresh' })).toBeVisible();
      await hydrateFooter(site);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });

      // Gone from the catalogue: gone from the site.
      await edit(request, 'delete', `${backend.url}/__local/courses/${course}`);
      expect(refresh(dist)).toContain(`removed: ${coursePath}`);
      expect(existsSync(courseFile)).toBe(false);
      expect(existsSync(`${courseFile}.br`)).toBe(false);
      expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain(`${coursePath}</loc>`);
      expect(hashes(path.join(dist, 'assets'))).toEqual(assetsBefore);
    } finally {
      await preview?.stop();
      await backend.dispose();
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });
});

test.describe('building while the backend cannot be read', () => {
  test('the build still succeeds, names each data page that fell back to its skeletons and why, and writes them as before', async () => {
    test.setTimeout(180_000);
    // A copy of the build as webpack left it, whose config.js names a backend where nothing answers (an
    // address the build does not take for the local one, so it does not start it there).
    const dist = path.resolve('.cache/e2e-down/dist');
    rmSync(path.dirname(dist), { recursive: true, force: true });
    cpSync(path.resolve('dist'), dist, { recursive: true });
    try {
      copyFileSync(path.resolve('.cache/prerender/index.template.html'), path.join(dist, 'index.html'));
      const config = path.join(dist, 'config.js');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace(
          /apiBaseUrl:\s*(["'])[^"']*\1/,
          'apiBaseUrl:"http://127.0.0.2:4999"',
        ),
      );
      expect(readFileSync(config, 'utf8')).toContain('"http://127.0.0.2:4999"');
      const build = spawnSync(
        path.resolve('node_modules/.bin/tsx'),
        ['renderer/prerender.ts', '--dist', dist],
        {
          encoding: 'utf8',
        },
      );
      expect(build.status, build.stderr).toBe(0);
      expect(build.stderr).toContain('these pages fell back to their loading skeletons');
      for (const route of ['/events', '/testimaonials', '/certificates', '/c']) {
        expect(build.stderr).toMatch(new RegExp(`  ${route}: /admin/pages/[a-z_-]+\\.php: `));
      }
      expect(build.stderr).toContain('/c/:courseId (each served with the shell)');

      const events = readFileSync(path.join(dist, 'events/index.html'), 'utf8');
      expect(events).toMatch(/MuiSkeleton-root/);
      expect(events).toContain('data-preload="/admin/pages/events-api.php"');
      expect(events).not.toContain('id="page-data"');
      const manifest = prerenderManifest(dist);
      expect(manifest.pages.filter((page) => page.data)).toEqual([]);
      expect(manifest.pages.some((page) => page.path.startsWith('/c/'))).toBe(false);
      expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/c/1</loc>');
    } finally {
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });
});
