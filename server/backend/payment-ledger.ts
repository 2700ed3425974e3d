import type { Db } from './db';
import type { CurrencyCode, ProductKind } from './wire';

/** Where an order stands: `created`, then `failed` after a declined attempt, `paid` once a payment is captured. */
export type OrderStatus = 'created' | 'failed' | 'paid';

/** Which path recorded a payment first: the browser's confirmation, the provider's webhook, the reconciler. */
export type PaymentSource = 'browser' | 'webhook' | 'reconciler';

export interface OrderRow {
  id: string;
  kind: ProductKind;
  title: string;
  currency: CurrencyCode;
  rate: number;
  base_minor: number;
  fee_minor: number;
  gst_minor: number;
  amount_minor: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: OrderStatus;
  created_at: string;
  /** When the reconciler last asked the provider about this order. */
  checked_at: string | null;
  /** Our own order reference, sent to the provider as the order's `receipt` (null before schema 8). */
  receipt: string | null;
  /** The signed-in learner who placed it, or null for a guest. */
  learner: string | null;
}

const STEP: Record<OrderStatus, number> = { created: 0, failed: 1, paid: 2 };

/**
 * Orders move forward only: `created` -> `failed` -> `paid`, and `created` -> `paid`. A failed attempt can
 * be followed by a successful one; nothing moves an order back from `paid`.
 */
export const movesForward = (from: OrderStatus, to: OrderStatus): boolean => STEP[to] > STEP[from];

/** What recording a captured payment did. */
export type RecordOutcome = 'confirmed' | 'already processed' | 'another order';

export interface CapturedPayment {
  order: OrderRow;
  paymentId: string;
  source: PaymentSource;
  /** The details the browser sent; the order's own for the webhook and the reconciler. */
  customer?: { name: string; email: string; phone: string };
}

/** An order as the backend priced it (minor units), before any attempt to pay it. */
export interface NewOrder {
  /** The provider's order id (the provider created the order first). */
  id: string;
  /** Our own reference, the provider order's `receipt`. */
  receipt: string;
  /** The client's idempotency key: a retried request finds this order instead of making another. */
  requestKey: string | null;
  kind: ProductKind;
  title: string;
  currency: CurrencyCode;
  rate: number;
  price: { base: number; fee: number; gst: number; total: number };
  customer: { name: string; email: string; phone: string };
  /** The signed-in learner who placed it, or null for a guest. */
  learner: string | null;
}

/**
 * The one place the backend writes orders and records payments: an order is created here, and every path
 * that reports a payment goes through it, so each payment is recorded once. (The reconciler notes on an order
 * when it last asked the provider about it, `checked_at`, a column only it reads.)
 */
export interface PaymentLedger {
  /** Keeps a new order, `created`, at the ledger's clock. */
  createOrder(order: NewOrder): void;
  findOrder(orderId: string): OrderRow | undefined;
  /** The order a request with this idempotency key created, if any. */
  findOrderByRequestKey(requestKey: string): OrderRow | undefined;
  /** The payment recorded for an order (a paid order has exactly one). */
  paymentOf(orderId: string): { payment_id: string; amount_minor: number; currency: string } | undefined;
  /** The order a recorded payment paid. */
  orderOfPayment(paymentId: string): OrderRow | undefined;
  /**
   * Claims a full refund of a paid order (once: a second claim finds the first); `requested` until the
   * provider's answer, its webhook or the reconciler records it (`recordRefund`).
   */
  requestRefund(orderId: string, reason: string): RefundClaim;
  /** Records a processed full refund of an order's payment, once, whichever path reports it first. */
  recordRefund(refund: ProcessedRefund): 'refunded' | 'already refunded' | 'not paid' | 'amount mismatch';
  /** Refunds claimed but not yet processed (the reconciler asks the provider about them). */
  pendingRefunds(): RefundRow[];
  /**
   * Records a captured payment and marks its order paid, in one transaction. The first path to report a
   * payment records it (`confirmed`); the others find it (`already processed`). A payment id recorded for
   * another order is refused (`another order`).
   */
  recordPayment(payment: CapturedPayment): RecordOutcome;
  /** A failed attempt moves a `created` order to `failed`; returns false when the order did not move. */
  recordFailure(orderId: string): boolean;
}

/** A refund as the ledger keeps it. */
export interface RefundRow {
  order_id: string;
  payment_id: string;
  refund_id: string | null;
  amount_minor: number;
  currency: string;
  reason: string;
  status: 'requested' | 'processed';
  requested_at: string;
  refunded_at: string | null;
  source: 'provider' | 'webhook' | 'reconciler' | null;
}

export type RefundClaim =
  | { outcome: 'claimed' | 'requested before' | 'already refunded'; refund: RefundRow }
  | { outcome: 'unknown order' | 'not paid' };

export interface ProcessedRefund {
  paymentId: string;
  refundId: string;
  amount: number;
  currency: string;
  /** When the provider made it (ISO 8601). */
  refundedAt: string;
  source: 'provider' | 'webhook' | 'reconciler';
}

/** The payment ledger over the backend's database. */
export function paymentLedger(db: Db, now: () => Date): PaymentLedger {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
       customer_name, customer_email, customer_phone, created_at, learner, receipt, request_key)
     VALUES (@id, @kind, @title, @currency, @rate, @base, @fee, @gst, @amount, @name, @email, @phone, @createdAt,
       @learner, @receipt, @requestKey)`,
  );
  const findOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const findByKey = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE request_key = ?');
  const paymentOf = db.prepare<[string], { payment_id: string; amount_minor: number; currency: string }>(
    `SELECT payment_id, amount_minor, currency FROM payment_confirmations WHERE order_id = ?
     ORDER BY created_at, payment_id LIMIT 1`,
  );
  const orderOfPayment = db.prepare<[string], OrderRow>(
    'SELECT o.* FROM orders o JOIN payment_confirmations p ON p.order_id = o.id WHERE p.payment_id = ?',
  );
  const findRefund = db.prepare<[string], RefundRow>('SELECT * FROM order_refunds WHERE order_id = ?');
  const insertRefund = db.prepare<RefundRow>(
    `INSERT INTO order_refunds (order_id, payment_id, refund_id, amount_minor, currency, reason, status,
       requested_at, refunded_at, source)
     VALUES (@order_id, @payment_id, @refund_id, @amount_minor, @currency, @reason, @status, @requested_at,
       @refunded_at, @source)`,
  );
  const processRefund = db.prepare<{ orderId: string; refundId: string; refundedAt: string; source: string }>(
    `UPDATE order_refunds SET status = 'processed', refund_id = @refundId, refunded_at = @refundedAt,
       source = @source WHERE order_id = @orderId AND status = 'requested'`,
  );
  const pendingRefunds = db.prepare<[], RefundRow>(
    "SELECT * FROM order_refunds WHERE status = 'requested' ORDER BY requested_at",
  );
  const findPayment = db.prepare<[string], { order_id: string }>(
    'SELECT order_id FROM payment_confirmations WHERE payment_id = ?',
  );
  const insertPayment = db.prepare(
    `INSERT INTO payment_confirmations (payment_id, order_id, kind, title, amount_minor, currency,
       customer_name, customer_email, customer_phone, created_at, source)
     VALUES (@paymentId, @orderId, @kind, @title, @amount, @currency, @name, @email, @phone, @createdAt, @source)`,
  );
  const setStatus = db.prepare<{ id: string; status: OrderStatus }>(
    'UPDATE orders SET status = @status WHERE id = @id',
  );

  const moveOrder = (orderId: string, to: OrderStatus): boolean => {
    const order = findOrder.get(orderId);
    if (!order || !movesForward(order.status, to)) return false;
    setStatus.run({ id: orderId, status: to });
    return true;
  };

  const noteAttempt = db.prepare<{ orderId: string; paymentId: string; at: string; outcome: RecordOutcome }>(
    `INSERT INTO confirmation_attempts (order_id, payment_id, at, outcome)
     VALUES (@orderId, @paymentId, @at, @outcome)`,
  );

  const record = ({ order, paymentId, source, customer }: CapturedPayment): RecordOutcome => {
    const seen = findPayment.get(paymentId);
    if (seen) return seen.order_id === order.id ? 'already processed' : 'another order';
    insertPayment.run({
      paymentId,
      orderId: order.id,
      kind: order.kind,
      title: order.title,
      amount: order.amount_minor,
      currency: order.currency,
      name: customer?.name ?? order.customer_name,
      email: customer?.email ?? order.customer_email,
      phone: customer?.phone ?? order.customer_phone,
      createdAt: now().toISOString(),
      source,
    });
    moveOrder(order.id, 'paid');
    return 'confirmed';
  };
  // The browser's confirmations are each kept with what they did (the order's history shows the outbox's
  // retries); the webhook and the reconciler keep their own records (webhook_events, order_checks).
  const recordPayment = db.transaction((payment: CapturedPayment): RecordOutcome => {
    const outcome = record(payment);
    if (payment.source === 'browser')
      noteAttempt.run({
        orderId: payment.order.id,
        paymentId: payment.paymentId,
        at: now().toISOString(),
        outcome,
      });
    return outcome;
  });

  const recordFailure = db.transaction((orderId: string) => moveOrder(orderId, 'failed'));

  const requestRefund = db.transaction((orderId: string, reason: string): RefundClaim => {
    const order = findOrder.get(orderId);
    if (!order) return { outcome: 'unknown order' };
    const payment = paymentOf.get(orderId);
    if (order.status !== 'paid' || !payment) return { outcome: 'not paid' };
    const seen = findRefund.get(orderId);
    if (seen)
      return { outcome: seen.status === 'processed' ? 'already refunded' : 'requested before', refund: seen };
    const refund: RefundRow = {
      order_id: orderId,
      payment_id: payment.payment_id,
      refund_id: null,
      amount_minor: payment.amount_minor,
      currency: payment.currency,
      reason,
      status: 'requested',
      requested_at: now().toISOString(),
      refunded_at: null,
      source: null,
    };
    insertRefund.run(refund);
    return { outcome: 'claimed', refund };
  });

  const recordRefund = db.transaction((refund: ProcessedRefund) => {
    const order = orderOfPayment.get(refund.paymentId);
    const payment = order && paymentOf.get(order.id);
    if (!order || order.status !== 'paid' || payment?.payment_id !== refund.paymentId) return 'not paid';
    // Only a full refund gives up the order; a partial one made at the provider's dashboard is not this.
    if (refund.amount !== payment.amount_minor || refund.currency !== payment.currency)
      return 'amount mismatch';
    const seen = findRefund.get(order.id);
    if (seen?.status === 'processed') return 'already refunded';
    if (seen) processRefund.run({ orderId: order.id, ...refund });
    else
      insertRefund.run({
        order_id: order.id,
        payment_id: refund.paymentId,
        refund_id: refund.refundId,
        amount_minor: refund.amount,
        currency: refund.currency,
        reason: 'refunded at the provider',
        status: 'processed',
        requested_at: refund.refundedAt,
        refunded_at: refund.refundedAt,
        source: refund.source,
      });
    return 'refunded';
  });

  // IMMEDIATE: the write lock is taken at BEGIN. A deferred transaction reads first and asks for the lock
  // at its first write, and if another connection wrote in between, SQLite fails it at once (no waiting),
  // after the read it decided on has gone stale.
  return {
    createOrder: ({ id, receipt, requestKey, kind, title, currency, rate, price, customer, learner }) => {
      insertOrder.run({
        id,
        receipt,
        requestKey,
        kind,
        title,
        currency,
        rate,
        base: price.base,
        fee: price.fee,
        gst: price.gst,
        amount: price.total,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        createdAt: now().toISOString(),
        learner,
      });
    },
    findOrder: (orderId) => findOrder.get(orderId),
    findOrderByRequestKey: (requestKey) => findByKey.get(requestKey),
    paymentOf: (orderId) => paymentOf.get(orderId),
    orderOfPayment: (paymentId) => orderOfPayment.get(paymentId),
    requestRefund: (orderId, reason) => requestRefund.immediate(orderId, reason) as RefundClaim,
    recordRefund: (refund) =>
      recordRefund.immediate(refund) as 'refunded' | 'already refunded' | 'not paid' | 'amount mismatch',
    pendingRefunds: () => pendingRefunds.all(),
    recordPayment: (payment) => recordPayment.immediate(payment) as RecordOutcome,
    recordFailure: (orderId) => recordFailure.immediate(orderId),
  };
}
