import { offeringSlugs, paths } from '../../src/lib/paths';

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

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
  '/no-such-page',
];

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of widths) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of publicRoutes) {
      test(`${route} renders cleanly and passes axe`, async ({ page, problems }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('footer')).toContainText('Subscribe to our Newsletter');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
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
