/**
 * Starting WebKit's browser is the harness's business (webkit.ts): a driver that never answers a new-session
 * request is started again and asked again, so a journey is not held until the client's own timeout. Against a
 * stand-in for WebKitWebDriver that answers its status but leaves the first new-session request unanswered.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';

import { startSession } from './webkit';

describe('a new WebKit session', () => {
  let server: http.Server;
  let port = 0;
  let answering = false;
  const held: http.ServerResponse[] = [];
  let firstHeld: () => void = () => undefined;
  const firstRequestHeld = new Promise<void>((resolve) => (firstHeld = resolve));
  const sessionRequests: string[] = [];

  before(async () => {
    server = http.createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/session') {
        sessionRequests.push(answering ? 'answered' : 'held');
        if (!answering) {
          held.push(response);
          firstHeld();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ value: { sessionId: 'session-1', capabilities: { browserName: 'MiniBrowser' } } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ value: { ready: true } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('starts a driver that did not answer anew, and asks again', async () => {
    let restarts = 0;
    const driver = {
      port,
      ready: async () => undefined,
      // Ending the driver ends its unanswered request (whenever the client got round to sending it); the one
      // started anew answers.
      restart: async () => {
        restarts += 1;
        await firstRequestHeld;
        for (const response of held.splice(0)) response.destroy();
        answering = true;
      },
    };
    // The first request counts as unanswered once the stand-in holds it (in place of the harness's 45 s,
    // so nothing here depends on how fast the machine is); the next one is waited for as long as it takes.
    const unansweredAfter = (attempt: number) =>
      attempt === 1 ? firstRequestHeld : new Promise<void>(() => undefined);
    const browser = await startSession(driver, unansweredAfter);
    assert.equal(browser.sessionId, 'session-1');
    assert.equal(restarts, 1);
    assert.deepEqual(sessionRequests, ['held', 'answered']);
  });
});
