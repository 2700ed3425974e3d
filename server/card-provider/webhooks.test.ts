import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { isValidWebhookSignature } from '../razorpay-signature';

import { WebhookDispatcher, type WebhookEvent, type WebhookTransport } from './webhooks';

const SECRET = 'dispatcher-test-webhook-secret';

const event = (id: string, name: WebhookEvent['name'] = 'payment.captured'): WebhookEvent => ({
  id,
  name,
  orderId: 'order_Test0000000001',
  paymentId: 'pay_Test00000000001',
  body: JSON.stringify({ entity: 'event', event: name, id }),
});

/** A merchant endpoint that answers from a list of statuses (then 200), recording what it received. */
function merchant(statuses: number[] = []) {
  const received: { eventId: string; at: number; signed: boolean }[] = [];
  const transport: WebhookTransport = async ({ body, headers }) => {
    received.push({
      eventId: headers['x-razorpay-event-id'] ?? '',
      at: performance.now(),
      signed: isValidWebhookSignature(body, headers['x-razorpay-signature'] ?? '', SECRET),
    });
    return statuses.shift() ?? 200;
  };
  return { received, transport };
}

function dispatcher(options: Partial<ConstructorParameters<typeof WebhookDispatcher>[0]> = {}) {
  const warnings: string[] = [];
  const instance = new WebhookDispatcher({
    secret: SECRET,
    retryBaseMs: 20,
    warn: (message) => void warnings.push(message),
    ...options,
  });
  return { dispatcher: instance, warnings };
}

describe('checkout simulator webhooks', () => {
  it('signs the raw body with the webhook secret and sends the event id', async () => {
    const { dispatcher: d } = dispatcher();
    const { received, transport } = merchant();
    d.connect(transport);
    d.emit([event('evt_A')]);
    await d.settled();
    assert.deepEqual(
      received.map(({ eventId, signed }) => ({ eventId, signed })),
      [{ eventId: 'evt_A', signed: true }],
    );
    assert.equal(d.report()[0]?.state, 'delivered');
    d.close();
  });

  it('retries a non-2xx answer with growing waits until the merchant takes it', async () => {
    const { dispatcher: d, warnings } = dispatcher();
    const { received, transport } = merchant([500, 503, 502]);
    d.connect(transport);
    d.emit([event('evt_B')]);
    await d.settled();
    assert.equal(received.length, 4);
    const gaps = received.slice(1).map((r, i) => r.at - (received[i]?.at ?? 0));
    // 20, 40 and 80 ms: each wait doubles (timers may fire a little late, never early).
    assert.ok((gaps[0] ?? 0) >= 19 && (gaps[1] ?? 0) >= 39 && (gaps[2] ?? 0) >= 79, gaps.join(', '));
    assert.deepEqual(
      d.report()[0]?.attempts.map((a) => a.result),
      [500, 503, 502, 200],
    );
    assert.equal(warnings.length, 3);
    d.close();
  });

  it('gives up once the retry window has passed', async () => {
    let clock = 0;
    const { dispatcher: d, warnings } = dispatcher({ now: () => clock, retryForMs: 1000 });
    d.connect(async () => {
      clock += 600;
      return 500;
    });
    d.emit([event('evt_C')]);
    await d.settled();
    assert.equal(d.report()[0]?.state, 'gave up');
    assert.equal(d.report()[0]?.attempts.length, 2);
    assert.match(warnings.at(-1) ?? '', /gave up on payment.captured evt_C after 2 attempts/);
    d.close();
  });

  it('on request: waits before the first attempt, duplicates, and drops the first attempts', async () => {
    const { dispatcher: d } = dispatcher();
    const { received, transport } = merchant();
    d.connect(transport);
    d.configure({ delayMs: 60, duplicate: true, failTimes: 1 });
    const start = performance.now();
    d.emit([event('evt_D')]);
    await d.settled();
    assert.deepEqual(
      received.map((r) => r.eventId),
      ['evt_D', 'evt_D'],
    );
    assert.ok((received[0]?.at ?? 0) - start >= 59 + 19, 'the delay, then one dropped attempt and a retry');
    assert.deepEqual(
      d.report().map((r) => r.attempts.map((a) => a.result)),
      [
        ['dropped before delivery (test control)', 200],
        ['dropped before delivery (test control)', 200],
      ],
    );
    assert.deepEqual(d.configure({}), { delayMs: 0, duplicate: false, hold: false, failTimes: 0 });
    d.close();
  });

  it('holds events and releases them one by one in reverse order', async () => {
    const { dispatcher: d } = dispatcher();
    const { received, transport } = merchant();
    d.connect(transport);
    d.configure({ hold: true });
    d.emit([event('evt_1', 'payment.failed')]);
    d.emit([event('evt_2'), event('evt_3', 'order.paid')]);
    await d.settled();
    assert.equal(received.length, 0);
    assert.deepEqual(
      d.report().map((r) => r.state),
      ['held', 'held', 'held'],
    );
    assert.equal(await d.release({ reverse: true }), 3);
    assert.deepEqual(
      received.map((r) => r.eventId),
      ['evt_3', 'evt_2', 'evt_1'],
    );
    d.close();
  });

  it('gives up on an attempt that hangs, and retries it', async () => {
    const { dispatcher: d } = dispatcher({ attemptTimeoutMs: 30 });
    let calls = 0;
    d.connect(
      ({ signal }) =>
        new Promise((resolve, reject) => {
          calls += 1;
          if (calls > 1) return resolve(200);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    d.emit([event('evt_E')]);
    await d.settled();
    assert.deepEqual(
      d.report()[0]?.attempts.map((a) => a.result),
      ['TimeoutError: no answer within 30 ms', 200],
    );
    d.close();
  });

  it('close() cancels waiting deliveries and aborts one in flight; later events are dropped', async () => {
    const { dispatcher: d } = dispatcher({ retryBaseMs: 60_000 });
    let aborted = false;
    let calls = 0;
    d.connect(({ signal }) => {
      calls += 1;
      if (calls === 1) return Promise.resolve(500);
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(signal.reason);
        });
      });
    });
    d.emit([event('evt_F')]);
    d.configure({ delayMs: 5 });
    d.emit([event('evt_G')]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // evt_F waits a minute for its retry; evt_G's first attempt hangs.
    assert.deepEqual(
      d.report().map((r) => r.state),
      ['waiting', 'sending'],
    );
    const settled = d.settled();
    d.close();
    await settled;
    assert.equal(aborted, true);
    assert.deepEqual(
      d.report().map((r) => r.state),
      ['cancelled', 'cancelled'],
    );
    d.emit([event('evt_H')]);
    assert.equal(d.report().length, 2);
  });
});
