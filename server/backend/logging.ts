/**
 * The backend's structured logs: fastify's own pino logger, one JSON object a line (what journald and log
 * shippers read). Nothing a visitor is or sent reaches them: a request is logged as its method, its path
 * without the query, its status and time, never its address, headers or body, so no name, e-mail address,
 * phone number, token, signature or secret is written down.
 */
import type { FastifyServerOptions } from 'fastify';

import type { LogLevel } from '../config';

/** What `buildBackend` takes as its logger: fastify's logger options, or `false` for none. */
export type BackendLogger = FastifyServerOptions['logger'];

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: unknown;
}

/** The path of a request address, without its query (which may one day carry a token or an address). */
export const pathOnly = (url: string | undefined): string | undefined => url?.split('?')[0];

/** Logger options at `level` (`silent`: none); `stream` for tests that read what is written. */
export function backendLogger({
  level,
  stream,
}: {
  level: LogLevel;
  stream?: { write: (line: string) => void };
}): BackendLogger {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: pathOnly(request.url) }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
