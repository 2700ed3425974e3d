import { openConsoleAs, staff } from './console';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { accessToken, payForPlan } from './learner-api';
import { testLearner } from './stack';

/**
 * The console's orders against the real stack, in Chromium: what the refund journey (journeys/refund.journey.ts,
 * every engine) does not assert. A learner's plan is paid through the real checkout and backend; staff search
 * it by its payment id, export the filtered CSV, ask the provider now (the history records the answer), are
 * refused a refund without a reason, and every screen passes axe at a laptop's and a phone's width.
 */
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test('staff search an order by payment id, export its CSV, check it with the provider and are asked for a reason', async ({
  page,
  problems,
}) => {
  const account = testLearner();
  const paymentId = await payForPlan(await accessToken(account), {
    title: 'R-Guru Member',
    email: account.email,
    name: 'Priya Sharma',
  });

  await page.setViewportSize(LAPTOP);
  await openConsoleAs(page, staff, '/admin/orders');
  await expect(page).toHaveTitle(/^Orders/);
  const searched = page.waitForResponse(
    (response) => /\/api\/admin\/orders\?/.test(response.url()) && response.url().includes('q='),
  );
  await page.getByRole('searchbox', { name: 'Search by name, e-mail, order or payment id' }).fill(paymentId);
  await searched;
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByText(account.email)).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Totals of the selected orders' })).toContainText(
    '1 order, 1 paid: USD 101.34 received',
  );
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toMatch(/^Order,/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(account.email);
  expect(rows[0]).toContain(paymentId);

  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/admin-orders-390.png', fullPage: true });
  await grid.getByRole('link').first().click();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByText(`Payment ${paymentId} recorded`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/admin-order-390.png', fullPage: true });

  await page.setViewportSize(LAPTOP);
  await page.getByRole('button', { name: 'Check with the provider now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The provider was asked; the history shows what it said.' }),
  ).toBeVisible();
  await expect(history.getByText(/^Checked with the provider: /)).toBeVisible();

  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund USD 101.34 in full?' });
  await expect(dialog).toContainText("USD 101.34 goes back to Priya Sharma's card");
  await dialog.getByRole('button', { name: 'Refund USD 101.34' }).click();
  await expect(dialog.getByText('Say why it is refunded.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/admin-order-refund-1280.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was refunded: the order is still paid.
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeFocused();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});
