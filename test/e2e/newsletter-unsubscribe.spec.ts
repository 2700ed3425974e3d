import type { Page } from '@playwright/test';

import { openConsoleAs, staff } from './console';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import type { StoredEmail } from './journeys/steps/forms';
import { localRows } from './stack';

/**
 * The newsletter's way out against the real stack: an address subscribes in the footer, the local e-mail
 * service holds its welcome e-mail with the one-click link and the RFC 8058 headers, staff see the address in
 * the console's Subscribers; the link's page asks first, unsubscribes on the button and says so, the link
 * then is spent, and the address is gone from the console's list. A mail client's one-click POST to the
 * header's address ends another subscription. The page passes axe at a laptop's and a phone's width.
 */
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const UNSUBSCRIBED =
  'You are unsubscribed: the MindBridge newsletter will not be sent to this address again.';

type WelcomeParams = {
  to_email: string;
  unsubscribe_url: string;
  list_unsubscribe: string;
  list_unsubscribe_post: string;
};

/** The welcome e-mail the local e-mail service holds for an address, once it has arrived (sent after the answer). */
async function welcomeMailTo(address: string): Promise<WelcomeParams> {
  let found: WelcomeParams | undefined;
  await expect
    .poll(async () => {
      const rows = await localRows<StoredEmail & { template_id: string }>('emails');
      found = rows
        .filter((row) => row.template_id === 'template_welcome')
        .map((row) => JSON.parse(row.params_json) as WelcomeParams)
        .find((params) => params.to_email === address);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no welcome e-mail to ${address}`);
  return found;
}

async function subscribeInFooter(page: Page, address: string) {
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: /Email address/ }).fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText(
    'Thank you for subscribing to the MindBridge newsletter!',
  );
}

test('a subscriber unsubscribes from the welcome e-mail’s link; staff no longer list the address', async ({
  page,
  problems,
}) => {
  const address = `leaving-${Date.now()}@example.com`;
  await page.setViewportSize(LAPTOP);
  await page.goto('/about');
  await subscribeInFooter(page, address);

  const mail = await welcomeMailTo(address);
  const link = new URL(mail.unsubscribe_url);
  expect(link.pathname).toBe('/newsletter/unsubscribe');
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  expect(mail.list_unsubscribe).toBe(
    `<http://localhost:4100/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
  );
  expect(mail.list_unsubscribe_post).toBe('List-Unsubscribe=One-Click');

  await openConsoleAs(page, staff, '/admin/subscribers');
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(address);
  const grid = page.getByRole('grid', { name: 'Subscribers' });
  await expect(grid.getByText(address)).toBeVisible();

  // The link from the e-mail, opened: it asks first, and has posted nothing.
  await page.goto(mail.unsubscribe_url);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the MindBridge newsletter' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Unsubscribe from the newsletter/);
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(button).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  const listed = await localRows<{ email: string }>('newsletter-subscriptions');
  expect(listed.map((row) => row.email)).toContain(address);

  await button.click();
  await expect(page.getByRole('status').filter({ hasText: UNSUBSCRIBED })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(LAPTOP);
  await expectNoSeriousA11yViolations(page);

  // The same link again: spent.
  await page.goto(mail.unsubscribe_url);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'not valid or has been used already' }),
  ).toBeVisible();

  await page.goto(`/admin/subscribers?q=${encodeURIComponent(address)}`);
  const after = page.getByRole('grid', { name: 'Subscribers' });
  await expect(after.getByText('No subscribers match.')).toBeVisible();
  await expect(after.getByText(address)).toHaveCount(0);
  expect(problems.consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
});

test('a mail client’s one-click POST to the List-Unsubscribe address ends the subscription', async ({
  page,
}) => {
  const address = `one-click-${Date.now()}@example.com`;
  await page.goto('/about');
  await subscribeInFooter(page, address);
  const mail = await welcomeMailTo(address);
  const oneClick = /^<(.+)>$/.exec(mail.list_unsubscribe)?.[1] ?? '';
  const response = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { message: string }).message).toBe(UNSUBSCRIBED);
  const listed = await localRows<{ email: string }>('newsletter-subscriptions');
  expect(listed.map((row) => row.email)).not.toContain(address);
});
