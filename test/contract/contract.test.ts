/**
 * One contract, two servers: the msw handlers the jest tests use and the real local backend answer the
 * same requests with the same status codes and the same shapes, so the two cannot drift apart.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

import { addMonths } from '../../server/backend/learner-payments';
import type { ProgressEventWire } from '../../server/backend/learner-wire';
import { applyProgressEvents } from '../../server/backend/progress';
import { NO_RATE_LIMITS } from '../../server/backend/rate-limits';
import { startTestIssuer, type TestIssuer } from '../../server/backend/test-issuer';
import { startLocalStack, type RunningLocalStack } from '../../server/local-stack';
import { signPayment } from '../../server/razorpay-signature';
import {
  FIXTURE_KEY_SECRET,
  FIXTURE_RATE,
  FIXTURE_WEBHOOK_SECRET,
  fixtureCustomer,
  fixtureWebhookEvent,
  fixtureWebhookRequest,
} from '../fixtures/checkout';
import { emailMessages } from '../fixtures/email';
import { fixtureAccessToken } from '../fixtures/learner';
import { handlers as certificateHandlers } from '../msw/handlers/certificates';
import { handlers as checkoutHandlers } from '../msw/handlers/checkout';
import { handlers as courseHandlers } from '../msw/handlers/courses';
import { handlers as emailHandlers } from '../msw/handlers/email';
import { handlers as learnerHandlers } from '../msw/handlers/learner';
import { handlers as resourceHandlers } from '../msw/handlers/resources';
import { handlers as testimonialHandlers } from '../msw/handlers/testimonials';
import { handlers as webinarHandlers } from '../msw/handlers/webinars';

import { undocumented } from './openapi-shapes';
import { PRICE_CASES, caseName } from './price-cases';
import { PROGRESS_CASES, type ProgressCase } from './progress-cases';
import { check, listOf, schemas, type Schema } from './schema';

interface Target {
  baseUrl: string;
  /** The checkout key secret this server verifies signatures with. */
  secret: string;
  /** The secret this server verifies the provider's webhooks with. */
  webhookSecret: string;
  /** An access token this server accepts for `sub` (expired when `expiresIn` is negative). */
  token: (sub: string, claims?: { email?: string; expiresIn?: number }) => Promise<string>;
}

/** The lead's handler files for events and newsletter are picked up as soon as they exist. */
const OPTIONAL_FEATURES = ['events', 'newsletter'] as const;
type OptionalFeature = (typeof OPTIONAL_FEATURES)[number];
const handlersDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'msw', 'handlers');
const optionalFile = (feature: OptionalFeature) => path.join(handlersDir, `${feature}.ts`);

async function loadOptionalHandlers(feature: OptionalFeature): Promise<RequestHandler[]> {
  const file = optionalFile(feature);
  if (!fs.existsSync(file)) return [];
  const mod: unknown = await import(file);
  const list = typeof mod === 'object' && mod !== null && 'handlers' in mod ? mod.handlers : undefined;
  if (!Array.isArray(list)) throw new Error(`test/msw/handlers/${feature}.ts must export handlers`);
  return list as RequestHandler[];
}

const unique = `${process.pid}-${Date.now()}`;

/** The answer's JSON, after checking it fits the OpenAPI document (openapi-shapes.ts). */
async function documentedJson(method: string, pathName: string, response: Response): Promise<unknown> {
  const body: unknown = await response.json();
  const problems = undocumented(method, pathName, response.status, body);
  assert.deepEqual(problems, [], problems.join('\n'));
  return body;
}

async function getJson(target: Target, pathAndQuery: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(target.baseUrl + pathAndQuery);
  return { status: response.status, body: await documentedJson('GET', pathAndQuery, response) };
}

async function postJson(
  target: Target,
  pathName: string,
  payload: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(target.baseUrl + pathName, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: await documentedJson('POST', pathName, response) };
}

async function getSignedIn(
  target: Target,
  pathName: string,
  authorization: string | undefined,
): Promise<{ status: number; body: unknown; challenge: string | null }> {
  const response = await fetch(target.baseUrl + pathName, {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });
  return {
    status: response.status,
    body: await documentedJson('GET', pathName, response),
    challenge: response.headers.get('www-authenticate'),
  };
}

function assertShape(value: unknown, schema: Schema): void {
  const errors = check(value, schema);
  assert.deepEqual(errors, [], errors.join('\n'));
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * A case of the merge table as a learner plays it on a server that dates nothing after it took it and no
 * completion before the learner's first activity in its course (the first event of the course it took):
 * a 0 s position in each course the case names comes first (dated 2020, so it replaces nothing), then the
 * case's times are moved, in their order, to just after it, and the server's answer is the case's merged
 * with that position.
 */
async function afterFirstActivity(t: Target, token: string, c: ProgressCase): Promise<ProgressCase> {
  const courses = [
    ...new Set(c.events.flatMap((event) => (event.type === 'playbackChosen' ? [] : [event.courseId]))),
  ];
  const firsts: ProgressEventWire[] = courses.map((courseId, index) => ({
    id: `first-${index}`,
    at: '2020-01-01T00:00:00.000Z',
    type: 'positionSaved',
    courseId,
    lessonId: 'v1',
    seconds: 0,
  }));
  if (firsts.length > 0)
    assert.equal((await postJson(t, '/api/me/progress', { events: firsts }, token)).status, 200);
  const from = Date.now();
  const times = [...new Set(c.events.map((event) => event.at))].sort();
  // Wait until the server's clock has passed the last moved time (it is this machine's clock).
  while (Date.now() <= from + times.length + 1) await new Promise((resolve) => setTimeout(resolve, 1));
  let json = JSON.stringify(c);
  times.forEach((time, index) => {
    json = json.replaceAll(`"${time}"`, `"${new Date(from + 1 + index).toISOString()}"`);
  });
  const moved = JSON.parse(json) as ProgressCase;
  return { ...moved, expected: applyProgressEvents(moved.expected, firsts) };
}

/** Every case of the contract, run against whichever server `target()` gives. */
function contractCases(target: () => Target, available: (feature: OptionalFeature) => boolean): void {
  const skipUnless = (feature: OptionalFeature) =>
    available(feature) ? {} : { skip: `test/msw/handlers/${feature}.ts does not exist yet` };

  it('events: { success: true, events: Event[] }', skipUnless('events'), async () => {
    const { status, body } = await getJson(target(), '/admin/pages/events-api.php');
    assert.equal(status, 200);
    assertShape(body, {
      object: { success: { literal: true }, events: { arrayOf: schemas.event, minItems: 1 } },
    });
  });

  it('text and video testimonials: arrays', async () => {
    const text = await getJson(target(), '/admin/pages/text_testimonials.php');
    assert.equal(text.status, 200);
    assertShape(text.body, { arrayOf: schemas.textTestimonial, minItems: 5 });
    const video = await getJson(target(), '/admin/pages/video_testimonials.php');
    assert.equal(video.status, 200);
    assertShape(video.body, { arrayOf: schemas.videoTestimonial, minItems: 3 });
  });

  it('certificates: an array', async () => {
    const { status, body } = await getJson(target(), '/admin/pages/certificates.php');
    assert.equal(status, 200);
    assertShape(body, { arrayOf: schemas.certificate, minItems: 6 });
  });

  it('articles and newsletters: arrays of the published ones; 404 { message } for an unknown article', async () => {
    const articles = await getJson(target(), '/api/articles');
    assert.equal(articles.status, 200);
    assertShape(articles.body, { arrayOf: schemas.article });
    const newsletters = await getJson(target(), '/api/newsletters');
    assert.equal(newsletters.status, 200);
    assertShape(newsletters.body, { arrayOf: schemas.newsletter });
    const missing = await getJson(target(), '/api/articles/no-such-article');
    assert.equal(missing.status, 404);
    assertShape(missing.body, { object: { message: 'string' } });
  });

  it('webinars: both groups, confirmed and not; 400 { message } for an unknown group', async () => {
    for (const group of ['1', '2']) {
      const { status, body } = await getJson(
        target(),
        `/admin/pages/webinars.php?endpoint=webinars&group_id=${group}`,
      );
      assert.equal(status, 200);
      assertShape(body, { arrayOf: schemas.webinar, minItems: 3 });
      const flags = new Set((body as unknown[]).map((w) => field(w, 'isConfirmed')));
      assert.deepEqual([...flags].sort(), ['false', 'true']);
    }
    const bad = await getJson(target(), '/admin/pages/webinars.php?endpoint=webinars&group_id=9');
    assert.equal(bad.status, 400);
    assertShape(bad.body, schemas.message);
  });

  it('courses and instructors: { success: true, data }', async () => {
    const courses = await getJson(target(), '/admin/pages/courses.php');
    assert.equal(courses.status, 200);
    assertShape(courses.body, listOf(schemas.course, 4));
    const published = (field(courses.body, 'data') as unknown[]).map((c) => String(field(c, 'is_published')));
    assert.ok(published.includes('1') && published.includes('0'), 'published and draft courses');
    const instructors = await getJson(target(), '/admin/pages/instructors.php');
    assert.equal(instructors.status, 200);
    assertShape(instructors.body, listOf(schemas.instructor, 3));
  });

  it('exchange rate: the real service shape with rate 85.5', async () => {
    const { status, body } = await getJson(target(), '/latest?from=USD&to=INR');
    assert.equal(status, 200);
    assertShape(body, schemas.exchangeRate);
    assert.equal(field(field(body, 'rates'), 'INR'), FIXTURE_RATE);
  });

  it(
    'newsletter: subscribes, says "already" on repeat, 400 { message } for an invalid address',
    skipUnless('newsletter'),
    async () => {
      const subscribe = async (email: string) => {
        const form = new FormData();
        form.set('email', email);
        const response = await fetch(`${target().baseUrl}/subscribe.php`, { method: 'POST', body: form });
        return { status: response.status, body: await documentedJson('POST', '/subscribe.php', response) };
      };
      const email = `contract-${unique}@example.com`;
      const first = await subscribe(email);
      assert.equal(first.status, 200);
      assertShape(first.body, schemas.message);
      assert.doesNotMatch(String(field(first.body, 'message')), /already/i);
      const again = await subscribe(email);
      assert.equal(again.status, 200);
      assert.match(String(field(again.body, 'message')), /already/i);
      const invalid = await subscribe('not-an-address');
      assert.equal(invalid.status, 400);
      assertShape(invalid.body, schemas.message);
    },
  );

  it('orders: priced on the server in minor units, identically', async () => {
    const usd = await postJson(target(), '/api/orders.php', {
      kind: 'plan',
      title: 'R-Guru Member',
      currency: 'USD',
      customer: fixtureCustomer,
    });
    assert.equal(usd.status, 201);
    assertShape(usd.body, schemas.order);
    assert.equal(field(usd.body, 'amount'), 10134);
    assert.deepEqual(field(usd.body, 'breakdown'), { base: 99, fee: 1.98, gst: 0.36, total: 101.34 });
    assert.equal(field(usd.body, 'keyId'), 'rzp_test_local');
    const inr = await postJson(target(), '/api/orders.php', {
      kind: 'workshop',
      title: 'Reporting (Tables, Figures, Listings)',
      currency: 'INR',
      customer: fixtureCustomer,
    });
    assert.equal(inr.status, 201);
    assert.equal(field(inr.body, 'amount'), 1741655);
    assert.deepEqual(field(inr.body, 'breakdown'), { base: 17015, fee: 340.3, gst: 61.25, total: 17416.55 });
  });

  it('orders: every product in both currencies at the shared price table, at the server rate', async () => {
    const cases = PRICE_CASES.filter((c) => c.rate === FIXTURE_RATE);
    assert.equal(cases.length, 12, 'six products in USD and INR');
    for (const c of cases) {
      const { status, body } = await postJson(target(), '/api/orders.php', {
        kind: c.kind,
        title: c.title,
        currency: c.currency,
        customer: fixtureCustomer,
      });
      assert.equal(status, 201, caseName(c));
      assert.equal(field(body, 'amount'), c.total, caseName(c));
      assert.deepEqual(
        field(body, 'breakdown'),
        { base: c.base / 100, fee: c.fee / 100, gst: c.gst / 100, total: c.total / 100 },
        caseName(c),
      );
    }
  });

  it('orders: 400 { message } for an unknown plan title or a bad customer', async () => {
    const unknown = await postJson(target(), '/api/orders.php', {
      kind: 'plan',
      title: 'Gold',
      currency: 'USD',
      customer: fixtureCustomer,
    });
    assert.equal(unknown.status, 400);
    assertShape(unknown.body, schemas.message);
    for (const customer of [
      undefined,
      { ...fixtureCustomer, email: 'nope' },
      { ...fixtureCustomer, name: '' },
      { ...fixtureCustomer, phone: 'x' },
    ]) {
      const bad = await postJson(target(), '/api/orders.php', {
        kind: 'plan',
        title: 'R-Guru Member',
        currency: 'USD',
        customer,
      });
      assert.equal(bad.status, 400, JSON.stringify(customer));
      assertShape(bad.body, schemas.message);
    }
  });

  for (const [kind, title, url, titleField] of [
    ['plan', 'University Student / Prior Member', '/api/subscription-confirmation.php', 'planTitle'],
    ['workshop', 'Developing R-Shiny Apps', '/api/workshop-confirmation.php', 'workshopTitle'],
  ] as const) {
    it(`${kind} confirmation: confirmed once, "already processed" on repeat, 400 for tampering`, async () => {
      const t = target();
      const order = await postJson(t, '/api/orders.php', {
        kind,
        title,
        currency: 'INR',
        customer: fixtureCustomer,
      });
      const orderId = String(field(order.body, 'orderId'));
      const amount = Number(field(order.body, 'amount'));
      const paymentId = `pay_${kind === 'plan' ? 'P' : 'W'}${unique.replace(/\D/g, '').slice(-13)}`;
      const good = {
        paymentId,
        orderId,
        signature: signPayment(orderId, paymentId, t.secret),
        [titleField]: title,
        amount,
        currency: 'INR',
        customerName: fixtureCustomer.name,
        customerEmail: fixtureCustomer.email,
        customerPhone: fixtureCustomer.phone,
      };
      const refused: [Record<string, unknown>, string][] = [
        [{ ...good, signature: signPayment(orderId, paymentId, 'another-secret') }, 'invalid signature'],
        [{ ...good, paymentId: 'pay_Tampered000000' }, 'invalid signature'],
        [{ ...good, amount: amount - 1 }, 'amount mismatch'],
        [{ ...good, orderId: 'order_Nowhere0000000' }, 'unknown order'],
        [{ ...good, customerEmail: 'nope' }, 'invalid request'],
      ];
      for (const [payload, status] of refused) {
        const res = await postJson(t, url, payload);
        assert.equal(res.status, 400, status);
        assertShape(res.body, schemas.confirmation);
        assert.equal(field(res.body, 'status'), status);
      }
      const first = await postJson(t, url, good);
      assert.equal(first.status, 200);
      assert.deepEqual(first.body, { status: 'confirmed' });
      const repeat = await postJson(t, url, good);
      assert.equal(repeat.status, 200);
      assert.deepEqual(repeat.body, { status: 'already processed' });
    });
  }

  describe('payment webhook', () => {
    const digits = unique.replace(/\D/g, '').slice(-11);
    let events = 0;
    const eventId = () => `evt_C${digits}${String((events += 1)).padStart(2, '0')}`;

    async function order(t: Target) {
      const { body } = await postJson(t, '/api/orders.php', {
        kind: 'plan',
        title: 'R-Guru Member',
        currency: 'USD',
        customer: fixtureCustomer,
      });
      return {
        orderId: String(field(body, 'orderId')),
        amount: Number(field(body, 'amount')),
        currency: 'USD',
      };
    }

    async function deliver(t: Target, request: { body: string; headers: Record<string, string> }) {
      const response = await fetch(`${t.baseUrl}/api/razorpay-webhook.php`, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      return {
        status: response.status,
        body: await documentedJson('POST', '/api/razorpay-webhook.php', response),
      };
    }

    function confirm(t: Target, placed: { orderId: string; amount: number }, paymentId: string) {
      return postJson(t, '/api/subscription-confirmation.php', {
        paymentId,
        orderId: placed.orderId,
        signature: signPayment(placed.orderId, paymentId, t.secret),
        planTitle: 'R-Guru Member',
        amount: placed.amount,
        currency: 'USD',
        customerName: fixtureCustomer.name,
        customerEmail: fixtureCustomer.email,
        customerPhone: fixtureCustomer.phone,
      });
    }

    it('refuses a wrong signature (the key secret is not the webhook secret) and records nothing', async () => {
      const t = target();
      const placed = await order(t);
      const paymentId = `pay_S${digits}01`;
      const event = fixtureWebhookEvent('order.paid', { id: paymentId, ...placed });
      for (const secret of [t.secret, 'someone-else']) {
        const refused = await deliver(t, fixtureWebhookRequest(event, eventId(), secret));
        assert.equal(refused.status, 400);
        assertShape(refused.body, schemas.confirmation);
        assert.equal(field(refused.body, 'status'), 'invalid signature');
      }
      // Nothing was recorded: the browser's confirmation is the first to record the payment.
      assert.deepEqual((await confirm(t, placed, paymentId)).body, { status: 'confirmed' });
    });

    it('records once whatever arrives first, ignores a repeated event id, never moves back from paid', async () => {
      const t = target();
      const placed = await order(t);
      const paymentId = `pay_W${digits}02`;
      const send = async (
        name: 'order.paid' | 'payment.captured' | 'payment.failed',
        id: string,
        event = eventId(),
      ) =>
        deliver(
          t,
          fixtureWebhookRequest(fixtureWebhookEvent(name, { id, ...placed }), event, t.webhookSecret),
        );
      const paidEvent = eventId();
      // One after another: each answer depends on the ones before.
      const steps: [() => ReturnType<typeof send>, string][] = [
        [() => send('payment.failed', `pay_F${digits}03`), 'order failed'],
        [() => send('order.paid', paymentId, paidEvent), 'confirmed'],
        [() => send('order.paid', paymentId, paidEvent), 'duplicate event'],
        [() => send('payment.captured', paymentId), 'already processed'],
        [() => send('payment.failed', `pay_F${digits}04`), 'order unchanged'],
      ];
      for (const [step, status] of steps) {
        const answer = await step();
        assert.equal(answer.status, 200, status);
        assert.deepEqual(answer.body, { status });
      }
      assert.deepEqual((await confirm(t, placed, paymentId)).body, { status: 'already processed' });
    });
  });

  describe("the learner's account", () => {
    const sub = (name: string) => `contract-${name}-${unique}`;

    it('401 with WWW-Authenticate: Bearer and { message } without a valid access token', async () => {
      const t = target();
      const expired = await t.token(sub('expired'), { expiresIn: -600 });
      for (const path of ['/api/me/progress', '/api/me/payments']) {
        for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${expired}`]) {
          const answer = await getSignedIn(t, path, authorization);
          assert.equal(answer.status, 401, `${path} with ${authorization ?? 'nothing'}`);
          assert.match(answer.challenge ?? '', /^Bearer\b/);
          assertShape(answer.body, schemas.message);
        }
      }
      const posted = await postJson(t, '/api/me/progress', { events: [] }, 'not-a-token');
      assert.equal(posted.status, 401);
      assertShape(posted.body, schemas.message);
    });

    it('progress: every case of the merge table, each a learner of their own, twice over', async () => {
      const t = target();
      for (const [index, c] of PROGRESS_CASES.entries()) {
        const token = await t.token(sub(`merge-${index}`));
        const played = await afterFirstActivity(t, token, c);
        if (c.events.length > 0) {
          const first = await postJson(t, '/api/me/progress', { events: played.events }, token);
          assert.equal(first.status, 200, c.name);
          assert.deepEqual(first.body, { ...played.expected, refused: [] }, c.name);
          const again = await postJson(
            t,
            '/api/me/progress',
            { events: [...played.events].reverse() },
            token,
          );
          assert.deepEqual(again.body, { ...played.expected, refused: [] }, `${c.name}, again`);
        }
        const read = await getSignedIn(t, '/api/me/progress', `Bearer ${token}`);
        assert.equal(read.status, 200);
        assert.deepEqual(read.body, played.expected, `${c.name}, read back`);
      }
    });

    it('progress: takes the good events of a batch and names each it refused, with why', async () => {
      const t = target();
      const token = await t.token(sub('partly'));
      const at = new Date(Date.now() - 60_000).toISOString();
      const events = [
        { id: 'kept-1', at, type: 'positionSaved', courseId: '1', lessonId: 'v2', seconds: 12 },
        { id: 'nope-1', at, type: 'lessonCompleted', courseId: 'no-such-course', lessonId: 'v1' },
        { id: 'nope-2', at, type: 'lessonCompleted', courseId: '1', lessonId: '__proto__' },
      ];
      const answer = await postJson(t, '/api/me/progress', { events }, token);
      assert.equal(answer.status, 200);
      const refused = field(answer.body, 'refused') as {
        index: number;
        id: string;
        reason: string;
        message: unknown;
      }[];
      assert.deepEqual(
        refused.map(({ index, id, reason }) => ({ index, id, reason })),
        [
          { index: 1, id: 'nope-1', reason: 'unknownCourse' },
          { index: 2, id: 'nope-2', reason: 'unknownLesson' },
        ],
      );
      for (const refusal of refused) assert.equal(typeof refusal.message, 'string');
      const read = await getSignedIn(t, '/api/me/progress', `Bearer ${token}`);
      assert.deepEqual(field(read.body, 'courses'), {
        '1': { lessons: { v2: { position: { seconds: 12, at } } } },
      });
    });

    it('progress: 400 { message } for a batch with one malformed event, and nothing stored', async () => {
      const t = target();
      const token = await t.token(sub('malformed'));
      const good = {
        id: 'good-1',
        at: '2025-06-01T10:00:00.000Z',
        type: 'lessonCompleted',
        courseId: '1',
        lessonId: 'v1',
      };
      const refused = await postJson(
        t,
        '/api/me/progress',
        { events: [good, { ...good, id: 'bad-1', seconds: 'five' }] },
        token,
      );
      assert.equal(refused.status, 400);
      assertShape(refused.body, schemas.message);
      const read = await getSignedIn(t, '/api/me/progress', `Bearer ${token}`);
      assert.deepEqual(field(read.body, 'courses'), {});
    });

    it("payments: a paid order placed signed in is the learner's, with its plan; never another's", async () => {
      const t = target();
      const email = `buyer-${unique}@example.com`;
      const token = await t.token(sub('buyer'), { email });
      const order = await postJson(
        t,
        '/api/orders.php',
        { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer: { ...fixtureCustomer, email } },
        token,
      );
      assert.equal(order.status, 201);
      const orderId = String(field(order.body, 'orderId'));
      const paymentId = `pay_L${unique.replace(/\D/g, '').slice(-13)}`;
      const confirmed = await postJson(t, '/api/subscription-confirmation.php', {
        paymentId,
        orderId,
        signature: signPayment(orderId, paymentId, t.secret),
        planTitle: 'R-Guru Member',
        amount: field(order.body, 'amount'),
        currency: 'USD',
        customerName: fixtureCustomer.name,
        customerEmail: email,
        customerPhone: fixtureCustomer.phone,
      });
      assert.deepEqual(confirmed.body, { status: 'confirmed' });
      const mine = await getSignedIn(t, '/api/me/payments', `Bearer ${token}`);
      assert.equal(mine.status, 200);
      assertShape(mine.body, schemas.learnerPayments);
      const payments = field(mine.body, 'payments') as unknown[];
      assert.deepEqual(
        payments.map((p) => [field(p, 'paymentId'), field(p, 'orderId'), field(p, 'amount')]),
        [[paymentId, orderId, 10134]],
      );
      assert.deepEqual(field(payments[0], 'breakdown'), { base: 9900, fee: 198, gst: 36, total: 10134 });
      const paidAt = String(field(payments[0], 'paidAt'));
      assert.deepEqual(field(mine.body, 'plans'), [
        { kind: 'plan', title: 'R-Guru Member', from: paidAt, until: addMonths(paidAt, 3) },
      ]);
      const other = await getSignedIn(t, '/api/me/payments', `Bearer ${await t.token(sub('other'))}`);
      assert.deepEqual(other.body, { payments: [], plans: [] });
      const refused = await postJson(
        t,
        '/api/orders.php',
        { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer: fixtureCustomer },
        'not-a-token',
      );
      assert.equal(refused.status, 401);
      assertShape(refused.body, schemas.message);
    });
  });

  it('e-mail: "OK" for send and send-form; 400 text for each unknown id', async () => {
    const t = target();
    const ids = {
      lib_version: '4.4.1',
      user_id: 'local-public-key',
      service_id: 'service_local',
      template_id: 'template_contact',
    };
    const send = async (payload: Record<string, unknown>) => {
      const response = await fetch(`${t.baseUrl}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, text: await response.text() };
    };
    assert.deepEqual(await send({ ...ids, template_params: { message: 'Hello' } }), {
      status: 200,
      text: emailMessages.ok,
    });
    assert.deepEqual(await send({ ...ids, user_id: 'x', template_params: {} }), {
      status: 400,
      text: emailMessages.publicKey,
    });
    assert.deepEqual(await send({ ...ids, service_id: 'x', template_params: {} }), {
      status: 400,
      text: emailMessages.service,
    });
    assert.deepEqual(await send({ ...ids, template_id: 'x', template_params: {} }), {
      status: 400,
      text: emailMessages.template,
    });

    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...ids,
      template_id: 'template_order',
      name: 'Priya',
      message: 'Hi',
    }))
      form.set(key, value);
    const response = await fetch(`${t.baseUrl}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    assert.equal(response.status, 200);
    assert.equal(await response.text(), emailMessages.ok);
  });
}

const available = new Map<OptionalFeature, boolean>(
  OPTIONAL_FEATURES.map((f) => [f, fs.existsSync(optionalFile(f))]),
);

describe('contract: msw handlers', () => {
  const server = setupServer(
    ...testimonialHandlers,
    ...certificateHandlers,
    ...resourceHandlers,
    ...webinarHandlers,
    ...courseHandlers,
    ...checkoutHandlers,
    ...learnerHandlers,
    ...emailHandlers,
  );
  before(async () => {
    for (const feature of OPTIONAL_FEATURES) server.use(...(await loadOptionalHandlers(feature)));
    server.listen({ onUnhandledRequest: 'error' });
  });
  after(() => server.close());
  contractCases(
    () => ({
      baseUrl: 'http://contract.test',
      secret: FIXTURE_KEY_SECRET,
      webhookSecret: FIXTURE_WEBHOOK_SECRET,
      token: (sub, claims = {}) =>
        Promise.resolve(
          fixtureAccessToken(sub, {
            ...(claims.email === undefined ? {} : { email: claims.email }),
            ...(claims.expiresIn === undefined ? {} : { expiresIn: claims.expiresIn }),
          }),
        ),
    }),
    (feature) => available.get(feature) === true,
  );
});

describe('contract: local backend', () => {
  let backend: RunningLocalStack;
  let issuer: TestIssuer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const secret = 'contract-backend-secret';
  const webhookSecret = 'contract-backend-webhook-secret';
  before(async () => {
    issuer = await startTestIssuer();
    backend = await startLocalStack({
      port: 0,
      dataDir,
      keySecret: secret,
      webhookSecret,
      exchangeRate: FIXTURE_RATE,
      rateLimits: NO_RATE_LIMITS,
      learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    });
  });
  after(async () => {
    await backend.close();
    await issuer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  contractCases(
    () => ({
      baseUrl: backend.url,
      secret,
      webhookSecret,
      token: (sub, claims = {}) =>
        issuer.token(
          sub,
          claims.email === undefined ? {} : { email: claims.email, email_verified: true },
          claims.expiresIn === undefined ? {} : { expiresIn: claims.expiresIn },
        ),
    }),
    () => true,
  );
});
