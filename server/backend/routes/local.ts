import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import { isRecord } from '../validate';

/**
 * Endpoints for tests and developers, not part of any real service: read-backs of what the site sent, and
 * the reconciler's control. Local only; they expose no secret. (The card provider's stand-in has its own.)
 */
export function localRoutes(app: FastifyInstance, { db, reconciler }: BackendContext): void {
  app.get('/__local/health', async () => ({ ok: true }));
  const lists = {
    'newsletter-subscriptions': 'SELECT email, created_at FROM newsletter_subscriptions ORDER BY id',
    orders: 'SELECT * FROM orders ORDER BY created_at',
    'payment-confirmations': 'SELECT * FROM payment_confirmations ORDER BY created_at',
    'webhook-events': 'SELECT * FROM webhook_events ORDER BY received_at',
  } as const;
  for (const [name, sql] of Object.entries(lists)) {
    const statement = db.prepare(sql);
    app.get(`/__local/${name}`, async () => statement.all());
  }

  /** Runs the reconciler now, or as of `{ asOf }` (an ISO time), instead of waiting for its timer. */
  app.post('/__local/reconcile', async (request, reply) => {
    const body: unknown = request.body ?? {};
    const asOf = isRecord(body) && typeof body.asOf === 'string' ? new Date(body.asOf) : undefined;
    if (!isRecord(body) || (body.asOf !== undefined && (!asOf || Number.isNaN(asOf.getTime()))))
      return reply.code(400).send({ message: 'Send { asOf?: an ISO 8601 time }.' });
    return reconciler.run(asOf);
  });
}
