/**
 * What a payment webhook means for an order, apart from how it is stored: the backend's route and the msw
 * stand-in both decide with this, so the contract suite can hold them to the same answers.
 */
import type { RecordOutcome } from './payment-ledger';
import { isRecord, text } from './validate';

/** What one webhook event did, as the answer and the stored event say. */
export type WebhookOutcome =
  | RecordOutcome
  | 'order failed'
  | 'order unchanged'
  | 'unknown order'
  | 'amount mismatch'
  | 'ignored'
  | 'duplicate event'
  | 'refunded'
  | 'already refunded'
  | 'not paid';

/** `payload.payment.entity`, the part of every payment event the backend acts on. */
export interface WebhookPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: string;
}

/** Reads the payment an event reports; undefined when it carries none. */
export function readWebhookPayment(body: Record<string, unknown>): WebhookPayment | undefined {
  const payload = isRecord(body.payload) ? body.payload : {};
  const payment = isRecord(payload.payment) ? payload.payment : {};
  const entity = isRecord(payment.entity) ? payment.entity : {};
  const id = text(entity.id, 64);
  const orderId = text(entity.order_id, 64);
  const { amount, currency, status } = entity;
  if (
    !id ||
    !orderId ||
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    typeof currency !== 'string' ||
    typeof status !== 'string'
  )
    return undefined;
  return { id, orderId, amount, currency, status };
}

/** `payload.refund.entity` of a `refund.processed` event. */
export interface WebhookRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: string;
  /** Unix seconds. */
  createdAt: number;
}

/** Reads the refund a `refund.processed` event reports; undefined when it carries none. */
export function readWebhookRefund(body: Record<string, unknown>): WebhookRefund | undefined {
  const payload = isRecord(body.payload) ? body.payload : {};
  const refund = isRecord(payload.refund) ? payload.refund : {};
  const entity = isRecord(refund.entity) ? refund.entity : {};
  const id = text(entity.id, 64);
  const paymentId = text(entity.payment_id, 64);
  const { amount, currency, status, created_at: createdAt } = entity;
  if (!id || !paymentId || typeof amount !== 'number' || !Number.isInteger(amount)) return undefined;
  if (typeof currency !== 'string' || typeof status !== 'string') return undefined;
  if (typeof createdAt !== 'number' || !Number.isInteger(createdAt)) return undefined;
  return { id, paymentId, amount, currency, status, createdAt };
}

/** The order side of a webhook: what the event needs to find and move. */
export interface WebhookLedger {
  findOrder(orderId: string): { amount: number; currency: string } | undefined;
  /** Records the captured payment once and marks the order paid. */
  recordPayment(orderId: string, paymentId: string): RecordOutcome;
  /** Moves a `created` order to `failed`; false when it did not move. */
  recordFailure(orderId: string): boolean;
}

const CAPTURE_EVENTS = ['payment.captured', 'order.paid'];

/**
 * Acts on one event (not seen before): a captured payment of the order's amount records the payment and
 * pays the order; `payment.failed` fails an order that is not paid; anything else is acknowledged and
 * ignored, since the provider retries every answer but a 2xx and retrying cannot make it actionable.
 */
export function actOnWebhookEvent(
  event: string,
  payment: WebhookPayment | undefined,
  ledger: WebhookLedger,
): WebhookOutcome {
  if (!payment) return 'ignored';
  const order = ledger.findOrder(payment.orderId);
  if (!order) return 'unknown order';
  if (CAPTURE_EVENTS.includes(event) && payment.status === 'captured') {
    if (payment.amount !== order.amount || payment.currency !== order.currency) return 'amount mismatch';
    return ledger.recordPayment(payment.orderId, payment.id);
  }
  if (event === 'payment.failed')
    return ledger.recordFailure(payment.orderId) ? 'order failed' : 'order unchanged';
  return 'ignored';
}
