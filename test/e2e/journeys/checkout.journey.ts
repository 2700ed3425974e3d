/** /r-training against the local backend and its checkout simulator: a plan paid, and a decline. */
import { expect, test } from '../harness/fixtures';
import { ordersFor } from '../stack';

import { payInSimulator, proceedToPay, simulator } from './steps/checkout';

test.beforeEach(async ({ site }) => {
  await site.setViewport(1280, 900);
  await site.goto('/r-training');
});

test('a plan paid through the simulator: the payment ID shows and the backend holds the confirmation', async ({
  site,
}) => {
  const email = `journey-paid-${test.info().project.name}@example.com`;
  const dialog = await proceedToPay(site, { title: 'R-Guru Member', email });
  const paymentId = await payInSimulator(site, dialog, '$101.34');

  await expect
    .poll(async () => (await ordersFor(email)).confirmations.map((row) => row.payment_id))
    .toEqual([paymentId]);
  const { orders, confirmations } = await ordersFor(email);
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
  const dialog = await proceedToPay(site, { title: 'Live Mentoring Class', email });
  await simulator(site).getByRole('button', { name: 'Decline' }).click();
  await expect(
    dialog.getByText(
      'Payment failed: Your payment was declined by the bank (simulated by the local checkout).',
    ),
  ).toBeVisible();
  await simulator(site).getByRole('button', { name: 'Close checkout' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  // The provider's payment.failed webhook moves the order to failed (a moment later); nothing is paid.
  await expect
    .poll(async () => (await ordersFor(email)).orders)
    .toEqual([expect.objectContaining({ status: 'failed', amount_minor: 40842 })]);
  const { payments, confirmations } = await ordersFor(email);
  expect(payments).toEqual([expect.objectContaining({ status: 'failed' })]);
  expect(confirmations).toEqual([]);
  expect(await site.problems()).toEqual([]);
});
