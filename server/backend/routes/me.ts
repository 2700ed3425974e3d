import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import { learnerOf } from '../learner-auth';
import { readProgressBatch } from '../progress';

/** A full batch (100 events) is about 15 KB of JSON; the backend's default limit is for smaller bodies. */
const PROGRESS_BODY_LIMIT = 64 * 1024;

/**
 * The learner's own account (CONTRACT.md, "The learner's account"): every route checks the access token
 * before anything is read (requireLearner runs on request, before the body), and the learner is the token's
 * subject, so no request can name another.
 */
export function meRoutes(
  app: FastifyInstance,
  { now, learnerAuth, progress, payments, limited }: BackendContext,
): void {
  // The client's allowance in the learner's group first, then the token.
  const signedIn = { onRequest: [limited('learner').onRequest, learnerAuth.requireLearner] };
  const private_ = { 'Cache-Control': 'no-store' };

  app.get('/api/me/progress', signedIn, async (request, reply) =>
    reply.headers(private_).send(progress.read(learnerOf(request).sub)),
  );

  app.post('/api/me/progress', { ...signedIn, bodyLimit: PROGRESS_BODY_LIMIT }, async (request, reply) => {
    const { sub } = learnerOf(request);
    const receivedAt = now();
    const batch = readProgressBatch(request.body, receivedAt);
    if (!batch.ok) return reply.code(400).headers(private_).send({ message: batch.message });
    const recorded = await progress.record(sub, batch.value, receivedAt);
    return reply.headers(private_).send(recorded.progress);
  });

  app.get('/api/me/payments', signedIn, async (request, reply) =>
    reply.headers(private_).send(payments.read(learnerOf(request))),
  );
}
