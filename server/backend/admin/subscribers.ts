/**
 * The console's newsletter subscribers (docs/api.md, "Subscribers"): the list searched by address, its CSV,
 * and a subscription removed (its unsubscribe token then names nothing).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';

import type { BackendContext } from '../context';
import type { Subscription } from '../newsletter-subscriptions';
import { Message, Page, Strict } from '../wire-schema';

import { auditLog, type Staff } from './audit';
import { csvFile } from './csv';

export const SUBSCRIBERS_READ = 'subscribers:read';

export const SUBSCRIBER_ROUTES: readonly string[] = [
  'GET /api/admin/subscribers',
  'GET /api/admin/subscribers.csv',
  'DELETE /api/admin/subscribers/:id',
];

const Subscriber = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  subscribedAt: Type.String({ description: 'When the address subscribed (ISO time).' }),
});

const Search = { q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the address.' })) };
const ListQuery = Strict({
  ...Search,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const CsvQuery = Strict(Search);
const SubscriberParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

const CSV_COLUMNS: readonly [string, (row: Subscription) => string | number][] = [
  ['E-mail', (row) => row.email],
  ['Subscribed', (row) => row.subscribedAt],
];

export interface SubscriberRouteOptions {
  guard: (permission: string) => { onRequest: onRequestAsyncHookHandler[] };
  staffOf: (request: FastifyRequest) => Staff;
}

/** Registers the subscribers' calls of the console. */
export function subscriberAdminRoutes(
  parent: FastifyInstance,
  { db, now, newsletter }: BackendContext,
  { guard, staffOf }: SubscriberRouteOptions,
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { subscriptions } = newsletter;
  const audit = auditLog(db, now);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const search = (q: string | undefined) => q?.trim() || undefined;

  app.get(
    '/api/admin/subscribers',
    {
      ...guard(SUBSCRIBERS_READ),
      schema: {
        querystring: ListQuery,
        response: { 200: Page(Subscriber) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { q, page = 1, perPage = 25 } = request.query;
      return subscriptions.list({ q: search(q), page, perPage });
    },
  );

  app.get(
    '/api/admin/subscribers.csv',
    {
      ...guard(SUBSCRIBERS_READ),
      schema: {
        querystring: CsvQuery,
        response: { 200: Type.String({ description: 'The filtered subscribers as CSV (attachment).' }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const stamp = now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="subscribers-${stamp}.csv"`)
        .send(csvFile(CSV_COLUMNS, subscriptions.all(search(request.query.q))));
    },
  );

  const remove = db.transaction((subscription: Subscription, by: Staff) => {
    subscriptions.remove(subscription.id);
    // The log keeps what was done, not the address that went.
    audit.record(
      by,
      'delete',
      'subscribers',
      subscription.id,
      { subscribedAt: subscription.subscribedAt },
      null,
    );
  });

  app.delete(
    '/api/admin/subscribers/:id',
    {
      ...guard(SUBSCRIBERS_READ),
      schema: {
        params: SubscriberParams,
        response: { 204: Type.Null({ description: 'The subscription is removed.' }), 404: Message },
      },
    },
    async (request, reply) => {
      const subscription = subscriptions.find(request.params.id);
      if (!subscription)
        return noStore(reply)
          .code(404)
          .send({ message: `No subscription has the id ${request.params.id}.` });
      remove(subscription, staffOf(request));
      return noStore(reply).code(204).send();
    },
  );
}
