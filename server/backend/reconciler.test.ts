/**
 * The reconciler's lookups are bounded, whoever creates orders: at most `maxPerRun` a run (the least recently
 * asked first, the rest at the next run), spread over the interval when the timer runs them, and none for an
 * order past its window.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { buildLocalStack } from '../local-stack';

import type { BuiltBackend } from './app';
import { NO_RATE_LIMITS } from './rate-limits';
import { createReconciler, type ProviderPayment, type Reconciler } from './reconciler';
import type { OrderWire } from './wire';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const customer = { name: 'Rohan Das', email: 'rohan.das@example.com', phone: '+91 98480 33441' };

let backend: BuiltBackend;
let dataDir: string;
let at = Date.parse('2026-11-23T06:30:00Z');

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reconciler-test-'));
  // With the card provider's stand-in: an order is created at the provider.
  backend = await buildLocalStack({ dataDir, now: () => new Date(at), rateLimits: NO_RATE_LIMITS });
});
after(async () => {
  await backend.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `count` orders nobody pays, a second apart, as abandoned checkout dialogs leave them. */
async function abandoned(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    at += 1000;
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      payload: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
    });
    assert.equal(response.statusCode, 201);
    ids.push(response.json<OrderWire>().orderId);
  }
  return ids;
}

/** A reconciler over the backend's orders whose provider records what it is asked. */
function reconcilerWith(
  options: { maxPerRun?: number; windowMs?: number; paid?: Map<string, ProviderPayment[]> } = {},
) {
  const asked: string[] = [];
  const waits: number[] = [];
  const reconciler: Reconciler = createReconciler({
    db: backend.db,
    ledger: backend.ledger,
    now: () => new Date(at),
    afterMs: 5 * MINUTE,
    everyMs: MINUTE,
    ...(options.maxPerRun === undefined ? {} : { maxPerRun: options.maxPerRun }),
    ...(options.windowMs === undefined ? {} : { windowMs: options.windowMs }),
    wait: async (ms) => void waits.push(ms),
    warn: () => {},
    lookup: async (orderId) => {
      asked.push(orderId);
      return options.paid?.get(orderId) ?? [];
    },
  });
  return { reconciler, asked, waits };
}

describe('the reconciler, bounded', () => {
  // Each test starts a day and an hour after the one before, past the window of the orders it left.
  it('asks at most maxPerRun a run, the least recently asked first, and reaches every order over the runs', async () => {
    at += 25 * HOUR;
    const ids = await abandoned(25);
    const { reconciler, asked } = reconcilerWith({ maxPerRun: 10 });
    const first = await reconciler.run(new Date(at + 6 * MINUTE));
    assert.equal(first.checked, 10);
    assert.deepEqual(asked, ids.slice(0, 10), 'the oldest first');
    asked.length = 0;
    const second = await reconciler.run(new Date(at + 7 * MINUTE));
    assert.equal(second.checked, 10);
    assert.deepEqual(asked, ids.slice(10, 20));
    asked.length = 0;
    await reconciler.run(new Date(at + 8 * MINUTE));
    assert.deepEqual(asked, ids.slice(20), 'the rest, and no order asked twice before every one was asked');
  });

  it('a paid order behind many abandoned ones is still settled, within runs of the cap', async () => {
    at += 25 * HOUR;
    await abandoned(40);
    const [lost] = await abandoned(1);
    assert.ok(lost);
    const order = backend.ledger.findOrder(lost);
    const paid = new Map([
      [
        lost,
        [
          {
            id: 'pay_ReconcileCap001',
            order_id: lost,
            amount: order?.amount_minor ?? 0,
            currency: 'USD',
            status: 'captured',
          },
        ],
      ],
    ]);
    const { reconciler } = reconcilerWith({ maxPerRun: 15, paid });
    const settled = [];
    for (let run = 1; run <= 3; run += 1)
      settled.push(...(await reconciler.run(new Date(at + 5 * MINUTE + run * MINUTE))).settled);
    assert.deepEqual(settled, [
      { orderId: lost, status: 'paid', paymentId: 'pay_ReconcileCap001', outcome: 'confirmed' },
    ]);
  });

  it('spreads the lookups of a timed run evenly over its interval', async () => {
    at += 25 * HOUR;
    await abandoned(6);
    const { reconciler, asked, waits } = reconcilerWith({ maxPerRun: 4 });
    const report = await reconciler.run(new Date(at + 6 * MINUTE), { spread: true });
    assert.equal(report.checked, 4);
    assert.equal(asked.length, 4);
    // A lookup every 15 s of the minute: three waits between four lookups.
    assert.deepEqual(waits, [15_000, 15_000, 15_000]);
    const { reconciler: atOnce, waits: none } = reconcilerWith({ maxPerRun: 4 });
    await atOnce.run(new Date(at + 7 * MINUTE));
    assert.deepEqual(none, [], 'a run asked for now (the local control, a test) does not wait');
  });

  it('never asks about an order unpaid past its window', async () => {
    at += 25 * HOUR;
    const ids = await abandoned(3);
    const created = at;
    const { reconciler, asked } = reconcilerWith({ maxPerRun: 100, windowMs: 2 * HOUR });
    // Every lookup of its window: 5 min, 10, 20, 40, 80, then hourly to 2 hours.
    for (let minute = 6; minute < 120; minute += 1) await reconciler.run(new Date(created + minute * MINUTE));
    const inWindow = asked.filter((id) => id === ids[0]).length;
    assert.ok(inWindow >= 4 && inWindow <= 8, `asked ${inWindow} times in its window`);
    asked.length = 0;
    for (let minute = 121; minute < 24 * 60; minute += 30)
      await reconciler.run(new Date(created + minute * MINUTE));
    assert.deepEqual(
      asked.filter((id) => ids.includes(id)),
      [],
      'past its window it is never asked again',
    );
  });

  it('by default an order is asked about for a day, at most 60 a run', async () => {
    at += 25 * HOUR;
    const [id] = await abandoned(1);
    await abandoned(69);
    const { reconciler, asked } = reconcilerWith();
    const created = at;
    assert.equal((await reconciler.run(new Date(created + 5 * MINUTE))).checked, 60);
    for (let minute = 6; minute <= 2 * 24 * 60; minute += 5)
      await reconciler.run(new Date(created + minute * MINUTE));
    // 5, 10, 20, 40 and 80 minutes, then hourly to the day's end: none in the second day.
    const times = asked.filter((asking) => asking === id).length;
    assert.ok(times >= 24 && times <= 30, `asked ${times} times in two days`);
    assert.equal(backend.ledger.findOrder(id ?? '')?.status, 'created');
  });
});

describe('the reconciler, remembered', () => {
  it("keeps every lookup of an order, its own and the console's, for the order's history", async () => {
    at += 25 * HOUR;
    const [orderId] = await abandoned(1);
    assert.ok(orderId);
    const { reconciler } = reconcilerWith();
    at += 6 * MINUTE;
    await reconciler.run(new Date(at));
    const order = backend.ledger.findOrder(orderId);
    assert.ok(order);
    at += MINUTE;
    const report = await reconciler.checkOrder(order);
    assert.equal(report.checked, 1);
    const checks = backend.db
      .prepare('SELECT source, outcome FROM order_checks WHERE order_id = ? ORDER BY id')
      .all(orderId);
    assert.deepEqual(checks, [
      { source: 'reconciler', outcome: 'no payment yet' },
      { source: 'console', outcome: 'no payment yet' },
    ]);
  });
});
