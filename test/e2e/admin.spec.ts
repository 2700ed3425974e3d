import type { Page } from '@playwright/test';
import sharp from 'sharp';

import { editor, openConsoleAs } from './console';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { learner } from './stack';

/**
 * The company console against the real stack: the editor signs in with the provider's form, creates and
 * publishes a webinar for tomorrow with a picture, and the public /webinars follows (the backend renders the
 * built pages again a few seconds after the change: its prerendered HTML, then the hydrated page); then
 * unpublishes it and it is gone. A learner who opens /admin is told the account has no staff access. The
 * console passes axe at a laptop's and a phone's width.
 */
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The contract's bound: a public change is on the public pages within a minute. */
const PUBLIC_FOLLOWS_MS = 60_000;

/** The day `offset` days from now, in India (YYYY-MM-DD). */
const indiaDay = (offset: number) =>
  new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The card of `title` on the hydrated /webinars' upcoming list. */
const upcomingCard = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Upcoming Webinars' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });

/**
 * Opens /webinars until `shown` holds, within the contract's minute. The page is prerendered without its
 * webinars (their statuses depend on the hour: the entry asks the backend for them from the first byte, see
 * its data-preload), so the hydrated page is where a published webinar shows.
 */
async function webinarsPageUntil(page: Page, shown: () => Promise<void>) {
  await expect(async () => {
    await page.goto('/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
    await shown();
  }).toPass({ timeout: PUBLIC_FOLLOWS_MS, intervals: [2_000, 5_000] });
}

test.describe('the company console', () => {
  test('the editor publishes a webinar for tomorrow, /webinars follows, and an unpublish takes it away', async ({
    page,
    problems,
  }) => {
    const title = `Console webinar ${Date.now().toString(36)}`;
    await page.setViewportSize(LAPTOP);
    await openConsoleAs(page, editor, '/admin/webinars');
    await expect(page.getByRole('grid', { name: 'Webinars' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/admin-list-1280.png', fullPage: true });

    await page.getByRole('link', { name: 'New webinar' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Made in the console by the browser tests.');
    await page.getByLabel('Day').fill(indiaDay(1));
    await page.getByRole('textbox', { name: 'Time' }).fill('18:00');
    await page.getByRole('textbox', { name: 'Speaker' }).fill('Dr. Kavya Rao');
    await page.getByRole('textbox', { name: 'Registration link' }).fill('https://example.com/register');
    const picture = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: '#1565c0' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Upload picture')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('textbox', { name: 'Picture' })).toHaveValue(
      /^\/admin\/uploads\/webinars\/[0-9a-f]{16}\.png$/,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/admin-form-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText('The webinar is published: the public pages show it within a minute.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const publishedAt = Date.now();

    const consoleAddress = page.url();
    await webinarsPageUntil(page, async () => {
      const card = upcomingCard(page, title);
      await expect(card).toBeVisible({ timeout: 5_000 });
      await expect(card.getByText('1 DAY TO GO')).toBeVisible({ timeout: 5_000 });
    });
    expect(Date.now() - publishedAt).toBeLessThan(PUBLIC_FOLLOWS_MS);

    await page.goto(consoleAddress);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(
      page.getByText('The webinar is a draft again: the public pages no longer show it.'),
    ).toBeVisible();
    await webinarsPageUntil(page, async () => {
      // The list has loaded (a seeded webinar is on it) and the unpublished one is not.
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0, { timeout: 5_000 });
    });

    expect(problems.consoleErrors).toEqual([]);
  });

  test('passes axe at a phone’s width, the list and the record', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openConsoleAs(page, editor, '/admin/webinars');
    await expect(page.getByRole('grid', { name: 'Webinars' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/admin-list-390.png', fullPage: true });
    await page.getByRole('link', { name: 'New webinar' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/admin-form-390.png', fullPage: true });
  });

  test('tells a learner who opens /admin that the account has no staff access', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await openConsoleAs(page, learner);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'No staff access' })).toBeVisible();
    await expect(alert).toContainText('This account has no staff access.');
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/admin-no-access-390.png', fullPage: true });
  });
});
