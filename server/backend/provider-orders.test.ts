/**
 * Orders created at the card provider, capture, and refunds (issue: payments that work with the real
 * provider). The provider is the local simulator (its own store) or, for the failures, a server of the
 * test's own that is down, never answers or refuses.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { buildLocalStack, type LocalStack } from '../local-stack';
import { runPaymentsCommand } from '../payments-command';
import { signWebhook } from '../razorpay-signature';

import { buildBackend } from './app';
import { learnerPayments, plansHeld } from './learner-payments';
import { NO_RATE_LIMITS } from './rate-limits';
import { refundOrder, settleRefunds } from './refunds';
import type { OrderWire } from './wire';

const KEY_ID = 'rzp_test_provider';
const KEY_SECRET = 'provider-test-key-secret';
const WEBHOOK_SECRET = 'provider-test-webhook-secret';
const customer = { name: 'Priya Sharma', email: 'provider.test@example.com', phone: '+91 98480 22338' };
const order = { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer };
const MINUTE = 60_000;
const clock = Date.parse('2026-11-21T06:30:00Z');

let stack: LocalStack;
let dataDir: string;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-orders-test-'));
  stack = await buildLocalStack({
    dataDir,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    now: () => new Date(clock),
    webhookDelivery: { delayMs: 0, retryBaseMs: 20 },
    rateLimits: NO_RATE_LIMITS,
  });
});
after(async () => {
  await stack.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (headers: Record<string, string> = {}, app = stack.app) =>
  app.inject({ method: 'POST', url: '/api/orders.php', payload: order, headers });
const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
const providerGet = async (url: string) =>
  (await stack.app.inject({ method: 'GET', url, headers: { authorization: basic } })).json<
    Record<string, unknown>
  >();
const ledgerOrders = () =>
  stack.db.prepare('SELECT * FROM orders').all() as { id: string; receipt: string }[];

async function pay(orderId: string, amount: number) {
  const paid = await stack.app.inject({
    method: 'POST',
    url: '/checkout/v1/payments',
    payload: { key: KEY_ID, order_id: orderId, amount, currency: 'USD' },
  });
  assert.equal(paid.statusCode, 201);
  return paid.json<{ razorpay_payment_id: string; razorpay_signature: string }>();
}

describe('orders at the provider', () => {
  it('creates the order at the provider with the priced amount, a receipt and notes; its id is the orderId', async () => {
    const response = await create();
    assert.equal(response.statusCode, 201);
    const wire = response.json<OrderWire>();
    const atProvider = await providerGet(`/v1/orders/${wire.orderId}`);
    const row = stack.ledger.findOrder(wire.orderId);
    assert.ok(row, 'the backend keeps the order under the provider id');
    assert.deepEqual(
      {
        id: atProvider.id,
        amount: atProvider.amount,
        currency: atProvider.currency,
        status: atProvider.status,
        receipt: atProvider.receipt,
        notes: atProvider.notes,
      },
      {
        id: wire.orderId,
        amount: 10134,
        currency: 'USD',
        status: 'created',
        receipt: row.receipt,
        notes: { kind: 'plan', title: 'R-Guru Member', rate: '85.5' },
      },
    );
    assert.ok(row.receipt && row.receipt.length <= 40);
    // Checkout opens only for an order the provider issued.
    const unknown = await stack.app.inject(`/checkout/v1/orders/order_NotIssued00001?key_id=${KEY_ID}`);
    assert.equal(unknown.statusCode, 404);
  });

  it('a retried request (same Idempotency-Key) gets the same order, and the provider makes one', async () => {
    const before = (stack.cardProvider.payments as unknown as { changes: () => number }).changes();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const [first, second] = await Promise.all([create(headers), create(headers)]);
    const third = await create(headers);
    const ids = [first, second, third].map((response) => response.json<OrderWire>().orderId);
    assert.deepEqual([first.statusCode, second.statusCode, third.statusCode], [201, 201, 201]);
    assert.equal(new Set(ids).size, 1);
    assert.equal(stack.cardProvider.payments.changes() - before, 1, 'one provider order written');
    assert.equal(ledgerOrders().filter((row) => row.id === ids[0]).length, 1);
    // The same key for another order is refused, not answered with the first.
    const other = await stack.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      payload: { ...order, title: 'Live Mentoring Class' },
      headers,
    });
    assert.equal(other.statusCode, 409);
  });
});

describe('a provider that cannot create the order', () => {
  const cases: [string, (request: http.IncomingMessage, response: http.ServerResponse) => void][] = [
    [
      'refusing (400)',
      (_q, r) =>
        r
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"code":"BAD_REQUEST_ERROR","description":"no"}}'),
    ],
    [
      'failing (500 with HTML)',
      (_q, r) => r.writeHead(500, { 'content-type': 'text/html' }).end('<h1>oops</h1>'),
    ],
    [
      'answering another amount',
      (_q, r) =>
        r
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"id":"order_Other000000001","amount":1,"currency":"USD","status":"created"}'),
    ],
    ['slow (never answers within the timeout)', () => undefined],
  ];
  for (const [name, handler] of [...cases, ['down (nothing listens)', undefined] as const]) {
    it(`${name}: 503 { message }, and no order is kept`, async () => {
      const server = http.createServer((request, response) => handler?.(request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      if (!handler) await new Promise<void>((resolve) => server.close(() => resolve()));
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-down-test-'));
      const backend = await buildBackend({
        dataDir: folder,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        providerApiOrigin: `http://127.0.0.1:${port}`,
        // The slow case waits for this bound, not for the machine.
        providerTimeoutMs: 300,
        rateLimits: NO_RATE_LIMITS,
      });
      try {
        const response = await create({}, backend.app);
        assert.equal(response.statusCode, 503);
        assert.deepEqual(response.json(), {
          message: 'Unable to initialize payment. Please try again later.',
        });
        assert.equal((backend.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n, 0);
      } finally {
        await backend.app.close();
        server.closeAllConnections();
        server.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });
  }
});

describe('capture', () => {
  it('an authorized payment that was never captured is not paid, by webhook or reconciler', async () => {
    const wire = (await create()).json<OrderWire>();
    // A payment the provider authorized and never captured (the account not set to capture automatically).
    stack.cardProvider.payments.add({
      id: 'pay_AuthorizedOnly01',
      order_id: wire.orderId,
      status: 'authorized',
      amount_minor: wire.amount,
      currency: 'USD',
      amount_refunded: 0,
      email: customer.email,
      contact: customer.phone,
      error_description: null,
      created_at: new Date(clock).toISOString(),
    });
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Test',
      event: 'payment.authorized',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_AuthorizedOnly01',
            entity: 'payment',
            amount: wire.amount,
            currency: 'USD',
            status: 'authorized',
            order_id: wire.orderId,
            captured: false,
          },
        },
      },
      created_at: Math.floor(clock / 1000),
    });
    const delivered = await stack.app.inject({
      method: 'POST',
      url: '/api/razorpay-webhook.php',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
        'x-razorpay-event-id': 'evt_AuthorizedOnly01',
      },
      payload: body,
    });
    assert.deepEqual(delivered.json(), { status: 'ignored' });
    const report = await stack.reconciler.run(new Date(clock + 6 * MINUTE));
    assert.ok(!report.settled.some((settled) => settled.orderId === wire.orderId));
    assert.equal(stack.ledger.findOrder(wire.orderId)?.status, 'created');
    assert.equal(stack.ledger.paymentOf(wire.orderId), undefined);
  });
});

describe('refunds', () => {
  async function paidOrder() {
    const wire = (await create()).json<OrderWire>();
    const { razorpay_payment_id: paymentId } = await pay(wire.orderId, wire.amount);
    await stack.cardProvider.webhooks.settled();
    assert.equal(stack.ledger.findOrder(wire.orderId)?.status, 'paid');
    return { wire, paymentId };
  }
  const refundRows = (orderId: string) =>
    stack.db.prepare('SELECT * FROM order_refunds WHERE order_id = ?').all(orderId) as {
      status: string;
      source: string;
      refund_id: string;
    }[];

  it('refunds a paid order in full once; the plan ends at the refund; a second ask changes nothing', async () => {
    const { wire, paymentId } = await paidOrder();
    stack.cardProvider.webhooks.configure({ hold: true });
    const first = await refundOrder(stack, wire.orderId, 'Programme cancelled by the company');
    assert.equal(first.status, 'refunded');
    const again = await refundOrder(stack, wire.orderId, 'again');
    assert.equal(again.status, 'already refunded');
    const atProvider = (await providerGet(`/v1/payments/${paymentId}/refunds`)) as { count: number };
    assert.equal(atProvider.count, 1, 'one refund at the provider');
    assert.equal((await providerGet(`/v1/payments/${paymentId}`)).status, 'refunded');
    // The webhook arrives after the answer: it finds the refund recorded.
    stack.cardProvider.webhooks.configure({});
    await stack.cardProvider.webhooks.release();
    const rows = refundRows(wire.orderId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.status, 'processed');
    assert.equal(rows[0]?.source, 'provider');
    const outcome = stack.db
      .prepare("SELECT outcome FROM webhook_events WHERE event = 'refund.processed' AND payment_id = ?")
      .get(paymentId) as { outcome: string };
    assert.equal(outcome.outcome, 'already refunded');
    // The learner's payment says when it was refunded, and its plan ended then.
    const account = learnerPayments(stack.db).read({
      sub: 'someone-else',
      verifiedEmail: customer.email,
      permissions: [],
      name: null,
    });
    const payment = account.payments.find((entry) => entry.orderId === wire.orderId);
    assert.equal(payment?.refundedAt, new Date(Math.floor(clock / 1000) * 1000).toISOString());
  });

  it('the webhook first, then the answer: recorded once, by the webhook', async () => {
    const { wire, paymentId } = await paidOrder();
    // The provider's answer is lost (the backend asked, the provider refunded): the webhook records it.
    const claim = stack.ledger.requestRefund(wire.orderId, 'cancelled');
    assert.equal(claim.outcome, 'claimed');
    const refund = await stack.app.inject({
      method: 'POST',
      url: `/v1/payments/${paymentId}/refund`,
      headers: { authorization: basic },
      payload: {},
    });
    assert.equal(refund.statusCode, 200);
    await stack.cardProvider.webhooks.settled();
    assert.equal(refundRows(wire.orderId)[0]?.source, 'webhook');
    // Asked again, the backend finds the refund at the provider and says it is refunded, once.
    const result = await refundOrder(stack, wire.orderId, 'cancelled');
    assert.equal(result.status, 'already refunded');
    assert.equal(((await providerGet(`/v1/payments/${paymentId}/refunds`)) as { count: number }).count, 1);
    assert.equal(refundRows(wire.orderId).length, 1);
  });

  it('the reconciler records a refund whose answer and webhook never came', async () => {
    const { wire, paymentId } = await paidOrder();
    stack.cardProvider.webhooks.configure({ hold: true });
    stack.ledger.requestRefund(wire.orderId, 'cancelled');
    await stack.app.inject({
      method: 'POST',
      url: `/v1/payments/${paymentId}/refund`,
      headers: { authorization: basic },
      payload: {},
    });
    const settled = await settleRefunds(stack);
    assert.deepEqual(settled, [{ orderId: wire.orderId, outcome: 'refunded' }]);
    assert.equal(refundRows(wire.orderId)[0]?.source, 'reconciler');
    stack.cardProvider.webhooks.configure({});
    await stack.cardProvider.webhooks.release();
    assert.equal(refundRows(wire.orderId).length, 1);
  });

  it('only a paid order can be refunded', async () => {
    const wire = (await create()).json<OrderWire>();
    assert.equal((await refundOrder(stack, wire.orderId, 'why')).status, 'not paid');
    assert.equal((await refundOrder(stack, 'order_Unknown000000001', 'why')).status, 'unknown order');
    assert.deepEqual(refundRows(wire.orderId), []);
  });

  it('npm run payments -- refund: refunds, says so, and refuses bad usage', async () => {
    const { wire } = await paidOrder();
    const run = (args: string[]) => runPaymentsCommand(args, dataDir, stack.provider, () => new Date(clock));
    assert.equal((await run(['refund', wire.orderId])).status, 2, 'a reason is required');
    assert.equal((await run(['void', wire.orderId, '--reason', 'x'])).status, 2);
    const done = await run(['refund', wire.orderId, '--reason', 'Programme cancelled']);
    assert.equal(done.status, 0, done.output);
    assert.match(done.output, /^Refunded order_/);
    assert.match((await run(['refund', wire.orderId, '--reason', 'again'])).output, /Already refunded/);
    assert.equal((await run(['refund', 'order_Unknown000000002', '--reason', 'x'])).status, 1);
  });

  it("a refunded payment gives up its plan from the refund's date; what came before stays", () => {
    const paidAt = '2026-01-10T00:00:00.000Z';
    const refundedAt = '2026-01-20T00:00:00.000Z';
    assert.deepEqual(plansHeld([{ kind: 'plan', title: 'R-Guru Member', paidAt, refundedAt }]), [
      { kind: 'plan', title: 'R-Guru Member', from: paidAt, until: refundedAt },
    ]);
    // Paid twice while held; the second refunded: the first's three months remain.
    assert.deepEqual(
      plansHeld([
        { kind: 'plan', title: 'R-Guru Member', paidAt },
        {
          kind: 'plan',
          title: 'R-Guru Member',
          paidAt: '2026-02-01T00:00:00.000Z',
          refundedAt: '2026-02-02T00:00:00.000Z',
        },
      ]),
      [{ kind: 'plan', title: 'R-Guru Member', from: paidAt, until: '2026-04-10T00:00:00.000Z' }],
    );
  });
});
