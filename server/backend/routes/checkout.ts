import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { SERVER_DIR } from '../../config';
import type { BackendContext } from '../context';
import { randomId, signPayment } from '../signature';
import { isRecord } from '../validate';

import type { OrderRow } from './orders';

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

/** The checkout simulator: the window.Razorpay script and the two calls it makes. */
export function checkoutRoutes(app: FastifyInstance, { db, settings, now }: BackendContext): void {
  const script = fs.readFileSync(CHECKOUT_SCRIPT_PATH, 'utf8');
  app.get('/checkout/v1/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(script),
  );

  const findOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');

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
        status: order.status,
        description: `${order.kind === 'plan' ? 'Plan' : 'Workshop'}: ${order.title}`,
      };
    },
  );

  const insertPayment = db.prepare(
    `INSERT INTO checkout_payments (id, order_id, status, amount_minor, currency, error_description, created_at)
     VALUES (@id, @orderId, @status, @amount, @currency, @error, @createdAt)`,
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
    if (order.status === 'paid')
      return reply.code(400).send(rzpError('Order has already been paid', 'order_id'));
    const outcome = body.outcome === 'failure' ? 'failure' : 'success';
    const paymentId = randomId('pay_');
    insertPayment.run({
      id: paymentId,
      orderId: order.id,
      status: outcome === 'success' ? 'captured' : 'failed',
      amount: order.amount_minor,
      currency: order.currency,
      error: outcome === 'success' ? null : DECLINE_DESCRIPTION,
      createdAt: now().toISOString(),
    });
    if (outcome === 'failure') {
      return reply.code(201).send({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: DECLINE_DESCRIPTION,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: paymentId },
        },
      });
    }
    return reply.code(201).send({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: signPayment(order.id, paymentId, settings.keySecret),
    });
  });
}
