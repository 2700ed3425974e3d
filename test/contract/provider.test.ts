/**
 * The card provider's contract: Razorpay's own Node SDK (`razorpay`) drives the local simulator through the
 * calls the backend makes (orders.create, orders.fetchPayments, payments.refund) and its utilities check the
 * signatures the simulator makes (validatePaymentVerification for Checkout's answer, validateWebhookSignature
 * for each webhook). The backend's own client (server/backend/provider-client.ts) runs against the same
 * simulator. What the simulator says then matches what the SDK expects, so the code meets Razorpay as it
 * meets the simulator.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';

import { httpTransport, providerClient, ProviderError } from '../../server/backend/provider-client';
import { NO_RATE_LIMITS } from '../../server/backend/rate-limits';
import { startLocalStack, type RunningLocalStack } from '../../server/local-stack';

const KEY_ID = 'rzp_test_contract';
const KEY_SECRET = 'contract-key-secret';
const WEBHOOK_SECRET = 'contract-webhook-secret';

let stack: RunningLocalStack;
let dataDir: string;
let rzp: InstanceType<typeof Razorpay>;
const webhooks: { body: string; signature: string; event: string }[] = [];

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-contract-'));
  stack = await startLocalStack({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookDelivery: { delayMs: 0, retryBaseMs: 20 },
    rateLimits: NO_RATE_LIMITS,
  });
  // Every webhook the simulator sends, kept as sent (its raw body and signature header).
  stack.cardProvider.webhooks.connect(async ({ body, headers }) => {
    webhooks.push({
      body,
      signature: headers['x-razorpay-signature'] ?? '',
      event: (JSON.parse(body) as { event: string }).event,
    });
    return 200;
  });
  rzp = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET });
  // The SDK always speaks to api.razorpay.com; here its HTTP client is pointed at the simulator.
  (rzp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = stack.url;
});
after(async () => {
  await stack.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Pays an order at the simulator's Checkout, as checkout.js does. */
async function payAtCheckout(orderId: string, amount: number, currency: string) {
  const response = await fetch(`${stack.url}/checkout/v1/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: KEY_ID, order_id: orderId, amount, currency, email: 'a@example.com' }),
  });
  assert.equal(response.status, 201);
  return (await response.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
}

describe('the simulator, driven by the official razorpay SDK', () => {
  it('orders.create, Checkout, orders.fetchPayments, payments.refund, and every signature checks', async () => {
    const order = await rzp.orders.create({
      amount: 10134,
      currency: 'USD',
      receipt: 'LM-CONTRACT-0001',
      notes: { kind: 'plan', title: 'R-Guru Member', rate: '85.5' },
    });
    assert.match(order.id, /^order_/);
    assert.equal(order.entity, 'order');
    assert.equal(order.status, 'created');
    assert.equal(order.amount, 10134);
    assert.equal(order.amount_due, 10134);
    assert.equal(order.receipt, 'LM-CONTRACT-0001');
    assert.deepEqual(order.notes, { kind: 'plan', title: 'R-Guru Member', rate: '85.5' });
    assert.equal((await rzp.orders.fetch(order.id)).status, 'created');

    const answer = await payAtCheckout(order.id, 10134, 'USD');
    assert.ok(
      validatePaymentVerification(
        { order_id: answer.razorpay_order_id, payment_id: answer.razorpay_payment_id },
        answer.razorpay_signature,
        KEY_SECRET,
      ),
    );
    const payments = await rzp.orders.fetchPayments(order.id);
    assert.equal(payments.entity, 'collection');
    assert.equal(payments.count, 1);
    const [payment] = payments.items;
    assert.equal(payment?.id, answer.razorpay_payment_id);
    assert.equal(payment?.status, 'captured');
    assert.equal(payment?.captured, true);
    assert.equal((await rzp.orders.fetch(order.id)).status, 'paid');

    const refund = await rzp.payments.refund(answer.razorpay_payment_id, { notes: { reason: 'cancelled' } });
    assert.match(refund.id, /^rfnd_/);
    assert.equal(refund.entity, 'refund');
    assert.equal(refund.amount, 10134);
    assert.equal(refund.payment_id, answer.razorpay_payment_id);
    assert.equal(refund.status, 'processed');
    const refunds = await rzp.payments.fetchMultipleRefund(answer.razorpay_payment_id);
    assert.equal(refunds.count, 1);
    const refunded = await rzp.payments.fetch(answer.razorpay_payment_id);
    assert.equal(refunded.status, 'refunded');
    assert.equal(refunded.amount_refunded, 10134);
    // Refunded in full: a second refund is a 400 with Razorpay's error shape.
    await assert.rejects(rzp.payments.refund(answer.razorpay_payment_id, {}), (error: unknown) => {
      const { statusCode, error: body } = error as { statusCode: number; error: { description: string } };
      return statusCode === 400 && typeof body.description === 'string';
    });

    await stack.cardProvider.webhooks.settled();
    assert.deepEqual(
      webhooks.map((hook) => hook.event),
      ['payment.authorized', 'payment.captured', 'order.paid', 'refund.processed'],
    );
    for (const hook of webhooks) {
      assert.ok(validateWebhookSignature(hook.body, hook.signature, WEBHOOK_SECRET), hook.event);
      assert.ok(!validateWebhookSignature(hook.body, hook.signature, KEY_SECRET), 'not the key secret');
      const envelope = JSON.parse(hook.body) as Record<string, unknown>;
      assert.deepEqual(Object.keys(envelope).sort(), [
        'account_id',
        'contains',
        'created_at',
        'entity',
        'event',
        'payload',
      ]);
    }
  });

  it('refuses what Razorpay refuses: no credentials (401), a small or fractional amount, a long receipt', async () => {
    const stranger = new Razorpay({ key_id: KEY_ID, key_secret: 'wrong' });
    (stranger as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      stack.url;
    await assert.rejects(stranger.orders.create({ amount: 10134, currency: 'USD' }), { statusCode: 401 });
    for (const bad of [
      { amount: 99, currency: 'USD' },
      { amount: 100.5, currency: 'USD' },
      { amount: 10134, currency: 'XYZ' },
      { amount: 10134, currency: 'USD', receipt: 'x'.repeat(41) },
    ])
      await assert.rejects(rzp.orders.create(bad as never), { statusCode: 400 }, JSON.stringify(bad));
    // Checkout opens only for an order the provider issued, with its amount and currency.
    const order = await rzp.orders.create({ amount: 40842, currency: 'USD' });
    const changed = await fetch(`${stack.url}/checkout/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: KEY_ID, order_id: order.id, amount: 100, currency: 'USD' }),
    });
    assert.equal(changed.status, 400);
  });
});

describe("the backend's own provider client, against the simulator", () => {
  const client = () =>
    providerClient({
      credentials: { keyId: KEY_ID, keySecret: KEY_SECRET },
      transport: httpTransport(() => stack.url),
      timeoutMs: 10_000,
    });

  it('creates an order, lists its payments and refunds it, as the SDK does', async () => {
    const created = await client().createOrder({
      amount: 10134,
      currency: 'USD',
      receipt: 'LM-CONTRACT-0002',
      notes: { kind: 'plan' },
    });
    const fetched = await rzp.orders.fetch(created.id);
    assert.equal(fetched.receipt, 'LM-CONTRACT-0002');
    const answer = await payAtCheckout(created.id, 10134, 'USD');
    const payments = await client().orderPayments(created.id);
    assert.deepEqual(
      payments.map((payment) => [payment.id, payment.status]),
      [[answer.razorpay_payment_id, 'captured']],
    );
    const refund = await client().refundPayment(answer.razorpay_payment_id, { notes: { reason: 'x' } });
    assert.equal(refund.status, 'processed');
    assert.deepEqual(
      (await client().paymentRefunds(answer.razorpay_payment_id)).map((entry) => entry.id),
      [refund.id],
    );
  });

  it('says refused for a 4xx, with the provider description', async () => {
    await assert.rejects(
      client().createOrder({ amount: 50, currency: 'USD', receipt: 'r', notes: {} }),
      (error: unknown) =>
        error instanceof ProviderError && error.failure === 'refused' && error.status === 400,
    );
  });
});
