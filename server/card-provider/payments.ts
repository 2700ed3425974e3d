/**
 * The card provider's own records, in a database of its own (`card-provider.sqlite` in the data folder), as
 * Razorpay keeps its records apart from the merchant's: the orders the merchant created through the Orders
 * API, the payments taken against them, and their refunds. The backend never reads them except through the
 * provider's API, and the provider never reads the backend's tables.
 *
 * Kept on disk (WAL) so that after a crash the reconciler still finds a payment the provider took while the
 * backend was down. `synchronous = NORMAL`: in WAL mode a commit then survives the process being killed (the
 * crash the benchmark and the tests make), though not a power cut, and costs no fsync, so the stand-in's
 * order creation is not the bottleneck of 200 checkouts at once (the real provider's durability is its own).
 */
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

/** An order the merchant created (`POST /v1/orders`). */
export interface ProviderOrderRow {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  /** JSON of the string pairs the merchant sent. */
  notes: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Unix seconds. */
  created_at: number;
}

/** Where a payment stands: authorized, then captured (automatically here), refunded in full; or failed. */
export type PaymentStatus = 'authorized' | 'captured' | 'refunded' | 'failed';

/** A payment the simulator took, as it stores it (and `/__local/checkout-payments` shows it). */
export interface CheckoutPaymentRow {
  id: string;
  order_id: string;
  status: PaymentStatus;
  amount_minor: number;
  currency: string;
  amount_refunded: number;
  email: string;
  contact: string;
  error_description: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** A refund of a payment (`POST /v1/payments/{id}/refund`). */
export interface RefundRow {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  receipt: string | null;
  notes: string;
  /** Unix seconds. */
  created_at: number;
}

export interface PaymentStore {
  addOrder: (order: ProviderOrderRow) => void;
  findOrder: (orderId: string) => ProviderOrderRow | undefined;
  /** Moves an order's status and counts an attempt when `attempted` is true. */
  updateOrder: (orderId: string, status: ProviderOrderRow['status'], attempted: boolean) => void;
  /** Records one payment attempt. */
  add: (payment: CheckoutPaymentRow) => void;
  find: (paymentId: string) => CheckoutPaymentRow | undefined;
  setStatus: (paymentId: string, status: PaymentStatus, amountRefunded?: number) => void;
  /** An order's payments, oldest first. */
  of: (orderId: string) => CheckoutPaymentRow[];
  /** Every payment, oldest first (the local read-back for tests). */
  all: () => CheckoutPaymentRow[];
  /**
   * Refunds a captured payment, in one transaction with the payment's new refunded amount; undefined when
   * the payment cannot be refunded by that much (not captured, or refunded already).
   */
  refund: (refund: RefundRow) => RefundRow | undefined;
  refundsOf: (paymentId: string) => RefundRow[];
  /** Rows written since the store was opened (tests check that a refused request wrote none). */
  changes: () => number;
  close: () => void;
}

/** The files the store keeps in the data folder (`services:reset` deletes them). */
export const PAYMENT_STORE_FILES = [
  'card-provider.sqlite',
  'card-provider.sqlite-wal',
  'card-provider.sqlite-shm',
] as const;

/** The store's schema; an older one (payments only, of orders it never issued) is dropped, not migrated. */
const STORE_VERSION = 2;

/** Opens (creating if needed) the provider's store in `dataDir`. */
export function openPaymentStore(dataDir: string): PaymentStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, PAYMENT_STORE_FILES[0]));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  if (Number(db.pragma('user_version', { simple: true })) < STORE_VERSION) {
    db.exec(`
      DROP TABLE IF EXISTS checkout_payments;
      CREATE TABLE IF NOT EXISTS provider_orders (
        id TEXT PRIMARY KEY,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        receipt TEXT,
        notes TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('created', 'attempted', 'paid')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS checkout_payments (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES provider_orders (id),
        status TEXT NOT NULL CHECK (status IN ('authorized', 'captured', 'refunded', 'failed')),
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        amount_refunded INTEGER NOT NULL DEFAULT 0,
        email TEXT NOT NULL,
        contact TEXT NOT NULL,
        error_description TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS checkout_payments_order ON checkout_payments (order_id);
      CREATE TABLE IF NOT EXISTS provider_refunds (
        id TEXT PRIMARY KEY,
        payment_id TEXT NOT NULL REFERENCES checkout_payments (id),
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL,
        receipt TEXT,
        notes TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS provider_refunds_payment ON provider_refunds (payment_id);
    `);
    db.pragma(`user_version = ${STORE_VERSION}`);
  }
  const insertOrder = db.prepare<ProviderOrderRow>(
    `INSERT INTO provider_orders (id, amount, currency, receipt, notes, status, attempts, created_at)
     VALUES (@id, @amount, @currency, @receipt, @notes, @status, @attempts, @created_at)`,
  );
  const findOrder = db.prepare<[string], ProviderOrderRow>('SELECT * FROM provider_orders WHERE id = ?');
  const updateOrder = db.prepare<{ id: string; status: string; attempted: number }>(
    'UPDATE provider_orders SET status = @status, attempts = attempts + @attempted WHERE id = @id',
  );
  const insert = db.prepare<CheckoutPaymentRow>(
    `INSERT INTO checkout_payments (id, order_id, status, amount_minor, currency, amount_refunded, email, contact,
       error_description, created_at)
     VALUES (@id, @order_id, @status, @amount_minor, @currency, @amount_refunded, @email, @contact,
       @error_description, @created_at)`,
  );
  const findPayment = db.prepare<[string], CheckoutPaymentRow>(
    'SELECT * FROM checkout_payments WHERE id = ?',
  );
  const setStatus = db.prepare<{ id: string; status: string; refunded: number | null }>(
    `UPDATE checkout_payments SET status = @status, amount_refunded = COALESCE(@refunded, amount_refunded)
     WHERE id = @id`,
  );
  const ofOrder = db.prepare<[string], CheckoutPaymentRow>(
    'SELECT * FROM checkout_payments WHERE order_id = ? ORDER BY created_at, rowid',
  );
  const every = db.prepare<[], CheckoutPaymentRow>(
    'SELECT * FROM checkout_payments ORDER BY created_at, rowid',
  );
  const insertRefund = db.prepare<RefundRow>(
    `INSERT INTO provider_refunds (id, payment_id, amount, currency, status, receipt, notes, created_at)
     VALUES (@id, @payment_id, @amount, @currency, @status, @receipt, @notes, @created_at)`,
  );
  const refundsOf = db.prepare<[string], RefundRow>(
    'SELECT * FROM provider_refunds WHERE payment_id = ? ORDER BY created_at, rowid',
  );
  const totalChanges = db.prepare<[], { n: number }>('SELECT total_changes() AS n');

  const refund = db.transaction((row: RefundRow): RefundRow | undefined => {
    const payment = findPayment.get(row.payment_id);
    if (!payment || payment.status !== 'captured') return undefined;
    const refunded = payment.amount_refunded + row.amount;
    if (row.amount < 1 || refunded > payment.amount_minor) return undefined;
    insertRefund.run(row);
    setStatus.run({
      id: payment.id,
      status: refunded === payment.amount_minor ? 'refunded' : 'captured',
      refunded,
    });
    return row;
  });

  return {
    addOrder: (order) => void insertOrder.run(order),
    findOrder: (orderId) => findOrder.get(orderId),
    updateOrder: (id, status, attempted) =>
      void updateOrder.run({ id, status, attempted: attempted ? 1 : 0 }),
    add: (payment) => void insert.run(payment),
    find: (paymentId) => findPayment.get(paymentId),
    setStatus: (id, status, refunded) => void setStatus.run({ id, status, refunded: refunded ?? null }),
    of: (orderId) => ofOrder.all(orderId),
    all: () => every.all(),
    refund: (row) => refund.immediate(row),
    refundsOf: (paymentId) => refundsOf.all(paymentId),
    changes: () => totalChanges.get()?.n ?? 0,
    close: () => db.close(),
  };
}
