/**
 * What a payment webhook means for an order, apart from how it is stored: the backend's route and the msw
 * stand-in both decide with this, so the contract suite can hold them to the same answers.
 */
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

import type { RecordOutcome } from './payment-ledger';
import { isRecord } from './validate';

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

const Ident = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });
/** `payload.payment.entity`, the part of every payment event the backend acts on (other fields ignored). */
const PaymentEntity = Type.Object({
  id: Ident,
  order_id: Ident,
  amount: Type.Integer(),
  currency: Type.String(),
  status: Type.String(),
});
/** `payload.refund.entity` of a `refund.processed` event (`created_at` in Unix seconds). */
const RefundEntity = Type.Object({
  id: Ident,
  payment_id: Ident,
  amount: Type.Integer(),
  currency: Type.String(),
  status: Type.String(),
  created_at: Type.Integer(),
});
const entity = (schema: TSchema) => Type.Optional(Type.Object({ entity: schema }));

/** What the backend reads of an event once its signature holds: anything else in it, or missing, is ignored. */
export const WebhookEvent = Type.Object({
  event: Type.Optional(Type.String()),
  payload: Type.Optional(Type.Object({ payment: entity(PaymentEntity), refund: entity(RefundEntity) })),
});

const checkPayment = Compile(PaymentEntity);
const checkRefund = Compile(RefundEntity);
const entityOf = (body: Record<string, unknown>, part: string): unknown => {
  const payload = isRecord(body.payload) ? body.payload : {};
  return isRecord(payload[part]) ? payload[part].entity : undefined;
};

export type WebhookPayment = {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: string;
};

/** Reads the payment an event reports; undefined when it carries none. */
export function readWebhookPayment(body: Record<string, unknown>): WebhookPayment | undefined {
  const found = entityOf(body, 'payment');
  if (!checkPayment.Check(found)) return undefined;
  const { id, order_id: orderId, amount, currency, status } = found;
  return { id: id.trim(), orderId: orderId.trim(), amount, currency, status };
}

/** Reads the refund a `refund.processed` event reports; undefined when it carries none. */
export function readWebhookRefund(body: Record<string, unknown>) {
  const found = entityOf(body, 'refund');
  if (!checkRefund.Check(found)) return undefined;
  const { id, payment_id: paymentId, amount, currency, status, created_at: createdAt } = found;
  return { id: id.trim(), paymentId: paymentId.trim(), amount, currency, status, createdAt };
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
