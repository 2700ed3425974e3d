/**
 * The backend's safety net for payments it never heard of: neither the browser's confirmation nor the
 * provider's webhook arrived (a webhook endpoint that was down for longer than the provider retries, a
 * misconfigured secret). Every `everyMs` it asks the provider about orders still unpaid `afterMs` after
 * they were created (Razorpay's `GET /v1/orders/{id}/payments`) and settles them by the same forward-only
 * rule as every other path, through the payment ledger.
 *
 * The provider's API quota is the merchant's, and anyone may create orders, so the lookups are bounded: at
 * most `maxPerRun` in one run (those least recently asked about first; the rest wait for the next run), spread
 * evenly over the run's interval when the timer runs it, and none for an order older than its window
 * (`windowMs`): by then its checkout is long closed, and the provider's webhooks (retried for a day) and the
 * browser's confirmation outbox cover a payment heard of late.
 */
import type { Db } from './db';
import type { OrderRow, OrderStatus, PaymentLedger } from './payment-ledger';
import type { ProviderPayment } from './provider-client';

export type { ProviderPayment } from './provider-client';

/** Asks the provider for an order's payments; throws when it cannot answer. */
export type ProviderLookup = (orderId: string, signal: AbortSignal) => Promise<ProviderPayment[]>;

/** What one run did: how many orders it asked about, which it settled, which it could not ask about. */
export interface ReconcileReport {
  asOf: string;
  checked: number;
  settled: { orderId: string; status: OrderStatus; paymentId?: string; outcome: string }[];
  errors: { orderId: string; message: string }[];
}

export interface Reconciler {
  /**
   * Runs once now (or as of another moment, for tests); a run already under way is shared, not doubled.
   * `spread`: the lookups evenly over `everyMs`, as the timer runs them; otherwise at once.
   */
  run(asOf?: Date, options?: { spread?: boolean }): Promise<ReconcileReport>;
  /** Asks the provider about one order now (the console's "check with the provider now"), paid or not. */
  checkOrder(order: OrderRow): Promise<ReconcileReport>;
  /** Starts the timer (unreferenced: it never keeps the process alive). */
  start(): void;
  /** Stops the timer and aborts a run in flight. */
  stop(): void;
}

export interface ReconcilerOptions {
  db: Db;
  ledger: PaymentLedger;
  now: () => Date;
  lookup: ProviderLookup;
  afterMs: number;
  everyMs: number;
  /** Orders older than this are never asked about again (RECONCILE_WINDOW_MS; a day by default). */
  windowMs?: number;
  /** At most this many lookups in one run (RECONCILE_MAX_PER_RUN; 60 by default). */
  maxPerRun?: number;
  /** Waits between two lookups of a spread run (a timer; tests pass their own). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  warn?: (message: string) => void;
}

/**
 * An order's window: as long as the provider retries its webhooks, so the reconciler stays the safety net for
 * every payment a webhook could still have told of.
 */
export const DEFAULT_RECONCILE_WINDOW_MS = 24 * 3_600_000;
/** With a run a minute, one lookup a second at most: 3,600 an hour whatever the number of orders. */
export const DEFAULT_RECONCILE_MAX_PER_RUN = 60;

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
/** Lookups in flight at once: the provider is asked about several orders together, never hundreds. */
const CONCURRENCY = 4;

/** The longest wait between two lookups of one order, so a payment late in its day is still found. */
const MAX_WAIT_MS = 3_600_000;

/**
 * When an unpaid order is asked about again: `afterMs` after it was created, then each time after waiting
 * as long as the order had been waiting when it was last asked, at least `afterMs` and at most an hour:
 * 5 min, 10, 20, 40, then hourly, about 27 lookups in a window of a day. Every lookup moves its next one back, a
 * failed one too, so orders that keep failing or that nobody will ever pay cannot crowd out the others, and
 * the one least recently asked about is next. No counter is stored: the wait follows from `created_at` and
 * `checked_at`. (The query in createReconciler says the same in SQL.)
 */
export function nextCheckAt(order: Pick<OrderRow, 'created_at' | 'checked_at'>, afterMs: number): number {
  const created = Date.parse(order.created_at);
  if (order.checked_at === null) return created + afterMs;
  const checked = Date.parse(order.checked_at);
  return checked + Math.max(afterMs, Math.min(checked - created, MAX_WAIT_MS));
}

/** Builds the reconciler over the backend's database and a way to reach the provider. */
export function createReconciler({
  db,
  ledger,
  now,
  lookup,
  afterMs,
  everyMs,
  windowMs = DEFAULT_RECONCILE_WINDOW_MS,
  maxPerRun = DEFAULT_RECONCILE_MAX_PER_RUN,
  wait = sleep,
  warn = (message) => console.warn(`[reconciler] ${message}`),
}: ReconcilerOptions): Reconciler {
  // The unpaid orders of their window whose wait has passed (nextCheckAt, in SQL), least recently asked
  // about first, at most `maxPerRun`: an order left out is among the first of the next run.
  const due = db.prepare<
    { asOf: string; afterMs: number; maxWaitMs: number; since: string; max: number },
    OrderRow
  >(
    `SELECT * FROM orders
     WHERE status != 'paid' AND created_at >= @since
       AND unixepoch(COALESCE(checked_at, created_at), 'subsec') * 1000
           + MAX(@afterMs, MIN(@maxWaitMs,
               COALESCE(unixepoch(checked_at, 'subsec') - unixepoch(created_at, 'subsec'), 0) * 1000))
           <= unixepoch(@asOf, 'subsec') * 1000
     ORDER BY COALESCE(checked_at, created_at), created_at
     LIMIT @max`,
  );
  const markChecked = db.prepare<[string, string]>('UPDATE orders SET checked_at = ? WHERE id = ?');
  const noteCheck = db.prepare<{ orderId: string; at: string; source: string; outcome: string }>(
    'INSERT INTO order_checks (order_id, at, source, outcome) VALUES (@orderId, @at, @source, @outcome)',
  );
  const noted = (order: OrderRow, asOf: Date, source: 'reconciler' | 'console', outcome: string) =>
    db.transaction(() => {
      markChecked.run(asOf.toISOString(), order.id);
      noteCheck.run({ orderId: order.id, at: asOf.toISOString(), source, outcome });
    })();
  let running: Promise<ReconcileReport> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let controller = new AbortController();

  async function check(
    order: OrderRow,
    asOf: Date,
    report: ReconcileReport,
    source: 'reconciler' | 'console' = 'reconciler',
    signal: AbortSignal = controller.signal,
  ): Promise<void> {
    let payments: ProviderPayment[];
    try {
      payments = await lookup(order.id, signal);
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      // Asked, if not answered: its next lookup moves back like any other's.
      noted(order, asOf, source, `no answer: ${message}`.slice(0, 200));
      report.errors.push({ orderId: order.id, message });
      return;
    }
    report.checked += 1;
    const captured = payments.find(
      (payment) =>
        payment.status === 'captured' &&
        payment.order_id === order.id &&
        payment.amount === order.amount_minor &&
        payment.currency === order.currency,
    );
    if (captured) {
      const outcome = ledger.recordPayment({ order, paymentId: captured.id, source: 'reconciler' });
      noted(order, asOf, source, `payment ${captured.id} captured: ${outcome}`);
      report.settled.push({ orderId: order.id, status: 'paid', paymentId: captured.id, outcome });
    } else if (payments.some((payment) => payment.status === 'failed') && ledger.recordFailure(order.id)) {
      noted(order, asOf, source, 'payment failed: order failed');
      report.settled.push({ orderId: order.id, status: 'failed', outcome: 'order failed' });
    } else {
      noted(order, asOf, source, payments.length === 0 ? 'no payment yet' : 'no captured payment');
    }
  }

  async function settle(asOf: Date, spread: boolean): Promise<ReconcileReport> {
    const report: ReconcileReport = { asOf: asOf.toISOString(), checked: 0, settled: [], errors: [] };
    const queue = due.all({
      asOf: asOf.toISOString(),
      afterMs,
      maxWaitMs: MAX_WAIT_MS,
      since: new Date(asOf.getTime() - windowMs).toISOString(),
      max: maxPerRun,
    });
    if (spread) {
      // One at a time, a fair share of the interval apart: the provider sees a steady trickle, never a burst.
      const gap = Math.floor(everyMs / maxPerRun);
      for (const [index, order] of queue.entries()) {
        if (controller.signal.aborted) break;
        if (index > 0 && gap > 0) await wait(gap, controller.signal);
        if (controller.signal.aborted) break;
        await check(order, asOf, report);
      }
      return report;
    }
    const worker = async () => {
      for (let order = queue.shift(); order && !controller.signal.aborted; order = queue.shift())
        await check(order, asOf, report);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return report;
  }

  const run = (asOf: Date = now(), { spread = false } = {}): Promise<ReconcileReport> => {
    running ??= settle(asOf, spread).finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    run,
    async checkOrder(order) {
      const asOf = now();
      const report: ReconcileReport = { asOf: asOf.toISOString(), checked: 0, settled: [], errors: [] };
      await check(order, asOf, report, 'console', AbortSignal.timeout(30_000));
      return report;
    },
    start() {
      if (timer) return;
      controller = new AbortController();
      timer = setInterval(() => {
        run(now(), { spread: true }).then(
          (report) => {
            for (const { orderId, message } of report.errors)
              warn(`could not ask about ${orderId}: ${message}`);
          },
          (error: unknown) => warn(`run failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      controller.abort();
    },
  };
}
