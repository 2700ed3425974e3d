import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

import type { BackendContext } from '../context';

/**
 * `GET /api/health` for the host's monitoring: 200 `{ status: "ok" }` when the database answers a query,
 * 503 `{ status: "unavailable" }` (with Retry-After) when it does not. Never cached, nothing about the data.
 */
export function healthRoutes(app: FastifyInstance, { db }: BackendContext): void {
  const probe = db.prepare<[], { ok: number }>('SELECT 1 AS ok FROM sqlite_schema LIMIT 1');
  const Health = (status: string) => Type.Object({ status: Type.Literal(status) });
  app.get(
    '/api/health',
    { schema: { response: { 200: Health('ok'), 503: Health('unavailable') } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        if (probe.get()?.ok !== 1) throw new Error('the database has no schema');
        return reply.send({ status: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.code(503).header('Retry-After', '5').send({ status: 'unavailable' });
      }
    },
  );
}
