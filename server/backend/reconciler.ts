/**
 * The backend's safety net for payments it never heard of: neither the browser's confirmation nor the
 * provider's webhook arrived (a webhook endpoint that was down for longer than the provider retries, a
 * misconfigured secret). Every `everyMs` it asks the provider about orders still unpaid `afterMs` after
 * they were created (Razorpay's `GET /v1/orders/{id}/payments`) and settles them by the same forward-only
 * rule as every other path, through the payment ledger.
 */
import type { Db } from './db';
import type { OrderRow, OrderStatus, PaymentLedger } from './payment-ledger';

/** A payment as the provider's orders API lists it (the fields the reconciler reads). */
export interface ProviderPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

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
  /** Runs once now (or as of another moment, for tests); a run already under way is shared, not doubled. */
  run(asOf?: Date): Promise<ReconcileReport>;
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
  /** Orders older than this are left alone: the provider stops retrying after a day. */
  lookBackMs?: number;
  warn?: (message: string) => void;
}

const DAY = 86_400_000;
/** At most this many orders per run, oldest first; the next run takes the rest. */
const BATCH = 50;

/** Builds the reconciler over the backend's database and a way to reach the provider. */
export function createReconciler({
  db,
  ledger,
  now,
  lookup,
  afterMs,
  everyMs,
  lookBackMs = DAY,
  warn = (message) => console.warn(`[reconciler] ${message}`),
}: ReconcilerOptions): Reconciler {
  // An unpaid order is asked about once it is `afterMs` old, then again every `afterMs` while it stays unpaid.
  const due = db.prepare<{ staleBefore: string; since: string }, OrderRow>(
    `SELECT * FROM orders
     WHERE status != 'paid' AND created_at <= @staleBefore AND created_at >= @since
       AND (checked_at IS NULL OR checked_at <= @staleBefore)
     ORDER BY created_at LIMIT ${BATCH}`,
  );
  const markChecked = db.prepare<[string, string]>('UPDATE orders SET checked_at = ? WHERE id = ?');
  let running: Promise<ReconcileReport> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let controller = new AbortController();

  async function settle(asOf: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { asOf: asOf.toISOString(), checked: 0, settled: [], errors: [] };
    const orders = due.all({
      staleBefore: new Date(asOf.getTime() - afterMs).toISOString(),
      since: new Date(asOf.getTime() - lookBackMs).toISOString(),
    });
    for (const order of orders) {
      if (controller.signal.aborted) break;
      let payments: ProviderPayment[];
      try {
        payments = await lookup(order.id, controller.signal);
      } catch (error) {
        // Not marked as checked: the next run asks again.
        report.errors.push({
          orderId: order.id,
          message: error instanceof Error ? error.message : String(error),
        });
        continue;
      }
      report.checked += 1;
      markChecked.run(asOf.toISOString(), order.id);
      const captured = payments.find(
        (payment) =>
          payment.status === 'captured' &&
          payment.order_id === order.id &&
          payment.amount === order.amount_minor &&
          payment.currency === order.currency,
      );
      if (captured) {
        const outcome = ledger.recordPayment({ order, paymentId: captured.id, source: 'reconciler' });
        report.settled.push({ orderId: order.id, status: 'paid', paymentId: captured.id, outcome });
      } else if (payments.some((payment) => payment.status === 'failed') && ledger.recordFailure(order.id)) {
        report.settled.push({ orderId: order.id, status: 'failed', outcome: 'order failed' });
      }
    }
    return report;
  }

  const run = (asOf: Date = now()): Promise<ReconcileReport> => {
    running ??= settle(asOf).finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    run,
    start() {
      if (timer) return;
      controller = new AbortController();
      timer = setInterval(() => {
        run().then(
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
