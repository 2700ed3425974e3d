/**
 * The console's orders: every permission case, the filtered list with its totals and the CSV of the same
 * rows, an order's history as it happened, a look-up at the provider on demand, and the refund, recorded
 * once, ending the plan.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { buildLocalStack, type LocalStack } from '../local-stack';
import { signPayment } from '../razorpay-signature';

import { ORDER_ROUTES } from './admin/orders';
import type { LearnerPaymentsWire } from './learner-wire';
import { NO_RATE_LIMITS } from './rate-limits';
import { startTestIssuer, type TestIssuer } from './test-issuer';
import type { OrderWire } from './wire';

const KEY_ID = 'rzp_test_adminorders';
const SECRET = 'admin-orders-secret';
let clock = Date.parse('2026-12-02T06:30:00.000Z');

let issuer: TestIssuer;
let stack: LocalStack;
let dataDir: string;
let tokens: Record<'priya' | 'editor' | 'reader' | 'staff', string>;

const PRIYA = { sub: 'user-priya-orders', name: 'Priya Sharma', email: 'priya.orders@example.com' };

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-orders-'));
  stack = await buildLocalStack({
    dataDir,
    keyId: KEY_ID,
    keySecret: SECRET,
    webhookSecret: 'admin-orders-webhook',
    now: () => new Date(clock),
    webhookDelivery: { delayMs: 0, retryBaseMs: 20 },
    rateLimits: NO_RATE_LIMITS,
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
  });
  const token = (sub: string, claims: Record<string, unknown>) =>
    issuer.token(sub, claims, { expiresIn: 3600 });
  tokens = {
    priya: await token(PRIYA.sub, { name: PRIYA.name, email: PRIYA.email, email_verified: true }),
    editor: await token('user-editor', { permissions: ['content:write', 'courses:write'], name: 'Meera' }),
    reader: await token('user-reader', { permissions: ['orders:read'], name: 'Accounts' }),
    staff: await token('user-staff', { permissions: ['orders:read', 'orders:refund'], name: 'Rahul Verma' }),
  };
});
after(async () => {
  await stack.app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const changes = (): number => (stack.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

interface Customer {
  name: string;
  email: string;
  phone: string;
}
const customerOf = (name: string, email: string): Customer => ({ name, email, phone: '+91 98480 22338' });

async function order(
  customer: Customer,
  { title = 'R-Guru Member', currency = 'USD', learner = false } = {},
): Promise<OrderWire> {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/api/orders.php',
    headers: learner ? as('priya') : {},
    payload: { kind: 'plan', title, currency, customer },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<OrderWire>();
}

/** Pays at the provider's checkout; its webhook records the payment. */
async function pay(wire: OrderWire): Promise<{ paymentId: string; signature: string }> {
  const paid = await stack.app.inject({
    method: 'POST',
    url: '/checkout/v1/payments',
    payload: { key: KEY_ID, order_id: wire.orderId, amount: wire.amount, currency: wire.currency },
  });
  assert.equal(paid.statusCode, 201, paid.body);
  const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid.json<{
    razorpay_payment_id: string;
    razorpay_signature: string;
  }>();
  await stack.cardProvider.webhooks.settled();
  return { paymentId, signature };
}

/** The browser's confirmation of a payment, as the checkout's outbox sends it (again on a retry). */
const confirm = (wire: OrderWire, customer: Customer, paymentId: string) =>
  stack.app.inject({
    method: 'POST',
    url: '/api/subscription-confirmation.php',
    payload: {
      paymentId,
      orderId: wire.orderId,
      signature: signPayment(wire.orderId, paymentId, SECRET),
      planTitle: 'R-Guru Member',
      amount: wire.amount,
      currency: wire.currency,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    },
  });

interface Listed {
  items: { id: string; status: string; customerEmail: string; currency: string; totalMinor: number }[];
  total: number;
  totals: {
    currency: string;
    orders: number;
    paidOrders: number;
    paidMinor: number;
    refundedMinor: number;
  }[];
}
interface Detail {
  id: string;
  status: string;
  customerPhone: string;
  price: { baseMinor: number; feeMinor: number; gstMinor: number; totalMinor: number };
  payment: { id: string; source: string; recordedAt: string } | null;
  refund: { status: string; amountMinor: number; reason: string; refundedAt: string | null } | null;
  history: { at: string; event: string; source: string }[];
}

const list = async (query: string, who: keyof typeof tokens = 'reader') => {
  const response = await stack.app.inject({ url: `/api/admin/orders?${query}`, headers: as(who) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Listed>();
};

const priya = customerOf(PRIYA.name, PRIYA.email);
const anita = customerOf('Anita Rao', 'anita@example.com');
const vikram = customerOf('Vikram Singh', 'vikram@example.com');
let paidOrder: OrderWire;
let paidPayment = '';
let unpaidOrder: OrderWire;
let inrOrder: OrderWire;

describe('the console: orders', () => {
  before(async () => {
    paidOrder = await order(priya, { learner: true });
    const paid = await pay(paidOrder);
    paidPayment = paid.paymentId;
    // The browser's confirmation comes after the webhook, then once more from the outbox.
    clock += 1000;
    assert.equal((await confirm(paidOrder, priya, paidPayment)).statusCode, 200);
    clock += 1000;
    assert.equal((await confirm(paidOrder, priya, paidPayment)).statusCode, 200);
    clock += 60_000;
    unpaidOrder = await order(anita, { title: 'Live Mentoring Class' });
    clock += 86_400_000;
    inrOrder = await order(vikram, { currency: 'INR' });
    await pay(inrOrder);
  });

  it('refuses every order route without a token (401), to a learner and an editor (403), and a refund to a reader, writing nothing', async () => {
    const before = changes();
    for (const route of ORDER_ROUTES) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
      const url = pattern.replace(':orderId', paidOrder.orderId);
      const payload = method === 'POST' ? { reason: 'x' } : undefined;
      const none = await stack.app.inject({ method, url, ...(payload ? { payload } : {}) });
      assert.equal(none.statusCode, 401, `${route} without a token`);
      for (const who of ['priya', 'editor'] as const) {
        const refused = await stack.app.inject({
          method,
          url,
          headers: as(who),
          ...(payload ? { payload } : {}),
        });
        assert.equal(refused.statusCode, 403, `${route} as ${who}`);
        assert.match(refused.json<{ message: string }>().message, /needs the "orders:/);
      }
    }
    const refund = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paidOrder.orderId}/refund`,
      headers: as('reader'),
      payload: { reason: 'x' },
    });
    assert.equal(refund.statusCode, 403);
    assert.equal(changes(), before);
  });

  it('lists the orders newest first, filtered by search, status, product, currency and India days, with totals', async () => {
    const all = await list('');
    assert.deepEqual(
      all.items.map((item) => item.id),
      [inrOrder.orderId, unpaidOrder.orderId, paidOrder.orderId],
    );
    assert.equal(all.total, 3);
    const usd = all.totals.find((row) => row.currency === 'USD');
    assert.deepEqual(usd, {
      currency: 'USD',
      orders: 2,
      paidOrders: 1,
      paidMinor: paidOrder.amount,
      refundedMinor: 0,
    });
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
    assert.deepEqual(await ids('q=ANITA%40'), [unpaidOrder.orderId]);
    assert.deepEqual(await ids(`q=${paidPayment}`), [paidOrder.orderId], 'by payment id');
    assert.deepEqual(await ids(`q=${paidOrder.orderId.slice(0, 12)}`), [paidOrder.orderId], 'by order id');
    assert.deepEqual(await ids('q=%25'), [], "LIKE's own characters are text");
    assert.deepEqual(await ids('status=created'), [unpaidOrder.orderId]);
    assert.deepEqual(await ids('status=paid&currency=INR'), [inrOrder.orderId]);
    assert.deepEqual(await ids('product=Live%20Mentoring%20Class'), [unpaidOrder.orderId]);
    assert.deepEqual(await ids('from=2026-12-03&to=2026-12-03'), [inrOrder.orderId]);
    assert.deepEqual(await ids('to=2026-12-02&sort=createdAt&order=asc'), [
      paidOrder.orderId,
      unpaidOrder.orderId,
    ]);
    const paged = await list('perPage=1&page=2');
    assert.deepEqual([paged.items.map((item) => item.id), paged.total], [[unpaidOrder.orderId], 3]);
    for (const bad of ['status=lost', 'sort=phone', 'from=2026-13-40x', 'perPage=1000', 'extra=1']) {
      const refused = await stack.app.inject({ url: `/api/admin/orders?${bad}`, headers: as('reader') });
      assert.equal(refused.statusCode, 400, bad);
    }
  });

  it('exports the filtered set as CSV: the same rows as the list, in its order', async () => {
    const query = 'currency=USD&sort=total&order=desc';
    const listed = await list(query);
    const response = await stack.app.inject({ url: `/api/admin/orders.csv?${query}`, headers: as('reader') });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="orders-2026-12-03\.csv"/,
    );
    // No cell of these orders holds a comma or a quote, so a line splits on its commas.
    const [header = '', ...lines] = response.body.trimEnd().split('\r\n');
    const titles = header.split(',');
    const rows = lines.map((line) =>
      Object.fromEntries(line.split(',').map((cell, index) => [titles[index] ?? '', cell])),
    );
    assert.deepEqual(
      rows.map((row) => [row.Order, row['E-mail'], row.Status, Number(row.Total)]),
      listed.items.map((item) => [item.id, item.customerEmail, item.status, item.totalMinor / 100]),
    );
  });

  it("shows an order's prices and its history as it happened: created, webhook, payment, browser confirmation, the outbox's retry", async () => {
    const response = await stack.app.inject({
      url: `/api/admin/orders/${paidOrder.orderId}`,
      headers: as('reader'),
    });
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json<Detail>();
    assert.equal(detail.price.totalMinor, paidOrder.amount);
    assert.equal(
      detail.price.baseMinor + detail.price.feeMinor + detail.price.gstMinor,
      detail.price.totalMinor,
    );
    assert.deepEqual(detail.payment, {
      id: paidPayment,
      source: 'webhook',
      recordedAt: detail.payment?.recordedAt,
    });
    assert.deepEqual(
      detail.history.map((entry) => [entry.source, entry.event]),
      [
        [
          'backend',
          `Order created at the provider, receipt ${stack.ledger.findOrder(paidOrder.orderId)?.receipt}`,
        ],
        ['webhook', `Payment ${paidPayment} recorded`],
        ['webhook', 'Webhook payment.authorized: ignored'],
        ['webhook', 'Webhook payment.captured: confirmed'],
        ['webhook', 'Webhook order.paid: already processed'],
        ['browser', `Browser confirmation of ${paidPayment}: already processed`],
        ['browser', 'Browser confirmation sent again (checkout outbox retry): already processed'],
      ],
    );
    const missing = await stack.app.inject({
      url: '/api/admin/orders/order_Missing0000000',
      headers: as('reader'),
    });
    assert.equal(missing.statusCode, 404);
  });

  it('"check with the provider now" records a payment the webhook never brought, and says so in the history', async () => {
    const held = await order(anita);
    stack.cardProvider.webhooks.configure({ hold: true });
    const paid = await stack.app.inject({
      method: 'POST',
      url: '/checkout/v1/payments',
      payload: { key: KEY_ID, order_id: held.orderId, amount: held.amount, currency: held.currency },
    });
    assert.equal(paid.statusCode, 201);
    assert.equal(stack.ledger.findOrder(held.orderId)?.status, 'created');
    const checked = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${held.orderId}/check`,
      headers: as('reader'),
    });
    stack.cardProvider.webhooks.configure({ hold: false });
    assert.equal(checked.statusCode, 200, checked.body);
    const detail = checked.json<Detail>();
    assert.equal(detail.status, 'paid');
    assert.equal(detail.payment?.source, 'reconciler');
    const check = detail.history.find((entry) => entry.event.startsWith('Checked with the provider'));
    assert.equal(check?.source, 'console');
    assert.match(check?.event ?? '', /captured: confirmed/);
  });

  it('refunds a paid order in full once from the console: recorded once, the plan ends, a second refund is 409', async () => {
    const refused = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${unpaidOrder.orderId}/refund`,
      headers: as('staff'),
      payload: { reason: 'Asked by the customer' },
    });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ message: string }>().message, /not paid/);
    const blank = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paidOrder.orderId}/refund`,
      headers: as('staff'),
      payload: { reason: '   ' },
    });
    assert.equal(blank.statusCode, 400, 'a reason is required');

    clock += 60_000;
    const refunded = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paidOrder.orderId}/refund`,
      headers: as('staff'),
      payload: { reason: 'Programme cancelled by the company' },
    });
    assert.equal(refunded.statusCode, 200, refunded.body);
    const detail = refunded.json<Detail>();
    assert.equal(detail.status, 'refunded');
    assert.deepEqual(
      { status: detail.refund?.status, amount: detail.refund?.amountMinor, reason: detail.refund?.reason },
      { status: 'processed', amount: paidOrder.amount, reason: 'Programme cancelled by the company' },
    );
    const requested = detail.history.find((entry) => entry.event.startsWith('Refund of'));
    assert.equal(requested?.source, 'console (Rahul Verma)');
    assert.ok(detail.history.some((entry) => /^Refund rfnd_\w+ processed$/.test(entry.event)));

    const again = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paidOrder.orderId}/refund`,
      headers: as('staff'),
      payload: { reason: 'twice' },
    });
    assert.equal(again.statusCode, 409);
    assert.match(again.json<{ message: string }>().message, /already refunded on 2026-12-0\d/);
    await stack.cardProvider.webhooks.settled();
    const rows = stack.db
      .prepare('SELECT status FROM order_refunds WHERE order_id = ?')
      .all(paidOrder.orderId);
    assert.deepEqual(rows, [{ status: 'processed' }], 'one refund, recorded once');

    // The learner's payment says it was refunded, and the plan ended then.
    const mine = await stack.app.inject({ url: '/api/me/payments', headers: as('priya') });
    assert.equal(mine.statusCode, 200, mine.body);
    const payments = mine.json<LearnerPaymentsWire>();
    const payment = payments.payments.find((one) => one.orderId === paidOrder.orderId);
    assert.ok(payment?.refundedAt, 'the payment shows its refund');
    assert.ok(
      payments.plans.every((plan) => plan.until <= (payment?.refundedAt ?? '')),
      'no plan runs past the refund',
    );
    // The totals count it.
    const usd = (await list('currency=USD')).totals[0];
    assert.equal(usd?.refundedMinor, paidOrder.amount);
    assert.deepEqual(
      (await list('status=refunded')).items.map((item) => item.id),
      [paidOrder.orderId],
    );
  });
});

describe('the orders search after an erase', () => {
  it("finds the learner's orders by e-mail before the erase and never after it; the order stays, anonymised", async () => {
    const eraser = await issuer.token(
      'user-eraser',
      { permissions: ['orders:read', 'learners:erase'], name: 'Data Officer' },
      { expiresIn: 3600 },
    );
    const search = async () => {
      const response = await stack.app.inject({
        url: `/api/admin/orders?q=${encodeURIComponent(PRIYA.email)}`,
        headers: { authorization: `Bearer ${eraser}` },
      });
      return response.json<Listed>().items.map((item) => item.id);
    };
    assert.deepEqual(await search(), [paidOrder.orderId]);
    const erased = await stack.app.inject({
      method: 'POST',
      url: `/api/admin/learners/${PRIYA.sub}/erase`,
      headers: { authorization: `Bearer ${eraser}` },
      payload: { confirm: PRIYA.email },
    });
    assert.equal(erased.statusCode, 200, erased.body);
    assert.deepEqual(await search(), []);
    const detail = await stack.app.inject({
      url: `/api/admin/orders/${paidOrder.orderId}`,
      headers: { authorization: `Bearer ${eraser}` },
    });
    assert.equal(detail.json<{ customerName: string }>().customerName, 'erased');
  });
});
