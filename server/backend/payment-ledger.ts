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
  id: string;
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
  /**
   * Records a captured payment and marks its order paid, in one transaction. The first path to report a
   * payment records it (`confirmed`); the others find it (`already processed`). A payment id recorded for
   * another order is refused (`another order`).
   */
  recordPayment(payment: CapturedPayment): RecordOutcome;
  /** A failed attempt moves a `created` order to `failed`; returns false when the order did not move. */
  recordFailure(orderId: string): boolean;
}

/** The payment ledger over the backend's database. */
export function paymentLedger(db: Db, now: () => Date): PaymentLedger {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
       customer_name, customer_email, customer_phone, created_at, learner)
     VALUES (@id, @kind, @title, @currency, @rate, @base, @fee, @gst, @amount, @name, @email, @phone, @createdAt,
       @learner)`,
  );
  const findOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
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

  const recordPayment = db.transaction(({ order, paymentId, source, customer }: CapturedPayment) => {
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
  });

  const recordFailure = db.transaction((orderId: string) => moveOrder(orderId, 'failed'));

  // IMMEDIATE: the write lock is taken at BEGIN. A deferred transaction reads first and asks for the lock
  // at its first write, and if another connection wrote in between, SQLite fails it at once (no waiting),
  // after the read it decided on has gone stale.
  return {
    createOrder: ({ id, kind, title, currency, rate, price, customer, learner }) => {
      insertOrder.run({
        id,
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
    recordPayment: (payment) => recordPayment.immediate(payment) as RecordOutcome,
    recordFailure: (orderId) => recordFailure.immediate(orderId),
  };
}
