/**
 * The prerender in plain Node, where `window` and storage do not exist: what `npm run build` relies on.
 * (The pages the build writes are checked page by page, in a browser, by test/e2e/smoke.spec.ts.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { RouteObject } from 'react-router-dom';

import {
  NOT_FOUND_PROBE,
  renderClientFrame,
  renderPage,
  routeInventory,
} from '../../renderer/page/prerender-page';
import type { RenderedPage } from '../../renderer/page/prerender-page';

/** A rendered page (not a redirect). */
function pageOf(rendered: RenderedPage) {
  if (rendered.kind !== 'page') throw new Error(`redirected to ${rendered.location}`);
  return rendered;
}

function ReadsStorage() {
  return <h1>{window.localStorage.getItem('user')}</h1>;
}

describe('prerendering the route table in Node', () => {
  it('prerenders every route without a parameter, and leaves the signed-in pages, the callback and each certificate’s check to the browser', () => {
    const { pages, clientOnly, frames } = routeInventory();
    for (const path of [
      '/',
      '/about',
      '/events',
      '/webinars',
      '/offerings/leadership',
      '/privacy-policy',
      // The unsubscribe page's frame: its token is read in the browser, after hydration.
      '/newsletter/unsubscribe',
    ]) {
      assert.ok(pages.includes(path), path);
    }
    assert.deepEqual([...clientOnly].sort(), [
      // The company console: staff only, never prerendered (served the shell, noindex).
      '/admin',
      '/admin/:kind',
      '/admin/:kind/:id',
      '/admin/audit',
      '/admin/course-reports',
      '/admin/course-reports/:courseId',
      '/admin/learners',
      '/admin/learners/:sub',
      '/admin/orders',
      '/admin/orders/:orderId',
      '/admin/player-courses',
      '/admin/player-courses/:courseId',
      '/admin/subscribers',
      '/auth/callback',
      '/c/:courseId',
      '/course/:courseId',
      '/courses',
      // An article published since the last render is read by the browser until the pages are refreshed.
      '/resources/blogs/:slug',
      // A certificate is checked on each visit (a revocation shows at once), never prerendered per id.
      '/verify/:certificateId',
    ]);
    assert.ok(pages.every((path) => !path.includes(':') && !path.includes('*')));
    // Its page is public, so it has a frame of its own; the signed-in pages keep the shell.
    assert.deepEqual(frames, ['/verify/:certificateId']);
  });

  it("renders a certificate's frame: the hero, an empty form and the result's skeleton, noindex, with the route's code", async () => {
    const frame = pageOf(await renderClientFrame('/verify/:certificateId'));
    assert.match(frame.html, /<h1[^>]*>Verify a Certificate<\/h1>/);
    assert.match(frame.html, /<form[^>]*aria-label="[^"]+"/);
    // No id is known yet: the field is empty and the result is its skeleton, never an answer.
    const field = /<input[^>]*\bname="id"[^>]*>/.exec(frame.html)?.[0] ?? '';
    assert.match(field, /\bvalue=""/);
    assert.match(frame.html, /role="status"[^>]*aria-label="Checking/);
    assert.match(frame.html, /MuiSkeleton-root/);
    assert.doesNotMatch(frame.html, /This is not a certificate ID|_certificateId/);
    assert.match(frame.head, /<meta name="robots" content="noindex"\/>/);
    assert.doesNotMatch(frame.head, /rel="canonical"/);
    assert.deepEqual(frame.chunks, ['route-verify']);
    // A route without a frame has none to render.
    await assert.rejects(renderClientFrame('/course/:courseId'), /not rendered by a route with a frame/);
  });

  it('renders a page with its heading, its <title> for the head and the critical CSS of its markup', async () => {
    const view = await renderPage('/about');
    assert.equal(view.kind, 'page');
    if (view.kind !== 'page') return;
    assert.match(view.html, /<h1[^>]*>About Us<\/h1>/);
    assert.match(
      view.head,
      /^<title>About Us \| MindBridge Consulting<\/title><meta name="description" content="Meet /,
    );
    assert.doesNotMatch(view.html, /<title>|<script/);
    assert.match(view.styles, /<style data-emotion="mui [^"]+" data-s="">/);
    // The signed-out header: the cached profile applies only after hydration.
    assert.match(view.html, />Login<\/button>/);
    assert.doesNotMatch(view.html, /Account menu for/);
  });

  it('renders a data page without its data with its loading skeletons', async () => {
    const view = await renderPage('/events');
    assert.ok(view.kind === 'page' && /MuiSkeleton-root/.test(view.html));
  });

  it('writes the styles of what only the browser renders on /webinars (its cards, its calendar), not their markup', async () => {
    const webinars = pageOf(await renderPage('/webinars'));
    // The page holds skeletons: the webinars' statuses follow the visitor's clock.
    assert.match(webinars.html, /Loading upcoming webinars/);
    assert.doesNotMatch(webinars.html, /LIVE NOW|A webinar|What it is about|MuiPickerDay|MuiChip-root/);
    // Yet the styles of a live webinar's badge and of the month calendar's days are written.
    assert.match(webinars.styles, /background-color:#b71c1c/);
    assert.match(webinars.styles, /\.MuiPickerDay-root\[data-tone="live"\]/);
    // Only there: a page whose markup holds all its parts writes the styles of that markup.
    assert.doesNotMatch(pageOf(await renderPage('/about')).styles, /MuiPickerDay|#b71c1c/);
  });

  it('marks the not-found page noindex and gives it no structured data', async () => {
    const view = await renderPage(NOT_FOUND_PROBE);
    assert.ok(view.kind === 'page');
    assert.match(view.head, /<meta name="robots" content="noindex"\/>/);
    assert.deepEqual(view.meta.structuredData, []);
  });

  it('describes the home page as the organization and the web site, /about with its FAQ', async () => {
    const { meta: home } = pageOf(await renderPage('/', { siteOrigin: 'https://www.example.in' }));
    const [organization, website] = home.structuredData as unknown as Record<string, unknown>[];
    assert.equal(organization?.['@type'], 'Organization');
    assert.equal(organization?.logo, 'https://www.example.in/share/logo.png');
    assert.ok(Array.isArray(organization?.contactPoint) && Array.isArray(organization?.sameAs));
    assert.equal(website?.['@type'], 'WebSite');
    const { meta: about } = pageOf(await renderPage('/about'));
    assert.deepEqual(
      about.structuredData.map((block) => (block as unknown as Record<string, unknown>)['@type']),
      ['FAQPage'],
    );
    const { meta: offering } = pageOf(
      await renderPage('/offerings/leadership', { siteOrigin: 'https://www.example.in' }),
    );
    const [breadcrumbs] = offering.structuredData as unknown as {
      itemListElement: { name: string; item: string }[];
    }[];
    assert.deepEqual(
      breadcrumbs?.itemListElement.map(({ name, item }) => [name, item]),
      [
        ['Home', 'https://www.example.in/'],
        ['Offerings', 'https://www.example.in/offerings'],
        ['Leadership Development', 'https://www.example.in/offerings/leadership'],
      ],
    );
  });

  it('renders the not-found page for an unknown path', async () => {
    const view = await renderPage(NOT_FOUND_PROBE);
    assert.ok(view.kind === 'page' && /<h1[^>]*>Page not found<\/h1>/.test(view.html));
  });

  it('reports a route that redirects instead of rendering it', async () => {
    assert.deepEqual(await renderPage('/testimonials'), { kind: 'redirect', location: '/testimaonials' });
  });

  it('fails, naming the route, when a page reads browser state while rendering', async () => {
    const table: RouteObject[] = [{ path: '/reads-storage', element: <ReadsStorage /> }];
    await assert.rejects(renderPage('/reads-storage', { table }), (error: Error) => {
      assert.equal(error.name, 'PrerenderError');
      assert.match(
        error.message,
        /\/reads-storage cannot be rendered in Node: ReferenceError: window is not defined/,
      );
      return true;
    });
  });

  it('fails, naming the route, when a page module cannot load', async () => {
    const table: RouteObject[] = [
      {
        path: '/broken',
        lazy: () => Promise.reject(new Error('Cannot find module ./missing-page')),
      },
    ];
    await assert.rejects(
      renderPage('/broken', { table }),
      /The route \/broken failed to load: Cannot find module/,
    );
  });
});
