import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';

/**
 * Read-back endpoints for tests and developers (not part of any real service): what the site sent.
 * Local only; they expose no secret.
 */
export function localRoutes(app: FastifyInstance, { db }: BackendContext): void {
  app.get('/__local/health', async () => ({ ok: true }));
  const lists = {
    'newsletter-subscriptions': 'SELECT email, created_at FROM newsletter_subscriptions ORDER BY id',
    orders: 'SELECT * FROM orders ORDER BY created_at',
    'checkout-payments': 'SELECT * FROM checkout_payments ORDER BY created_at',
    'payment-confirmations': 'SELECT * FROM payment_confirmations ORDER BY created_at',
    emails: 'SELECT * FROM emails ORDER BY id',
  } as const;
  for (const [name, sql] of Object.entries(lists)) {
    const statement = db.prepare(sql);
    app.get(`/__local/${name}`, async () => statement.all());
  }
}
