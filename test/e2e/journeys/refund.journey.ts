/**
 * A customer who writes "refund me" is answered from the console: a learner pays for a plan at /r-training;
 * staff, on a device of their own, find the order by the learner's e-mail, read its history (created at the
 * provider, the payment) and refund it in full; the learner's Payment History then says "Refunded on ..." and
 * the plan as ended. Runs in every engine; the console's screens at a phone's width, axe and the CSV are in
 * admin-orders.spec.ts.
 */
import { expect, test } from '../harness/fixtures';
import { ordersFor, testLearner } from '../stack';

import { payInSimulator, proceedToPay } from './steps/checkout';
import { openOrdersAsStaff, openTheOrderFound, refundInFull } from './steps/orders';
import { signIn } from './steps/sign-in';

test("staff find a learner's order by e-mail, see its history and refund it; the learner's Profile shows the refund", async ({
  site: learnerDevice,
  anotherDevice,
}) => {
  const learner = testLearner();
  await learnerDevice.setViewport(1280, 900);
  await signIn(learnerDevice, { as: learner, from: '/' });
  await learnerDevice.goto('/r-training');
  const dialog = await proceedToPay(learnerDevice, { title: 'R-Guru Member', email: learner.email });
  const paymentId = await payInSimulator(learnerDevice, dialog, '$101.34');
  await expect
    .poll(async () => (await ordersFor(learner.email)).confirmations.map((row) => row.payment_id))
    .toEqual([paymentId]);

  const console = await anotherDevice();
  await console.setViewport(1280, 900);
  await openOrdersAsStaff(console);
  await openTheOrderFound(console, learner.email);
  const history = console.getByRole('table', { name: 'History' });
  await expect(history.getByText(/^Order created at the provider/)).toBeVisible();
  await expect(history.getByText(`Payment ${paymentId} recorded`)).toBeVisible();
  await refundInFull(console, 'The learner asked for a refund', 'USD 101.34');
  await expect(history.getByText(/^Refund of \$101\.34 requested: The learner asked/)).toBeVisible();

  await learnerDevice.goto('/profile');
  await learnerDevice
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'Payment History' })
    .click();
  // Today in India, as each engine writes en-IN's medium date: "3 Dec 2026" (Chromium, Firefox) or
  // "03-Dec-2026" (WebKit).
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
    .format(new Date())
    .split(' ');
  const today = `0?${day}[ -]${month}[ -]${year}`;
  const payment = learnerDevice.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(payment).toHaveCount(1);
  await expect(payment.getByText(new RegExp(`^Refunded on ${today}$`))).toBeVisible();
  await expect(
    learnerDevice.getByRole('list', { name: 'Your plans' }).getByText(new RegExp(`^Expired on ${today}$`)),
  ).toBeVisible();
  expect(await learnerDevice.problems()).toEqual([]);
  expect(await console.problems()).toEqual([]);
});
