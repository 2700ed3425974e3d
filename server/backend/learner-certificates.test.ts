/**
 * Issuing a learner's certificate (POST and GET /api/me/certificates): on the access-token check and the
 * progress the account has recorded, once per learner and course.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { isCertificateId } from '../../src/lib/certificate-id';

import { buildBackend, type BuiltBackend } from './app';
import type {
  CertificateRefusalWire,
  LearnerCertificateWire,
  LearnerCertificatesWire,
} from './certificate-wire';
import type { ProgressEventWire } from './learner-wire';
import { progressStore } from './progress-store';
import { forgedTokens, startTestIssuer, type TestIssuer } from './test-issuer';

const NOW = new Date('2026-11-21T06:30:00.000Z');

let issuer: TestIssuer;
let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;
let clock = NOW.getTime();

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learner-certificates-'));
  backend = await buildBackend({
    dataDir,
    now: () => new Date(clock),
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    certificates: { siteOrigin: 'http://localhost:4173', apiOrigin: 'http://localhost:4100' },
  });
  app = backend.app;
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rows = (): number =>
  (backend.db.prepare('SELECT COUNT(*) AS n FROM learner_certificates').get() as { n: number }).n;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let ids = 0;
/** Opens a lesson of the course at this time (the backend's clock then): the learner's first activity in it. */
async function started(token: string, courseId: string, at: string): Promise<void> {
  const was = clock;
  clock = Date.parse(at);
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/progress',
    headers: bearer(token),
    payload: {
      events: [
        { id: `start-${(ids += 1)}`, at, type: 'positionSaved', courseId, lessonId: 'v1', seconds: 0 },
      ],
    },
  });
  clock = was;
  assert.equal(response.statusCode, 200, response.body);
}

/** Records lesson completions on the learner's account, as the browser's progress sync does. */
async function complete(token: string, courseId: string, lessons: Record<string, string>): Promise<void> {
  const events: ProgressEventWire[] = Object.entries(lessons).map(([lessonId, at]) => ({
    id: `done-${(ids += 1)}`,
    at,
    type: 'lessonCompleted',
    courseId,
    lessonId,
  }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/progress',
    headers: bearer(token),
    payload: { events },
  });
  assert.equal(response.statusCode, 200, response.body);
}

const ask = (token: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/me/certificates',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });

const mine = async (token: string): Promise<LearnerCertificateWire[]> => {
  const response = await app.inject({ url: '/api/me/certificates', headers: bearer(token) });
  assert.equal(response.statusCode, 200);
  return response.json<LearnerCertificatesWire>().certificates;
};

describe('POST /api/me/certificates', () => {
  it('refuses a course the recorded progress does not complete, naming what is missing; nothing is stored', async () => {
    const token = await issuer.token('learner-incomplete');
    await complete(token, '1', { v2: '2026-11-20T10:00:00.000Z' });
    const response = await ask(token, { courseId: '1', name: 'Priya Sharma' });
    assert.equal(response.statusCode, 409);
    const refusal = response.json<CertificateRefusalWire>();
    assert.deepEqual(refusal.missing, [
      { id: 'v1', title: 'Welcome to R and RStudio' },
      { id: 'v3', title: 'Working with data frames' },
    ]);
    assert.match(refusal.message, /Welcome to R and RStudio, Working with data frames/);
    assert.equal((await ask(token, { courseId: '2', name: 'Priya Sharma' })).statusCode, 409);
    assert.equal(rows(), 0);
  });

  it('issues a completed course once: the same request twice gives one certificate, with the first name', async () => {
    const token = await issuer.token('learner-once', { email: 'Priya@Example.com', email_verified: true });
    await started(token, '1', '2026-11-20T09:00:00.000Z');
    await complete(token, '1', {
      v1: '2026-11-20T10:00:00.000Z',
      v2: '2026-11-20T11:00:00.000Z',
      v3: '2026-11-20T10:30:00.000Z',
    });
    // Watching the last lesson again later does not move the completion.
    await complete(token, '1', { v2: '2026-11-21T05:00:00.000Z' });
    const first = await ask(token, { courseId: '1', name: '  Priya   Sharma ' });
    assert.equal(first.statusCode, 201, first.body);
    const certificate = first.json<LearnerCertificateWire>();
    assert.ok(isCertificateId(certificate.id));
    assert.deepEqual(
      { ...certificate, id: 'id' },
      {
        id: 'id',
        courseId: '1',
        name: 'Priya Sharma',
        course: 'R Programming Fundamentals',
        completedAt: '2026-11-20T11:00:00.000Z',
        completedOn: '2026-11-20',
        issuedAt: NOW.toISOString(),
        status: 'valid',
      },
    );
    assert.equal(first.headers['cache-control'], 'no-store');

    const again = await ask(token, { courseId: '1', name: 'Somebody Else' });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), certificate);
    const withoutName = await ask(token, { courseId: '1' });
    assert.equal(withoutName.statusCode, 200);
    assert.deepEqual(await mine(token), [certificate]);
    const stored = backend.db
      .prepare("SELECT identity_type, identity_hash FROM learner_certificates WHERE learner = 'learner-once'")
      .get() as { identity_type: string; identity_hash: string };
    assert.equal(stored.identity_type, 'emailAddress');
    assert.match(stored.identity_hash, /^sha256\$[0-9a-f]{64}$/);
  });

  it('dates the completion no earlier than the first activity in the course, nor later than now', async () => {
    // A browser whose clock says last year: the completions are dated when the backend first saw the course.
    const token = await issuer.token('learner-backdated');
    await started(token, '2', '2026-11-21T05:00:00.000Z');
    await complete(token, '2', {
      v1: '2025-11-20T10:00:00.000Z',
      v2: '2025-11-20T10:10:00.000Z',
      v3: '2026-11-21T04:00:00.000Z',
    });
    const lessons = progressStore(backend.db).read('learner-backdated').courses['2']?.lessons;
    assert.equal(lessons?.v1?.completedAt, '2026-11-21T05:00:00.000Z');
    assert.equal(lessons?.v3?.completedAt, '2026-11-21T05:00:00.000Z');
    const issued = await ask(token, { courseId: '2', name: 'Priya Sharma' });
    assert.equal(issued.statusCode, 201, issued.body);
    assert.equal(issued.json<LearnerCertificateWire>().completedAt, '2026-11-21T05:00:00.000Z');

    // Progress an older version kept (backdated, or dated ahead): the certificate's date is still bounded.
    const legacy = await issuer.token('learner-legacy');
    await started(legacy, '3', '2026-11-21T05:30:00.000Z');
    const save = backend.db.prepare(
      `INSERT OR REPLACE INTO progress_lessons (learner, course_id, lesson_id, completed_at, last_completed_at)
       VALUES ('learner-legacy', '3', ?, ?, ?)`,
    );
    save.run('v1', '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z');
    save.run('v2', '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z');
    save.run('v3', '2026-11-21T05:00:00.000Z', '2026-11-21T05:00:00.000Z');
    const bounded = await ask(legacy, { courseId: '3', name: 'Arjun Mehta' });
    assert.equal(bounded.statusCode, 201, bounded.body);
    assert.equal(bounded.json<LearnerCertificateWire>().completedAt, '2026-11-21T05:30:00.000Z');
  });

  it('gives one certificate when the same request arrives twice at once', async () => {
    const token = await issuer.token('learner-twice');
    await complete(token, '3', {
      v1: '2026-11-20T10:00:00.000Z',
      v2: '2026-11-20T10:10:00.000Z',
      v3: '2026-11-20T10:20:00.000Z',
    });
    const answers = await Promise.all([
      ask(token, { courseId: '3', name: 'Arjun Mehta' }),
      ask(token, { courseId: '3', name: 'Arjun Mehta' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 201]);
    assert.equal(
      answers[0]?.json<LearnerCertificateWire>().id,
      answers[1]?.json<LearnerCertificateWire>().id,
    );
    assert.equal((await mine(token)).length, 1);
  });

  it('never issues for someone else: the token names the learner, and the body cannot', async () => {
    const owner = await issuer.token('learner-owner');
    await complete(owner, '2', {
      v1: '2026-11-20T10:00:00.000Z',
      v2: '2026-11-20T10:10:00.000Z',
      v3: '2026-11-20T10:20:00.000Z',
    });
    const other = await issuer.token('learner-other');
    const before = rows();
    assert.equal((await ask(other, { courseId: '2', name: 'Not The Owner' })).statusCode, 409);
    for (const field of ['learner', 'sub', 'account', 'email'])
      assert.equal(
        (await ask(other, { courseId: '2', name: 'X Y', [field]: 'learner-owner' })).statusCode,
        400,
      );
    assert.equal(rows(), before);
    assert.equal((await ask(owner, { courseId: '2', name: 'The Owner' })).statusCode, 201);
    assert.deepEqual(await mine(other), []);
    assert.equal((await mine(owner)).length, 1);
  });

  it('needs a valid access token: without one, or with a forged one, it is a 401 and nothing is read or written', async () => {
    const before = rows();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      payload: { courseId: '1' },
    });
    assert.equal(anonymous.statusCode, 401);
    assert.match(String(anonymous.headers['www-authenticate']), /^Bearer/);
    assert.equal((await app.inject('/api/me/certificates')).statusCode, 401);
    for (const [reason, token] of await forgedTokens(issuer, 'learner-owner')) {
      assert.equal((await ask(token, { courseId: '2', name: 'Forger' })).statusCode, 401, reason);
      const list = await app.inject({ url: '/api/me/certificates', headers: bearer(token) });
      assert.equal(list.statusCode, 401, reason);
    }
    assert.equal(rows(), before);
  });

  it('answers 400 for a request it cannot read, and stores nothing', async () => {
    const token = await issuer.token('learner-strict');
    await complete(token, '1', {
      v1: '2026-11-20T10:00:00.000Z',
      v2: '2026-11-20T10:10:00.000Z',
      v3: '2026-11-20T10:20:00.000Z',
    });
    const before = rows();
    for (const payload of [
      [],
      { courseId: 1, name: 'Priya' },
      { courseId: '../1', name: 'Priya' },
      { courseId: '99', name: 'Priya' },
      { courseId: '1', name: '' },
      { courseId: '1', name: 42 },
      { courseId: '1', name: 'x'.repeat(81) },
      { courseId: '1', name: 'Priya\u0000' },
      { courseId: '1' },
    ]) {
      const response = await ask(token, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(typeof response.json<{ message: string }>().message, 'string');
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'courseId=1',
    });
    assert.ok(text.statusCode >= 400 && text.statusCode < 500);
    assert.equal(rows(), before);
  });
});
