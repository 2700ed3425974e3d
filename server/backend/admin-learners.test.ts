/**
 * The console's learners: the accounts the backend has seen, one learner's record, a course's report (and its
 * CSV, the same rows), a certificate's revocation, and a learner's export and erase; each permission case.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { buildLocalStack } from '../local-stack';
import { signPayment } from '../razorpay-signature';

import { LEARNER_ROUTES } from './admin/learners';
import type { BuiltBackend } from './app';
import type { ProgressEventWire } from './learner-wire';
import { startTestIssuer, type TestIssuer } from './test-issuer';
import type { OrderWire } from './wire';

const SECRET = 'admin-learners-secret';
const NOW = new Date('2026-12-02T06:30:00.000Z');

let issuer: TestIssuer;
let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;
let clock = NOW.getTime();

const PRIYA = { sub: 'user-priya', name: 'Priya Sharma', email: 'priya@example.com' };
const ARJUN = { sub: 'user-arjun', name: 'Arjun Mehta', email: 'arjun@example.com' };
let tokens: Record<'priya' | 'arjun' | 'editor' | 'reader' | 'staff', string>;

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-learners-'));
  backend = await buildLocalStack({
    dataDir,
    keySecret: SECRET,
    now: () => new Date(clock),
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    certificates: { siteOrigin: 'http://localhost:4173', apiOrigin: 'http://localhost:4100' },
  });
  app = backend.app;
  const learner = (who: typeof PRIYA) =>
    issuer.token(who.sub, { name: who.name, email: who.email, email_verified: true }, { expiresIn: 3600 });
  tokens = {
    priya: await learner(PRIYA),
    arjun: await learner(ARJUN),
    editor: await issuer.token(
      'user-editor',
      { permissions: ['content:write', 'courses:write'], name: 'Meera Iyer' },
      { expiresIn: 3600 },
    ),
    reader: await issuer.token(
      'user-reader',
      { permissions: ['learners:read'], name: 'Placement Team' },
      { expiresIn: 3600 },
    ),
    staff: await issuer.token(
      'user-staff',
      {
        permissions: ['learners:read', 'learners:erase', 'certificates:revoke', 'orders:read'],
        name: 'Rahul Verma',
      },
      { expiresIn: 3600 },
    ),
  };
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const count = (sql: string, ...params: unknown[]): number =>
  (backend.db.prepare(sql).get(...params) as { n: number }).n;

let ids = 0;
async function complete(who: 'priya' | 'arjun', courseId: string, lessons: string[], at: string) {
  const events: ProgressEventWire[] = lessons.map((lessonId) => ({
    id: `done-${(ids += 1)}`,
    at,
    type: 'lessonCompleted',
    courseId,
    lessonId,
  }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/progress',
    headers: as(who),
    payload: { events },
  });
  assert.equal(response.statusCode, 200, response.body);
}

async function buyPlan(who: 'priya', paymentId: string): Promise<OrderWire> {
  const customer = { name: PRIYA.name, email: PRIYA.email, phone: '+91 98480 22338' };
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders.php',
    headers: as(who),
    payload: { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer },
  });
  assert.equal(response.statusCode, 201, response.body);
  const order = response.json<OrderWire>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/subscription-confirmation.php',
    payload: {
      paymentId,
      orderId: order.orderId,
      signature: signPayment(order.orderId, paymentId, SECRET),
      planTitle: 'R-Guru Member',
      amount: order.amount,
      currency: 'USD',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return order;
}

let priyaCertificate = '';
describe('the console: learners', () => {
  before(async () => {
    clock = NOW.getTime();
    await complete('priya', '1', ['v1', 'v2', 'v3'], '2026-12-01T10:00:00.000Z');
    await complete('arjun', '1', ['v1'], '2026-12-01T11:00:00.000Z');
    const issued = await app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      headers: as('priya'),
      payload: { courseId: '1', name: 'Priya Sharma' },
    });
    assert.equal(issued.statusCode, 201, issued.body);
    priyaCertificate = issued.json<{ id: string }>().id;
    await buyPlan('priya', 'pay_adminlearners01');
  });

  it('refuses every learner route without a token (401), to a learner and to an editor (403), writing nothing', async () => {
    const before = count('SELECT total_changes() AS n');
    for (const route of LEARNER_ROUTES) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
      const url = pattern
        .replace(':sub', PRIYA.sub)
        .replace(':id/revoke', `${priyaCertificate}/revoke`)
        .replace(':id', '1');
      const payload = method === 'POST' ? { reason: 'x', confirm: PRIYA.email } : undefined;
      const none = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      assert.equal(none.statusCode, 401, `${route} without a token`);
      for (const who of ['priya', 'editor'] as const) {
        const refused = await app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
        assert.equal(refused.statusCode, 403, `${route} as ${who}`);
        assert.match(refused.json<{ message: string }>().message, /needs the "(learners|certificates):/);
      }
    }
    // A reader may read but not erase or revoke.
    for (const url of [
      `/api/admin/learners/${PRIYA.sub}/erase`,
      `/api/admin/certificates/${priyaCertificate}/revoke`,
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url,
        headers: as('reader'),
        payload: { reason: 'x', confirm: PRIYA.email },
      });
      assert.equal(refused.statusCode, 403, url);
    }
    assert.equal(count('SELECT total_changes() AS n'), before);
  });

  it('lists the accounts with the name and e-mail of their latest recorded call, searchable', async () => {
    const all = await app.inject({ url: '/api/admin/learners', headers: as('reader') });
    assert.equal(all.statusCode, 200, all.body);
    const listed = all.json<{ items: { sub: string; name: string; email: string }[]; total: number }>();
    const priya = listed.items.find((item) => item.sub === PRIYA.sub);
    assert.deepEqual({ name: priya?.name, email: priya?.email }, { name: PRIYA.name, email: PRIYA.email });
    const found = await app.inject({ url: '/api/admin/learners?q=ARJUN@', headers: as('reader') });
    assert.deepEqual(
      found.json<{ items: { sub: string }[] }>().items.map((item) => item.sub),
      [ARJUN.sub],
    );
    // A new name on a later call is the one the console shows.
    clock += 10 * 60_000;
    const renamed = await issuer.token(
      ARJUN.sub,
      { name: 'Arjun K. Mehta', email: ARJUN.email, email_verified: true },
      { expiresIn: 3600 },
    );
    const synced = await app.inject({
      method: 'POST',
      url: '/api/me/progress',
      headers: { authorization: `Bearer ${renamed}` },
      payload: {
        events: [
          {
            id: 'renamed-1',
            at: new Date(clock).toISOString(),
            type: 'positionSaved',
            courseId: '1',
            lessonId: 'v2',
            seconds: 12,
          },
        ],
      },
    });
    assert.equal(synced.statusCode, 200, synced.body);
    const again = await app.inject({ url: `/api/admin/learners/${ARJUN.sub}`, headers: as('reader') });
    assert.equal(again.json<{ name: string }>().name, 'Arjun K. Mehta');
  });

  it("shows one learner's progress per course, plans, payments and certificates", async () => {
    const response = await app.inject({ url: `/api/admin/learners/${PRIYA.sub}`, headers: as('reader') });
    assert.equal(response.statusCode, 200, response.body);
    const record = response.json<{
      courses: {
        courseId: string;
        completedLessons: number;
        totalLessons: number;
        completedAt: string | null;
      }[];
      plans: { title: string; until: string }[];
      payments: { paymentId: string }[];
      certificates: { id: string; revokedAt: string | null }[];
    }>();
    assert.deepEqual(
      record.courses.map(({ courseId, completedLessons, totalLessons }) => ({
        courseId,
        completedLessons,
        totalLessons,
      })),
      [{ courseId: '1', completedLessons: 3, totalLessons: 3 }],
    );
    // The backend dates a completion by when it took it (progress.ts), not by the device's clock.
    assert.equal(record.courses[0]?.completedAt, NOW.toISOString());
    assert.deepEqual(
      record.payments.map((payment) => payment.paymentId),
      ['pay_adminlearners01'],
    );
    assert.equal(record.plans[0]?.title, 'R-Guru Member');
    assert.deepEqual(
      record.certificates.map(({ id, revokedAt }) => ({ id, revokedAt })),
      [{ id: priyaCertificate, revokedAt: null }],
    );
    const unknown = await app.inject({ url: '/api/admin/learners/nobody', headers: as('reader') });
    assert.equal(unknown.statusCode, 404);
  });

  it("reports a course's started, completed and certificates, and its CSV holds the same rows", async () => {
    const response = await app.inject({ url: '/api/admin/player-courses/1/report', headers: as('reader') });
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json<{
      started: number;
      completed: number;
      certificates: number;
      learners: { sub: string; email: string; completedLessons: number; certificateId: string | null }[];
    }>();
    assert.deepEqual(
      { started: report.started, completed: report.completed, certificates: report.certificates },
      { started: 2, completed: 1, certificates: 1 },
    );
    const csv = await app.inject({ url: '/api/admin/player-courses/1/report.csv', headers: as('reader') });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /attachment; filename="course-1-learners.csv"/);
    const lines = csv.body.trimEnd().split('\r\n');
    assert.equal(
      lines[0],
      'Name,E-mail,Account,Started,Lessons completed,Lessons,Completed,Certificate,Certificate status',
    );
    assert.equal(lines.length, report.learners.length + 1);
    for (const learner of report.learners) {
      const line = lines.find((row) => row.includes(learner.sub));
      assert.ok(line?.includes(learner.email), learner.sub);
      assert.ok(line?.includes(`,${learner.completedLessons},3,`), line);
      assert.equal(line?.includes(learner.certificateId ?? 'no certificate'), learner.certificateId !== null);
    }
    const all = await app.inject({ url: '/api/admin/course-reports', headers: as('reader') });
    assert.deepEqual(
      all.json<{ items: { courseId: string; started: number }[] }>().items.map(({ courseId, started }) => ({
        courseId,
        started,
      })),
      [
        { courseId: '1', started: 2 },
        { courseId: '2', started: 0 },
        { courseId: '3', started: 0 },
      ],
    );
    const unknown = await app.inject({ url: '/api/admin/player-courses/99/report', headers: as('reader') });
    assert.equal(unknown.statusCode, 404);
  });

  it('exports everything it holds about a learner as one JSON file', async () => {
    const response = await app.inject({
      url: `/api/admin/learners/${PRIYA.sub}/export`,
      headers: as('reader'),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="learner-user-priya.json"/,
    );
    const exported = response.json<{
      account: { email: string };
      progress: { record: { courses: Record<string, unknown> } };
      payments: unknown[];
      certificates: unknown[];
    }>();
    assert.equal(exported.account.email, PRIYA.email);
    assert.deepEqual(Object.keys(exported.progress.record.courses), ['1']);
    assert.equal(exported.payments.length, 1);
    assert.equal(exported.certificates.length, 1);
  });

  it('revokes a certificate with a reason, once; the public verification says so', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${priyaCertificate}/revoke`,
      headers: as('staff'),
      payload: { reason: '   ' },
    });
    assert.equal(refused.statusCode, 400);
    const revoked = await app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${priyaCertificate}/revoke`,
      headers: as('staff'),
      payload: { reason: 'Issued in error' },
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json<{ revocationReason: string }>().revocationReason, 'Issued in error');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${priyaCertificate}/revoke`,
      headers: as('staff'),
      payload: { reason: 'Twice' },
    });
    assert.equal(again.statusCode, 409);
    const verified = await app.inject({ url: `/api/certificates/${priyaCertificate}` });
    assert.equal(verified.json<{ status: string }>().status, 'revoked');
    assert.equal(
      count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'revoke' AND record_id = ?",
        priyaCertificate,
      ),
      1,
    );
  });

  it('erases on the typed e-mail only: progress, profile and the orders\u2019 link go, payments stay anonymised, certificates revoked', async () => {
    const arjunsLessons = count('SELECT COUNT(*) AS n FROM progress_lessons WHERE learner = ?', ARJUN.sub);
    assert.ok(arjunsLessons > 0);
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/admin/learners/${ARJUN.sub}/erase`,
      headers: as('staff'),
      payload: { confirm: PRIYA.email },
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(
      count('SELECT COUNT(*) AS n FROM progress_lessons WHERE learner = ?', ARJUN.sub),
      arjunsLessons,
    );

    const erased = await app.inject({
      method: 'POST',
      url: `/api/admin/learners/${PRIYA.sub}/erase`,
      headers: as('staff'),
      payload: { confirm: 'PRIYA@example.com' },
    });
    assert.equal(erased.statusCode, 200, erased.body);
    for (const table of ['progress_events', 'progress_lessons', 'progress_courses', 'progress_learners'])
      assert.equal(count(`SELECT COUNT(*) AS n FROM ${table} WHERE learner = ?`, PRIYA.sub), 0, table);
    assert.equal(count('SELECT COUNT(*) AS n FROM learner_accounts WHERE sub = ?', PRIYA.sub), 0);
    // The payment record stays, without the learner's name, e-mail or phone, and without the account's link.
    const order = backend.db
      .prepare(
        "SELECT learner, customer_name, customer_email, customer_phone, status FROM orders WHERE status = 'paid'",
      )
      .all();
    assert.deepEqual(order, [
      {
        learner: null,
        customer_name: 'erased',
        customer_email: 'erased',
        customer_phone: 'erased',
        status: 'paid',
      },
    ]);
    assert.equal(count("SELECT COUNT(*) AS n FROM payment_confirmations WHERE customer_email = 'erased'"), 1);
    assert.equal(
      count('SELECT COUNT(*) AS n FROM payment_confirmations WHERE customer_email LIKE ?', '%priya%'),
      0,
    );
    const certificate = backend.db
      .prepare('SELECT name, revoked_at IS NOT NULL AS revoked FROM learner_certificates WHERE id = ?')
      .get(priyaCertificate);
    assert.deepEqual(certificate, { name: 'erased', revoked: 1 });
    // The audit log says it happened, without the personal data.
    const entry = backend.db
      .prepare("SELECT by_name, after FROM audit_log WHERE action = 'erase' AND record_id = ?")
      .get(PRIYA.sub) as { by_name: string; after: string };
    assert.equal(entry.by_name, 'Rahul Verma');
    assert.doesNotMatch(entry.after, /priya/i);
    // Another learner's record is untouched; the erased learner's own calls see nothing of theirs.
    assert.equal(
      count('SELECT COUNT(*) AS n FROM progress_lessons WHERE learner = ?', ARJUN.sub),
      arjunsLessons,
    );
    const payments = await app.inject({ url: '/api/me/payments', headers: as('priya') });
    assert.deepEqual(payments.json<{ payments: unknown[] }>().payments, []);
  });
});
