/**
 * The learner's account on the backend: the access-token check on every call that carries the sign-in,
 * progress kept per learner (strict batches, each event once), and payments and plans per account.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { buildLocalStack } from '../local-stack';
import { signPayment } from '../razorpay-signature';

import { buildBackend, type BuiltBackend } from './app';
import { learnerAuth, ProviderUnavailable } from './learner-auth';
import { addMonths, plansHeld } from './learner-payments';
import type {
  LearnerPaymentsWire,
  ProgressEventWire,
  ProgressWire,
  RecordedProgressWire,
} from './learner-wire';
import { forgedTokens, startTestIssuer, type TestIssuer } from './test-issuer';
import type { OrderWire } from './wire';

const SECRET = 'learner-test-secret';
const NOW = new Date('2026-11-21T06:30:00.000Z');
const customer = { name: 'Priya Sharma', email: 'priya@example.com', phone: '+91 98480 22338' };

let issuer: TestIssuer;
let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;
let clock = NOW.getTime();

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learner-test-'));
  backend = await buildLocalStack({
    dataDir,
    keySecret: SECRET,
    now: () => new Date(clock),
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
  });
  app = backend.app;
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = (table: string): number =>
  (backend.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let ids = 0;
const eventId = () => `evt-${(ids += 1)}`;
const completed = (courseId: string, lessonId: string, at: string): ProgressEventWire => ({
  id: eventId(),
  at,
  type: 'lessonCompleted',
  courseId,
  lessonId,
});
const position = (courseId: string, lessonId: string, seconds: number, at: string): ProgressEventWire => ({
  id: eventId(),
  at,
  type: 'positionSaved',
  courseId,
  lessonId,
  seconds,
});

async function postProgress(token: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/me/progress',
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
}

async function getProgress(token: string): Promise<ProgressWire> {
  const response = await app.inject({ method: 'GET', url: '/api/me/progress', headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<ProgressWire>();
}

async function getPayments(token: string): Promise<LearnerPaymentsWire> {
  const response = await app.inject({ method: 'GET', url: '/api/me/payments', headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<LearnerPaymentsWire>();
}

/** Places an order (with the token when given) and pays it through the browser's confirmation. */
async function buy(title: string, options: { token?: string; email?: string; paymentId: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders.php',
    headers: options.token ? bearer(options.token) : {},
    payload: {
      kind: 'plan',
      title,
      currency: 'USD',
      customer: { ...customer, email: options.email ?? customer.email },
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  const order = response.json<OrderWire>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/subscription-confirmation.php',
    payload: {
      paymentId: options.paymentId,
      orderId: order.orderId,
      signature: signPayment(order.orderId, options.paymentId, SECRET),
      planTitle: title,
      amount: order.amount,
      currency: 'USD',
      customerName: customer.name,
      customerEmail: options.email ?? customer.email,
      customerPhone: customer.phone,
    },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return order;
}

describe('the access-token check', () => {
  const routes = [
    { method: 'GET', url: '/api/me/progress' },
    { method: 'POST', url: '/api/me/progress' },
    { method: 'GET', url: '/api/me/payments' },
  ] as const;

  it('answers every bad token 401 with WWW-Authenticate: Bearer and a JSON message, and stores nothing', async () => {
    const forged = await forgedTokens(issuer, 'user-forger');
    const cases: [string, Record<string, string>][] = [
      ['no Authorization header', {}],
      ['another scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ...forged.map(([name, token]): [string, Record<string, string>] => [name, bearer(token)]),
    ];
    const ordersBefore = count('orders');
    for (const [name, headers] of cases) {
      for (const route of routes) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          // Not even JSON: a 401 (not a 400) shows the token is checked before the body is read.
          ...(route.method === 'POST' ? { payload: '{"events": [' } : {}),
        });
        const label = `${name}: ${route.method} ${route.url}`;
        assert.equal(response.statusCode, 401, label);
        assert.match(String(response.headers['www-authenticate']), /^Bearer realm="learner"/, label);
        assert.equal(typeof response.json<{ message: unknown }>().message, 'string', label);
        assert.equal(response.headers['cache-control'], 'no-store', label);
      }
      const order = await app.inject({
        method: 'POST',
        url: '/api/orders.php',
        headers,
        payload: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
      });
      // A token that fails is never a silent guest order; no header at all is a guest, which may order.
      if (Object.keys(headers).length === 0) assert.equal(order.statusCode, 201, name);
      else assert.equal(order.statusCode, 401, `${name}: POST /api/orders.php`);
    }
    assert.equal(count('progress_events'), 0);
    assert.equal(count('progress_lessons'), 0);
    assert.equal(count('orders'), ordersBefore + 1, 'only the guest order');
  });

  it('accepts a token within the 60 s leeway, and fetches the key set once for many requests', async () => {
    const justExpired = await issuer.token('user-leeway', {}, { expiresIn: -30 });
    assert.deepEqual((await getProgress(justExpired)).courses, {});
    const fetches = issuer.keyFetches();
    for (let i = 0; i < 5; i += 1) await getProgress(await issuer.token(`user-many-${i}`));
    assert.equal(issuer.keyFetches(), fetches);
  });

  it('says 503, not 401, while the provider cannot be reached, and tries again on the next request', async () => {
    const offline = learnerAuth({ issuer: 'http://localhost:9', audience: issuer.audience });
    await assert.rejects(offline.verify(await issuer.token('user-x')), ProviderUnavailable);
    const unreachable = await buildBackend({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'learner-offline-')),
      learnerAuth: { issuer: 'http://localhost:9', audience: issuer.audience },
    });
    try {
      const response = await unreachable.app.inject({
        method: 'GET',
        url: '/api/me/progress',
        headers: bearer(await issuer.token('user-x')),
      });
      assert.equal(response.statusCode, 503);
      assert.equal(typeof response.json<{ message: unknown }>().message, 'string');
    } finally {
      await unreachable.app.close();
      fs.rmSync(unreachable.settings.dataDir, { recursive: true, force: true });
    }
  });
});

describe('progress on the account', () => {
  it("keeps each learner apart: one never reads or changes another's progress", async () => {
    const priya = await issuer.token('user-priya');
    const arjun = await issuer.token('user-arjun');
    const ok = await postProgress(priya, { events: [completed('1', 'v1', '2026-11-20T10:00:00.000Z')] });
    assert.equal(ok.statusCode, 200, ok.body);
    // The learner's first activity in the course is now, and no completion in it is dated before.
    assert.equal(
      ok.json<ProgressWire>().courses['1']?.lessons.v1?.completedAt,
      new Date(clock).toISOString(),
    );
    assert.deepEqual((await getProgress(arjun)).courses, {});
    // The same event id from another learner is that learner's own event.
    const theirs = await postProgress(arjun, {
      events: [{ ...completed('2', 'v1', '2026-11-20T11:00:00.000Z'), id: 'evt-1' }],
    });
    assert.equal(theirs.statusCode, 200);
    assert.deepEqual(Object.keys((await getProgress(priya)).courses), ['1']);
    assert.deepEqual(Object.keys((await getProgress(arjun)).courses), ['2']);
  });

  it('stores the same batch twice once, and answers both times with the same progress', async () => {
    const token = await issuer.token('user-twice');
    const batch = {
      events: [
        completed('1', 'v1', '2026-11-20T10:00:00.000Z'),
        position('1', 'v2', 5, '2026-11-20T10:01:00.000Z'),
        {
          id: eventId(),
          at: '2026-11-20T10:02:00.000Z',
          type: 'playbackChosen',
          rate: 1.5,
          autoAdvance: true,
        },
      ],
    };
    const first = await postProgress(token, batch);
    const again = await postProgress(token, batch);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(again.json(), first.json());
    const stored = backend.db
      .prepare('SELECT COUNT(*) AS n FROM progress_events WHERE learner = ?')
      .get('user-twice') as { n: number };
    assert.equal(stored.n, 3);
    const { refused, ...progress } = first.json<RecordedProgressWire>();
    assert.deepEqual(refused, []);
    assert.deepEqual(await getProgress(token), progress);
  });

  it('refuses a batch with one malformed event whole: 400 with a message, nothing stored', async () => {
    const token = await issuer.token('user-malformed');
    const good = () => completed('1', 'v1', '2026-11-20T10:00:00.000Z');
    const malformed: [string, unknown][] = [
      ['an unknown field', { ...good(), extra: 1 }],
      ['an unknown type', { ...good(), type: 'lessonLiked' }],
      ['a time without a zone', { ...good(), at: '2026-11-20T10:00:00' }],
      ['a day that does not exist', { ...good(), at: '2026-02-30T10:00:00.000Z' }],
      ['a number for an id', { ...good(), id: 42 }],
      ['an id with spaces', { ...good(), id: 'two words' }],
      ['a negative position', position('1', 'v1', -1, '2026-11-20T10:00:00.000Z')],
      ['a position as text', { ...position('1', 'v1', 5, '2026-11-20T10:00:00.000Z'), seconds: '5' }],
      [
        'a speed the player does not offer',
        { id: 'p', at: '2026-11-20T10:00:00.000Z', type: 'playbackChosen', rate: 3 },
      ],
      ['a playback choice of nothing', { id: 'p', at: '2026-11-20T10:00:00.000Z', type: 'playbackChosen' }],
      [
        'auto-advance as text',
        { id: 'p', at: '2026-11-20T10:00:00.000Z', type: 'playbackChosen', autoAdvance: 'yes' },
      ],
      [
        'a lesson completed without a lesson',
        { id: 'p', at: '2026-11-20T10:00:00.000Z', type: 'lessonCompleted', courseId: '1' },
      ],
      ['null', null],
    ];
    for (const [name, event] of malformed) {
      const response = await postProgress(token, { events: [good(), event, good()] });
      assert.equal(response.statusCode, 400, name);
      assert.match(response.json<{ message: string }>().message, /events\[1\]/, name);
    }
    const batches: [string, unknown][] = [
      ['an empty list', { events: [] }],
      ['101 events', { events: Array.from({ length: 101 }, good) }],
      ['another field beside the events', { events: [good()], learner: 'user-priya' }],
      ['a list instead of an object', [good()]],
    ];
    for (const [name, body] of batches) {
      const response = await postProgress(token, body);
      assert.equal(response.statusCode, 400, name);
      assert.equal(typeof response.json<{ message: unknown }>().message, 'string', name);
    }
    const oversize = await app.inject({
      method: 'POST',
      url: '/api/me/progress',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [{ ...good(), courseId: 'x'.repeat(70_000) }] }),
    });
    assert.equal(oversize.statusCode, 413);
    assert.equal(typeof oversize.json<{ message: unknown }>().message, 'string');
    const stored = backend.db
      .prepare('SELECT COUNT(*) AS n FROM progress_events WHERE learner = ?')
      .get('user-malformed') as { n: number };
    assert.equal(stored.n, 0);
    assert.deepEqual((await getProgress(token)).courses, {});
  });

  it('takes the events of a device whose clock runs ahead or behind, dated by when the backend took them', async () => {
    const token = await issuer.token('user-clocks');
    const received = new Date(clock).toISOString();
    const response = await postProgress(token, {
      events: [
        position('1', 'v1', 30, new Date(clock + 86_400_000).toISOString()),
        completed('1', 'v2', new Date(clock + 2 * 86_400_000).toISOString()),
        position('2', 'v1', 12, '1970-01-01T00:00:00.000Z'),
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const { courses, refused } = response.json<RecordedProgressWire>();
    assert.deepEqual(refused, []);
    assert.deepEqual(courses['1']?.lessons, {
      v1: { position: { seconds: 30, at: received } },
      v2: { completedAt: received, lastCompletedAt: received },
    });
    assert.deepEqual(courses['2']?.lessons.v1?.position, { seconds: 12, at: '2020-01-01T00:00:00.000Z' });
  });

  it('takes a full batch of 100 events', async () => {
    const token = await issuer.token('user-full');
    const events = Array.from({ length: 100 }, (_, i) =>
      position(
        '1',
        `v${1 + (i % 3)}`,
        i + 1,
        new Date(Date.parse('2026-11-20T10:00:00.000Z') + i * 1000).toISOString(),
      ),
    );
    const response = await postProgress(token, { events });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<ProgressWire>().courses['1']?.lessons.v1?.position, {
      seconds: 100,
      at: '2026-11-20T10:01:39.000Z',
    });
  });
});

describe('payments and plans on the account', () => {
  it("lists the learner's paid orders and the guest orders of their verified e-mail, never another's", async () => {
    clock = Date.parse('2026-11-21T06:30:00.000Z');
    const meera = await issuer.token('user-meera', { email: 'meera@example.com', email_verified: true });
    const unverified = await issuer.token('user-impostor', {
      email: 'meera@example.com',
      email_verified: false,
    });
    const other = await issuer.token('user-other', { email: 'other@example.com', email_verified: true });

    const signedIn = await buy('R-Guru Member', {
      token: meera,
      email: 'work@example.com',
      paymentId: 'pay_Meera0001',
    });
    const guest = await buy('Live Mentoring Class', {
      email: 'Meera@Example.com',
      paymentId: 'pay_Meera0002',
    });
    await buy('R-Guru Member', { token: other, email: 'meera@example.com', paymentId: 'pay_Other0001' });
    // An order never paid is not a payment.
    await app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: bearer(meera),
      payload: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
    });

    const mine = await getPayments(meera);
    assert.deepEqual(
      mine.payments.map((p) => [p.paymentId, p.orderId, p.title, p.amount]),
      [
        ['pay_Meera0001', signedIn.orderId, 'R-Guru Member', 10134],
        ['pay_Meera0002', guest.orderId, 'Live Mentoring Class', 40842],
      ],
    );
    assert.deepEqual(mine.payments[0]?.breakdown, { base: 9900, fee: 198, gst: 36, total: 10134 });
    assert.equal(mine.payments[0]?.paidAt, '2026-11-21T06:30:00.000Z');
    assert.deepEqual(mine.payments[0]?.customer, { ...customer, email: 'work@example.com' });
    // The same address, not verified, claims nothing; the other learner sees only their own order.
    assert.deepEqual((await getPayments(unverified)).payments, []);
    assert.deepEqual(
      (await getPayments(other)).payments.map((p) => p.paymentId),
      ['pay_Other0001'],
    );
  });

  it('gives each plan its period from the day it was paid, extended from its end when bought again', async () => {
    const token = await issuer.token('user-plans');
    clock = Date.parse('2026-01-31T09:00:00.000Z');
    await buy('R-Guru Member', { token, paymentId: 'pay_Plans0001' });
    clock = Date.parse('2026-02-10T09:00:00.000Z');
    await buy('R-Guru Member', { token, paymentId: 'pay_Plans0002' });
    await buy('University Student / Prior Member', { token, paymentId: 'pay_Plans0003' });
    const { plans } = await getPayments(token);
    assert.deepEqual(plans, [
      // 31 January + 3 months is 30 April; bought again while held, 3 more from there: 30 July.
      {
        kind: 'plan',
        title: 'R-Guru Member',
        from: '2026-01-31T09:00:00.000Z',
        until: '2026-07-30T09:00:00.000Z',
      },
      {
        kind: 'plan',
        title: 'University Student / Prior Member',
        from: '2026-02-10T09:00:00.000Z',
        until: '2027-02-10T09:00:00.000Z',
      },
    ]);
  });
});

describe('plan periods', () => {
  it('adds calendar months, keeping the day where the month has it', () => {
    assert.equal(addMonths('2026-01-31T09:00:00.000Z', 1), '2026-02-28T09:00:00.000Z');
    assert.equal(addMonths('2028-01-31T09:00:00.000Z', 1), '2028-02-29T09:00:00.000Z');
    assert.equal(addMonths('2026-11-21T06:30:00.000Z', 3), '2027-02-21T06:30:00.000Z');
    assert.equal(addMonths('2026-05-31T23:59:59.000Z', 12), '2027-05-31T23:59:59.000Z');
  });

  it('starts afresh after a plan ran out, and gives the same plans for payments in any order', () => {
    const payments = [
      { kind: 'plan' as const, title: 'R-Guru Member', paidAt: '2025-01-10T00:00:00.000Z' },
      { kind: 'plan' as const, title: 'R-Guru Member', paidAt: '2025-06-01T00:00:00.000Z' },
      { kind: 'workshop' as const, title: 'Developing R-Shiny Apps', paidAt: '2025-03-01T00:00:00.000Z' },
    ];
    const expected = [
      {
        kind: 'plan',
        title: 'R-Guru Member',
        from: '2025-06-01T00:00:00.000Z',
        until: '2025-09-01T00:00:00.000Z',
      },
      {
        kind: 'workshop',
        title: 'Developing R-Shiny Apps',
        from: '2025-03-01T00:00:00.000Z',
        until: '2025-06-01T00:00:00.000Z',
      },
    ];
    assert.deepEqual(plansHeld(payments), expected);
    assert.deepEqual(plansHeld([...payments].reverse()), expected);
  });
});
