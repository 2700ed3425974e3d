import type { Db } from './db';
import type { Learner } from './learner-auth';
import type { LearnerPaymentWire, LearnerPaymentsWire, PlanHeldWire } from './learner-wire';
import type { OrderRow } from './payment-ledger';
import { findProduct } from './pricing';

/** The same instant `months` calendar months later; a day the month lacks becomes its last day (31 Jan -> 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/**
 * The plans (and workshop access) the payments give, one per title: held from the day it was paid for its
 * period; paid again while held, it extends from its current end; paid again after it ran out, it starts
 * afresh. Payments in any order give the same plans.
 */
export function plansHeld(
  payments: readonly Pick<LearnerPaymentWire, 'kind' | 'title' | 'paidAt' | 'refundedAt'>[],
): PlanHeldWire[] {
  const byTitle = new Map<string, PlanHeldWire>();
  const inOrder = [...payments].sort((a, b) => (a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : 0));
  for (const payment of inOrder) {
    const months = findProduct(payment.kind, payment.title)?.months;
    if (months === undefined) continue;
    const key = `${payment.kind}:${payment.title}`;
    const held = byTitle.get(key);
    const before = held?.until;
    if (held && held.until >= payment.paidAt) held.until = addMonths(held.until, months);
    else
      byTitle.set(key, {
        kind: payment.kind,
        title: payment.title,
        from: payment.paidAt,
        until: addMonths(payment.paidAt, months),
      });
    // A refunded payment gives its access up from the refund: what it added ends then, what came before stays.
    const refundedAt = payment.refundedAt;
    const plan = byTitle.get(key);
    if (plan && refundedAt !== undefined && refundedAt < plan.until) {
      const kept = before !== undefined && before >= payment.paidAt ? before : undefined;
      plan.until = kept !== undefined && kept > refundedAt ? kept : refundedAt;
    }
  }
  return [...byTitle.values()];
}

/** A payment joined with its order: the order's priced fields as the ledger stores them. */
interface PaymentRow extends Omit<
  OrderRow,
  'id' | 'status' | 'created_at' | 'checked_at' | 'receipt' | 'learner'
> {
  payment_id: string;
  paid_at: string;
  order_id: string;
  refunded_at: string | null;
}

/** The learner's payments and plans, from the orders that belong to them. */
export interface LearnerPayments {
  read(learner: Learner): LearnerPaymentsWire;
}

/**
 * An order belongs to the learner whose token it carried, or, placed as a guest, to the account whose
 * provider reports the same e-mail address as verified. Only paid orders count.
 */
export function learnerPayments(db: Db): LearnerPayments {
  const select = db.prepare<{ learner: string; email: string | null }, PaymentRow>(
    `SELECT p.payment_id, p.created_at AS paid_at, o.id AS order_id, o.kind, o.title, o.currency, o.rate,
       o.base_minor, o.fee_minor, o.gst_minor, o.amount_minor, p.customer_name, p.customer_email,
       p.customer_phone, r.refunded_at
     FROM orders o JOIN payment_confirmations p ON p.order_id = o.id
       LEFT JOIN order_refunds r ON r.order_id = o.id AND r.status = 'processed'
     WHERE o.status = 'paid'
       AND (o.learner = @learner
         OR (o.learner IS NULL AND @email IS NOT NULL AND o.customer_email = @email COLLATE NOCASE))
     ORDER BY p.created_at, p.payment_id`,
  );
  return {
    read({ sub, verifiedEmail }) {
      const payments = select.all({ learner: sub, email: verifiedEmail }).map((row): LearnerPaymentWire => ({
        paymentId: row.payment_id,
        orderId: row.order_id,
        kind: row.kind,
        title: row.title,
        currency: row.currency,
        amount: row.amount_minor,
        breakdown: { base: row.base_minor, fee: row.fee_minor, gst: row.gst_minor, total: row.amount_minor },
        rate: row.rate,
        customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
        paidAt: row.paid_at,
        ...(row.refunded_at === null ? {} : { refundedAt: row.refunded_at }),
      }));
      return { payments, plans: plansHeld(payments) };
    },
  };
}
