import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { offeringSlugs, paths } from '../../src/lib/paths';

import { a11yFindings, expect, expectNoA11yFindings, test } from './fixtures';
import type { PageProblems } from './harness/chromium';
import { hydrateFooter } from './journeys/steps/footer';
import {
  expectAppAfterFirstView,
  expectPrerenderedHtml,
  headingAndTitle,
  viewWithoutScript,
} from './prerendered';
import { NGINX, prerenderManifest } from './stack';

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

// Eighty independent visits (each its own page and context): spread over the workers rather than run one
// after another in one of them, where they were the last three minutes of the browser stage.
test.describe.configure({ mode: 'parallel' });

/** The pages the build prerendered; the others (the not-found page aside) arrive as the shell. */
const prerendered = new Set(prerenderManifest().pages.map((page) => page.path));

/**
 * Each route once per width, every check of a page in one visit (a page load and its hydration are most of a
 * browser test's work): the route table's routes and every page the build wrote (each course page, /verify).
 */
const routes = [...new Set([...publicRoutes, ...prerendered])];

/** The 404 status of the not-found page itself is the one failure expected (Chromium logs it too). */
function expectRanClean(route: string, problems: PageProblems) {
  const notFound = route === NOT_FOUND;
  const expected = (problem: string) => notFound && problem.includes(`${route} (404)`);
  const expectedLog = (error: string) => notFound && error.endsWith('status of 404 (Not Found)');
  expect(problems.consoleErrors.filter((error) => !expectedLog(error))).toEqual([]);
  expect(problems.failedRequests.filter((problem) => !expected(problem))).toEqual([]);
}

/**
 * As a visitor arrives: the server's HTML (prerendered, or the 404 page), then hydration, where a mismatch is
 * a console error (src/app/boot/start.tsx) and fails the test. Returns the HTML.
 */
async function arrive(page: Page, route: string): Promise<string> {
  const response = await page.goto(route);
  const notFound = route === NOT_FOUND;
  expect(response?.status()).toBe(notFound ? 404 : 200);
  const html = (await response?.text()) ?? '';
  expect(html.includes('data-prerendered')).toBe(notFound || prerendered.has(route));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('footer')).toContainText('Subscribe to our Newsletter');
  return html;
}

/**
 * Records the page's Content-Security-Policy violations from its first script on (`cspViolations` reads them):
 * the policy the server sends must allow everything the page does.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
  });
});
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/**
 * On a phone the pages come from the production host (Debian's nginx with deploy/nginx.conf, nginx.spec.ts),
 * at 1280 px from the preview: each server's headers and policy meet every page.
 */
test.describe('every route on a phone, at 412 and 390 px, from nginx', () => {
  // Lighthouse's phone first (the first view's paint is measured there), then a narrower one.
  test.use({ baseURL: NGINX, viewport: { width: 412, height: 823 } });

  for (const route of routes) {
    test(`${route}: its first view before the app, rendered cleanly, passing axe`, async ({
      page,
      site,
      problems,
    }) => {
      await arrive(page, route);
      if (prerendered.has(route)) await expectAppAfterFirstView(page, route);
      await hydrateFooter(site);
      await page.waitForLoadState('networkidle');
      await expectNoA11yFindings(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoA11yFindings(page);
      expect(await cspViolations(page), route).toEqual([]);
      expectRanClean(route, problems);
    });
  }
});

test.describe('every route at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of routes) {
    const title = prerendered.has(route)
      ? `${route} is complete without JavaScript, hydrates into the same page cleanly and passes axe`
      : `${route} renders cleanly and passes axe`;
    test(title, async ({ page, site, staticPage, problems }) => {
      const withoutScript = prerendered.has(route) ? await viewWithoutScript(staticPage, route) : null;
      const html = await arrive(page, route);
      await hydrateFooter(site);
      await page.waitForLoadState('networkidle');
      if (withoutScript) {
        expectPrerenderedHtml(html, route);
        // The same heading and title once hydrated (a mismatch would also be a console error).
        expect(await headingAndTitle(page)).toEqual(withoutScript);
      }
      await expectNoA11yFindings(page);
      expect(await cspViolations(page), route).toEqual([]);
      expectRanClean(route, problems);
    });
  }
});

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
