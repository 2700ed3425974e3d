import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

import type { BackendContext } from '../context';
import { takesForm } from '../request-guards';
import { NewsletterForm } from '../wire';
import { Message, Strict } from '../wire-schema';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing to the MindBridge newsletter!',
  already: 'This e-mail address is already subscribed to our newsletter.',
  invalid: 'Please enter a valid e-mail address.',
  unsubscribed: 'You are unsubscribed: the MindBridge newsletter will not be sent to this address again.',
  refused:
    'This unsubscribe link is not valid or has been used already. If the newsletter still reaches you, subscribe and unsubscribe again, or write to us through the contact page.',
  noToken: 'Send the token of the unsubscribe link.',
} as const;

export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/** The longest token the backend reads (its own are about 200 characters). */
const TOKEN_MAX = 1024;
const Token = Type.String({ minLength: 1, maxLength: TOKEN_MAX });

/**
 * The unsubscribe call's body: the page posts JSON `{ token }`; a mail client's one-click (RFC 8058) posts
 * the form `List-Unsubscribe=One-Click` to the header's address, the token in its query.
 */
const UnsubscribeBody = Strict({
  token: Type.Optional(Token),
  'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')),
});
const UnsubscribeQuery = Strict({ token: Type.Optional(Token) });

/** POST /subscribe.php (multipart field `email`), and the unsubscribe its welcome e-mail links to. */
export function newsletterRoutes(parent: FastifyInstance, { limited, newsletter }: BackendContext): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { subscriptions, tokens, mailer } = newsletter;
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
      const subscription = subscriptions.subscribe(request.body.email.trim());
      if (!subscription) return { message: NEWSLETTER_MESSAGES.already };
      // Stored first: the e-mail goes out after the answer, and a failing service costs no subscription.
      mailer.send(subscription.email, await tokens.sign(subscription));
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  // A mail client posts the one-click form as `application/x-www-form-urlencoded` (or multipart, read by
  // the request guards); only this call reads it, and only a short one.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: TOKEN_MAX + 64 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      UNSUBSCRIBE_PATH,
      {
        ...takesForm,
        ...limited('unsubscribe'),
        schema: {
          summary: 'Ends the subscription an unsubscribe token names (no sign-in).',
          consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
          querystring: UnsubscribeQuery,
          body: UnsubscribeBody,
          response: { 200: Message, 400: Message },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const oneClick = request.body['List-Unsubscribe'] === 'One-Click';
        const token = oneClick ? request.query.token : (request.body.token ?? request.query.token);
        if (token === undefined) return reply.code(400).send({ message: NEWSLETTER_MESSAGES.noToken });
        const named = await tokens.read(token);
        if (!named || !subscriptions.end(named))
          return reply.code(400).send({ message: NEWSLETTER_MESSAGES.refused });
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      },
    );
  });
}
