import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import vm from 'node:vm';

import type { FastifyInstance } from 'fastify';

import { buildLocalStack, type LocalStack } from '../local-stack';
import { signPayment } from '../razorpay-signature';

import { buildBackend } from './app';
import { SCHEMA_VERSION } from './db';
import { NO_RATE_LIMITS } from './rate-limits';
import type { OrderWire } from './wire';

const SECRET = 'test-secret';
const SITE = 'http://localhost:8080';
const NOW = new Date('2026-11-21T06:30:00Z'); // 12:00 IST
const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };

let backend: LocalStack;
let app: FastifyInstance;
let dataDir: string;
const clock = NOW.getTime();

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  backend = await buildLocalStack({
    dataDir,
    keySecret: SECRET,
    exchangeRate: 85.5,
    // Every request here comes from one address; the limits have their own tests (rate-limits.test.ts).
    rateLimits: NO_RATE_LIMITS,
    now: () => new Date(clock),
  });
  app = backend.app;
});
after(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = <T>(body: string): T => JSON.parse(body) as T;
const count = (table: string): number =>
  (backend.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
/** What the e-mail stand-in kept, oldest first (its own store, read back as a test would). */
const emails = async (): Promise<{ params_json: string }[]> => (await app.inject('/__local/emails')).json();

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const payload =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function createOrder(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders.php', payload: body });
}

describe('database', () => {
  it('is migrated to the latest version and seeded once', async () => {
    assert.equal(Number(backend.db.pragma('user_version', { simple: true })), SCHEMA_VERSION);
    assert.equal(backend.seeded, true);
    const again = await buildBackend({ dataDir });
    assert.equal(again.seeded, false, 'a second start keeps the data');
    await again.app.close();
  });
});

describe('read endpoints', () => {
  it('events: success with at least 12 events in 4 categories, 3 upcoming, PHP flags', async () => {
    const res = await app.inject('/admin/pages/events-api.php');
    assert.equal(res.statusCode, 200);
    const body = json<{ success: boolean; events: Record<string, unknown>[] }>(res.body);
    assert.equal(body.success, true);
    assert.ok(body.events.length >= 12);
    assert.ok(new Set(body.events.map((e) => e.category)).size >= 4);
    const upcoming = body.events.filter((e) => e.isUpcoming === '1');
    assert.ok(upcoming.length >= 3);
    assert.ok(upcoming.some((e) => e.link !== '') && upcoming.some((e) => e.link === ''));
    for (const e of body.events) {
      assert.equal(typeof e.id, 'number');
      assert.match(String(e.details), /<p>[\s\S]*<ul>[\s\S]*<li>/);
      assert.ok(['0', '1'].includes(String(e.registrationOpen)));
    }
    assert.ok(body.events.some((e) => /<a href="https?:/.test(String(e.details))));
  });

  it('testimonials: text (string ids, images) and video (shorts URLs)', async () => {
    const text = json<Record<string, unknown>[]>(
      (await app.inject('/admin/pages/text_testimonials.php')).body,
    );
    assert.ok(text.length >= 5);
    assert.ok(text.every((t) => typeof t.id === 'string' && typeof t.image === 'string'));
    const video = json<Record<string, unknown>[]>(
      (await app.inject('/admin/pages/video_testimonials.php')).body,
    );
    assert.ok(video.length >= 3);
    assert.ok(video.every((v) => /^https:\/\/youtube\.com\/shorts\/[\w-]{11}$/.test(String(v.videoUrl))));
  });

  it('certificates: at least 6 with images that are served', async () => {
    const list = json<{ certificate_image: string }[]>(
      (await app.inject('/admin/pages/certificates.php')).body,
    );
    assert.ok(list.length >= 6);
    const image = await app.inject(`/admin/uploads/certificates/${list[0]?.certificate_image}`);
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(image.headers['cross-origin-resource-policy'], 'cross-origin');
  });

  it('webinars: both groups over past, today and coming weeks, confirmed and not', async () => {
    for (const group of ['1', '2']) {
      const res = await app.inject(`/admin/pages/webinars.php?endpoint=webinars&group_id=${group}`);
      assert.equal(res.statusCode, 200);
      const list = json<Record<string, string | number>[]>(res.body);
      const today = '2026-11-21';
      assert.ok(list.some((w) => String(w.date) < today));
      assert.ok(list.some((w) => w.date === today));
      assert.ok(list.some((w) => String(w.date) > today));
      assert.ok(list.some((w) => w.isConfirmed === 'true') && list.some((w) => w.isConfirmed === 'false'));
      assert.ok(list.some((w) => w.registration_link === '') && list.some((w) => w.registration_link !== ''));
      for (const w of list) {
        assert.match(String(w.date), /^\d{4}-\d{2}-\d{2}$/);
        assert.match(String(w.time), /^\d{2}:\d{2}:\d{2}$/);
        assert.ok(Number(w.duration) > 0);
      }
    }
  });

  it('webinars: 400 for a missing or unknown group', async () => {
    for (const query of ['endpoint=webinars', 'endpoint=webinars&group_id=3', 'endpoint=other&group_id=1']) {
      const res = await app.inject(`/admin/pages/webinars.php?${query}`);
      assert.equal(res.statusCode, 400);
      assert.equal(typeof json<{ message: string }>(res.body).message, 'string');
    }
  });

  it('courses and instructors: published and draft, 2 categories, files served', async () => {
    const courses = json<{ success: boolean; data: Record<string, unknown>[] }>(
      (await app.inject('/admin/pages/courses.php')).body,
    );
    assert.equal(courses.success, true);
    assert.ok(courses.data.length >= 4);
    assert.ok(
      courses.data.some((c) => c.is_published === 1) && courses.data.some((c) => c.is_published === 0),
    );
    assert.ok(new Set(courses.data.map((c) => c.category)).size >= 2);
    const withVideo = courses.data.find((c) => c.video_file_url !== '');
    assert.ok(withVideo);
    const video = await app.inject(String(withVideo.video_file_url));
    assert.equal(video.statusCode, 200);
    assert.equal(video.headers['content-type'], 'video/webm');
    assert.ok(video.rawPayload.length < 300_000);
    const thumb = await app.inject(String(courses.data[0]?.thumbnail_url));
    assert.equal(thumb.statusCode, 200);

    const instructors = json<{ success: boolean; data: Record<string, unknown>[] }>(
      (await app.inject('/admin/pages/instructors.php')).body,
    );
    assert.ok(instructors.data.length >= 3);
    assert.equal((await app.inject(String(instructors.data[0]?.profile_picture_url))).statusCode, 200);
  });

  it('uploads: a missing file is a 404 and other folders are not served', async () => {
    assert.equal((await app.inject('/admin/uploads/events/nope.svg')).statusCode, 404);
    assert.notEqual((await app.inject('/admin/uploads/../backend.sqlite')).statusCode, 200);
    assert.notEqual((await app.inject('/admin/uploads/secret/x.svg')).statusCode, 200);
  });

  it('exchange rate in the shape of the real service', async () => {
    const res = await app.inject('/latest?from=USD&to=INR');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res.body), { amount: 1, base: 'USD', date: '2026-11-21', rates: { INR: 85.5 } });
    assert.equal((await app.inject('/latest?from=EUR&to=INR')).statusCode, 404);
  });
});

describe('CORS', () => {
  it('answers the configured site origins only', async () => {
    const allowed = await app.inject({ url: '/admin/pages/certificates.php', headers: { origin: SITE } });
    assert.equal(allowed.headers['access-control-allow-origin'], SITE);
    const other = await app.inject({
      url: '/admin/pages/certificates.php',
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/orders.php',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], SITE);
  });
});

describe('newsletter', () => {
  it('stores an address once and says so on the second try', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/subscribe.php',
      ...multipart({ email: 'new@example.com' }),
    });
    assert.equal(first.statusCode, 200);
    assert.match(json<{ message: string }>(first.body).message, /thank you/i);
    const again = await app.inject({
      method: 'POST',
      url: '/subscribe.php',
      ...multipart({ email: 'NEW@example.com' }),
    });
    assert.equal(again.statusCode, 200);
    assert.match(json<{ message: string }>(again.body).message, /already/i);
    assert.equal(count('newsletter_subscriptions'), 1);
  });

  it('rejects an invalid or missing address with 400', async () => {
    const cases: Record<string, string>[] = [{ email: 'not-an-email' }, { email: '' }, { other: 'x' }];
    for (const fields of cases) {
      const res = await app.inject({ method: 'POST', url: '/subscribe.php', ...multipart(fields) });
      assert.equal(res.statusCode, 400);
      assert.equal(typeof json<{ message: string }>(res.body).message, 'string');
    }
    const asJson = await app.inject({
      method: 'POST',
      url: '/subscribe.php',
      payload: { email: 'x@example.com' },
    });
    assert.equal(asJson.statusCode, 400);
  });
});

describe('orders', () => {
  it('prices a USD plan on the server in minor units', async () => {
    const res = await createOrder({ kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer });
    assert.equal(res.statusCode, 201);
    const order = json<OrderWire>(res.body);
    assert.match(order.orderId, /^order_[A-Za-z0-9]{14}$/);
    assert.equal(order.keyId, 'rzp_test_local');
    assert.deepEqual(order.breakdown, { base: 99, fee: 1.98, gst: 0.36, total: 101.34 });
    assert.equal(order.amount, 10134);
    assert.equal(order.currency, 'USD');
    assert.equal(order.rate, 85.5);
  });

  it('prices an INR workshop from the rounded rupee base', async () => {
    const res = await createOrder({
      kind: 'workshop',
      title: 'Developing R-Shiny Apps',
      currency: 'INR',
      customer,
    });
    const order = json<OrderWire>(res.body);
    // 199 x 85.5 = 17014.5 -> 17015; fee 340.30; GST 61.25 (61.254)
    assert.deepEqual(order.breakdown, { base: 17015, fee: 340.3, gst: 61.25, total: 17416.55 });
    assert.equal(order.amount, 1741655);
  });

  it('rejects unknown titles, wrong kinds, bad currency and bad customers with 400', async () => {
    const cases: Record<string, unknown>[] = [
      { kind: 'plan', title: 'Platinum', currency: 'USD', customer },
      { kind: 'plan', title: 'Developing R-Shiny Apps', currency: 'USD', customer },
      { kind: 'course', title: 'R-Guru Member', currency: 'USD', customer },
      { kind: 'plan', title: 'R-Guru Member', currency: 'EUR', customer },
      { kind: 'plan', title: 'R-Guru Member', currency: 'USD' },
      { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer: { ...customer, name: ' ' } },
      { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer: { ...customer, email: 'priya@' } },
      { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer: { ...customer, phone: 'call me' } },
    ];
    const before = count('orders');
    for (const body of cases) {
      const res = await createOrder(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(typeof json<{ message: string }>(res.body).message, 'string');
    }
    assert.equal(count('orders'), before);
  });

  it('answers malformed JSON and oversized bodies with 4xx and a message', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof json<{ message: string }>(bad.body).message, 'string');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(20_000) }),
    });
    assert.equal(huge.statusCode, 413);
  });
});

describe('payment confirmations', () => {
  async function paidOrder(kind: 'plan' | 'workshop', title: string) {
    const order = json<OrderWire>((await createOrder({ kind, title, currency: 'INR', customer })).body);
    const paymentId = 'pay_' + Math.random().toString(36).slice(2, 16).padEnd(14, 'x');
    return { order, paymentId, signature: signPayment(order.orderId, paymentId, SECRET) };
  }
  const payload = (o: Awaited<ReturnType<typeof paidOrder>>, title: Record<string, string>) => ({
    paymentId: o.paymentId,
    orderId: o.order.orderId,
    signature: o.signature,
    ...title,
    amount: o.order.amount,
    currency: o.order.currency,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
  });

  it('confirms a plan once and answers "already processed" on repeat', async () => {
    const o = await paidOrder('plan', 'Live Mentoring Class');
    const body = payload(o, { planTitle: 'Live Mentoring Class' });
    const first = await app.inject({
      method: 'POST',
      url: '/api/subscription-confirmation.php',
      payload: body,
    });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(json(first.body), { status: 'confirmed' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/subscription-confirmation.php',
      payload: body,
    });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(json(again.body), { status: 'already processed' });
    const rows = backend.db
      .prepare('SELECT * FROM payment_confirmations WHERE payment_id = ?')
      .all(o.paymentId);
    assert.equal(rows.length, 1);
  });

  it('confirms a workshop', async () => {
    const o = await paidOrder('workshop', 'Data Management & SQL Basics');
    const res = await app.inject({
      method: 'POST',
      url: '/api/workshop-confirmation.php',
      payload: payload(o, { workshopTitle: 'Data Management & SQL Basics' }),
    });
    assert.deepEqual(json(res.body), { status: 'confirmed' });
  });

  it('rejects a bad signature, a tampered amount, a wrong title or endpoint, and records nothing', async () => {
    const o = await paidOrder('plan', 'R-Guru Member');
    const good = payload(o, { planTitle: 'R-Guru Member' });
    const before = count('payment_confirmations');
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/api/subscription-confirmation.php',
        { ...good, signature: good.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        'invalid signature',
      ],
      ['/api/subscription-confirmation.php', { ...good, signature: 'not-hex' }, 'invalid signature'],
      [
        '/api/subscription-confirmation.php',
        { ...good, paymentId: 'pay_Other00000000' },
        'invalid signature',
      ],
      ['/api/subscription-confirmation.php', { ...good, amount: good.amount - 100 }, 'amount mismatch'],
      ['/api/subscription-confirmation.php', { ...good, currency: 'USD' }, 'amount mismatch'],
      [
        '/api/subscription-confirmation.php',
        { ...good, planTitle: 'Live Mentoring Class' },
        'order mismatch',
      ],
      ['/api/workshop-confirmation.php', { ...good, workshopTitle: 'R-Guru Member' }, 'order mismatch'],
      ['/api/subscription-confirmation.php', { ...good, orderId: 'order_Unknown0000000' }, 'unknown order'],
      ['/api/subscription-confirmation.php', { ...good, customerEmail: 'nope' }, 'invalid request'],
      ['/api/subscription-confirmation.php', { ...good, amount: '10134' }, 'invalid request'],
    ];
    for (const [url, body, status] of cases) {
      const res = await app.inject({ method: 'POST', url, payload: body });
      assert.equal(res.statusCode, 400, `${status}: ${res.body}`);
      assert.equal(json<{ status: string }>(res.body).status, status);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/subscription-confirmation.php',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(json<{ status: string }>(malformed.body).status, 'invalid request');
    assert.equal(count('payment_confirmations'), before);
  });
});

describe('checkout simulator', () => {
  it('serves a syntactically valid browser script exposing window.Razorpay', async () => {
    const res = await app.inject('/checkout/v1/checkout.js');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/javascript/);
    assert.doesNotThrow(() => new vm.Script(res.body, { filename: 'checkout.js' }));
    assert.match(res.body, /window\.Razorpay = Razorpay/);
    assert.doesNotMatch(res.body, /\beval\(|new Function|\son[a-z]+=["']|setAttribute\(['"]on/);
  });

  it('looks up orders and creates signed payments; declines and mismatches are handled', async () => {
    const order = json<OrderWire>(
      (await createOrder({ kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer })).body,
    );
    const lookup = await app.inject(`/checkout/v1/orders/${order.orderId}?key_id=rzp_test_local`);
    assert.equal(lookup.statusCode, 200);
    assert.deepEqual(json(lookup.body), {
      id: order.orderId,
      entity: 'order',
      amount: 10134,
      currency: 'USD',
      status: 'created',
    });
    assert.equal((await app.inject('/checkout/v1/orders/order_Missing0000000')).statusCode, 404);
    assert.equal(
      (await app.inject(`/checkout/v1/orders/${order.orderId}?key_id=rzp_live_x`)).statusCode,
      401,
    );

    const pay = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/checkout/v1/payments',
        payload: { key: 'rzp_test_local', ...body },
      });
    const wrongAmount = await pay({ order_id: order.orderId, amount: 100, currency: 'USD' });
    assert.equal(wrongAmount.statusCode, 400);
    const declined = await pay({
      order_id: order.orderId,
      amount: 10134,
      currency: 'USD',
      outcome: 'failure',
    });
    const failure = json<{ error: { description: string; metadata: { order_id: string } } }>(declined.body);
    assert.match(failure.error.description, /declined/);
    assert.equal(failure.error.metadata.order_id, order.orderId);

    const paid = await pay({ order_id: order.orderId, amount: 10134, currency: 'USD' });
    assert.equal(paid.statusCode, 201);
    const response = json<Record<string, string>>(paid.body);
    assert.match(response.razorpay_payment_id ?? '', /^pay_[A-Za-z0-9]{14}$/);
    assert.equal(response.razorpay_order_id, order.orderId);
    assert.equal(
      response.razorpay_signature,
      signPayment(order.orderId, response.razorpay_payment_id ?? '', SECRET),
    );

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/subscription-confirmation.php',
      payload: {
        paymentId: response.razorpay_payment_id,
        orderId: order.orderId,
        signature: response.razorpay_signature,
        planTitle: 'R-Guru Member',
        amount: order.amount,
        currency: 'USD',
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
      },
    });
    assert.deepEqual(json(confirm.body), { status: 'confirmed' });
    assert.equal(
      (await pay({ order_id: order.orderId, amount: 10134, currency: 'USD' })).statusCode,
      400,
      'paid once',
    );
  });
});

describe('e-mail (EmailJS protocol)', () => {
  const ids = { lib_version: '4.4.1', user_id: 'local-public-key', service_id: 'service_local' };

  it('send-form: stores the fields and answers OK', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...multipart({
        ...ids,
        template_id: 'template_contact',
        name: 'Priya',
        email: 'p@example.com',
        message: 'Hello',
      }),
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'OK');
    const row = (await emails()).at(-1);
    assert.deepEqual(JSON.parse(row?.params_json ?? '{}'), {
      name: 'Priya',
      email: 'p@example.com',
      message: 'Hello',
    });
  });

  it('send: JSON with template_params, template_order accepted', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: { ...ids, template_id: 'template_order', template_params: { order: 'order_x' } },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'OK');
  });

  it('rejects unknown public key, service and template ids with 400 text', async () => {
    const before = (await emails()).length;
    for (const [field, value, pattern] of [
      ['user_id', 'someone-else', /Public Key/],
      ['service_id', 'service_x', /service ID/],
      ['template_id', 'template_x', /template ID/],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1.0/email/send',
        payload: { ...ids, template_id: 'template_contact', template_params: {}, [field]: value },
      });
      assert.equal(res.statusCode, 400);
      assert.match(res.body, pattern);
    }
    const nested = await app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: { ...ids, template_id: 'template_contact', template_params: { a: { b: 1 } } },
    });
    assert.equal(nested.statusCode, 400);
    assert.equal((await emails()).length, before);
  });
});

describe('local read-back', () => {
  it('lists what the site sent', async () => {
    const res = await app.inject('/__local/newsletter-subscriptions');
    assert.equal(res.statusCode, 200);
    assert.ok(Array.isArray(json(res.body)));
    assert.deepEqual(json((await app.inject('/__local/health')).body), { ok: true });
  });
});

describe('test-only content edits', () => {
  it('are off unless the backend is started with them', async () => {
    for (const [method, url] of [
      ['POST', '/__local/events'],
      ['PATCH', '/__local/events/1'],
      ['DELETE', '/__local/courses/1'],
    ] as const) {
      assert.equal((await app.inject({ method, url, payload: {} })).statusCode, 404, `${method} ${url}`);
    }
  });

  it('add, rename and remove events and courses, which the read endpoints list at once', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-edits-'));
    const edits = await buildBackend({ dataDir: folder, testEdits: true, now: () => NOW });
    try {
      const events = async () =>
        json<{ events: { id: number; title: string; date: string; isUpcoming: string }[] }>(
          (await edits.app.inject('/admin/pages/events-api.php')).body,
        ).events;
      const added = await edits.app.inject({
        method: 'POST',
        url: '/__local/events',
        payload: { title: 'Added by a test', startsOn: '2027-03-05' },
      });
      assert.equal(added.statusCode, 201);
      const { id } = json<{ id: number }>(added.body);
      const listed = (await events()).find((event) => event.id === id);
      assert.deepEqual(listed && { title: listed.title, date: listed.date, isUpcoming: listed.isUpcoming }, {
        title: 'Added by a test',
        date: '5 March 2027',
        isUpcoming: '1',
      });
      const renamed = await edits.app.inject({
        method: 'PATCH',
        url: `/__local/events/${id}`,
        payload: { title: 'Renamed by a test' },
      });
      assert.equal(renamed.statusCode, 204);
      assert.equal((await events()).find((event) => event.id === id)?.title, 'Renamed by a test');
      assert.equal(
        (await edits.app.inject({ method: 'DELETE', url: `/__local/events/${id}` })).statusCode,
        204,
      );
      assert.equal(
        (await events()).some((event) => event.id === id),
        false,
      );
      assert.equal(
        (await edits.app.inject({ method: 'DELETE', url: `/__local/events/${id}` })).statusCode,
        404,
      );
      assert.equal(
        (await edits.app.inject({ method: 'POST', url: '/__local/events', payload: {} })).statusCode,
        400,
      );

      const course = await edits.app.inject({
        method: 'POST',
        url: '/__local/courses',
        payload: { title: 'A course added by a test' },
      });
      assert.equal(course.statusCode, 201);
      const courseId = json<{ id: number }>(course.body).id;
      const courses = async () =>
        json<{ data: { id: number; title: string }[] }>(
          (await edits.app.inject('/admin/pages/courses.php')).body,
        ).data;
      assert.equal((await courses()).find((item) => item.id === courseId)?.title, 'A course added by a test');
      assert.equal(
        (await edits.app.inject({ method: 'DELETE', url: `/__local/courses/${courseId}` })).statusCode,
        204,
      );
      assert.equal(
        (await courses()).some((item) => item.id === courseId),
        false,
      );
    } finally {
      await edits.app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
