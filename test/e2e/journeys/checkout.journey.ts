/** /r-training against the local backend and its checkout simulator: a plan paid, and a decline. */
import { expect, test } from './fixtures';
import type { Locator, Site } from './fixtures';

const BACKEND = 'http://localhost:4100';

type OrderRow = { id: string; title: string; amount_minor: number; customer_email: string; status: string };
type ConfirmationRow = { payment_id: string; order_id: string; amount_minor: number };

/** The backend's records of the orders placed with `email` (server/backend/routes/local.ts). */
async function recordsFor(email: string) {
  const read = async <T>(name: string) => (await (await fetch(`${BACKEND}/__local/${name}`)).json()) as T[];
  const orders = (await read<OrderRow>('orders')).filter((order) => order.customer_email === email);
  const ids = new Set(orders.map((order) => order.id));
  const confirmations = (await read<ConfirmationRow>('payment-confirmations')).filter((row) =>
    ids.has(row.order_id),
  );
  return { orders, confirmations };
}

async function openPlan(site: Site, title: string, email: string): Promise<Locator> {
  await site.setViewport(1280, 900);
  await site.goto('/r-training');
  const plan = site
    .getByRole('list', { name: 'Access plans' })
    .getByRole('article')
    .filter({ has: site.getByRole('heading', { name: title, exact: true }) });
  await plan.getByRole('button', { name: 'USD', exact: true }).click();
  await plan.getByRole('button', { name: 'Enroll Now' }).click();
  const dialog = site.getByRole('dialog', { name: `Plan: ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Priya Sharma');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98480 22338');
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  return dialog;
}

/** The local checkout simulator's dialog (server/checkout/checkout.js). */
const simulator = (site: Site) => site.getByRole('dialog', { name: 'MindBridge Consulting' });

test('a plan paid through the simulator: the payment ID shows and the backend holds the confirmation', async ({
  site,
}) => {
  const email = `journey-paid-${test.info().project.name}@example.com`;
  const dialog = await openPlan(site, 'R-Guru Member', email);
  await simulator(site).getByRole('button', { name: 'Pay $101.34' }).click();
  await expect(simulator(site)).toBeHidden();
  const success = dialog.getByText(/^Payment successful! Your payment ID is pay_\w+\.$/);
  await expect(success).toBeVisible();
  const paymentId = /(pay_\w+)/.exec(await success.text())?.[1];
  expect(paymentId).toBeTruthy();

  await expect
    .poll(async () => (await recordsFor(email)).confirmations.map((row) => row.payment_id))
    .toEqual([paymentId]);
  const { orders, confirmations } = await recordsFor(email);
  expect(orders).toEqual([
    expect.objectContaining({ title: 'R-Guru Member', amount_minor: 10134, status: 'paid' }),
  ]);
  expect(confirmations).toEqual([expect.objectContaining({ amount_minor: 10134 })]);
  expect(await site.problems()).toEqual([]);
});

test('a declined payment shows the provider description, keeps the form and records nothing paid', async ({
  site,
}) => {
  const email = `journey-declined-${test.info().project.name}@example.com`;
  const dialog = await openPlan(site, 'Live Mentoring Class', email);
  await simulator(site).getByRole('button', { name: 'Decline' }).click();
  await expect(
    dialog.getByText(
      'Payment failed: Your payment was declined by the bank (simulated by the local checkout).',
    ),
  ).toBeVisible();
  await simulator(site).getByRole('button', { name: 'Close checkout' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  const { orders, confirmations } = await recordsFor(email);
  expect(orders).toEqual([expect.objectContaining({ status: 'created' })]);
  expect(confirmations).toEqual([]);
  expect(await site.problems()).toEqual([]);
});
