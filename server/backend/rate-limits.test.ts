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
import { addressKey, NO_RATE_LIMITS, rateLimiting } from './rate-limits';
import { startTestIssuer, type TestIssuer } from './test-issuer';

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

describe('whose count a request is on', () => {
  it('an address: IPv4 as it is (IPv4-mapped IPv6 too), IPv6 by its /64 however it is written', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd'), '2001:db8:85a3:1::/64');
    assert.equal(addressKey('2001:0db8:85a3:0001::1'), '2001:db8:85a3:1::/64');
    assert.equal(addressKey('2001:db8::1'), addressKey('2001:db8:0:0:ffff::2'));
    assert.notEqual(addressKey('2001:db8:0:1::1'), addressKey('2001:db8:0:2::1'));
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
  });

  let issuer: TestIssuer;
  let backend: BuiltBackend;
  let dataDir: string;
  before(async () => {
    issuer = await startTestIssuer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-keys-'));
    // With the card provider's stand-in: an order is created at the provider.
    backend = await buildLocalStack({
      dataDir,
      learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
      rateLimits: {
        ...NO_RATE_LIMITS,
        orders: { max: 2, windowMs: MINUTE },
        learner: { max: 2, windowMs: MINUTE },
        admin: { max: 2, windowMs: MINUTE },
      },
    });
  });
  after(async () => {
    await backend.app.close();
    await issuer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a signed-in learner's calls count on the account: the same from any address, apart from others at one", async () => {
    const priya = await issuer.token('limit-priya');
    const arjun = await issuer.token('limit-arjun');
    const progress = (token: string, remoteAddress: string) =>
      backend.app.inject({
        url: '/api/me/progress',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
      });
    assert.equal((await progress(priya, '198.51.100.1')).statusCode, 200);
    assert.equal((await progress(priya, '198.51.100.2')).statusCode, 200);
    // A third address gives no fresh allowance: the count is the learner's.
    const limited = await progress(priya, '198.51.100.3');
    assert.equal(limited.statusCode, 429);
    retryAfter(limited.headers);
    // Another learner behind the first address (an office) has an allowance of its own.
    assert.equal((await progress(arjun, '198.51.100.1')).statusCode, 200);
    assert.equal((await progress(arjun, '198.51.100.1')).statusCode, 200);
    assert.equal((await progress(arjun, '198.51.100.1')).statusCode, 429);
    // A request with no valid token is refused by the token check, not counted on anyone's allowance.
    const anonymous = await backend.app.inject({ url: '/api/me/progress', remoteAddress: '198.51.100.1' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('a guest counts on its address, an IPv6 one by its /64; a signed-in order on the account', async () => {
    const create = (remoteAddress: string, token?: string) =>
      backend.app.inject({
        method: 'POST',
        url: '/api/orders.php',
        payload: order,
        remoteAddress,
        ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
      });
    assert.equal((await create('2001:db8:1:2::10')).statusCode, 201);
    assert.equal((await create('2001:db8:1:2:ffff::99')).statusCode, 201);
    // The next address of the same /64 is the same subscriber.
    assert.equal((await create('2001:db8:1:2::11')).statusCode, 429);
    assert.equal((await create('2001:db8:1:3::10')).statusCode, 201, 'another /64 has its own allowance');
    // Signed in from the /64 that has used its allowance: the learner's own count.
    const meera = await issuer.token('limit-meera');
    assert.equal((await create('2001:db8:1:2::12', meera)).statusCode, 201);
  });

  it("the console's calls count on the staff account, across the console's routes, from any address", async () => {
    const staff = { permissions: ['content:write'], name: 'Meera Iyer' };
    const meera = await issuer.token('limit-editor-meera', staff);
    const rahul = await issuer.token('limit-editor-rahul', staff);
    const call = (url: string, token: string, remoteAddress: string) =>
      backend.app.inject({ url, headers: { authorization: `Bearer ${token}` }, remoteAddress });
    assert.equal((await call('/api/admin/me', meera, '198.51.100.20')).statusCode, 200);
    assert.equal((await call('/api/admin/events', meera, '198.51.100.21')).statusCode, 200);
    const limited = await call('/api/admin/webinars', meera, '198.51.100.22');
    assert.equal(limited.statusCode, 429);
    retryAfter(limited.headers);
    assert.equal((await call('/api/admin/events', rahul, '198.51.100.20')).statusCode, 200);
    // A learner trying the console spends an allowance of its own on its refusals.
    const learner = await issuer.token('limit-curious-learner');
    assert.equal((await call('/api/admin/events', learner, '198.51.100.20')).statusCode, 403);
    assert.equal((await call('/api/admin/events', learner, '198.51.100.20')).statusCode, 403);
    assert.equal((await call('/api/admin/events', learner, '198.51.100.20')).statusCode, 429);
  });
});
