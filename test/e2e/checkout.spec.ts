import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { pdfTextBetween } from './pdf-text';

/** The local backend's read-back endpoints (server/backend/routes/local.ts). */
const BACKEND = 'http://localhost:4100';

type OrderRow = {
  id: string;
  kind: string;
  title: string;
  currency: string;
  amount_minor: number;
  customer_email: string;
  status: string;
};
type ConfirmationRow = {
  payment_id: string;
  order_id: string;
  amount_minor: number;
  currency: string;
  /** Which path recorded the payment first: browser, webhook or reconciler. */
  source: string;
};
type CheckoutPaymentRow = { id: string; order_id: string; status: string };

async function records(request: APIRequestContext) {
  const read = async <T>(name: string): Promise<T[]> => {
    const response = await request.get(`${BACKEND}/__local/${name}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as T[];
  };
  return {
    orders: await read<OrderRow>('orders'),
    confirmations: await read<ConfirmationRow>('payment-confirmations'),
    payments: await read<CheckoutPaymentRow>('checkout-payments'),
  };
}

/** Orders placed with one test's own e-mail, so the tests do not see each other's. */
async function ordersFor(request: APIRequestContext, email: string) {
  const { orders, confirmations, payments } = await records(request);
  const mine = orders.filter((order) => order.customer_email === email);
  const ids = new Set(mine.map((order) => order.id));
  return {
    orders: mine,
    confirmations: confirmations.filter((row) => ids.has(row.order_id)),
    payments: payments.filter((row) => ids.has(row.order_id)),
  };
}

const card = (page: Page, list: 'Access plans' | 'Workshops', title: string): Locator =>
  page
    .getByRole('list', { name: list })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openDialog(
  page: Page,
  list: 'Access plans' | 'Workshops',
  title: string,
  currency: 'USD' | 'INR',
) {
  const item = card(page, list, title);
  await item.getByRole('button', { name: currency, exact: true }).click();
  await item.getByRole('button', { name: list === 'Access plans' ? 'Enroll Now' : 'Register Now' }).click();
  const dialog = page.getByRole('dialog', {
    name: `${list === 'Access plans' ? 'Plan' : 'Workshop'}: ${title}`,
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator, email: string, name = 'Priya Sharma') {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98480 22338');
}

/** The local checkout simulator's own dialog (server/checkout/checkout.js). */
const simulator = (page: Page) => page.getByRole('dialog', { name: 'MindBridge Consulting' });

async function payInSimulator(page: Page, amount: string) {
  const checkout = simulator(page);
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(checkout).toBeHidden();
}

/** Sets how the simulator delivers its webhooks (server/README.md); `{}` restores the defaults. */
async function webhookRules(request: APIRequestContext, rules: Record<string, unknown>) {
  const response = await request.post(`${BACKEND}/__local/checkout-webhooks`, { data: rules });
  expect(response.ok()).toBe(true);
}

/** Where this browser's persisted payment ledger says a payment stands (src/features/checkout/slice.ts). */
const ledgerStatus = (page: Page, paymentId: string): Promise<string | undefined> =>
  page.evaluate((id) => {
    const raw = window.localStorage.getItem('persist:mindbridge');
    const stored = raw ? (JSON.parse(raw) as { checkout?: string }) : {};
    const ledger = stored.checkout
      ? (JSON.parse(stored.checkout) as { payments?: Record<string, { status?: string }> })
      : {};
    return ledger.payments?.[id]?.status;
  }, paymentId);

/** Counts the confirmation posts a page makes from now on. */
function confirmationPosts(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /-confirmation\.php$/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

const paymentIdIn = async (dialog: Locator): Promise<string> => {
  const text = await dialog.getByText(/^Payment successful! Your payment ID is pay_\w+\.$/).textContent();
  const id = /(pay_\w+)/.exec(text ?? '')?.[1];
  if (!id) throw new Error(`No payment id in "${text}"`);
  return id;
};

test.describe('/r-training checkout against the local backend and its simulator', () => {
  test.beforeEach(async ({ page, request }) => {
    await webhookRules(request, {});
    await page.goto('/r-training');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  test.afterEach(async ({ request }) => {
    // Whatever a test held back is delivered, so the next one starts from a quiet simulator.
    await webhookRules(request, {});
    await request.post(`${BACKEND}/__local/checkout-webhooks/release`, { data: {} });
  });

  test('pays a plan in USD: one order, one confirmed payment, the amounts the page showed, a receipt', async ({
    page,
    request,
    problems,
  }) => {
    const email = 'usd-plan@example.com';
    const item = card(page, 'Access plans', 'R-Guru Member');
    await expect(item.getByTestId('price')).toHaveText('$99.00');
    await expect(item.getByText('$101.34 with platform fee and GST')).toBeVisible();
    const dialog = await openDialog(page, 'Access plans', 'R-Guru Member', 'USD');
    const summary = dialog.getByRole('table', { name: 'Price details' });
    await expect(summary.getByRole('row', { name: 'Total Amount $101.34' })).toBeVisible();
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSimulator(page, '$101.34');

    await expect(dialog.getByText(/^Payment successful! Your payment ID is pay_/)).toBeVisible();
    await expect(dialog.getByText('Your enrolment is confirmed.', { exact: false })).toBeVisible();
    const paymentId = await paymentIdIn(dialog);

    const stored = await ordersFor(request, email);
    expect(stored.orders).toEqual([
      expect.objectContaining({
        kind: 'plan',
        title: 'R-Guru Member',
        currency: 'USD',
        amount_minor: 10134,
        status: 'paid',
      }),
    ]);
    expect(stored.confirmations).toEqual([
      expect.objectContaining({ payment_id: paymentId, amount_minor: 10134, currency: 'USD' }),
    ]);
    expect(stored.payments).toEqual([expect.objectContaining({ id: paymentId, status: 'captured' })]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download receipt' }).click();
    expect((await download).suggestedFilename()).toBe(`receipt-${paymentId}.pdf`);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('pays a workshop in INR at the backend rate', async ({ page, request }) => {
    const email = 'inr-workshop@example.com';
    const title = 'Reporting (Tables, Figures, Listings)';
    const item = card(page, 'Workshops', title);
    await item.getByRole('button', { name: 'INR', exact: true }).click();
    // 199 x 85.5 = 17014.5 -> ₹17,015; fee ₹340.30; GST ₹61.25.
    await expect(item.getByTestId('price')).toHaveText('₹17,015.00');
    await expect(item.getByText('₹17,416.55 with platform fee and GST')).toBeVisible();
    const dialog = await openDialog(page, 'Workshops', title, 'INR');
    await expect(
      dialog
        .getByRole('table', { name: 'Price details' })
        .getByRole('row', { name: 'Total Amount ₹17,416.55' }),
    ).toBeVisible();
    // A name Helvetica cannot print: the receipt prints it in the name fonts.
    await fill(dialog, email, 'Łukasz Ananyā');
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSimulator(page, '₹17,416.55');
    await expect(dialog.getByText('Your enrolment is confirmed.', { exact: false })).toBeVisible();
    const paymentId = await paymentIdIn(dialog);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download receipt' }).click();
    const receipt = await (await download).path();
    // PDF.js reads the gap between the label and the value as a space.
    expect((await pdfTextBetween(receipt, 'Billed to', 'Exchange rate')).trim()).toBe(
      `Łukasz Ananyā <${email}>`,
    );

    const stored = await ordersFor(request, email);
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

  test('a declined payment shows the provider description and records nothing as paid', async ({
    page,
    request,
  }) => {
    const email = 'declined@example.com';
    const dialog = await openDialog(page, 'Access plans', 'Live Mentoring Class', 'USD');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await simulator(page).getByRole('button', { name: 'Decline' }).click();
    await expect(
      dialog.getByText(
        'Payment failed: Your payment was declined by the bank (simulated by the local checkout).',
      ),
    ).toBeVisible();
    await simulator(page).getByRole('button', { name: 'Close checkout' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    // The provider's payment.failed webhook moves the order to failed; nothing is recorded as paid.
    await expect
      .poll(async () => (await ordersFor(request, email)).orders, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ status: 'failed', amount_minor: 40842 })]);
    const stored = await ordersFor(request, email);
    expect(stored.payments).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(stored.confirmations).toEqual([]);
  });

  test('closing checkout keeps the dialog and its input, ready to pay again', async ({ page, request }) => {
    const email = 'closed@example.com';
    const dialog = await openDialog(page, 'Access plans', 'University Student / Prior Member', 'USD');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await simulator(page).getByRole('button', { name: 'Close checkout' }).click();
    await expect(simulator(page)).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
    await expect(dialog.getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
    const stored = await ordersFor(request, email);
    expect(stored.payments).toEqual([]);
    expect(stored.confirmations).toEqual([]);
  });

  test('a double click on submit creates one order', async ({ page, request }) => {
    const email = 'double-click@example.com';
    const dialog = await openDialog(page, 'Workshops', 'Developing R-Shiny Apps', 'USD');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).dblclick();
    await expect(simulator(page)).toBeVisible();
    await simulator(page).getByRole('button', { name: 'Close checkout' }).click();
    expect((await ordersFor(request, email)).orders).toHaveLength(1);
  });

  test('a confirmation the backend cannot take during payment is delivered from the outbox on the next visit', async ({
    page,
    request,
  }) => {
    const email = 'outbox@example.com';
    // The provider's webhooks wait, so the outbox is what records the payment here.
    await webhookRules(request, { hold: true });
    await page.route(`${BACKEND}/api/subscription-confirmation.php`, (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
    );
    const dialog = await openDialog(page, 'Access plans', 'R-Guru Member', 'USD');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSimulator(page, '$101.34');
    const paymentId = await paymentIdIn(dialog);
    // Retried with backoff, then kept: the visitor is told the payment was received.
    await expect(dialog.getByText(/^We have received your payment\./)).toBeVisible({ timeout: 30_000 });
    expect((await ordersFor(request, email)).confirmations).toEqual([]);

    await page.unroute(`${BACKEND}/api/subscription-confirmation.php`);
    await page.reload();
    await expect
      .poll(async () => (await ordersFor(request, email)).confirmations.map((row) => row.payment_id), {
        timeout: 15_000,
      })
      .toEqual([paymentId]);
    await expect.poll(() => ledgerStatus(page, paymentId)).toBe('confirmed');

    // The held webhooks then arrive and find the payment recorded.
    await request.post(`${BACKEND}/__local/checkout-webhooks/release`, { data: {} });
    const stored = await ordersFor(request, email);
    expect(stored.confirmations).toEqual([
      expect.objectContaining({ payment_id: paymentId, source: 'browser' }),
    ]);
    expect(stored.orders).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  test('a tampered amount is refused', async ({ page, request }) => {
    // Checkout opened with an amount that is not the order's: the provider checks the order and refuses.
    const email = 'tampered-order@example.com';
    await page.route(`${BACKEND}/api/orders.php`, async (route) => {
      const response = await route.fetch();
      const order = (await response.json()) as Record<string, unknown>;
      const tampered = { ...order, amount: 100, breakdown: { base: 0.98, fee: 0.02, gst: 0, total: 1 } };
      await route.fulfill({ response, json: tampered });
    });
    const dialog = await openDialog(page, 'Access plans', 'R-Guru Member', 'USD');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(simulator(page).getByRole('alert')).toContainText('differs from the order amount $101.34');
    await expect(simulator(page).getByRole('button', { name: /^Pay / })).toBeDisabled();
    await simulator(page).getByRole('button', { name: 'Close checkout' }).click();
    expect((await ordersFor(request, email)).payments).toEqual([]);
    await page.unroute(`${BACKEND}/api/orders.php`);

    // A confirmation whose amount was changed on the way: the backend verifies and records nothing.
    const email2 = 'tampered-confirmation@example.com';
    await page.route(`${BACKEND}/api/subscription-confirmation.php`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, amount: 100 }) });
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const second = await openDialog(page, 'Access plans', 'R-Guru Member', 'USD');
    await fill(second, email2);
    await second.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSimulator(page, '$101.34');
    await expect(second.getByText(/could not verify it automatically/)).toBeVisible();
    // The backend recorded nothing from the tampered post; the provider's own webhook then records the
    // payment at the order's amount, not the tampered one.
    await expect
      .poll(async () => (await ordersFor(request, email2)).confirmations, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ amount_minor: 10134, source: 'webhook' })]);
    const stored = await ordersFor(request, email2);
    expect(stored.payments).toEqual([expect.objectContaining({ status: 'captured' })]);
    expect(stored.orders).toEqual([expect.objectContaining({ status: 'paid', amount_minor: 10134 })]);
  });

  test('a page closed before the success handler runs: the webhook records the payment, once', async ({
    page,
    context,
    request,
  }) => {
    const email = 'closed-before-handler@example.com';
    const dialog = await openDialog(page, 'Access plans', 'University Student / Prior Member', 'INR');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    // The payment is taken, and the page is gone before the provider's answer reaches it.
    let taken = false;
    await page.route(`${BACKEND}/checkout/v1/payments`, async (route) => {
      const response = await route.fetch();
      taken = response.status() === 201;
      await route.abort('internetdisconnected');
      await page.close();
    });
    await simulator(page).getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(taken).toBe(true);

    await expect
      .poll(async () => (await ordersFor(request, email)).orders.map((order) => order.status), {
        timeout: 10_000,
      })
      .toEqual(['paid']);
    const stored = await ordersFor(request, email);
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
    expect((await ordersFor(request, email)).confirmations).toHaveLength(1);
  });

  test('a page closed while its confirmation cannot get through: the webhook records it, the next visit hears "already processed" once', async ({
    page,
    context,
    request,
  }) => {
    const email = 'closed-while-confirming@example.com';
    // The confirmation post never reaches the backend (a phone that lost its connection). Aborted, not held:
    // Playwright lets a held request go once its page closes.
    let attempts = 0;
    await page.route(`${BACKEND}/api/subscription-confirmation.php`, (route) => {
      attempts += 1;
      return route.abort('internetdisconnected');
    });
    const dialog = await openDialog(page, 'Access plans', 'R-Guru Member', 'USD');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await payInSimulator(page, '$101.34');
    const paymentId = await paymentIdIn(dialog);
    await expect(dialog.getByText('Confirming your enrolment with our server…')).toBeVisible();
    // The success handler ran: the payment is in the persisted ledger, waiting; its first post failed.
    await expect.poll(() => ledgerStatus(page, paymentId)).toBe('pending');
    await expect.poll(() => attempts).toBeGreaterThan(0);
    await page.close();

    await expect
      .poll(async () => (await ordersFor(request, email)).confirmations, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ payment_id: paymentId, source: 'webhook' })]);
    expect((await ordersFor(request, email)).orders).toEqual([expect.objectContaining({ status: 'paid' })]);

    // The next visit delivers the waiting confirmation once; the backend already has it.
    const next = await context.newPage();
    const answers: unknown[] = [];
    next.on('response', async (response) => {
      if (response.url().endsWith('/api/subscription-confirmation.php')) answers.push(await response.json());
    });
    await next.goto('/r-training');
    await expect.poll(() => answers, { timeout: 15_000 }).toEqual([{ status: 'already processed' }]);
    await expect.poll(() => ledgerStatus(next, paymentId)).toBe('confirmed');

    // And the visit after that posts nothing.
    const third = await context.newPage();
    const posts = confirmationPosts(third);
    await third.goto('/r-training');
    await expect(third.getByRole('heading', { level: 1 })).toBeVisible();
    await third.waitForLoadState('networkidle');
    expect(posts.count()).toBe(0);
    expect((await ordersFor(request, email)).confirmations).toHaveLength(1);
  });

  test('the page and the open payment dialog pass axe', async ({ page, problems }) => {
    await expect(card(page, 'Access plans', 'R-Guru Member').getByTestId('price')).toHaveText('$99.00');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    const dialog = await openDialog(page, 'Access plans', 'R-Guru Member', 'INR');
    await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      card(page, 'Access plans', 'R-Guru Member').getByRole('button', { name: 'Enroll Now' }),
    ).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});
