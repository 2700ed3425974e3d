import type { FastifyInstance } from 'fastify';

import type { DeliveryRules } from '../../checkout/webhooks';
import type { BackendContext } from '../context';
import { isRecord, unknownField } from '../validate';

/** Reads the delivery rules a test asks for; a message for the first bad one. */
function readRules(
  body: unknown,
): { ok: true; rules: Partial<DeliveryRules> } | { ok: false; message: string } {
  if (body === undefined || body === null) return { ok: true, rules: {} };
  if (!isRecord(body)) return { ok: false, message: 'Send a JSON object.' };
  // A misspelt rule would silently leave the default in place: refuse it.
  const unknown = unknownField(body, ['delayMs', 'failTimes', 'duplicate', 'hold']);
  if (unknown !== undefined) return { ok: false, message: `Unknown rule "${unknown}".` };
  const rules: Partial<DeliveryRules> = {};
  for (const key of ['delayMs', 'failTimes'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 3_600_000)
      return { ok: false, message: `${key} must be a whole number from 0 to 3600000.` };
    rules[key] = value;
  }
  for (const key of ['duplicate', 'hold'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return { ok: false, message: `${key} must be true or false.` };
    rules[key] = value;
  }
  return { ok: true, rules };
}

/**
 * Endpoints for tests and developers, not part of any real service: read-backs of what the site sent, and
 * the controls of the checkout simulator's webhooks and of the reconciler. Local only; they expose no secret.
 */
export function localRoutes(app: FastifyInstance, { db, webhooks, reconciler }: BackendContext): void {
  app.get('/__local/health', async () => ({ ok: true }));
  const lists = {
    'newsletter-subscriptions': 'SELECT email, created_at FROM newsletter_subscriptions ORDER BY id',
    orders: 'SELECT * FROM orders ORDER BY created_at',
    'checkout-payments': 'SELECT * FROM checkout_payments ORDER BY created_at',
    'payment-confirmations': 'SELECT * FROM payment_confirmations ORDER BY created_at',
    'webhook-events': 'SELECT * FROM webhook_events ORDER BY received_at',
    emails: 'SELECT * FROM emails ORDER BY id',
  } as const;
  for (const [name, sql] of Object.entries(lists)) {
    const statement = db.prepare(sql);
    app.get(`/__local/${name}`, async () => statement.all());
  }

  // The simulator's webhook deliveries: what was sent and answered, and how the next ones are delivered.
  app.get('/__local/checkout-webhooks', async () => ({
    rules: webhooks.rules,
    deliveries: webhooks.report(),
  }));
  /** Replaces the rules: `{}` restores the defaults. */
  app.post('/__local/checkout-webhooks', async (request, reply) => {
    const read = readRules(request.body);
    if (!read.ok) return reply.code(400).send({ message: read.message });
    return { rules: webhooks.configure(read.rules) };
  });
  /** Delivers the held events one by one, newest first with `{ reverse: true }`. */
  app.post('/__local/checkout-webhooks/release', async (request, reply) => {
    const body: unknown = request.body ?? {};
    if (!isRecord(body) || (body.reverse !== undefined && typeof body.reverse !== 'boolean'))
      return reply.code(400).send({ message: 'Send { reverse?: boolean }.' });
    return { released: await webhooks.release({ reverse: body.reverse === true }) };
  });

  /** Runs the reconciler now, or as of `{ asOf }` (an ISO time), instead of waiting for its timer. */
  app.post('/__local/reconcile', async (request, reply) => {
    const body: unknown = request.body ?? {};
    const asOf = isRecord(body) && typeof body.asOf === 'string' ? new Date(body.asOf) : undefined;
    if (!isRecord(body) || (body.asOf !== undefined && (!asOf || Number.isNaN(asOf.getTime()))))
      return reply.code(400).send({ message: 'Send { asOf?: an ISO 8601 time }.' });
    return reconciler.run(asOf);
  });
}
