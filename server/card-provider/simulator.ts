/**
 * The card provider's stand-in (Razorpay Standard Checkout, CONTRACT.md): the window.Razorpay script and the
 * two calls it makes, the webhooks it sends after each payment whatever the page does next, and the orders
 * API the backend's reconciler reads. It keeps its payments itself (payments.ts) and learns of the merchant's
 * orders only through `FindOrder`.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { SERVER_DIR } from '../config';
import { randomId, signPayment } from '../razorpay-signature';

import type { CheckoutPaymentRow, PaymentStore } from './payments';
import type { WebhookDispatcher, WebhookEvent, WebhookEventName } from './webhooks';

/** What the provider knows of a merchant's order. */
export interface ProviderOrder {
  id: string;
  /** In minor units. */
  amount: number;
  currency: string;
  /** What the checkout shows: `Plan: {title}` or `Workshop: {title}`. */
  description: string;
  email: string;
  contact: string;
  /** When the merchant created it (ISO 8601). */
  createdAt: string;
}

/** The one question the provider asks of the merchant's side: which order is this? */
export type FindOrder = (orderId: string) => ProviderOrder | undefined;

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

const unixSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/** Razorpay's payment entity, as webhooks and the orders API carry it. */
function paymentEntity(payment: CheckoutPaymentRow, order: ProviderOrder) {
  const failed = payment.status === 'failed';
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount_minor,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.order_id,
    method: 'card',
    captured: !failed,
    description: order.description,
    email: order.email,
    contact: order.contact,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? payment.error_description : null,
    created_at: unixSeconds(payment.created_at),
  };
}

/** The events the provider sends for a payment: captured and order paid, or failed. */
function paymentEvents(payment: CheckoutPaymentRow, order: ProviderOrder, at: Date): WebhookEvent[] {
  const entity = paymentEntity(payment, order);
  const event = (name: WebhookEventName, extra: Record<string, unknown> = {}): WebhookEvent => ({
    id: randomId('evt_'),
    name,
    orderId: order.id,
    paymentId: payment.id,
    body: JSON.stringify({
      entity: 'event',
      account_id: 'acc_LocalSimulator',
      event: name,
      contains: Object.keys({ payment: true, ...extra }),
      payload: { payment: { entity }, ...extra },
      created_at: Math.floor(at.getTime() / 1000),
    }),
  });
  if (payment.status === 'failed') return [event('payment.failed')];
  const orderEntity = {
    id: order.id,
    entity: 'order',
    amount: order.amount,
    amount_paid: order.amount,
    amount_due: 0,
    currency: order.currency,
    status: 'paid',
    created_at: unixSeconds(order.createdAt),
  };
  return [event('payment.captured'), event('order.paid', { order: { entity: orderEntity } })];
}

/** What the simulator's routes work with: the merchant's keys, its orders, the provider's own records. */
export interface SimulatorDeps {
  keyId: string;
  keySecret: string;
  findOrder: FindOrder;
  payments: PaymentStore;
  webhooks: WebhookDispatcher;
  now: () => Date;
}

/** The checkout script, the two calls it makes, and the provider's orders API. */
export function simulatorRoutes(
  app: FastifyInstance,
  { keyId, keySecret, findOrder, payments, webhooks, now }: SimulatorDeps,
): void {
  const script = fs.readFileSync(CHECKOUT_SCRIPT_PATH, 'utf8');
  app.get('/checkout/v1/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(script),
  );

  /**
   * The order as the provider sees it, from its own payments: paid once one is captured (whether or not the
   * backend has heard yet), attempted after a failure, created before any attempt.
   */
  const providerStatus = (orderId: string): 'created' | 'attempted' | 'paid' => {
    const taken = payments.of(orderId);
    if (taken.some((payment) => payment.status === 'captured')) return 'paid';
    return taken.length > 0 ? 'attempted' : 'created';
  };

  app.get<{ Params: { orderId: string }; Querystring: { key_id?: string } }>(
    '/checkout/v1/orders/:orderId',
    async (request, reply) => {
      if (request.query.key_id !== undefined && request.query.key_id !== keyId)
        return reply.code(401).send(rzpError('The api key provided is invalid', 'key'));
      const order = findOrder(request.params.orderId);
      if (!order) return reply.code(404).send(rzpError('The id provided does not exist', 'order_id'));
      return {
        id: order.id,
        entity: 'order',
        amount: order.amount,
        currency: order.currency,
        status: providerStatus(order.id),
        description: order.description,
      };
    },
  );

  app.post('/checkout/v1/payments', async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return reply.code(400).send(rzpError('Send a JSON object.'));
    if (body.key !== keyId) return reply.code(401).send(rzpError('The api key provided is invalid', 'key'));
    if (typeof body.order_id !== 'string')
      return reply.code(400).send(rzpError('order_id is required', 'order_id'));
    const order = findOrder(body.order_id);
    if (!order) return reply.code(400).send(rzpError('The id provided does not exist', 'order_id'));
    if (body.amount !== order.amount || body.currency !== order.currency)
      return reply.code(400).send(rzpError('The amount or currency does not match the order', 'amount'));
    if (providerStatus(order.id) === 'paid')
      return reply.code(400).send(rzpError('Order has already been paid', 'order_id'));
    const outcome = body.outcome === 'failure' ? 'failure' : 'success';
    const payment: CheckoutPaymentRow = {
      id: randomId('pay_'),
      order_id: order.id,
      status: outcome === 'success' ? 'captured' : 'failed',
      amount_minor: order.amount,
      currency: order.currency,
      error_description: outcome === 'success' ? null : DECLINE_DESCRIPTION,
      created_at: now().toISOString(),
    };
    payments.add(payment);
    // The provider tells the merchant itself, whether or not the payer's page is still open to do so.
    webhooks.emit(paymentEvents(payment, order, now()));
    if (outcome === 'failure') {
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
    return reply.code(201).send({
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signPayment(order.id, payment.id, keySecret),
    });
  });

  // The provider's orders API, with its Basic authentication (key id and key secret).
  const credentials = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  app.get<{ Params: { orderId: string } }>('/v1/orders/:orderId/payments', async (request, reply) => {
    if (request.headers.authorization !== credentials)
      return reply.code(401).send(rzpError('The api key/secret provided is invalid'));
    const order = findOrder(request.params.orderId);
    if (!order) return reply.code(400).send(rzpError('The id provided does not exist', 'order_id'));
    const items = payments.of(order.id).map((payment) => paymentEntity(payment, order));
    return { entity: 'collection', count: items.length, items };
  });
}
