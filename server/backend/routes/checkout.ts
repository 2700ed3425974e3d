import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { WebhookEvent, WebhookEventName } from '../../checkout/webhooks';
import { SERVER_DIR } from '../../config';
import type { BackendContext } from '../context';
import type { OrderRow } from '../payment-ledger';
import { randomId, signPayment } from '../signature';
import { isRecord } from '../validate';

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

export const CHECKOUT_SCRIPT_PATH = path.join(SERVER_DIR, 'checkout', 'checkout.js');
export const DECLINE_DESCRIPTION = 'Your payment was declined by the bank (simulated by the local checkout).';

/** A payment the simulator took, as it stores it. */
interface CheckoutPaymentRow {
  id: string;
  order_id: string;
  status: 'captured' | 'failed';
  amount_minor: number;
  currency: string;
  error_description: string | null;
  created_at: string;
}

const unixSeconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/** Razorpay's payment entity, as webhooks and the orders API carry it. */
function paymentEntity(payment: CheckoutPaymentRow, order: OrderRow) {
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
    description: `${order.kind === 'plan' ? 'Plan' : 'Workshop'}: ${order.title}`,
    email: order.customer_email,
    contact: order.customer_phone,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? payment.error_description : null,
    created_at: unixSeconds(payment.created_at),
  };
}

/** The events the provider sends for a payment: captured and order paid, or failed. */
function paymentEvents(payment: CheckoutPaymentRow, order: OrderRow, at: Date): WebhookEvent[] {
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
    amount: order.amount_minor,
    amount_paid: order.amount_minor,
    amount_due: 0,
    currency: order.currency,
    status: 'paid',
    created_at: unixSeconds(order.created_at),
  };
  return [event('payment.captured'), event('order.paid', { order: { entity: orderEntity } })];
}

/**
 * The checkout simulator: the window.Razorpay script and the two calls it makes, the webhooks it sends
 * after each payment whatever the page does next, and the orders API the backend's reconciler reads.
 */
export function checkoutRoutes(app: FastifyInstance, { db, settings, now, webhooks }: BackendContext): void {
  const script = fs.readFileSync(CHECKOUT_SCRIPT_PATH, 'utf8');
  app.get('/checkout/v1/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(script),
  );

  const findOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const paymentsOf = db.prepare<[string], CheckoutPaymentRow>(
    'SELECT * FROM checkout_payments WHERE order_id = ? ORDER BY created_at, rowid',
  );
  /**
   * The order as the provider sees it, from its own payments: paid once one is captured (whether or not the
   * backend has heard yet), attempted after a failure, created before any attempt.
   */
  const providerStatus = (orderId: string): 'created' | 'attempted' | 'paid' => {
    const payments = paymentsOf.all(orderId);
    if (payments.some((payment) => payment.status === 'captured')) return 'paid';
    return payments.length > 0 ? 'attempted' : 'created';
  };

  app.get<{ Params: { orderId: string }; Querystring: { key_id?: string } }>(
    '/checkout/v1/orders/:orderId',
    async (request, reply) => {
      if (request.query.key_id !== undefined && request.query.key_id !== settings.keyId)
        return reply.code(401).send(rzpError('The api key provided is invalid', 'key'));
      const order = findOrder.get(request.params.orderId);
      if (!order) return reply.code(404).send(rzpError('The id provided does not exist', 'order_id'));
      return {
        id: order.id,
        entity: 'order',
        amount: order.amount_minor,
        currency: order.currency,
        status: providerStatus(order.id),
        description: `${order.kind === 'plan' ? 'Plan' : 'Workshop'}: ${order.title}`,
      };
    },
  );

  const insertPayment = db.prepare(
    `INSERT INTO checkout_payments (id, order_id, status, amount_minor, currency, error_description, created_at)
     VALUES (@id, @order_id, @status, @amount_minor, @currency, @error_description, @created_at)`,
  );

  app.post('/checkout/v1/payments', async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return reply.code(400).send(rzpError('Send a JSON object.'));
    if (body.key !== settings.keyId)
      return reply.code(401).send(rzpError('The api key provided is invalid', 'key'));
    if (typeof body.order_id !== 'string')
      return reply.code(400).send(rzpError('order_id is required', 'order_id'));
    const order = findOrder.get(body.order_id);
    if (!order) return reply.code(400).send(rzpError('The id provided does not exist', 'order_id'));
    if (body.amount !== order.amount_minor || body.currency !== order.currency)
      return reply.code(400).send(rzpError('The amount or currency does not match the order', 'amount'));
    if (providerStatus(order.id) === 'paid')
      return reply.code(400).send(rzpError('Order has already been paid', 'order_id'));
    const outcome = body.outcome === 'failure' ? 'failure' : 'success';
    const payment: CheckoutPaymentRow = {
      id: randomId('pay_'),
      order_id: order.id,
      status: outcome === 'success' ? 'captured' : 'failed',
      amount_minor: order.amount_minor,
      currency: order.currency,
      error_description: outcome === 'success' ? null : DECLINE_DESCRIPTION,
      created_at: now().toISOString(),
    };
    insertPayment.run(payment);
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
      razorpay_signature: signPayment(order.id, payment.id, settings.keySecret),
    });
  });

  // The provider's orders API, with its Basic authentication (key id and key secret).
  const credentials = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  app.get<{ Params: { orderId: string } }>('/v1/orders/:orderId/payments', async (request, reply) => {
    if (request.headers.authorization !== credentials)
      return reply.code(401).send(rzpError('The api key/secret provided is invalid'));
    const order = findOrder.get(request.params.orderId);
    if (!order) return reply.code(400).send(rzpError('The id provided does not exist', 'order_id'));
    const items = paymentsOf.all(order.id).map((payment) => paymentEntity(payment, order));
    return { entity: 'collection', count: items.length, items };
  });
}
