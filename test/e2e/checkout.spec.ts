import type { Page } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  dialogName,
  fillCustomer,
  openPaymentDialog,
  payInSimulator,
  productCard,
  simulator,
} from './journeys/steps/checkout';
import type { ProductList } from './journeys/steps/checkout';
import { pdfTextBetween } from './pdf-text';
import { BACKEND, ordersFor } from './stack';

/**
 * Chromium only, beside checkout.journey.ts (a plan paid and a decline, in every engine): the amounts the
 * page shows, the backend's stored rows, the receipt, and the failures only Playwright can stage (a backend
 * that cannot take the confirmation, a tampered amount, a page closed mid-payment).
 */

/** The payment dialog as Playwright sees it, for what only Playwright does (a double click, `toBeEnabled`). */
const paymentDialog = (page: Page, list: ProductList, title: string) =>
  page.getByRole('dialog', { name: dialogName(list, title) });

/** Sets how the simulator delivers its webhooks (server/README.md); `{}` restores the defaults. */
async function webhookRules(rules: Record<string, unknown>) {
  const response = await fetch(`${BACKEND}/__local/checkout-webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rules),
  });
  expect(response.ok).toBe(true);
}

/** Sends the webhooks the simulator held back. */
async function releaseWebhooks() {
  const response = await fetch(`${BACKEND}/__local/checkout-webhooks/release`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.ok).toBe(true);
}

/** Where this browser's persisted payment ledger says a payment stands (src/features/checkout/slice.ts). */
const ledgerStatus = (page: Page, paymentId: string): Promise<string | undefined> =>
  page.evaluate((id) => {
    // The ledger is stored apart from the rest of the state (src/app/persist.ts), each field as JSON.
    const raw = window.localStorage.getItem('persist:mindbridge-payments');
    const stored = raw ? (JSON.parse(raw) as { payments?: string }) : {};
    const payments = stored.payments
      ? (JSON.parse(stored.payments) as Record<string, { status?: string }>)
      : {};
    return payments[id]?.status;
  }, paymentId);

/** Counts the confirmation posts a page makes from now on. */
function confirmationPosts(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /-confirmation\.php$/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

test.describe('/r-training checkout against the local backend and its simulator', () => {
  test.beforeEach(async ({ page }) => {
    await webhookRules({});
    await page.goto('/r-training');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  test.afterEach(async () => {
    // Whatever a test held back is delivered, so the next one starts from a quiet simulator.
    await webhookRules({});
    await releaseWebhooks();
  });

  test('pays a plan in USD: one order, one confirmed payment, the amounts the page showed, a receipt', async ({
    page,
    site,
    problems,
  }) => {
    const email = 'usd-plan@example.com';
    const item = productCard(site, 'Access plans', 'R-Guru Member');
    await expect(item.getByTestId('price')).toHaveText('$99.00');
    await expect(item.getByText('$101.34 with platform fee and GST')).toBeVisible();
    const dialog = await openPaymentDialog(site, 'Access plans', 'R-Guru Member', 'USD');
    const summary = dialog.getByRole('table', { name: 'Price details' });
    await expect(summary.getByRole('row', { name: 'Total Amount $101.34' })).toBeVisible();
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    const paymentId = await payInSimulator(site, dialog, '$101.34');
    await expect(dialog.getByText('Your enrolment is confirmed.', { exact: false })).toBeVisible();

    // (The order's title, amount and status and the confirmation's amount: checkout.journey.ts.)
    const stored = await ordersFor(email);
    expect(stored.orders).toEqual([expect.objectContaining({ kind: 'plan', currency: 'USD' })]);
    expect(stored.confirmations).toEqual([
      expect.objectContaining({ payment_id: paymentId, currency: 'USD' }),
    ]);
    expect(stored.payments).toEqual([expect.objectContaining({ id: paymentId, status: 'captured' })]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download receipt' }).click();
    expect((await download).suggestedFilename()).toBe(`receipt-${paymentId}.pdf`);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('pays a workshop in INR at the backend rate', async ({ page, site }) => {
    const email = 'inr-workshop@example.com';
    const title = 'Reporting (Tables, Figures, Listings)';
    const item = productCard(site, 'Workshops', title);
    await item.getByRole('button', { name: 'INR', exact: true }).click();
    // 199 x 85.5 = 17014.5 -> ₹17,015; fee ₹340.30; GST ₹61.25.
    await expect(item.getByTestId('price')).toHaveText('₹17,015.00');
    await expect(item.getByText('₹17,416.55 with platform fee and GST')).toBeVisible();
    const dialog = await openPaymentDialog(site, 'Workshops', title, 'INR');
    await expect(
      dialog
        .getByRole('table', { name: 'Price details' })
        .getByRole('row', { name: 'Total Amount ₹17,416.55' }),
    ).toBeVisible();
    // A name Helvetica cannot print: the receipt prints it in the name fonts.
    await fillCustomer(dialog, email, 'Łukasz Ananyā');
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    const paymentId = await payInSimulator(site, dialog, '₹17,416.55');
    await expect(dialog.getByText('Your enrolment is confirmed.', { exact: false })).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download receipt' }).click();
    const receipt = await (await download).path();
    // PDF.js reads the gap between the label and the value as a space.
    expect((await pdfTextBetween(receipt, 'Billed to', 'Exchange rate')).trim()).toBe(
      `Łukasz Ananyā <${email}>`,
    );

    const stored = await ordersFor(email);
    expect(stored.orders).toEqual([
      expect.objectContaining({
        kind: 'workshop',
        title,
        currency: 'INR',
        amount_minor: 1741655,
        status: 'paid',
      }),
    ]);
    expect(stored.confirmations).toEqual([
      expect.objectContaining({ payment_id: paymentId, amount_minor: 1741655, currency: 'INR' }),
    ]);
  });

  // A declined payment (the description, the form kept, the order failed, nothing paid): checkout.journey.ts.

  test('closing checkout keeps the dialog and its input, ready to pay again', async ({ page, site }) => {
    const email = 'closed@example.com';
    const dialog = await openPaymentDialog(site, 'Access plans', 'University Student / Prior Member', 'USD');
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await simulator(site).getByRole('button', { name: 'Close checkout' }).click();
    await expect(simulator(site)).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
    await expect(
      paymentDialog(page, 'Access plans', 'University Student / Prior Member').getByRole('button', {
        name: 'Proceed to Pay',
      }),
    ).toBeEnabled();
    const stored = await ordersFor(email);
    expect(stored.payments).toEqual([]);
    expect(stored.confirmations).toEqual([]);
  });

  test('a double click on submit creates one order', async ({ page, site }) => {
    const email = 'double-click@example.com';
    const dialog = await openPaymentDialog(site, 'Workshops', 'Developing R-Shiny Apps', 'USD');
    await fillCustomer(dialog, email);
    await paymentDialog(page, 'Workshops', 'Developing R-Shiny Apps')
      .getByRole('button', { name: 'Proceed to Pay' })
      .dblclick();
    await expect(simulator(site)).toBeVisible();
    await simulator(site).getByRole('button', { name: 'Close checkout' }).click();
    expect((await ordersFor(email)).orders).toHaveLength(1);
  });

  test('a confirmation the backend cannot take during payment is delivered from the outbox on the next visit', async ({
    page,
    site,
  }) => {
    const email = 'outbox@example.com';
    // The provider's webhooks wait, so the outbox is what records the payment here.
    await webhookRules({ hold: true });
    await page.route(`${BACKEND}/api/subscription-confirmation.php`, (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
    );
    const dialog = await openPaymentDialog(site, 'Access plans', 'R-Guru Member', 'USD');
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    const paymentId = await payInSimulator(site, dialog, '$101.34');
    // Retried with backoff, then kept: the visitor is told the payment was received.
    await expect(
      paymentDialog(page, 'Access plans', 'R-Guru Member').getByText(/^We have received your payment\./),
    ).toBeVisible({ timeout: 30_000 });
    expect((await ordersFor(email)).confirmations).toEqual([]);

    expect(await ledgerStatus(page, paymentId)).toBe('pending');

    await page.unroute(`${BACKEND}/api/subscription-confirmation.php`);
    await page.reload();
    await expect
      .poll(async () => (await ordersFor(email)).confirmations.map((row) => row.payment_id))
      .toEqual([paymentId]);
    // Confirmed: a guest's payment, its name, e-mail address and phone, leaves the browser's storage.
    await expect.poll(() => ledgerStatus(page, paymentId)).toBeUndefined();
    expect(
      await page.evaluate(() => window.localStorage.getItem('persist:mindbridge-payments')),
    ).not.toContain(email);

    // The held webhooks then arrive and find the payment recorded.
    await releaseWebhooks();
    const stored = await ordersFor(email);
    expect(stored.confirmations).toEqual([
      expect.objectContaining({ payment_id: paymentId, source: 'browser' }),
    ]);
    expect(stored.orders).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  test('a tampered amount is refused', async ({ page, site }) => {
    // Checkout opened with an amount that is not the order's: the provider checks the order and refuses.
    const email = 'tampered-order@example.com';
    await page.route(`${BACKEND}/api/orders.php`, async (route) => {
      const response = await route.fetch();
      const order = (await response.json()) as Record<string, unknown>;
      const tampered = { ...order, amount: 100, breakdown: { base: 0.98, fee: 0.02, gst: 0, total: 1 } };
      await route.fulfill({ response, json: tampered });
    });
    const dialog = await openPaymentDialog(site, 'Access plans', 'R-Guru Member', 'USD');
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(simulator(site).getByRole('alert')).toContainText('differs from the order amount $101.34');
    await expect(
      page.getByRole('dialog', { name: 'MindBridge Consulting' }).getByRole('button', { name: /^Pay / }),
    ).toBeDisabled();
    await simulator(site).getByRole('button', { name: 'Close checkout' }).click();
    expect((await ordersFor(email)).payments).toEqual([]);
    await page.unroute(`${BACKEND}/api/orders.php`);

    // A confirmation whose amount was changed on the way: the backend verifies and records nothing.
    const email2 = 'tampered-confirmation@example.com';
    await page.route(`${BACKEND}/api/subscription-confirmation.php`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, amount: 100 }) });
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const second = await openPaymentDialog(site, 'Access plans', 'R-Guru Member', 'USD');
    await fillCustomer(second, email2);
    await second.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSimulator(site, second, '$101.34');
    await expect(second.getByText(/could not verify it automatically/)).toBeVisible();
    // The backend recorded nothing from the tampered post; the provider's own webhook then records the
    // payment at the order's amount, not the tampered one.
    await expect
      .poll(async () => (await ordersFor(email2)).confirmations)
      .toEqual([expect.objectContaining({ amount_minor: 10134, source: 'webhook' })]);
    const stored = await ordersFor(email2);
    expect(stored.payments).toEqual([expect.objectContaining({ status: 'captured' })]);
    expect(stored.orders).toEqual([expect.objectContaining({ status: 'paid', amount_minor: 10134 })]);
  });

  test('a page closed before the success handler runs: the webhook records the payment, once', async ({
    page,
    site,
    context,
  }) => {
    const email = 'closed-before-handler@example.com';
    const dialog = await openPaymentDialog(site, 'Access plans', 'University Student / Prior Member', 'INR');
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    // The payment is taken, and the page is gone before the provider's answer reaches it.
    let taken = false;
    await page.route(`${BACKEND}/checkout/v1/payments`, async (route) => {
      const response = await route.fetch();
      taken = response.status() === 201;
      await route.abort('internetdisconnected');
      await page.close();
    });
    await simulator(site).getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(taken).toBe(true);

    await expect
      .poll(async () => (await ordersFor(email)).orders.map((order) => order.status))
      .toEqual(['paid']);
    const stored = await ordersFor(email);
    expect(stored.confirmations).toEqual([expect.objectContaining({ source: 'webhook', currency: 'INR' })]);
    expect(stored.payments).toEqual([
      expect.objectContaining({ id: stored.confirmations[0]?.payment_id, status: 'captured' }),
    ]);

    // The next visit knows nothing to confirm, and posts nothing.
    const next = await context.newPage();
    const posts = confirmationPosts(next);
    await next.goto('/r-training');
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await next.waitForLoadState('networkidle');
    expect(posts.count()).toBe(0);
    expect((await ordersFor(email)).confirmations).toHaveLength(1);
  });

  test('a page closed while its confirmation cannot get through: the webhook records it, the next visit hears "already processed" once', async ({
    page,
    site,
    context,
  }) => {
    const email = 'closed-while-confirming@example.com';
    // The confirmation post never reaches the backend (a phone that lost its connection). Aborted, not held:
    // Playwright lets a held request go once its page closes.
    let attempts = 0;
    await page.route(`${BACKEND}/api/subscription-confirmation.php`, (route) => {
      attempts += 1;
      return route.abort('internetdisconnected');
    });
    const dialog = await openPaymentDialog(site, 'Access plans', 'R-Guru Member', 'USD');
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    const paymentId = await payInSimulator(site, dialog, '$101.34');
    await expect(dialog.getByText('Confirming your enrolment with our server…')).toBeVisible();
    // The success handler ran: the payment is in the persisted ledger, waiting; its first post failed.
    await expect.poll(() => ledgerStatus(page, paymentId)).toBe('pending');
    await expect.poll(() => attempts).toBeGreaterThan(0);
    await page.close();

    await expect
      .poll(async () => (await ordersFor(email)).confirmations)
      .toEqual([expect.objectContaining({ payment_id: paymentId, source: 'webhook' })]);
    expect((await ordersFor(email)).orders).toEqual([expect.objectContaining({ status: 'paid' })]);

    // The next visit delivers the waiting confirmation once; the backend already has it.
    const next = await context.newPage();
    const answers: unknown[] = [];
    next.on('response', async (response) => {
      if (response.url().endsWith('/api/subscription-confirmation.php')) answers.push(await response.json());
    });
    await next.goto('/r-training');
    await expect.poll(() => answers).toEqual([{ status: 'already processed' }]);
    // Answered: the guest's payment is no longer kept in the browser.
    await expect.poll(() => ledgerStatus(next, paymentId)).toBeUndefined();

    // And the visit after that posts nothing.
    const third = await context.newPage();
    const posts = confirmationPosts(third);
    await third.goto('/r-training');
    await expect(third.getByRole('heading', { level: 1 })).toBeVisible();
    await third.waitForLoadState('networkidle');
    expect(posts.count()).toBe(0);
    expect((await ordersFor(email)).confirmations).toHaveLength(1);
  });

  test('the page and the open payment dialog pass axe', async ({ page, site, problems }) => {
    await expect(productCard(site, 'Access plans', 'R-Guru Member').getByTestId('price')).toHaveText(
      '$99.00',
    );
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    const dialog = await openPaymentDialog(site, 'Access plans', 'R-Guru Member', 'INR');
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      productCard(site, 'Access plans', 'R-Guru Member').getByRole('button', { name: 'Enroll Now' }),
    ).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});
