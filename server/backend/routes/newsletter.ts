import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import { takesForm } from '../request-guards';
import { NewsletterForm } from '../wire';
import { Message } from '../wire-schema';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing to the MindBridge newsletter!',
  already: 'This e-mail address is already subscribed to our newsletter.',
  invalid: 'Please enter a valid e-mail address.',
} as const;

/** POST /subscribe.php, multipart field `email`: stores each address once. */
export function newsletterRoutes(parent: FastifyInstance, { db, now, limited }: BackendContext): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const insert = db.prepare(
    'INSERT OR IGNORE INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
  );
  app.post(
    '/subscribe.php',
    {
      ...takesForm,
      ...limited('newsletter'),
      schema: {
        consumes: ['multipart/form-data'],
        body: NewsletterForm,
        response: { 200: Message, 400: Message },
      },
    },
    async (request, reply) => {
      // Like PHP's $_POST: only form fields count, a JSON body carries no `email`.
      if (!request.isMultipart()) return reply.code(400).send({ message: NEWSLETTER_MESSAGES.invalid });
      const { changes } = insert.run(request.body.email.trim(), now().toISOString());
      return { message: changes === 1 ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.already };
    },
  );
}
