import { readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';

import type { PrerenderManifest } from '../../server/preview/site-routes';
import { offeringSlugs, paths } from '../../src/lib/paths';

import { a11yFindings, expect, expectNoA11yFindings, hydrateFooter, test } from './fixtures';

const NOT_FOUND = '/no-such-page';

/** Every route of the spec's route table (protected ones are covered by the sign-in spec). */
const publicRoutes = [
  paths.home,
  paths.offerings,
  paths.about,
  paths.contact,
  ...Object.values(offeringSlugs).map((slug) => paths.offering(slug)),
  paths.academia,
  paths.blogs,
  paths.newsletters,
  paths.events,
  paths.webinars,
  paths.testimonials,
  paths.rewards,
  paths.certificates,
  paths.pastEvents,
  paths.upcomingEvents,
  paths.industryConnects,
  paths.academiaConnects,
  paths.startupConnects,
  paths.catalogue,
  paths.catalogueCourse(1),
  paths.rTraining,
  paths.chambers,
  paths.profile,
  paths.privacy,
  paths.terms,
  paths.cancellation,
  NOT_FOUND,
];

/** The pages the build prerendered; the others (a course by id) arrive as the shell and render in the browser. */
const prerendered = new Set(
  (
    JSON.parse(readFileSync(path.resolve('dist/prerender-manifest.json'), 'utf8')) as PrerenderManifest
  ).pages.map((page) => page.path),
);

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of widths) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of publicRoutes) {
      test(`${route} renders cleanly and passes axe`, async ({ page, problems }) => {
        // As a visitor arrives: the server's HTML (prerendered, or the 404 page), then hydration, where a
        // mismatch is a console error (src/app/boot/start.tsx) and fails the test below.
        const response = await page.goto(route);
        const notFound = route === NOT_FOUND;
        expect(response?.status()).toBe(notFound ? 404 : 200);
        const html = (await response?.text()) ?? '';
        expect(html.includes('data-prerendered')).toBe(notFound || prerendered.has(route));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('footer')).toContainText('Subscribe to our Newsletter');
        await hydrateFooter(page);
        await page.waitForLoadState('networkidle');
        await expectNoA11yFindings(page);
        // Lighthouse's phone is 412 px wide: the same layout, checked there too.
        if (viewport.name === 'phone') {
          await page.setViewportSize({ width: 412, height: 823 });
          await expectNoA11yFindings(page);
        }
        // The 404 status of the not-found page itself is the one failure expected (Chromium logs it too).
        const expected = (problem: string) => notFound && problem.includes(`${route} (404)`);
        const expectedLog = (error: string) => notFound && error.endsWith('status of 404 (Not Found)');
        expect(problems.consoleErrors.filter((error) => !expectedLog(error))).toEqual([]);
        expect(problems.failedRequests.filter((problem) => !expected(problem))).toEqual([]);
      });
    }
  });
}

test('the spelled-correctly aliases redirect to the canonical routes', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page).toHaveURL(/\/testimaonials$/);
  await page.goto('/offerings/careercounselling');
  await expect(page).toHaveURL(/\/offerings\/carrercounselling$/);
  await page.goto('/offerings/Leadership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leadership Development');
});

test('the preview server sends the production headers', async ({ request }) => {
  const page = await request.get('/events');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = html.match(/src="(\/assets\/main\.[0-9a-f]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const sourceMap = await request.get(`${script}.map`);
  expect(sourceMap.status()).toBe(404);
});

test('the accessibility check finds what axe finds, in the page and on a second check', async ({ page }) => {
  await page.goto(paths.about);
  const findings = async () => (await a11yFindings(page)).map((line) => line.split(' ')[0]).sort();
  const axeDefault = async () =>
    (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations
      .map((v) => v.id)
      .sort();
  await page.evaluate(() => {
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon.ico"><p style="color:#ccc;background:#fff">faint</p><button></button><div role="bogus">x</div>',
      );
  });
  const planted = ['aria-roles', 'button-name', 'color-contrast', 'image-alt'];
  // The first check brings axe into the page; the second (as at another width) uses the one already there.
  expect(await findings()).toEqual(planted);
  expect(await findings()).toEqual(planted);
  expect(await axeDefault()).toEqual(planted);
});
