/**
 * Rate limits per route group and per client: past its group's allowance a client gets 429 with
 * Retry-After, and nothing is stored; another client is served; a group's routes share one allowance.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import Fastify from 'fastify';

import { buildLocalStack, type LocalStack } from '../local-stack';

import type { BuiltBackend } from './app';
import { NO_RATE_LIMITS, rateLimiting } from './rate-limits';

const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };
const order = { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer };
const MINUTE = 60_000;

function multipart(fields: Record<string, string>) {
  const boundary = 'limit-test-boundary';
  const payload =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const count = (backend: BuiltBackend, table: string) =>
  (backend.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** The Retry-After a 429 carries: whole seconds, within the window. */
function retryAfter(headers: Record<string, unknown>): number {
  const seconds = Number(headers['retry-after']);
  assert.ok(
    Number.isInteger(seconds) && seconds >= 1 && seconds <= 60,
    `Retry-After: ${headers['retry-after']}`,
  );
  return seconds;
}

describe('rate limits of the backend', () => {
  // With the e-mail stand-in beside it, which the backend's server lends its per-client limit.
  let backend: LocalStack;
  let dataDir: string;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-test-'));
    backend = await buildLocalStack({
      dataDir,
      rateLimits: {
        ...NO_RATE_LIMITS,
        orders: { max: 2, windowMs: MINUTE },
        newsletter: { max: 1, windowMs: MINUTE },
        email: { max: 1, windowMs: MINUTE },
      },
    });
  });
  after(async () => {
    await backend.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('order creation: 429 with Retry-After and a message past the limit, nothing stored; other clients go on', async () => {
    const create = (remoteAddress: string) =>
      backend.app.inject({ method: 'POST', url: '/api/orders.php', payload: order, remoteAddress });
    assert.equal((await create('203.0.113.1')).statusCode, 201);
    assert.equal((await create('203.0.113.1')).statusCode, 201);
    const before = count(backend, 'orders');
    const limited = await create('203.0.113.1');
    assert.equal(limited.statusCode, 429);
    retryAfter(limited.headers);
    assert.match(limited.json<{ message: string }>().message, /^Too many requests\. Try again in \d+ s\.$/);
    assert.equal(count(backend, 'orders'), before);
    assert.equal((await create('203.0.113.2')).statusCode, 201, 'another client has its own allowance');
  });

  it('newsletter: one bucket per client, JSON 429', async () => {
    const subscribe = (email: string, remoteAddress: string) =>
      backend.app.inject({ method: 'POST', url: '/subscribe.php', ...multipart({ email }), remoteAddress });
    assert.equal((await subscribe('first@example.com', '198.51.100.7')).statusCode, 200);
    const limited = await subscribe('second@example.com', '198.51.100.7');
    assert.equal(limited.statusCode, 429);
    retryAfter(limited.headers);
    assert.equal(typeof limited.json<{ message: string }>().message, 'string');
    assert.equal((await subscribe('second@example.com', '198.51.100.8')).statusCode, 200);
  });

  it('contact e-mail: per client, not one bucket for every visitor; both endpoints share it; text 429', async () => {
    const ids = { user_id: 'local-public-key', service_id: 'service_local', template_id: 'template_contact' };
    const send = (remoteAddress: string) =>
      backend.app.inject({
        method: 'POST',
        url: '/api/v1.0/email/send',
        payload: { ...ids, lib_version: '4.4.1', template_params: { message: 'hello' } },
        remoteAddress,
      });
    const sendForm = (remoteAddress: string) =>
      backend.app.inject({
        method: 'POST',
        url: '/api/v1.0/email/send-form',
        ...multipart({ ...ids, lib_version: '4.4.1', message: 'hello' }),
        remoteAddress,
      });
    assert.equal((await send('192.0.2.10')).statusCode, 200);
    assert.equal((await send('192.0.2.11')).statusCode, 200, 'a second visitor is not limited by the first');
    const before = backend.emailService.changes();
    const limited = await sendForm('192.0.2.10');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.body, 'Too Many Requests');
    retryAfter(limited.headers);
    assert.equal(backend.emailService.changes(), before);
  });

  it('behind nginx: the client is the one X-Forwarded-For names, only when the proxy is trusted', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-proxy-test-'));
    const proxied = await buildLocalStack({
      dataDir: folder,
      trustProxy: ['127.0.0.1'],
      rateLimits: { ...NO_RATE_LIMITS, orders: { max: 1, windowMs: MINUTE } },
    });
    try {
      const create = (client: string, remoteAddress = '127.0.0.1') =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/orders.php',
          payload: order,
          remoteAddress,
          headers: { 'x-forwarded-for': client },
        });
      assert.equal((await create('203.0.113.50')).statusCode, 201);
      assert.equal((await create('203.0.113.51')).statusCode, 201, 'two visitors behind one proxy');
      assert.equal((await create('203.0.113.50')).statusCode, 429);
      // A client that is not the proxy cannot name itself another address to escape its limit.
      assert.equal((await create('203.0.113.60', '198.51.100.99')).statusCode, 201);
      assert.equal((await create('203.0.113.61', '198.51.100.99')).statusCode, 429);
    } finally {
      await proxied.app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a route group', () => {
  it('is one allowance per client across its routes, joined with one line per route', async () => {
    const app = Fastify();
    const limited = await rateLimiting(app, { ...NO_RATE_LIMITS, learner: { max: 3, windowMs: MINUTE } });
    app.get('/api/me/progress', limited('learner'), async () => ({ ok: true }));
    app.post('/api/me/progress', limited('learner'), async () => ({ ok: true }));
    app.get('/api/me/payments', limited('learner'), async () => ({ ok: true }));
    const statuses = [];
    for (const [method, url] of [
      ['GET', '/api/me/progress'],
      ['POST', '/api/me/progress'],
      ['GET', '/api/me/payments'],
      ['GET', '/api/me/progress'],
    ] as const)
      statuses.push(
        (await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      );
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    await app.close();
  });
});
