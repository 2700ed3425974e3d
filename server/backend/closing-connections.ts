import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

/** How long a closing backend waits for the requests in flight before it cuts their connections. */
export const CLOSE_GRACE_MS = 10_000;

/**
 * Lets a closing backend end as soon as its requests are answered. Node's `server.close()` ends only the
 * keep-alive connections that sit idle between two requests; a connection opened for a request not yet sent
 * (browsers open them ahead, Chromium's preconnect) kept the close waiting for the server's header timeout,
 * over a minute: a deploy's restart, or a test that stops the backend, waited that long.
 *
 * From `close()` on: a connection with no request in flight ends at once, one with a request in flight ends
 * once its response has gone, a connection that arrives is refused, and whatever is left after `graceMs` is
 * cut (a client that never reads its answer does not hold the close either).
 */
export function endConnectionsOnClose(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): void {
  const open = new Set<Socket>();
  const inFlight = new Map<Socket, number>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      inFlight.delete(socket);
    });
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) {
        inFlight.set(socket, left);
        return;
      }
      inFlight.delete(socket);
      // The answer has been handed over: end the connection once it is written out.
      if (closing) socket.end();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of open) if (!inFlight.has(socket)) socket.destroy();
    if (open.size === 0) return;
    const cut = setTimeout(() => {
      for (const socket of open) socket.destroy();
    }, graceMs);
    cut.unref();
    app.server.once('close', () => clearTimeout(cut));
  });
}
