/**
 * Valid markup: every page the site serves passes the W3C Nu Html Checker, as the server sends it (what a
 * crawler reads) and as the browser holds it once the app has hydrated (what React added to the head and the
 * page, such as a second robots tag).
 */
import { expect, test } from './fixtures';
import { htmlErrors } from './html-checker';
import { prerenderManifest } from './stack';

const manifest = prerenderManifest();

/** Every prerendered page, the verification page's frame with an id, and the not-found page. */
const served = [...manifest.pages.map((page) => page.path), '/verify/MB-7K3Q-9D2X-TV0A', '/no-such-page'];

test('every page the server sends is valid HTML', async ({ request }) => {
  const documents = new Map<string, string>();
  for (const route of served) documents.set(route, await (await request.get(route)).text());
  expect(await htmlErrors(documents)).toEqual([]);
});

test('every page stays valid HTML once the app has hydrated', async ({ page }) => {
  test.slow();
  const documents = new Map<string, string>();
  for (const route of served) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-interactive');
    documents.set(route, await page.content());
  }
  expect(await htmlErrors(documents)).toEqual([]);
});
