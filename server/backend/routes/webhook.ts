import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';

import { isValidWebhookSignature } from '../../razorpay-signature';
import type { BackendContext } from '../context';
import { isRecord, text } from '../validate';
import {
  actOnWebhookEvent,
  readWebhookPayment,
  readWebhookRefund,
  WebhookEvent,
  type WebhookLedger,
  type WebhookOutcome,
} from '../webhook-event';
import { ConfirmationRefusal } from '../wire';

/**
 * `POST /api/razorpay-webhook.php`: the provider reports payments directly (docs/api.md, "Payment
 * webhooks"). The signature is checked over the raw body before anything is read; an event id already seen
 * is acknowledged and ignored; the order moves forward only, through the same ledger as the browser's
 * confirmation, so whichever arrives first records the payment. It answers at once: the provider retries
 * anything but a 2xx, so an event that can never be acted on (an unknown order) is acknowledged, not refused.
 */
export async function webhookRoutes(app: FastifyInstance, { db, settings, now, ledger }: BackendContext) {
  const findEvent = db.prepare<[string], { id: string }>('SELECT id FROM webhook_events WHERE id = ?');
  const insertEvent = db.prepare(
    `INSERT INTO webhook_events (id, event, order_id, payment_id, outcome, received_at)
     VALUES (@id, @event, @orderId, @paymentId, @outcome, @receivedAt)`,
  );

  const orders: WebhookLedger = {
    findOrder: (orderId) => {
      const order = ledger.findOrder(orderId);
      return order && { amount: order.amount_minor, currency: order.currency };
    },
    recordPayment: (orderId, paymentId) => {
      const order = ledger.findOrder(orderId);
      return order ? ledger.recordPayment({ order, paymentId, source: 'webhook' }) : 'another order';
    },
    recordFailure: (orderId) => ledger.recordFailure(orderId),
  };

  // A processed refund is recorded once, whether this event or the provider's answer to the refund comes first.
  const actOnRefund = (body: Record<string, unknown>): WebhookOutcome => {
    const refund = readWebhookRefund(body);
    if (!refund || refund.status !== 'processed') return 'ignored';
    if (!ledger.orderOfPayment(refund.paymentId)) return 'unknown order';
    return ledger.recordRefund({
      paymentId: refund.paymentId,
      refundId: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      refundedAt: new Date(refund.createdAt * 1000).toISOString(),
      source: 'webhook',
    });
  };

  // Deduplication and the order's move in one transaction: a failure stores neither, and the retry acts.
  const handle = db.transaction((eventId: string, body: Record<string, unknown>): WebhookOutcome => {
    if (findEvent.get(eventId)) return 'duplicate event';
    const event = typeof body.event === 'string' ? body.event.slice(0, 64) : '';
    const payment = readWebhookPayment(body);
    const outcome =
      event === 'refund.processed' ? actOnRefund(body) : actOnWebhookEvent(event, payment, orders);
    insertEvent.run({
      id: eventId,
      event,
      orderId: payment?.orderId ?? null,
      paymentId: payment?.id ?? null,
      outcome,
      receivedAt: now().toISOString(),
    });
    return outcome;
  });

  const refuse = (reply: FastifyReply, status: string, message: string) =>
    reply.code(400).send({ status, message });

  await app.register(async (scope) => {
    // The signature covers the bytes as sent: keep them, and parse only after the check.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // The body's schema documents the event; it is checked only after the signature (webhook-event.ts
    // reads it), so the validator passes the signed bytes through untouched.
    const schema = {
      description:
        'The provider’s event, raw JSON signed by X-Razorpay-Signature (HMAC-SHA256 with the webhook secret) and named by x-razorpay-event-id; see docs/api.md, "Payment webhooks".',
      body: WebhookEvent,
      response: { 200: Type.Object({ status: Type.String() }), 400: ConfirmationRefusal },
    };
    const rawBytes = () => (value: unknown) => ({ value });
    scope.post(
      '/api/razorpay-webhook.php',
      { schema, validatorCompiler: rawBytes },
      async (request, reply) => {
        const raw = request.body;
        const signature = request.headers['x-razorpay-signature'];
        if (
          !Buffer.isBuffer(raw) ||
          typeof signature !== 'string' ||
          !isValidWebhookSignature(raw, signature, settings.webhookSecret)
        )
          return refuse(reply, 'invalid signature', 'The webhook signature does not match.');
        const eventId = text(request.headers['x-razorpay-event-id'], 64);
        if (!eventId) return refuse(reply, 'invalid request', 'x-razorpay-event-id is required.');
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return refuse(reply, 'invalid request', 'The body is not JSON.');
        }
        if (!isRecord(body)) return refuse(reply, 'invalid request', 'The body is not a JSON object.');
        // IMMEDIATE, as every write of a payment (payment-ledger.ts).
        return reply.code(200).send({ status: handle.immediate(eventId, body) });
      },
    );
  });
}
