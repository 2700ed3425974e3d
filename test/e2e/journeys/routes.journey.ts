/**
 * Every prerendered page, as a visitor arrives on it in this engine: the server's HTML, then hydration
 * (a mismatch is a console error, src/app/boot/start.tsx), the page's heading, the footer hydrated too, and
 * nothing in the console; then the not-found page.
 */
import { expect, test } from '../harness/fixtures';
import { prerenderManifest } from '../stack';

import { hydrateFooter } from './steps/footer';

const manifest = prerenderManifest();

/** A few pages to a test, so each fits its timeout in the slowest engine on a slow machine. */
const PAGES_PER_TEST = 6;
const groups = Array.from({ length: Math.ceil(manifest.pages.length / PAGES_PER_TEST) }, (_, index) =>
  manifest.pages.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST).map((page) => page.path),
);

for (const routes of groups) {
  test(`${routes.join(', ')}: each renders its heading and hydrates without an error`, async ({ site }) => {
    for (const route of routes) {
      await test.step(route, async () => {
        await site.goto(route);
        await expect.soft(site.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await hydrateFooter(site);
        await expect.soft(site.locator('footer')).toContainText('Subscribe to our Newsletter');
      });
    }
    expect(await site.problems()).toEqual([]);
  });
}

test('an unknown address answers 404 with the not-found page', async ({ site, baseURL }) => {
  const address = '/no-such-page';
  expect((await fetch(new URL(address, baseURL)).then((response) => response.status)) ?? 0).toBe(404);
  await site.goto(address);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await expect(site.getByRole('link', { name: /home/i }).first()).toBeVisible();
  // The document's own 404 is the one failure expected.
  expect((await site.problems()).filter((problem) => !problem.endsWith(`${address} (404)`))).toEqual([]);
});
