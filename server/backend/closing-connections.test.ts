import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';

import Fastify from 'fastify';

import { endConnectionsOnClose } from './closing-connections';

/**
 * Node's own header timeout ends a connection that never sends a request after a minute; each test here
 * must see the close done well within that, on any machine.
 */
const WELL_WITHIN_NODES_TIMEOUT = { timeout: 30_000 };

/** A server with one route that answers only when the test releases it. */
async function serverWithSlowRoute(graceMs?: number) {
  const app = Fastify();
  endConnectionsOnClose(app, graceMs);
  let entered!: () => void;
  const requestArrived = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    entered();
    await released;
    return { answered: true };
  });
  app.get('/quick', async () => ({ answered: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, requestArrived, release };
}

/** A GET over `agent`, resolved with the status and body, or rejected if the connection is cut. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('closing the backend with connections open', () => {
  it(
    'ends a connection that never sent a request, instead of waiting for the header timeout',
    WELL_WITHIN_NODES_TIMEOUT,
    async () => {
      const { app, port } = await serverWithSlowRoute();
      const preconnect = net.connect({ port, host: '127.0.0.1' });
      await once(preconnect, 'connect');
      const ended = once(preconnect, 'close');

      await app.close();
      await ended;
      assert.equal(preconnect.destroyed, true);
    },
  );

  it('answers a request in flight in full, then ends its connection', WELL_WITHIN_NODES_TIMEOUT, async () => {
    const { app, port, requestArrived, release } = await serverWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(port, '/slow', agent);
    await requestArrived;

    const closed = app.close();
    release();
    assert.deepEqual(await answer, { status: 200, body: '{"answered":true}' });
    await closed;
    agent.destroy();
  });

  it('ends a kept-alive connection between two requests', WELL_WITHIN_NODES_TIMEOUT, async () => {
    const { app, port } = await serverWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true });
    assert.equal((await get(port, '/quick', agent)).status, 200);

    await app.close();
    agent.destroy();
  });

  it(
    'cuts a request that is still unanswered when the grace period ends',
    WELL_WITHIN_NODES_TIMEOUT,
    async () => {
      const { app, port, requestArrived, release } = await serverWithSlowRoute(50);
      const agent = new http.Agent({ keepAlive: true });
      const answer = get(port, '/slow', agent);
      await requestArrived;

      await app.close();
      await assert.rejects(answer, /socket hang up|ECONNRESET/);
      release();
      agent.destroy();
    },
  );
});
