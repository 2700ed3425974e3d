import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import { learnerOf } from '../learner-auth';
import { LearnerPayments, Progress, ProgressBatch, RecordedProgress } from '../learner-wire';
import { readCheckedBatch } from '../progress';
import { Message } from '../wire-schema';

/** A full batch (100 events) is about 15 KB of JSON; the backend's default limit is for smaller bodies. */
const PROGRESS_BODY_LIMIT = 64 * 1024;

/** The answers every signed-in call may give besides its own: no valid token, or too many requests. */
export const SIGNED_IN_REFUSALS = { 401: Message, 429: Message } as const;

/**
 * The learner's own account (docs/api.md, "The learner's account"): every route checks the access token before
 * anything is read (requireLearner runs on request, before the body), and the learner is the token's
 * subject, so no request can name another.
 */
export function meRoutes(
  parent: FastifyInstance,
  { now, learnerAuth, progress, payments, limited, accounts, playerCourses }: BackendContext,
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // The token first (a verified token is remembered, so a repeat costs no signature check), then the
  // learner's own allowance in the learner's group, counted by the token's subject (rate-limits.ts).
  const signedIn = { onRequest: [learnerAuth.requireLearner, limited('learner').onRequest] };
  const private_ = { 'Cache-Control': 'no-store' };

  app.get(
    '/api/me/progress',
    { ...signedIn, schema: { response: { 200: Progress, ...SIGNED_IN_REFUSALS } } },
    async (request, reply) => reply.headers(private_).send(progress.read(learnerOf(request).sub)),
  );

  app.post(
    '/api/me/progress',
    {
      ...signedIn,
      bodyLimit: PROGRESS_BODY_LIMIT,
      schema: {
        body: ProgressBatch,
        response: { 200: RecordedProgress, 400: Message, ...SIGNED_IN_REFUSALS },
      },
    },
    async (request, reply) => {
      const learner = learnerOf(request);
      const { sub } = learner;
      const receivedAt = now();
      const batch = readCheckedBatch(request.body, receivedAt, playerCourses.catalog());
      if (!batch.ok) return reply.code(400).headers(private_).send({ message: batch.message });
      const { events, refused } = batch.value;
      // A batch whose every event was refused stores nothing; it still answers the progress, and why.
      if (events.length > 0) accounts.seen(learner);
      const merged =
        events.length > 0 ? (await progress.record(sub, events, receivedAt)).progress : progress.read(sub);
      return reply.headers(private_).send({ ...merged, refused });
    },
  );

  app.get(
    '/api/me/payments',
    { ...signedIn, schema: { response: { 200: LearnerPayments, ...SIGNED_IN_REFUSALS } } },
    async (request, reply) => reply.headers(private_).send(payments.read(learnerOf(request))),
  );
}
