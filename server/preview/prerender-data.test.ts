/**
 * The data pages as `npm run build` prerenders them, through the renderer's own entry
 * (renderer/page/prerender-page.tsx) against the real local backend started in-process: with the backend up the
 * pages hold the snapshot's cards and the embedded state; down, or answering garbage, or not answering,
 * they hold their skeletons and the reason is given, never half a page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import {
  pageDataElement,
  provideConfig,
  readFamilyPages,
  readRouteData,
  renderPage,
} from '../../renderer/page/prerender-page';
import type { RenderedPage } from '../../renderer/page/prerender-page';
import { composeDocument } from '../../renderer/prerender-document';
import { PAGE_DATA_ELEMENT_ID, parsePageData } from '../../src/lib/page-data';
import { startBackend } from '../backend/app';
import type { RunningBackend } from '../backend/app';
import {
  CERTIFICATES,
  COURSES,
  EVENTS,
  TEXT_TESTIMONIALS,
  VIDEO_TESTIMONIALS,
} from '../backend/seed-content';

import { readSiteConfig } from './security-headers';

const shippedConfig = readSiteConfig(path.resolve('public/config.js'));
const useBackend = (apiBaseUrl: string) => provideConfig({ ...shippedConfig, apiBaseUrl });
const SITE = 'https://www.example.in';

/** A rendered page (not a redirect). */
function pageOf(rendered: RenderedPage) {
  if (rendered.kind !== 'page') throw new Error(`redirected to ${rendered.location}`);
  return rendered;
}

/** The schema.org types of a page's JSON-LD blocks. */
const typesOf = (blocks: readonly object[]) =>
  blocks.map((block) => (block as { '@type'?: unknown })['@type']);

/** The seed's own words, as React escapes them in the markup. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A server that answers every request with `status` and `body` (a broken PHP page, a proxy's error). */
async function answering(status: number, body: string, contentType = 'text/html') {
  const server = http.createServer((_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the data pages prerendered from the local backend', () => {
  let backend: RunningBackend;
  let dataDir: string;

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'prerender-data-test-'));
    backend = await startBackend({ port: 0, dataDir, reset: true });
    useBackend(backend.url);
  });
  after(async () => {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const prerendered = async (route: string) => {
    const outcome = await readRouteData(route);
    assert.ok(outcome?.data, `${route}: ${outcome?.failure ?? 'no data to read'}`);
    return {
      page: pageOf(await renderPage(route, { data: outcome.data, siteOrigin: SITE })),
      data: outcome.data,
    };
  };

  it('/events holds every event as a card, the first row loading first, and no skeleton', async () => {
    const { page, data } = await prerendered('/events');
    for (const event of EVENTS) assert.ok(page.html.includes(escaped(event.title)), event.title);
    assert.doesNotMatch(page.html, /MuiSkeleton-root|aria-busy="true"/);
    // The first row's images (three at the widest) load at once, at high priority; the rest lazily.
    assert.equal(page.html.match(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/g)?.length, 3);
    assert.ok((page.html.match(/<img[^>]*loading="lazy"/g)?.length ?? 0) >= EVENTS.length - 3);
    // Image addresses are the ones the browser computes from config.js's apiBaseUrl.
    assert.match(page.html, new RegExp(`src="${backend.url}/admin/uploads/events/[^"]+\\.svg"`));
    // The page holds its data, so the entry does not ask for it again before the app has loaded.
    assert.deepEqual(page.preload, []);
    assert.deepEqual(Object.keys(data.api.queries), ['getEvents(undefined)']);
    assert.ok(!Number.isNaN(Date.parse(data.takenAt)));
  });

  it('embeds the state as data the browser parses back, with no way for a text to close the element', async () => {
    const { data } = await prerendered('/events');
    const element = pageDataElement(data);
    assert.match(element, new RegExp(`^<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`));
    // Event details are HTML: every "<" inside is escaped.
    assert.equal(element.match(/</g)?.length, 2);
    const json = element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    assert.deepEqual(parsePageData(json), data);
  });

  it("writes text holding a replacement pattern ($' $& $$ $`) verbatim, with one copy of each script", async () => {
    const title = "Fees $' $& $$ $` apply";
    const { lastInsertRowid } = backend.db
      .prepare(
        `INSERT INTO events (title, description, details, image, category, location, date_text, starts_on,
           is_upcoming, registration_open)
         VALUES (?, ?, '', '', 'General', 'Hyderabad', '5 March 2027', '2027-03-05', 1, 0)`,
      )
      .run(title, `About ${title}`);
    try {
      const { page, data } = await prerendered('/events');
      // The frame webpack writes: its scripts in <head>, an empty #root.
      const template =
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MindBridge Consulting</title>' +
        '<script defer src="/assets/runtime.1.js"></script><script defer src="/assets/main.1.js"></script>' +
        '</head><body><div id="root"></div></body></html>';
      const html = composeDocument(template, { ...page, embedded: pageDataElement(data) }, true);
      // As React escapes it in the markup: ' and & as entities, $ and ` as they are.
      assert.ok(html.includes('Fees $&#x27; $&amp; $$ $` apply'), 'the title as written');
      for (const once of [
        '<script defer src="/assets/runtime.1.js">',
        '<script defer src="/assets/main.1.js">',
        '<div id="root"',
        `id="${PAGE_DATA_ELEMENT_ID}"`,
        '</head>',
        '</body>',
        '<!doctype html>',
      ])
        assert.equal(html.split(once).length - 1, 1, once);
      const embedded = html.slice(
        html.indexOf(`id="${PAGE_DATA_ELEMENT_ID}">`) + PAGE_DATA_ELEMENT_ID.length + 6,
      );
      assert.ok(
        JSON.stringify(parsePageData(embedded.slice(0, embedded.indexOf('</script>')))).includes(
          JSON.stringify(title).slice(1, -1),
        ),
      );
    } finally {
      backend.db.prepare('DELETE FROM events WHERE id = ?').run(lastInsertRowid);
    }
  });

  it('/testimaonials, /certificates and /c hold their cards', async () => {
    const testimonials = (await prerendered('/testimaonials')).page.html;
    for (const { name } of [...TEXT_TESTIMONIALS, ...VIDEO_TESTIMONIALS]) {
      assert.ok(testimonials.includes(escaped(name)), name);
    }
    const certificates = (await prerendered('/certificates')).page.html;
    for (const { title } of CERTIFICATES) assert.ok(certificates.includes(escaped(title)), title);
    const { page: catalogue, data } = await prerendered('/c');
    for (const { title } of COURSES) assert.ok(catalogue.html.includes(escaped(title)), title);
    assert.deepEqual(Object.keys(data.api.queries), ['getCatalogueCourses(undefined)']);
    for (const html of [testimonials, certificates, catalogue.html]) {
      assert.doesNotMatch(html, /MuiSkeleton-root/);
    }
  });

  it('makes a page per course, with its title, description, instructor and structured data', async () => {
    const family = (await readFamilyPages()).find((each) => each.pattern === '/c/:courseId');
    assert.ok(family?.data, family?.failure);
    assert.equal(family.pattern, '/c/:courseId');
    assert.deepEqual(
      family.pages,
      COURSES.map((_, index) => `/c/${index + 1}`),
    );
    const page = pageOf(await renderPage('/c/1', { data: family.data, siteOrigin: SITE }));
    const [course] = COURSES;
    assert.ok(course);
    assert.match(page.html, new RegExp(`<h1[^>]*>${escaped(course.title)}</h1>`));
    assert.equal(page.meta.name, course.title);
    assert.equal(page.meta.description, course.shortDescription);
    assert.match(page.html, /Dr\. Kavya Reddy/);
    assert.deepEqual(typesOf(page.meta.structuredData), ['BreadcrumbList', 'Course']);
    assert.deepEqual(
      page.meta.images.map((image) => image.id),
      ['course-1'],
    );
  });

  it('gives /events an ItemList of its events and a picture for each', async () => {
    const { page } = await prerendered('/events');
    assert.deepEqual(typesOf(page.meta.structuredData), ['ItemList']);
    const [list] = page.meta.structuredData as unknown as {
      itemListElement: { item: { name: string; startDate: string } }[];
    }[];
    const items = list?.itemListElement ?? [];
    assert.equal(items.length, EVENTS.length);
    for (const { item } of items) assert.match(item.startDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(page.meta.images.length, 1 + EVENTS.length);
  });

  it("embeds the same state whichever of a page's reads the backend answers first", async () => {
    /** The backend behind a proxy that holds `later`'s answer until `first`'s has been sent. */
    async function answeringInOrder(first: string, later: string) {
      let firstSent: () => void = () => {};
      const sent = new Promise<void>((resolve) => (firstSent = resolve));
      const proxy = http.createServer((request, response) => {
        void (async () => {
          const answer = await fetch(`${backend.url}${request.url ?? '/'}`);
          const body = Buffer.from(await answer.arrayBuffer());
          if (request.url?.startsWith(later)) await sent;
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
            'access-control-allow-origin': '*',
          });
          response.end(body, () => {
            if (request.url?.startsWith(first)) firstSent();
          });
        })();
      });
      await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
      useBackend(`http://localhost:${(proxy.address() as AddressInfo).port}`);
      const outcome = await readRouteData('/testimaonials');
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      assert.ok(outcome?.data, outcome?.failure);
      return outcome.data.api;
    }
    const text = '/admin/pages/text_testimonials.php';
    const video = '/admin/pages/video_testimonials.php';
    try {
      const textFirst = await answeringInOrder(text, video);
      const videoFirst = await answeringInOrder(video, text);
      assert.deepEqual(Object.keys(textFirst.queries), Object.keys(videoFirst.queries));
      assert.equal(JSON.stringify(textFirst.provided), JSON.stringify(videoFirst.provided));
    } finally {
      useBackend(backend.url);
    }
  });

  it('renders a data page without data with its skeletons and the addresses for the entry to ask', async () => {
    const page = pageOf(await renderPage('/events'));
    assert.match(page.html, /MuiSkeleton-root/);
    assert.deepEqual(page.preload, ['/admin/pages/events-api.php']);
    assert.equal(page.data, null);
  });

  it('reads nothing for a page without backend data, or one whose status depends on the clock', async () => {
    assert.equal(await readRouteData('/about'), null);
    assert.equal(await readRouteData('/webinars'), null);
  });
});

describe('the data pages when the backend cannot be read', () => {
  after(() => useBackend('http://localhost:4100'));

  it('down: every data page and the course pages name the reason and hold no data', async () => {
    const free = await answering(200, '');
    await free.close();
    useBackend(free.url);
    for (const route of ['/events', '/testimaonials', '/certificates', '/c']) {
      const outcome = await readRouteData(route);
      assert.equal(outcome?.data, null, route);
      // The feature's words for a network failure, or Node's.
      assert.match(
        outcome?.failure ?? '',
        /^\/admin\/pages\/[a-z_-]+\.php: (fetch failed|Failed to fetch data)/,
        route,
      );
    }
    const families = await readFamilyPages();
    assert.deepEqual(
      families.map((family) => family.pages),
      families.map(() => []),
    );
    const courses = families.find((family) => family.pattern === '/c/:courseId');
    assert.match(courses?.failure ?? '', /courses\.php: Failed to fetch data/);
    const articles = families.find((family) => family.pattern === '/resources/blogs/:slug');
    assert.match(articles?.failure ?? '', /\/api\/articles: /);
  });

  it('answering an HTML error page or a body of the wrong shape: the feature says which', async () => {
    const crashed = await answering(500, '<html><body>Fatal error</body></html>');
    useBackend(crashed.url);
    assert.deepEqual(await readRouteData('/events'), {
      data: null,
      failure: '/admin/pages/events-api.php: Failed to fetch events',
    });
    await crashed.close();
    const garbage = await answering(200, '{"success":true,"events":"nope"}', 'application/json');
    useBackend(garbage.url);
    assert.deepEqual(await readRouteData('/events'), {
      data: null,
      failure: '/admin/pages/events-api.php: The events list could not be read',
    });
    // Two reads, one broken: the page holds neither (never half a page).
    const outcome = await readRouteData('/testimaonials');
    assert.equal(outcome?.data, null);
    assert.match(
      outcome?.failure ?? '',
      /text_testimonials\.php: .+; \/admin\/pages\/video_testimonials\.php: /,
    );
    await garbage.close();
  });

  it('not answering: gives up after the time allowed', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, 'localhost', resolve));
    useBackend(`http://localhost:${(silent.address() as AddressInfo).port}`);
    const outcome = await readRouteData('/certificates', { timeoutMs: 300 });
    assert.deepEqual(outcome, { data: null, failure: 'the backend did not answer within 0.3 s' });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
