/**
 * NODE_ENV=production, as deploy/mindbridge-backend.service starts it (`server/index.ts`): it refuses to
 * start without its real secrets, naming each; with them, the backend alone listens where configured, the
 * checkout simulator and every local control answer 404, its logs are JSON lines without anything a
 * visitor is or sent, and the reconciler asks the provider's own API.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { buildBackend, startBackend } from './backend/app';
import { backendLogger } from './backend/logging';
import { NO_RATE_LIMITS } from './backend/rate-limits';
import type { OrderWire } from './backend/wire';
import { DEFAULT_KEY_SECRET, DEFAULT_WEBHOOK_SECRET } from './config';
import { startLocalStack } from './local-stack';
import { signPayment } from './razorpay-signature';

const KEY_SECRET = 'prod-test-key-secret-3f9a1c';
const WEBHOOK_SECRET = 'prod-test-webhook-secret-7b2e44';
const KEY_ID = 'rzp_live_ProdTest0001';
const good = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SITE_ORIGINS: 'https://www.mindbridgeconsulting.in',
  OIDC_ISSUER: 'https://mindbridge.example-idp.test/',
  API_AUDIENCE: 'https://api.mindbridgeconsulting.in',
  API_ORIGIN: 'https://api.mindbridgeconsulting.in',
  NEWSLETTER_TOKEN_SECRET: 'prod-test-newsletter-secret-91c0',
  EMAIL_PUBLIC_KEY: 'prod-test-public-key',
  EMAIL_SERVICE_ID: 'service_prodtest',
  EMAIL_WELCOME_TEMPLATE_ID: 'template_welcome',
};
const customer = { name: 'Łukasz Prodtest', email: 'prod.visitor@example.com', phone: '+91 98480 11223' };

/**
 * Razorpay's Orders API as its documentation states it, nothing of this project's simulator: Basic key id :
 * key secret or 401, an order of the amount asked, `created`. It records what it was asked.
 */
async function razorpayFromTheDocs() {
  const asked: { method?: string; url?: string; authorization?: string; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body: unknown = raw === '' ? undefined : JSON.parse(raw);
      asked.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body,
      });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (
        request.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`
      )
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (request.method === 'POST' && request.url === '/v1/orders') {
        const { amount, currency, receipt, notes } = body as Record<string, unknown>;
        return send(200, {
          id: `order_Docs${String(asked.length).padStart(10, '0')}`,
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency,
          receipt,
          status: 'created',
          attempts: 0,
          notes,
          created_at: 1_764_000_000,
        });
      }
      return send(200, { entity: 'collection', count: 0, items: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { asked, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface Started {
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** `server/index.ts` in a process of its own, with only the given environment (and PATH). */
function startServices(env: Record<string, string>, dataDir: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  // 'close', not 'exit': 'exit' may come before the pipes have handed over the last of the output.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { stdout: () => out, stderr: () => err, exited, kill: (signal) => child.kill(signal) };
}

/** Resolves with what `check` returns once it returns something (checked as output arrives). */
async function eventually<T>(check: () => T | undefined, process: Started): Promise<T> {
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    const done = await Promise.race([
      process.exited.then(() => true),
      new Promise((r) => setTimeout(r, 50, false)),
    ]);
    if (done) {
      const last = check();
      if (last !== undefined) return last;
      throw new Error(`the process exited: ${process.stderr()}${process.stdout()}`);
    }
  }
}

describe('production mode refuses unsafe settings', () => {
  let dataDir: string;
  before(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-refusal-test-'));
  });
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const cases: [string, Record<string, string | undefined>, RegExp[]][] = [
    ['no key secret', { RAZORPAY_KEY_SECRET: undefined }, [/RAZORPAY_KEY_SECRET is not set/]],
    ['no webhook secret', { RAZORPAY_WEBHOOK_SECRET: undefined }, [/RAZORPAY_WEBHOOK_SECRET is not set/]],
    [
      'the local key secret',
      { RAZORPAY_KEY_SECRET: DEFAULT_KEY_SECRET },
      [/RAZORPAY_KEY_SECRET is a local default/],
    ],
    [
      'the local webhook secret',
      { RAZORPAY_WEBHOOK_SECRET: DEFAULT_WEBHOOK_SECRET },
      [/RAZORPAY_WEBHOOK_SECRET is a local default/],
    ],
    [
      'the two secrets equal',
      { RAZORPAY_WEBHOOK_SECRET: KEY_SECRET },
      [/RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET/],
    ],
  ];

  it('exits with status 1 before listening, naming each variable at fault', async () => {
    // One process per case, all at once: each takes a moment to load.
    const outcomes = await Promise.all(
      cases.map(async ([name, changes]) => {
        const env = Object.fromEntries(
          Object.entries({ ...good, ...changes }).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        );
        const started = startServices(env, dataDir);
        return { name, code: await started.exited, stderr: started.stderr(), stdout: started.stdout() };
      }),
    );
    for (const [index, [name, , patterns]] of cases.entries()) {
      const outcome = outcomes[index];
      assert.equal(outcome?.code, 1, `${name}: ${outcome?.stderr}`);
      for (const pattern of patterns) assert.match(outcome?.stderr ?? '', pattern, name);
      assert.match(outcome?.stderr ?? '', /NODE_ENV=production refuses to start/, name);
      assert.doesNotMatch(outcome?.stdout ?? '', /listening/i, name);
    }
    assert.deepEqual(fs.readdirSync(dataDir), [], 'no database was created');
  });
});

describe('local mode fails closed where a real deployment shows', () => {
  let dataDir: string;
  before(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-refusal-test-'));
  });
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // NODE_ENV unset: the stand-ins would start beside the backend.
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'an HTTPS site origin',
      { SITE_ORIGINS: 'https://www.mindbridgeconsulting.in' },
      /SITE_ORIGINS has the HTTPS origin "https:\/\/www\.mindbridgeconsulting\.in"/,
    ],
    [
      'an HTTPS API origin',
      { API_ORIGIN: 'https://api.mindbridgeconsulting.in' },
      /API_ORIGIN is the HTTPS origin/,
    ],
    ['a live key id', { RAZORPAY_KEY_ID: KEY_ID }, /RAZORPAY_KEY_ID is a live key id/],
    ['every address', { BACKEND_HOST: '0.0.0.0' }, /BACKEND_HOST is "0\.0\.0\.0", not a loopback address/],
    ['every IPv6 address', { BACKEND_HOST: '::' }, /BACKEND_HOST is "::", not a loopback address/],
    [
      'a public address',
      { BACKEND_HOST: '203.0.113.7' },
      /BACKEND_HOST is "203\.0\.113\.7", not a loopback address/,
    ],
  ];

  it('exits with status 1 before listening, naming the reason', async () => {
    const outcomes = await Promise.all(
      cases.map(async ([name, env]) => {
        const started = startServices({ OIDC_PORT: '0', ...env }, dataDir);
        return { name, code: await started.exited, stderr: started.stderr(), stdout: started.stdout() };
      }),
    );
    for (const [index, [name, , pattern]] of cases.entries()) {
      const outcome = outcomes[index];
      assert.equal(outcome?.code, 1, `${name}: ${outcome?.stderr}`);
      assert.match(outcome?.stderr ?? '', pattern, name);
      assert.match(
        outcome?.stderr ?? '',
        /local stand-ins \(NODE_ENV is not production\) refuse to start/,
        name,
      );
      assert.doesNotMatch(outcome?.stdout ?? '', /listening/i, name);
    }
    assert.deepEqual(fs.readdirSync(dataDir), [], 'no database was created');
  });

  it('the stand-ins never listen beyond loopback, however they are started', async () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10'])
      await assert.rejects(
        startLocalStack({ dataDir, host, port: 0, rateLimits: NO_RATE_LIMITS }),
        new RegExp(`loopback address only .*"${host.replace(/\./g, '\\.')}"`),
      );
    assert.deepEqual(fs.readdirSync(dataDir), [], 'nothing was built');
    // The backend alone outside production has its /__local controls: the same rule.
    await assert.rejects(
      startBackend({ dataDir, host: '0.0.0.0', port: 0, rateLimits: NO_RATE_LIMITS }),
      /loopback address only .*"0\.0\.0\.0"/,
    );
  });
});

describe('production mode with its secrets', () => {
  let dataDir: string;
  let started: Started;
  let origin: string;
  let razorpay: Awaited<ReturnType<typeof razorpayFromTheDocs>>;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-test-'));
    razorpay = await razorpayFromTheDocs();
    started = startServices({ ...good, RAZORPAY_API_ORIGIN: razorpay.origin }, dataDir);
    origin = await eventually(() => {
      for (const line of started.stdout().split('\n')) {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) return match[1];
      }
      return undefined;
    }, started);
  });
  after(async () => {
    started.kill('SIGKILL');
    await started.exited;
    razorpay.server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens where configured and serves the site backend; the stand-ins and every /__local route are 404', async () => {
    assert.equal((await fetch(`${origin}/admin/pages/events-api.php`)).status, 200);
    // The host's monitoring asks whether the database answers.
    assert.deepEqual(await (await fetch(`${origin}/api/health`)).json(), { status: 'ok' });
    for (const [method, url] of [
      ['GET', '/__local/orders'],
      ['GET', '/__local/health'],
      ['GET', '/__local/payment-confirmations'],
      ['GET', '/__local/emails'],
      ['POST', '/__local/reconcile'],
      ['POST', '/__local/checkout-webhooks'],
      ['POST', '/__local/events'],
      ['POST', '/checkout/v1/payments'],
      ['GET', '/checkout/v1/checkout.js'],
      ['GET', '/checkout/v1/orders/order_x'],
      ['GET', '/v1/orders/order_x/payments'],
      ['GET', '/latest?from=USD&to=INR'],
      ['POST', '/api/v1.0/email/send'],
    ]) {
      const response = await fetch(`${origin}${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ key: KEY_ID, order_id: 'order_x', amount: 1 }) : undefined,
      });
      assert.equal(response.status, 404, `${method} ${url}`);
    }
  });

  it('orders carry the live key id; the OpenID stand-in is not started', async () => {
    const response = await fetch(`${origin}/api/orders.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer }),
    });
    assert.equal(response.status, 201);
    // A token that is not one is refused (and, below, never logged), without asking the provider.
    const refused = await fetch(`${origin}/api/orders.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-real-token-4711' },
      body: JSON.stringify({ kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer }),
    });
    assert.equal(refused.status, 401);
    const order = (await response.json()) as OrderWire;
    assert.equal(order.keyId, KEY_ID);
    // The order was created at the provider, and its id is the one the browser opens Checkout with.
    const created = razorpay.asked.filter((call) => call.url === '/v1/orders');
    assert.equal(created.length, 1);
    assert.equal(created[0]?.method, 'POST');
    assert.equal(
      created[0]?.authorization,
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    const sent = created[0]?.body as { amount: number; currency: string; receipt: string; notes: object };
    assert.deepEqual(
      { amount: sent.amount, currency: sent.currency, notes: sent.notes },
      { amount: 10134, currency: 'USD', notes: { kind: 'plan', title: 'R-Guru Member', rate: '85.5' } },
    );
    assert.ok(sent.receipt.length > 0 && sent.receipt.length <= 40);
    assert.match(order.orderId, /^order_Docs/);
    assert.doesNotMatch(started.stdout(), /OpenID provider/);
  });

  it('logs JSON lines with method, path and status, and nothing a visitor sent', async () => {
    await fetch(`${origin}/subscribe.php?email=${encodeURIComponent(customer.email)}`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.set('email', customer.email);
        return form;
      })(),
    });
    const lines = started
      .stdout()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.ok(
      records.some((r) => {
        const req = r.req as { method?: string; url?: string } | undefined;
        return req?.method === 'POST' && req.url === '/api/orders.php';
      }),
      'the order request is logged',
    );
    assert.ok(records.some((r) => (r.res as { statusCode?: number } | undefined)?.statusCode === 201));
    const written = lines.join('\n');
    for (const secret of [
      customer.name,
      customer.email,
      encodeURIComponent(customer.email),
      customer.phone,
      '98480',
      'not-a-real-token-4711',
      KEY_SECRET,
      WEBHOOK_SECRET,
      '127.0.0.1"',
    ])
      assert.ok(!written.includes(secret), `the logs hold "${secret}"`);
  });

  it('stops at SIGTERM', async () => {
    started.kill('SIGTERM');
    assert.equal(await started.exited, 0);
  });
});

describe('production mode in process', () => {
  it("the reconciler asks the provider's own API, with the key id and secret", async () => {
    const asked: { url?: string; authorization?: string }[] = [];
    let paymentFor: { id: string; orderId: string; amount: number } | undefined;
    let created = 0;
    const provider = http.createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/v1/orders') {
        created += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `order_ProdTest${created}`,
            entity: 'order',
            amount: 10134,
            currency: 'USD',
            status: 'created',
          }),
        );
        return;
      }
      asked.push({ url: request.url, authorization: request.headers.authorization });
      const items = paymentFor
        ? [
            {
              id: paymentFor.id,
              order_id: paymentFor.orderId,
              amount: paymentFor.amount,
              currency: 'USD',
              status: 'captured',
            },
          ]
        : [];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-provider-test-'));
    let clock = Date.parse('2026-11-21T06:30:00Z');
    const lines: string[] = [];
    const backend = await buildBackend({
      production: true,
      dataDir,
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      providerApiOrigin: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
      now: () => new Date(clock),
      rateLimits: NO_RATE_LIMITS,
      logger: backendLogger({ level: 'info', stream: { write: (line) => void lines.push(line) } }),
    });
    try {
      const created = await backend.app.inject({
        method: 'POST',
        url: '/api/orders.php',
        payload: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
      });
      const order = created.json<OrderWire>();
      paymentFor = { id: 'pay_ProdProvider001', orderId: order.orderId, amount: order.amount };
      clock += 6 * 60_000;
      const report = await backend.reconciler.run();
      assert.deepEqual(report.settled, [
        { orderId: order.orderId, status: 'paid', paymentId: 'pay_ProdProvider001', outcome: 'confirmed' },
      ]);
      assert.deepEqual(asked, [
        {
          url: `/v1/orders/${order.orderId}/payments`,
          authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        },
      ]);
      // The browser's confirmation then finds it recorded, and its body reaches no log.
      const confirmation = await backend.app.inject({
        method: 'POST',
        url: '/api/subscription-confirmation.php',
        payload: {
          paymentId: 'pay_ProdProvider001',
          orderId: order.orderId,
          signature: signPayment(order.orderId, 'pay_ProdProvider001', KEY_SECRET),
          planTitle: 'R-Guru Member',
          amount: order.amount,
          currency: 'USD',
          customerName: customer.name,
          customerEmail: customer.email,
          customerPhone: customer.phone,
        },
      });
      assert.deepEqual(confirmation.json(), { status: 'already processed' });
      const written = lines.join('');
      assert.match(written, /"url":"\/api\/subscription-confirmation\.php"/);
      for (const secret of [
        customer.email,
        customer.name,
        customer.phone,
        KEY_SECRET,
        'pay_ProdProvider001"',
      ])
        assert.ok(!written.includes(secret), `the logs hold "${secret}"`);
    } finally {
      await backend.app.close();
      provider.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
