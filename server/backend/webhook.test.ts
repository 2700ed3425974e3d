/**
 * The backend learns of payments three ways (the browser's confirmation, the provider's webhook, the
 * reconciler asking the provider); whichever comes first records the payment, once, and orders only move
 * forward.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { fixtureWebhookEvent, fixtureWebhookRequest } from '../../test/fixtures/checkout';
import { buildLocalStack, startLocalStack, type LocalStack } from '../local-stack';
import { signPayment, signWebhook } from '../razorpay-signature';

import { openDatabase } from './db';
import { paymentLedger } from './payment-ledger';
import { NO_RATE_LIMITS } from './rate-limits';
import { createReconciler, nextCheckAt, type ProviderPayment } from './reconciler';
import type { OrderWire } from './wire';

const KEY_SECRET = 'webhook-test-key-secret';
const WEBHOOK_SECRET = 'webhook-test-webhook-secret';
const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };
const MINUTE = 60_000;

let backend: LocalStack;
let app: FastifyInstance;
let dataDir: string;
const clock = new Date('2026-11-21T06:30:00Z').getTime();
let sequence = 0;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-test-'));
  backend = await buildLocalStack({
    dataDir,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    now: () => new Date(clock),
    webhookDelivery: { delayMs: 0, retryBaseMs: 20 },
    reconcile: { afterMs: 5 * MINUTE, everyMs: MINUTE },
    rateLimits: NO_RATE_LIMITS,
  });
  app = backend.app;
});
after(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  backend.cardProvider.webhooks.configure({});
});

const json = <T>(body: string): T => JSON.parse(body) as T;

async function createOrder(title = 'R-Guru Member', currency: 'USD' | 'INR' = 'USD'): Promise<OrderWire> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders.php',
    payload: { kind: 'plan', title, currency, customer },
  });
  return json<OrderWire>(response.body);
}

const orderRow = (orderId: string) =>
  backend.db.prepare('SELECT status, checked_at FROM orders WHERE id = ?').get(orderId) as {
    status: string;
    checked_at: string | null;
  };
const recordsOf = (orderId: string) =>
  backend.db
    .prepare('SELECT payment_id, source, amount_minor FROM payment_confirmations WHERE order_id = ?')
    .all(orderId) as { payment_id: string; source: string; amount_minor: number }[];
const eventCount = () =>
  (backend.db.prepare('SELECT COUNT(*) AS n FROM webhook_events').get() as { n: number }).n;

const nextId = (prefix: string) => `${prefix}${String((sequence += 1)).padStart(14, '0')}`;

/** A provider event about a payment of an order (the msw tests' fixture, the same shape). */
const providerEvent = (
  name: 'payment.captured' | 'order.paid' | 'payment.failed',
  order: OrderWire,
  paymentId: string,
  changes: { amount?: number; orderId?: string } = {},
) =>
  fixtureWebhookEvent(name, {
    id: paymentId,
    orderId: changes.orderId ?? order.orderId,
    amount: changes.amount ?? order.amount,
    currency: order.currency,
  });

/** Pays (or declines) an order at the checkout simulator, as its script does; the payment id or undefined. */
async function payAtSimulator(order: OrderWire, outcome: 'success' | 'failure' = 'success') {
  const response = await app.inject({
    method: 'POST',
    url: '/checkout/v1/payments',
    payload: {
      key: 'rzp_test_local',
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      outcome,
    },
  });
  return {
    statusCode: response.statusCode,
    body: response.body,
    paymentId: json<{ razorpay_payment_id?: string }>(response.body).razorpay_payment_id,
  };
}

/** Posts an event signed over its raw body, as the provider does. */
function deliver(
  event: Record<string, unknown>,
  { eventId = nextId('evt_'), secret = WEBHOOK_SECRET, signature }: Record<string, string | undefined> = {},
) {
  const request = fixtureWebhookRequest(event, eventId, secret);
  const headers: Record<string, string> = { ...request.headers };
  if (signature !== undefined) headers['X-Razorpay-Signature'] = signature;
  if (!eventId) delete headers['x-razorpay-event-id'];
  return app.inject({ method: 'POST', url: '/api/razorpay-webhook.php', headers, payload: request.body });
}

function confirmFromBrowser(order: OrderWire, paymentId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription-confirmation.php',
    payload: {
      paymentId,
      orderId: order.orderId,
      signature: signPayment(order.orderId, paymentId, KEY_SECRET),
      planTitle: 'R-Guru Member',
      amount: order.amount,
      currency: order.currency,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    },
  });
}

describe('payment webhooks', () => {
  it('refuses a wrong signature, one made with the key secret, or none, and changes nothing', async () => {
    const order = await createOrder();
    const event = providerEvent('order.paid', order, nextId('pay_'));
    const before = eventCount();
    for (const options of [
      { secret: 'someone-else' },
      { secret: KEY_SECRET },
      { signature: '' },
      { signature: signWebhook(JSON.stringify(event), WEBHOOK_SECRET).toUpperCase() },
    ]) {
      const response = await deliver(event, options);
      assert.equal(response.statusCode, 400, JSON.stringify(options));
      assert.equal(json<{ status: string }>(response.body).status, 'invalid signature');
    }
    // Signed over other bytes than those sent: the same JSON re-serialized with spaces.
    const raw = JSON.stringify(event, null, 1);
    const reformatted = await app.inject({
      method: 'POST',
      url: '/api/razorpay-webhook.php',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(JSON.stringify(event), WEBHOOK_SECRET),
        'x-razorpay-event-id': nextId('evt_'),
      },
      payload: raw,
    });
    assert.equal(reformatted.statusCode, 400);
    assert.equal(eventCount(), before, 'no event stored');
    assert.equal(orderRow(order.orderId).status, 'created');
    assert.deepEqual(recordsOf(order.orderId), []);
  });

  it('records a payment from order.paid, and the same event delivered twice only once', async () => {
    const order = await createOrder();
    const paymentId = nextId('pay_');
    const eventId = nextId('evt_');
    const first = await deliver(providerEvent('order.paid', order, paymentId), { eventId });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(json(first.body), { status: 'confirmed' });
    const again = await deliver(providerEvent('order.paid', order, paymentId), { eventId });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(json(again.body), { status: 'duplicate event' });
    // Another event about the same payment (payment.captured) finds it recorded.
    const captured = await deliver(providerEvent('payment.captured', order, paymentId));
    assert.deepEqual(json(captured.body), { status: 'already processed' });
    assert.equal(orderRow(order.orderId).status, 'paid');
    assert.deepEqual(recordsOf(order.orderId), [
      { payment_id: paymentId, source: 'webhook', amount_minor: order.amount },
    ]);
  });

  it('moves an order forward only: failed, then paid, and never back from paid', async () => {
    const order = await createOrder();
    const declined = await deliver(providerEvent('payment.failed', order, nextId('pay_')));
    assert.deepEqual(json(declined.body), { status: 'order failed' });
    assert.equal(orderRow(order.orderId).status, 'failed');
    const paymentId = nextId('pay_');
    await deliver(providerEvent('order.paid', order, paymentId));
    assert.equal(orderRow(order.orderId).status, 'paid');
    // An earlier attempt's failure arriving late (no guaranteed order) leaves the order paid.
    const late = await deliver(providerEvent('payment.failed', order, nextId('pay_')));
    assert.equal(late.statusCode, 200);
    assert.deepEqual(json(late.body), { status: 'order unchanged' });
    assert.equal(orderRow(order.orderId).status, 'paid');
    assert.equal(recordsOf(order.orderId).length, 1);
  });

  it('the first of webhook and browser records the payment; the other hears "already processed"', async () => {
    const order = await createOrder('R-Guru Member', 'INR');
    const paymentId = nextId('pay_');
    await deliver(providerEvent('payment.captured', order, paymentId));
    const browser = await confirmFromBrowser(order, paymentId);
    assert.equal(browser.statusCode, 200);
    assert.deepEqual(json(browser.body), { status: 'already processed' });

    const second = await createOrder('R-Guru Member', 'INR');
    const secondPayment = nextId('pay_');
    assert.deepEqual(json((await confirmFromBrowser(second, secondPayment)).body), { status: 'confirmed' });
    const webhook = await deliver(providerEvent('order.paid', second, secondPayment));
    assert.deepEqual(json(webhook.body), { status: 'already processed' });
    assert.deepEqual(
      [...recordsOf(order.orderId), ...recordsOf(second.orderId)].map((r) => r.source),
      ['webhook', 'browser'],
    );
  });

  it('acknowledges events it cannot act on without recording a payment', async () => {
    const order = await createOrder();
    const cases: [Record<string, unknown>, string][] = [
      [providerEvent('order.paid', order, nextId('pay_'), { amount: order.amount - 1 }), 'amount mismatch'],
      [
        providerEvent('order.paid', order, nextId('pay_'), { orderId: 'order_Elsewhere00000' }),
        'unknown order',
      ],
      [{ ...providerEvent('order.paid', order, nextId('pay_')), event: 'refund.created' }, 'ignored'],
      [{ entity: 'event', event: 'order.paid', payload: {} }, 'ignored'],
    ];
    for (const [event, status] of cases) {
      const response = await deliver(event);
      assert.equal(response.statusCode, 200, status);
      assert.deepEqual(json(response.body), { status });
    }
    assert.equal(orderRow(order.orderId).status, 'created');
    assert.deepEqual(recordsOf(order.orderId), []);
    assert.equal(
      (await deliver(providerEvent('order.paid', order, nextId('pay_')), { eventId: '' })).statusCode,
      400,
    );
  });

  it('is what the checkout simulator delivers after a payment, with nobody confirming', async () => {
    const order = await createOrder('Live Mentoring Class');
    const { paymentId } = await payAtSimulator(order);
    await backend.cardProvider.webhooks.settled();
    assert.deepEqual(
      backend.cardProvider.webhooks
        .report()
        .filter((d) => d.orderId === order.orderId)
        .map((d) => [d.event, d.state, d.attempts.map((a) => a.result)]),
      [
        ['payment.authorized', 'delivered', [200]],
        ['payment.captured', 'delivered', [200]],
        ['order.paid', 'delivered', [200]],
      ],
    );
    assert.equal(orderRow(order.orderId).status, 'paid');
    assert.deepEqual(recordsOf(order.orderId), [
      { payment_id: paymentId, source: 'webhook', amount_minor: 40842 },
    ]);
  });
});

describe('the provider orders API (simulator)', () => {
  it('lists an order payments for the key id and secret only', async () => {
    const order = await createOrder();
    backend.cardProvider.webhooks.configure({ hold: true });
    await payAtSimulator(order, 'failure');
    await payAtSimulator(order);
    const url = `/v1/orders/${order.orderId}/payments`;
    const basic = (secret: string) => `Basic ${Buffer.from(`rzp_test_local:${secret}`).toString('base64')}`;
    assert.equal((await app.inject(url)).statusCode, 401);
    assert.equal((await app.inject({ url, headers: { authorization: basic('wrong') } })).statusCode, 401);
    const listed = await app.inject({ url, headers: { authorization: basic(KEY_SECRET) } });
    assert.equal(listed.statusCode, 200);
    const body = json<{ entity: string; count: number; items: Record<string, unknown>[] }>(listed.body);
    assert.equal(body.entity, 'collection');
    assert.equal(body.count, 2);
    assert.deepEqual(
      body.items.map((p) => [p.entity, p.status, p.order_id, p.amount, p.currency, p.captured]),
      [
        ['payment', 'failed', order.orderId, 10134, 'USD', false],
        ['payment', 'captured', order.orderId, 10134, 'USD', true],
      ],
    );
  });
});

describe('the simulator as the provider', () => {
  it('takes one captured payment per order, whether or not the backend has heard of it', async () => {
    backend.cardProvider.webhooks.configure({ hold: true });
    const order = await createOrder();
    const pay = () => payAtSimulator(order);
    const lookup = async () =>
      json<{ status: string }>((await app.inject(`/checkout/v1/orders/${order.orderId}`)).body).status;
    assert.equal(await lookup(), 'created');
    assert.equal((await pay()).statusCode, 201);
    assert.equal(orderRow(order.orderId).status, 'created', 'the backend has not heard yet');
    assert.equal(await lookup(), 'paid');
    const second = await pay();
    assert.equal(second.statusCode, 400);
    assert.match(second.body, /already been paid/);
  });
});

describe('the reconciler', () => {
  /** An order paid (or declined) at the simulator whose webhooks are held back: the backend never heard. */
  async function unheardPayment(outcome: 'success' | 'failure') {
    backend.cardProvider.webhooks.configure({ hold: true });
    const order = await createOrder('University Student / Prior Member', 'INR');
    const { paymentId } = await payAtSimulator(order, outcome);
    return { order, paymentId };
  }

  it('settles an order whose webhook never came, once it is a few minutes old', async () => {
    const { order, paymentId } = await unheardPayment('success');
    const declined = await unheardPayment('failure');
    assert.equal(orderRow(order.orderId).status, 'created');

    const early = await backend.reconciler.run(new Date(clock + 4 * MINUTE));
    assert.equal(early.checked, 0, 'not before 5 minutes');

    const report = await backend.reconciler.run(new Date(clock + 6 * MINUTE));
    // The lookups run side by side, so the report lists them in the order the provider answered.
    assert.deepEqual(
      report.settled
        .filter((s) => [order.orderId, declined.order.orderId].includes(s.orderId))
        .sort((a, b) => a.status.localeCompare(b.status)),
      [
        { orderId: declined.order.orderId, status: 'failed', outcome: 'order failed' },
        { orderId: order.orderId, status: 'paid', paymentId, outcome: 'confirmed' },
      ],
    );
    assert.equal(orderRow(order.orderId).status, 'paid');
    assert.deepEqual(recordsOf(order.orderId), [
      { payment_id: paymentId ?? '', source: 'reconciler', amount_minor: order.amount },
    ]);
    assert.equal(orderRow(declined.order.orderId).status, 'failed');

    // The late webhooks and the browser then find the payment recorded, and the order stays paid.
    backend.cardProvider.webhooks.configure({});
    await backend.cardProvider.webhooks.release();
    const outcomes = backend.db
      .prepare('SELECT event, outcome FROM webhook_events WHERE order_id = ? ORDER BY received_at, rowid')
      .all(order.orderId);
    assert.deepEqual(outcomes, [
      // Authorized is not paid: only the capture counts (and the account captures automatically).
      { event: 'payment.authorized', outcome: 'ignored' },
      { event: 'payment.captured', outcome: 'already processed' },
      { event: 'order.paid', outcome: 'already processed' },
    ]);
    const browser = await app.inject({
      method: 'POST',
      url: '/api/subscription-confirmation.php',
      payload: {
        paymentId,
        orderId: order.orderId,
        signature: signPayment(order.orderId, paymentId ?? '', KEY_SECRET),
        planTitle: 'University Student / Prior Member',
        amount: order.amount,
        currency: 'INR',
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
      },
    });
    assert.deepEqual(json(browser.body), { status: 'already processed' });
    assert.equal(recordsOf(order.orderId).length, 1);

    // A paid order is not asked about again; an unpaid one only once its last check is old enough.
    const next = await backend.reconciler.run(new Date(clock + 7 * MINUTE));
    assert.equal(next.checked, 0);
    const later = await backend.reconciler.run(new Date(clock + 12 * MINUTE));
    assert.deepEqual(
      later.settled.map((s) => s.orderId),
      [],
    );
    assert.ok(later.checked >= 1, 'the declined order is asked about again');
  });

  it('counts a lookup the provider could not answer as a check: the order is asked again at its next turn', async () => {
    const { order } = await unheardPayment('success');
    const created = new Date(clock - 20 * MINUTE);
    backend.db
      .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .run(created.toISOString(), order.orderId);
    // The provider refuses the key: nothing is settled, and the order's next lookup moves back.
    backend.settings.keySecret = 'rotated-elsewhere';
    try {
      const report = await backend.reconciler.run(new Date(clock));
      assert.ok(report.errors.some((e) => e.orderId === order.orderId && /401/.test(e.message)));
      assert.equal(orderRow(order.orderId).checked_at, new Date(clock).toISOString());
    } finally {
      backend.settings.keySecret = KEY_SECRET;
    }
    const tooSoon = await backend.reconciler.run(new Date(clock + MINUTE));
    assert.ok(!tooSoon.settled.some((s) => s.orderId === order.orderId), 'it waits its turn');
    // It had waited 20 minutes when it was asked: it waits 20 more.
    const retried = await backend.reconciler.run(new Date(clock + 20 * MINUTE));
    assert.ok(retried.settled.some((s) => s.orderId === order.orderId && s.status === 'paid'));
  });
});

describe('the reconciler with many unpaid orders', () => {
  const HOUR = 60 * MINUTE;
  let many: LocalStack;
  let folder: string;
  const start = new Date('2026-11-22T06:30:00Z').getTime();
  let at = start;

  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reconcile-many-test-'));
    many = await buildLocalStack({
      dataDir: folder,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      now: () => new Date(at),
      webhookDelivery: { delayMs: 0, retryBaseMs: 20 },
      // Room for every order below in one run (reconciler.test.ts tests the cap).
      reconcile: { afterMs: 5 * MINUTE, everyMs: MINUTE, maxPerRun: 1000 },
      rateLimits: NO_RATE_LIMITS,
    });
    // Nothing the simulator sends reaches the backend: the payments below are heard of by the reconciler only.
    many.cardProvider.webhooks.configure({ hold: true });
  });
  after(async () => {
    await many.app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const post = async <T>(url: string, payload: Record<string, unknown>) =>
    json<T>((await many.app.inject({ method: 'POST', url, payload })).body);
  const newOrder = () =>
    post<OrderWire>('/api/orders.php', { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer });

  /** Orders nobody pays, created `count` at a time a second apart, as the checkout's abandoned dialogs leave. */
  async function abandoned(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      at += 1000;
      ids.push((await newOrder()).orderId);
    }
    return ids;
  }

  /** The newest order, paid at the simulator, its webhooks held and its confirmation lost with the tab. */
  async function lostPayment() {
    at += 1000;
    const order = await newOrder();
    const paid = await post<{ razorpay_payment_id: string }>('/checkout/v1/payments', {
      key: 'rzp_test_local',
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
    });
    assert.match(paid.razorpay_payment_id, /^pay_/);
    return { orderId: order.orderId, paymentId: paid.razorpay_payment_id };
  }

  const recorded = (orderId: string) =>
    many.db
      .prepare('SELECT payment_id, source FROM payment_confirmations WHERE order_id = ?')
      .all(orderId) as { payment_id: string; source: string }[];

  it('settles a paid order behind 300 abandoned ones within two runs, asking about every one', async () => {
    const older = await abandoned(300);
    const lost = await lostPayment();
    const runs = [];
    for (let run = 1; run <= 2 && recorded(lost.orderId).length === 0; run += 1) {
      runs.push(await many.reconciler.run(new Date(at + 5 * MINUTE + run * MINUTE)));
    }
    assert.deepEqual(recorded(lost.orderId), [{ payment_id: lost.paymentId, source: 'reconciler' }]);
    assert.ok(runs.length <= 2);
    const [first] = runs;
    assert.equal(first?.checked, 301, 'every due order, up to the cap');
    const unchecked = many.db
      .prepare(
        `SELECT COUNT(*) AS n FROM orders WHERE id IN (${older.map(() => '?').join(',')}) AND checked_at IS NULL`,
      )
      .get(...older) as { n: number };
    assert.equal(unchecked.n, 0);
  });

  it('settles it however many lookups keep failing, and a failing order waits like any other', async () => {
    at += 2 * HOUR;
    const failing = new Set(await abandoned(50));
    await abandoned(250);
    const lost = await lostPayment();
    const asked: string[] = [];
    // The same database and ledger as the backend's reconciler, with a provider that fails for 50 orders.
    const provider = new Map<string, ProviderPayment[]>([
      [
        lost.orderId,
        [{ id: lost.paymentId, order_id: lost.orderId, amount: 10134, currency: 'USD', status: 'captured' }],
      ],
    ]);
    const reconciler = createReconciler({
      db: many.db,
      ledger: paymentLedger(many.db, () => new Date(at)),
      now: () => new Date(at),
      afterMs: 5 * MINUTE,
      everyMs: MINUTE,
      maxPerRun: 1000,
      warn: () => {},
      lookup: async (orderId) => {
        asked.push(orderId);
        if (failing.has(orderId)) throw new Error('the provider answered 502');
        return provider.get(orderId) ?? [];
      },
    });
    const first = await reconciler.run(new Date(at + 6 * MINUTE));
    assert.equal(first.errors.length, 50);
    assert.deepEqual(
      first.settled.map((s) => [s.orderId, s.outcome]),
      [[lost.orderId, 'confirmed']],
    );
    assert.deepEqual(recorded(lost.orderId), [{ payment_id: lost.paymentId, source: 'reconciler' }]);

    // The failed lookups moved back like the others: a minute later nobody is asked again...
    asked.length = 0;
    const next = await reconciler.run(new Date(at + 7 * MINUTE));
    assert.deepEqual([next.checked, next.errors.length, asked.length], [0, 0, 0]);
    // ...and each is asked again once it has waited as long as it had when it was last asked (6 to 11
    // minutes: they were made over the 5 minutes before the paid one).
    const later = await reconciler.run(new Date(at + 18 * MINUTE));
    assert.equal(later.errors.length, 50);
  });

  it('waits 5 minutes, then as long as the order has waited, at most an hour', () => {
    const created = '2026-11-21T00:00:00.000Z';
    const waits: number[] = [];
    let checked: string | null = null;
    for (let i = 0; i < 7; i += 1) {
      const next = nextCheckAt({ created_at: created, checked_at: checked }, 5 * MINUTE);
      waits.push((next - Date.parse(checked ?? created)) / MINUTE);
      checked = new Date(next).toISOString();
    }
    assert.deepEqual(waits, [5, 5, 10, 20, 40, 60, 60]);
  });
});

describe('schema migration 3', () => {
  it('keeps the orders and payments of a version 2 database, and lets an order fail', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-test-'));
    try {
      const old = openDatabase(dir, 2);
      old
        .prepare(
          `INSERT INTO orders (id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
           customer_name, customer_email, customer_phone, status, created_at)
         VALUES ('order_Old00000000001', 'plan', 'R-Guru Member', 'USD', 85.5, 9900, 198, 36, 10134,
           'Priya', 'p@example.com', '9848022338', 'paid', '2026-01-01T00:00:00.000Z')`,
        )
        .run();
      old
        .prepare(
          `INSERT INTO payment_confirmations (payment_id, order_id, kind, title, amount_minor, currency,
           customer_name, customer_email, customer_phone, created_at)
         VALUES ('pay_Old0000000001', 'order_Old00000000001', 'plan', 'R-Guru Member', 10134, 'USD',
           'Priya', 'p@example.com', '9848022338', '2026-01-01T00:00:01.000Z')`,
        )
        .run();
      old.close();
      const db = openDatabase(dir);
      assert.deepEqual(db.prepare('SELECT id, status, checked_at FROM orders').all(), [
        { id: 'order_Old00000000001', status: 'paid', checked_at: null },
      ]);
      assert.deepEqual(db.prepare('SELECT payment_id, source FROM payment_confirmations').all(), [
        { payment_id: 'pay_Old0000000001', source: 'browser' },
      ]);
      assert.deepEqual(db.pragma('foreign_key_check'), []);
      assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
      db.prepare("UPDATE orders SET status = 'failed'").run();
      assert.throws(() => db.prepare("UPDATE orders SET status = 'refunded'").run(), /CHECK/);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('shutting down', () => {
  it('clears a delivery waiting to retry, so the services stop at once (this file would hang otherwise)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'));
    const running = await startLocalStack({
      port: 0,
      dataDir: dir,
      webhookDelivery: { delayMs: 0, retryBaseMs: 3_600_000 },
    });
    try {
      running.cardProvider.webhooks.configure({ failTimes: 1 });
      const order = (await (
        await fetch(`${running.url}/api/orders.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer }),
        })
      ).json()) as OrderWire;
      const paid = await fetch(`${running.url}/checkout/v1/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: 'rzp_test_local',
          order_id: order.orderId,
          amount: 10134,
          currency: 'USD',
        }),
      });
      assert.equal(paid.status, 201);
      for (
        let i = 0;
        i < 100 && running.cardProvider.webhooks.report().some((d) => d.attempts.length === 0);
        i += 1
      )
        await new Promise((resolve) => setTimeout(resolve, 10));
      assert.deepEqual(
        running.cardProvider.webhooks.report().map((d) => [d.state, d.attempts.length]),
        [
          ['waiting', 1],
          ['waiting', 1],
          ['waiting', 1],
        ],
      );
    } finally {
      const started = performance.now();
      await running.close();
      assert.ok(performance.now() - started < 2000, 'closed promptly');
      fs.rmSync(dir, { recursive: true, force: true });
    }
    assert.deepEqual(
      running.cardProvider.webhooks.report().map((d) => d.state),
      ['cancelled', 'cancelled', 'cancelled'],
    );
  });
});

describe('local controls (tests only)', () => {
  it('set, report and reset the simulator webhook rules, refusing bad ones', async () => {
    const set = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/__local/checkout-webhooks', payload: payload as object });
    const changed = await set({ hold: true, duplicate: true, delayMs: 250, failTimes: 2 });
    assert.equal(changed.statusCode, 200);
    assert.deepEqual(json(changed.body), {
      rules: { delayMs: 250, duplicate: true, hold: true, failTimes: 2 },
    });
    for (const bad of [{ delayMs: -1 }, { failTimes: 1.5 }, { hold: 'yes' }, [1]]) {
      const refused = await set(bad);
      assert.equal(refused.statusCode, 400, JSON.stringify(bad));
      assert.match(json<{ message: string }>(refused.body).message, /must be|JSON object/);
    }
    // Each event held, and sent twice once released.
    await set({ hold: true, duplicate: true });
    const order = await createOrder();
    await payAtSimulator(order);
    const report = json<{ rules: unknown; deliveries: { orderId: string; state: string }[] }>(
      (await app.inject('/__local/checkout-webhooks')).body,
    );
    assert.deepEqual(
      report.deliveries.filter((d) => d.orderId === order.orderId).map((d) => d.state),
      ['held', 'held', 'held', 'held', 'held', 'held'],
      'three events (authorized, captured, order paid), each twice',
    );
    assert.deepEqual(json((await set({})).body), {
      rules: { delayMs: 0, duplicate: false, hold: false, failTimes: 0 },
    });
    const released = await app.inject({
      method: 'POST',
      url: '/__local/checkout-webhooks/release',
      payload: { reverse: true },
    });
    assert.ok(json<{ released: number }>(released.body).released >= 4);
    const events = backend.db
      .prepare('SELECT event, outcome FROM webhook_events WHERE order_id = ? ORDER BY received_at, rowid')
      .all(order.orderId);
    // Newest first, each event id once: order.paid records the payment, payment.captured finds it.
    assert.deepEqual(events, [
      { event: 'order.paid', outcome: 'confirmed' },
      { event: 'payment.captured', outcome: 'already processed' },
      { event: 'payment.authorized', outcome: 'ignored' },
    ]);
    assert.equal(recordsOf(order.orderId).length, 1);
  });

  it('run the reconciler now, as of a given time', async () => {
    backend.cardProvider.webhooks.configure({ hold: true });
    const order = await createOrder();
    const { paymentId } = await payAtSimulator(order);
    const run = (payload: object) => app.inject({ method: 'POST', url: '/__local/reconcile', payload });
    assert.equal((await run({ asOf: 'soon' })).statusCode, 400);
    const now = json<{ settled: { orderId: string }[] }>((await run({})).body);
    assert.ok(!now.settled.some((s) => s.orderId === order.orderId), 'too young to settle');
    const later = json<{ asOf: string; settled: { orderId: string; paymentId?: string }[] }>(
      (await run({ asOf: new Date(clock + 10 * MINUTE).toISOString() })).body,
    );
    assert.equal(later.asOf, new Date(clock + 10 * MINUTE).toISOString());
    assert.deepEqual(
      later.settled.filter((s) => s.orderId === order.orderId).map((s) => s.paymentId),
      [paymentId],
    );
  });
});

describe('the reconciler on its timer, over HTTP', () => {
  it('settles an order nobody told the backend about, without being asked', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reconcile-timer-test-'));
    const running = await startLocalStack({
      port: 0,
      dataDir: dir,
      reconcile: { afterMs: 1, everyMs: 50 },
    });
    try {
      running.cardProvider.webhooks.configure({ hold: true });
      const post = async (url: string, body: unknown) =>
        (await (
          await fetch(running.url + url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()) as Record<string, string>;
      const order = await post('/api/orders.php', {
        kind: 'workshop',
        title: 'Developing R-Shiny Apps',
        currency: 'USD',
        customer,
      });
      const paid = await post('/checkout/v1/payments', {
        key: 'rzp_test_local',
        order_id: order.orderId,
        amount: order.amount,
        currency: 'USD',
      });
      const source = () =>
        (
          running.db
            .prepare('SELECT source FROM payment_confirmations WHERE payment_id = ?')
            .get(paid.razorpay_payment_id) as { source: string } | undefined
        )?.source;
      for (let i = 0; i < 200 && !source(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(source(), 'reconciler');
    } finally {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
