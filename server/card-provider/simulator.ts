/**
 * The card provider's stand-in (Razorpay Standard Checkout and the part of its REST API the merchant uses,
 * docs/api.md, "The stand-ins of the outside services"): the window.Razorpay script and the two calls it makes, the webhooks
 * it sends after each payment and refund whatever the page does next, and the API the merchant calls with
 * HTTP Basic (key id : key secret): orders, their payments, payments and their refunds. Everything it
 * answers comes from its own store (payments.ts): it knows an order only because the merchant created it
 * through `POST /v1/orders`, as Razorpay does.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SERVER_DIR } from '../config';
import { randomId, signPayment } from '../razorpay-signature';

import type { CheckoutPaymentRow, PaymentStore, ProviderOrderRow, RefundRow } from './payments';
import type { WebhookDispatcher, WebhookEvent, WebhookEventName } from './webhooks';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Razorpay-style error body. */
const rzpError = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    field,
  },
});

export const CHECKOUT_SCRIPT_PATH = path.join(SERVER_DIR, 'card-provider', 'checkout.js');
export const DECLINE_DESCRIPTION = 'Your payment was declined by the bank (simulated by the local checkout).';

/** The currencies the stand-in takes (Razorpay takes more; the site sells in these two). */
export const CURRENCIES: readonly string[] = ['INR', 'USD'];
/** Razorpay's smallest order: 100 minor units. */
export const MIN_AMOUNT = 100;
export const MAX_RECEIPT = 40;
const MAX_NOTES = 15;
const MAX_NOTE = 256;

const unixSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

const parseNotes = (notes: string): Record<string, string> => JSON.parse(notes) as Record<string, string>;

/** Razorpay's order entity. */
export function orderEntity(order: ProviderOrderRow, payments: readonly CheckoutPaymentRow[]) {
  const paid = payments
    .filter((payment) => payment.status === 'captured' || payment.status === 'refunded')
    .reduce((sum, payment) => sum + payment.amount_minor, 0);
  return {
    id: order.id,
    entity: 'order',
    amount: order.amount,
    amount_paid: paid,
    amount_due: Math.max(order.amount - paid, 0),
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: parseNotes(order.notes),
    created_at: order.created_at,
  };
}

/** Razorpay's payment entity, as webhooks and the API carry it. */
export function paymentEntity(payment: CheckoutPaymentRow) {
  const failed = payment.status === 'failed';
  const refunded = payment.amount_refunded;
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount_minor,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.order_id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: refunded,
    refund_status: refunded === 0 ? null : refunded === payment.amount_minor ? 'full' : 'partial',
    captured: payment.status === 'captured' || payment.status === 'refunded',
    description: null,
    email: payment.email,
    contact: payment.contact,
    notes: {},
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? payment.error_description : null,
    created_at: unixSeconds(payment.created_at),
  };
}

/** Razorpay's refund entity. */
export function refundEntity(refund: RefundRow) {
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    payment_id: refund.payment_id,
    notes: parseNotes(refund.notes),
    receipt: refund.receipt,
    status: refund.status,
    speed_processed: 'normal',
    speed_requested: 'normal',
    created_at: refund.created_at,
  };
}

/** One webhook event in Razorpay's envelope. */
function webhookEvent(
  name: WebhookEventName,
  at: Date,
  ids: { orderId: string; paymentId: string },
  payload: Record<string, { entity: unknown }>,
): WebhookEvent {
  return {
    id: randomId('evt_'),
    name,
    orderId: ids.orderId,
    paymentId: ids.paymentId,
    body: JSON.stringify({
      entity: 'event',
      account_id: 'acc_LocalSimulator',
      event: name,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(at.getTime() / 1000),
    }),
  };
}

/** What the simulator's routes work with: the merchant's keys and the provider's own records. */
export interface SimulatorDeps {
  keyId: string;
  keySecret: string;
  payments: PaymentStore;
  webhooks: WebhookDispatcher;
  now: () => Date;
}

/** Reads `POST /v1/orders`' body as Razorpay validates it; a description of the first problem otherwise. */
function readOrderRequest(
  body: unknown,
):
  | { ok: true; amount: number; currency: string; receipt: string | null; notes: Record<string, string> }
  | { ok: false; description: string; field: string } {
  if (!isRecord(body)) return { ok: false, description: 'The request body is not an object.', field: 'body' };
  const { amount, currency, receipt, notes } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return { ok: false, description: 'The amount must be an integer.', field: 'amount' };
  if (amount < MIN_AMOUNT)
    return { ok: false, description: `The amount must be atleast INR 1.00.`, field: 'amount' };
  if (typeof currency !== 'string' || !CURRENCIES.includes(currency))
    return { ok: false, description: 'The currency is invalid.', field: 'currency' };
  if (
    receipt !== undefined &&
    receipt !== null &&
    (typeof receipt !== 'string' || receipt.length > MAX_RECEIPT)
  )
    return {
      ok: false,
      description: `The receipt may not be greater than ${MAX_RECEIPT} characters.`,
      field: 'receipt',
    };
  const read = readNotes(notes);
  if (!read.ok) return read;
  return {
    ok: true,
    amount,
    currency,
    receipt: typeof receipt === 'string' ? receipt : null,
    notes: read.notes,
  };
}

function readNotes(
  notes: unknown,
): { ok: true; notes: Record<string, string> } | { ok: false; description: string; field: string } {
  if (notes === undefined || notes === null) return { ok: true, notes: {} };
  if (!isRecord(notes)) return { ok: false, description: 'The notes must be an object.', field: 'notes' };
  const entries = Object.entries(notes);
  if (entries.length > MAX_NOTES)
    return { ok: false, description: `The notes may not have more than ${MAX_NOTES} items.`, field: 'notes' };
  const kept: Record<string, string> = {};
  for (const [key, value] of entries) {
    if ((typeof value !== 'string' && typeof value !== 'number') || String(value).length > MAX_NOTE)
      return {
        ok: false,
        description: 'Each note must be a string of at most 256 characters.',
        field: 'notes',
      };
    kept[key] = String(value);
  }
  return { ok: true, notes: kept };
}

/** The checkout script, the two calls it makes, and the provider's API. */
export function simulatorRoutes(
  app: FastifyInstance,
  { keyId, keySecret, payments, webhooks, now }: SimulatorDeps,
): void {
  const script = fs.readFileSync(CHECKOUT_SCRIPT_PATH, 'utf8');
  app.get('/checkout/v1/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(script),
  );

  // What Checkout itself asks (with the public key id only): the order it was opened for.
  app.get<{ Params: { orderId: string }; Querystring: { key_id?: string } }>(
    '/checkout/v1/orders/:orderId',
    async (request, reply) => {
      if (request.query.key_id !== undefined && request.query.key_id !== keyId)
        return reply.code(401).send(rzpError('The api key provided is invalid', 'key'));
      const order = payments.findOrder(request.params.orderId);
      if (!order) return reply.code(404).send(rzpError('The id provided does not exist', 'order_id'));
      return {
        id: order.id,
        entity: 'order',
        amount: order.amount,
        currency: order.currency,
        status: order.status,
      };
    },
  );

  app.post('/checkout/v1/payments', async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return reply.code(400).send(rzpError('Send a JSON object.'));
    if (body.key !== keyId) return reply.code(401).send(rzpError('The api key provided is invalid', 'key'));
    if (typeof body.order_id !== 'string')
      return reply.code(400).send(rzpError('order_id is required', 'order_id'));
    const order = payments.findOrder(body.order_id);
    if (!order) return reply.code(400).send(rzpError('The id provided does not exist', 'order_id'));
    if (body.amount !== order.amount || body.currency !== order.currency)
      return reply.code(400).send(rzpError('The amount or currency does not match the order', 'amount'));
    if (order.status === 'paid')
      return reply.code(400).send(rzpError('Order has already been paid', 'order_id'));
    const outcome = body.outcome === 'failure' ? 'failure' : 'success';
    const at = now();
    const payment: CheckoutPaymentRow = {
      id: randomId('pay_'),
      order_id: order.id,
      status: outcome === 'success' ? 'authorized' : 'failed',
      amount_minor: order.amount,
      currency: order.currency,
      amount_refunded: 0,
      email: typeof body.email === 'string' ? body.email.slice(0, 200) : '',
      contact: typeof body.contact === 'string' ? body.contact.slice(0, 40) : '',
      error_description: outcome === 'success' ? null : DECLINE_DESCRIPTION,
      created_at: at.toISOString(),
    };
    payments.add(payment);
    const ids = { orderId: order.id, paymentId: payment.id };
    if (outcome === 'failure') {
      payments.updateOrder(order.id, 'attempted', true);
      webhooks.emit([
        webhookEvent('payment.failed', at, ids, { payment: { entity: paymentEntity(payment) } }),
      ]);
      return reply.code(201).send({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: DECLINE_DESCRIPTION,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      });
    }
    // Authorized, then captured at once: the account captures automatically (server/README.md).
    const authorized = paymentEntity(payment);
    payments.setStatus(payment.id, 'captured');
    payments.updateOrder(order.id, 'paid', true);
    const captured = paymentEntity({ ...payment, status: 'captured' });
    const paidOrder = payments.findOrder(order.id) ?? order;
    // The provider tells the merchant itself, whether or not the payer's page is still open to do so.
    webhooks.emit([
      webhookEvent('payment.authorized', at, ids, { payment: { entity: authorized } }),
      webhookEvent('payment.captured', at, ids, { payment: { entity: captured } }),
      webhookEvent('order.paid', at, ids, {
        payment: { entity: captured },
        order: { entity: orderEntity(paidOrder, payments.of(order.id)) },
      }),
    ]);
    return reply.code(201).send({
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signPayment(order.id, payment.id, keySecret),
    });
  });

  // The provider's API, every call with Basic authentication (key id and key secret).
  const credentials = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const authenticated = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== credentials)
      return reply.code(401).send({
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key/secret provided is invalid' },
      });
  };
  const api = { onRequest: authenticated };
  const notFound = (reply: FastifyReply, field: string) =>
    reply.code(400).send(rzpError('The id provided does not exist', field));

  app.post('/v1/orders', api, async (request, reply) => {
    const read = readOrderRequest(request.body);
    if (!read.ok) return reply.code(400).send(rzpError(read.description, read.field));
    const order: ProviderOrderRow = {
      id: randomId('order_'),
      amount: read.amount,
      currency: read.currency,
      receipt: read.receipt,
      notes: JSON.stringify(read.notes),
      status: 'created',
      attempts: 0,
      created_at: Math.floor(now().getTime() / 1000),
    };
    payments.addOrder(order);
    return orderEntity(order, []);
  });

  app.get<{ Params: { orderId: string } }>('/v1/orders/:orderId', api, async (request, reply) => {
    const order = payments.findOrder(request.params.orderId);
    if (!order) return notFound(reply, 'id');
    return orderEntity(order, payments.of(order.id));
  });

  app.get<{ Params: { orderId: string } }>('/v1/orders/:orderId/payments', api, async (request, reply) => {
    const order = payments.findOrder(request.params.orderId);
    if (!order) return notFound(reply, 'order_id');
    const items = payments.of(order.id).map(paymentEntity);
    return { entity: 'collection', count: items.length, items };
  });

  app.get<{ Params: { paymentId: string } }>('/v1/payments/:paymentId', api, async (request, reply) => {
    const payment = payments.find(request.params.paymentId);
    if (!payment) return notFound(reply, 'id');
    return paymentEntity(payment);
  });

  app.get<{ Params: { paymentId: string } }>(
    '/v1/payments/:paymentId/refunds',
    api,
    async (request, reply) => {
      const payment = payments.find(request.params.paymentId);
      if (!payment) return notFound(reply, 'id');
      const items = payments.refundsOf(payment.id).map(refundEntity);
      return { entity: 'collection', count: items.length, items };
    },
  );

  app.post<{ Params: { paymentId: string } }>(
    '/v1/payments/:paymentId/refund',
    api,
    async (request, reply) => {
      const payment = payments.find(request.params.paymentId);
      if (!payment) return notFound(reply, 'id');
      const body: unknown = request.body ?? {};
      if (!isRecord(body)) return reply.code(400).send(rzpError('The request body is not an object.'));
      const { amount, receipt } = body;
      if (payment.status === 'refunded')
        return reply.code(400).send(rzpError('The payment has been fully refunded already', 'payment_id'));
      if (payment.status !== 'captured')
        return reply
          .code(400)
          .send(rzpError('Only payments which have been captured can be refunded', 'payment_id'));
      const remaining = payment.amount_minor - payment.amount_refunded;
      if (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100))
        return reply.code(400).send(rzpError('The amount must be atleast INR 1.00', 'amount'));
      if (typeof amount === 'number' && amount > remaining)
        return reply
          .code(400)
          .send(rzpError('The refund amount provided is greater than amount captured', 'amount'));
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > MAX_RECEIPT))
        return reply
          .code(400)
          .send(rzpError(`The receipt may not be greater than ${MAX_RECEIPT} characters.`, 'receipt'));
      const notes = readNotes(body.notes);
      if (!notes.ok) return reply.code(400).send(rzpError(notes.description, notes.field));
      const at = now();
      // The stand-in refunds at once: the answer, and the webhook after it, say `processed`.
      const refund = payments.refund({
        id: randomId('rfnd_'),
        payment_id: payment.id,
        amount: typeof amount === 'number' ? amount : remaining,
        currency: payment.currency,
        status: 'processed',
        receipt: typeof receipt === 'string' ? receipt : null,
        notes: JSON.stringify(notes.notes),
        created_at: Math.floor(at.getTime() / 1000),
      });
      if (!refund)
        return reply.code(400).send(rzpError('The payment has been fully refunded already', 'payment_id'));
      const refundedPayment = payments.find(payment.id) ?? payment;
      webhooks.emit([
        webhookEvent(
          'refund.processed',
          at,
          { orderId: payment.order_id, paymentId: payment.id },
          { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(refundedPayment) } },
        ),
      ]);
      return refundEntity(refund);
    },
  );
}
