import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import { takesForm } from '../request-guards';
import { isEmail, isRecord } from '../validate';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing to the MindBridge newsletter!',
  already: 'This e-mail address is already subscribed to our newsletter.',
  invalid: 'Please enter a valid e-mail address.',
} as const;

/** POST /subscribe.php, multipart field `email`: stores each address once. */
export function newsletterRoutes(app: FastifyInstance, { db, now, limited }: BackendContext): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
  );
  app.post('/subscribe.php', { ...takesForm, ...limited('newsletter') }, async (request, reply) => {
    // Like PHP's $_POST: only form fields count, a JSON body carries no `email`.
    const body: unknown = request.isMultipart() ? request.body : undefined;
    const raw = isRecord(body) ? body.email : undefined;
    const email = typeof raw === 'string' ? raw.trim() : '';
    if (!isEmail(email)) return reply.code(400).send({ message: NEWSLETTER_MESSAGES.invalid });
    const { changes } = insert.run(email, now().toISOString());
    return { message: changes === 1 ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.already };
  });
}
