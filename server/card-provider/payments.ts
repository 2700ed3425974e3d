/**
 * The payments the card provider's stand-in took, in a database of its own (`card-provider.sqlite` in the
 * data folder), as the real provider keeps its records apart from the merchant's: the backend never reads
 * them except through the provider's orders API, and the provider never reads the backend's tables.
 *
 * Kept on disk (WAL, `synchronous = FULL`) so that after a crash the reconciler still finds a payment the
 * provider took while the backend was down.
 */
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

/** A payment the simulator took, as it stores it. */
export interface CheckoutPaymentRow {
  id: string;
  order_id: string;
  status: 'captured' | 'failed';
  amount_minor: number;
  currency: string;
  error_description: string | null;
  created_at: string;
}

export interface PaymentStore {
  /** Records one payment attempt. */
  add: (payment: CheckoutPaymentRow) => void;
  /** An order's payments, oldest first. */
  of: (orderId: string) => CheckoutPaymentRow[];
  /** Every payment, oldest first (the local read-back for tests). */
  all: () => CheckoutPaymentRow[];
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

/** Opens (creating if needed) the provider's payment store in `dataDir`. */
export function openPaymentStore(dataDir: string): PaymentStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, PAYMENT_STORE_FILES[0]));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS checkout_payments (
      id TEXT PRIMARY KEY,
      order_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('captured', 'failed')),
      amount_minor INTEGER NOT NULL,
      currency TEXT NOT NULL,
      error_description TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS checkout_payments_order ON checkout_payments (order_id);
  `);
  const insert = db.prepare<CheckoutPaymentRow>(
    `INSERT INTO checkout_payments (id, order_id, status, amount_minor, currency, error_description, created_at)
     VALUES (@id, @order_id, @status, @amount_minor, @currency, @error_description, @created_at)`,
  );
  const ofOrder = db.prepare<[string], CheckoutPaymentRow>(
    'SELECT * FROM checkout_payments WHERE order_id = ? ORDER BY created_at, rowid',
  );
  const every = db.prepare<[], CheckoutPaymentRow>(
    'SELECT * FROM checkout_payments ORDER BY created_at, rowid',
  );
  const totalChanges = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  return {
    add: (payment) => void insert.run(payment),
    of: (orderId) => ofOrder.all(orderId),
    all: () => every.all(),
    changes: () => totalChanges.get()?.n ?? 0,
    close: () => db.close(),
  };
}
