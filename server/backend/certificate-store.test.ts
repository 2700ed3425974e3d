import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { isCertificateId } from '../../src/lib/certificate-id';

import { newCertificateId } from './certificate-ids';
import { certificateStore, hashIdentity, type CertificateRequest } from './certificate-store';
import { openDatabase, type Db } from './db';
import { seedCourse } from './player-course-seed';
import { certificateCourseOf } from './player-courses';

const course = certificateCourseOf(seedCourse('1'));
const other = certificateCourseOf(seedCourse('2'));
const AT = new Date('2026-11-21T06:30:00.000Z');

const request = (learner: string, overrides: Partial<CertificateRequest> = {}): CertificateRequest => ({
  learner,
  verifiedEmail: `${learner}@example.com`,
  course,
  name: 'Priya Sharma',
  completedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const dirs: string[] = [];
const freshDb = (): Db => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-'));
  dirs.push(dir);
  return openDatabase(dir);
};
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('certificate ids', () => {
  it('come from the random source alone, in the printed form', () => {
    const bytes = Uint8Array.from([0, 1, 2, 3, 31, 32, 33, 255, 100, 200, 7, 8]);
    // Each byte's low five bits: 0 1 2 3 | 31 0 1 31 | 4 8 7 8.
    assert.equal(
      newCertificateId(() => bytes),
      'MB-0123-Z01Z-4878',
    );
    assert.throws(() => newCertificateId(() => new Uint8Array(4)), /too few bytes/);
  });

  it('are unique over 10,000 draws and use every digit', () => {
    const ids = new Set<string>();
    const digits = new Map<string, number>();
    for (let index = 0; index < 10_000; index += 1) {
      const id = newCertificateId();
      assert.ok(isCertificateId(id), id);
      ids.add(id);
      for (const digit of id.slice(3).replaceAll('-', '')) digits.set(digit, (digits.get(digit) ?? 0) + 1);
    }
    assert.equal(ids.size, 10_000);
    // 120,000 digits over 32 values: about 3,750 each; a biased source would leave some far off.
    assert.equal(digits.size, 32);
    for (const [digit, count] of digits) assert.ok(count > 3_300 && count < 4_200, `${digit}: ${count}`);
  });
});

describe('the certificate store', () => {
  let db: Db;
  before(() => {
    db = freshDb();
  });

  it('issues a learner’s certificate of a course once: asking again returns the same one, name and all', () => {
    const store = certificateStore(db);
    const first = store.issue(request('once'), AT);
    assert.equal(first.created, true);
    assert.ok(isCertificateId(first.certificate.id));
    assert.equal(first.certificate.name, 'Priya Sharma');
    assert.equal(first.certificate.courseTitle, 'R Programming Fundamentals');
    assert.equal(first.certificate.issuedAt, AT.toISOString());
    const again = store.issue(
      request('once', { name: 'Somebody Else', completedAt: '2026-11-22T00:00:00.000Z' }),
      new Date(),
    );
    assert.equal(again.created, false);
    assert.deepEqual(again.certificate, first.certificate);
    const rows = db
      .prepare("SELECT COUNT(*) AS n FROM learner_certificates WHERE learner = 'once'")
      .get() as { n: number };
    assert.equal(rows.n, 1);
    assert.deepEqual(store.find(first.certificate.id), first.certificate);
    assert.deepEqual(store.ofLearner('once'), [first.certificate]);
  });

  it('keeps each course’s certificate apart, and each learner’s', () => {
    const store = certificateStore(db);
    const a = store.issue(request('apart'), AT).certificate;
    const b = store.issue(request('apart', { course: other }), AT).certificate;
    const c = store.issue(request('apart-2'), AT).certificate;
    assert.equal(new Set([a.id, b.id, c.id]).size, 3);
    assert.deepEqual(
      store.ofLearner('apart').map((certificate) => certificate.courseId),
      ['1', '2'],
    );
  });

  it('gives ids unique over 10,000 issues, never derived from the learner, course or date', () => {
    const store = certificateStore(freshDb());
    const ids = new Set<string>();
    for (let index = 0; index < 10_000; index += 1)
      ids.add(store.issue(request(`learner-${index}`), AT).certificate.id);
    assert.equal(ids.size, 10_000);
    // The same learner, course, name and day in another database: another id.
    const elsewhere = certificateStore(freshDb()).issue(request('learner-0'), AT).certificate.id;
    assert.notEqual(elsewhere, store.ofLearner('learner-0')[0]?.id);
  });

  it('draws again when an id is taken', () => {
    const store = certificateStore(
      freshDb(),
      (() => {
        const ids = ['MB-AAAA-AAAA-AAAA', 'MB-AAAA-AAAA-AAAA', 'MB-BBBB-BBBB-BBBB'];
        return () => ids.shift() ?? 'MB-CCCC-CCCC-CCCC';
      })(),
    );
    assert.equal(store.issue(request('first'), AT).certificate.id, 'MB-AAAA-AAAA-AAAA');
    assert.equal(store.issue(request('second'), AT).certificate.id, 'MB-BBBB-BBBB-BBBB');
  });

  it('names the subject by a salted hash, never the e-mail address in clear', () => {
    const store = certificateStore(db);
    const { certificate } = store.issue(request('hashed', { verifiedEmail: 'Priya.Sharma@Example.com' }), AT);
    const { type, hash, salt } = certificate.identity;
    assert.equal(type, 'emailAddress');
    assert.equal(
      hash,
      `sha256$${createHash('sha256').update(`priya.sharma@example.com${salt}`).digest('hex')}`,
    );
    assert.ok(salt.length >= 32);
    assert.match(certificate.subjectId, /^urn:uuid:[0-9a-f-]{36}$/);
    const row = JSON.stringify(
      db.prepare("SELECT * FROM learner_certificates WHERE learner = 'hashed'").get(),
    );
    assert.ok(!row.toLowerCase().includes('priya.sharma@example.com'), row);
    // Without a verified address, the account is what is hashed.
    assert.equal(hashIdentity('sub-1', null, 'salt').type, 'accountId');
    assert.equal(
      hashIdentity('sub-1', null, 'salt').hash,
      `sha256$${createHash('sha256').update('sub-1salt').digest('hex')}`,
    );
  });

  it('revokes with a reason, once; an unknown id is said so', () => {
    const store = certificateStore(db);
    const { certificate } = store.issue(request('revoked'), AT);
    const revoked = store.revoke(certificate.id, 'Issued in error', new Date('2026-11-25T10:00:00.000Z'));
    assert.equal(revoked.outcome, 'revoked');
    assert.equal(store.find(certificate.id)?.revokedAt, '2026-11-25T10:00:00.000Z');
    assert.equal(store.find(certificate.id)?.revocationReason, 'Issued in error');
    const again = store.revoke(certificate.id, 'Another reason', new Date('2026-11-26T10:00:00.000Z'));
    assert.equal(again.outcome, 'already revoked');
    assert.equal(store.find(certificate.id)?.revokedAt, '2026-11-25T10:00:00.000Z');
    assert.equal(store.find(certificate.id)?.revocationReason, 'Issued in error');
    assert.deepEqual(store.revoke('MB-0000-0000-0000', 'x', new Date()), { outcome: 'unknown' });
  });
});
