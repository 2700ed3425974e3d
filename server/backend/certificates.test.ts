import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it, mock } from 'node:test';

import type { FastifyInstance } from 'fastify';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
} from 'jose';

import { buildBackend, type BuiltBackend } from './app';
import { certificateStore, type CertificateStore, type IssuedCertificate } from './certificate-store';
import { LOCAL_SIGNING_KEY_FILE } from './credential-signing';
import { openBadgeCredentialProblems, vcJwtProblems } from './open-badges-required';
import { seedCourse } from './player-course-seed';
import { certificateCourseOf } from './player-courses';
import { NO_RATE_LIMITS } from './rate-limits';

const SITE = 'http://localhost:4173';
const API = 'http://localhost:4100';
const EMAIL = 'priya.sharma@example.com';
const course = certificateCourseOf(seedCourse('1'));

let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;
let store: CertificateStore;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-api-'));
  backend = await buildBackend({ dataDir, certificates: { siteOrigin: SITE, apiOrigin: API } });
  app = backend.app;
  store = certificateStore(backend.db);
});
after(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const issue = (learner: string, name = 'Priya Sharma'): IssuedCertificate =>
  store.issue(
    { learner, verifiedEmail: EMAIL, course, name, completedAt: '2026-11-20T19:00:00.000Z' },
    new Date('2026-11-21T06:30:00.250Z'),
  ).certificate;

const keySet = async (): Promise<ReturnType<typeof createLocalJWKSet>> => {
  const response = await app.inject('/.well-known/jwks.json');
  return createLocalJWKSet(response.json<JSONWebKeySet>());
};

/** The credential's compact JWS with one byte of its payload changed. */
function tamper(jwt: string): string {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const bytes = Buffer.from(payload, 'base64url');
  const at = bytes.indexOf(Buffer.from('Priya Sharma completed'));
  assert.ok(at >= 0, 'the payload names the learner');
  bytes[at] = 'p'.charCodeAt(0);
  return [header, bytes.toString('base64url'), signature].join('.');
}

describe('GET /api/certificates/{id}', () => {
  it('answers a valid certificate with its name, course and dates, and no e-mail address or account', async () => {
    const certificate = issue('sub-valid');
    const response = await app.inject(`/api/certificates/${certificate.id}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(response.json(), {
      id: certificate.id,
      name: 'Priya Sharma',
      course: 'R Programming Fundamentals',
      // 19:00 UTC is 00:30 the next day in India.
      completedOn: '2026-11-21',
      issuedAt: '2026-11-21T06:30:00.250Z',
      status: 'valid',
    });
    assert.ok(!response.body.includes('@') && !response.body.includes('sub-valid'), response.body);
  });

  it('answers a revoked one with the day, never the reason', async () => {
    const certificate = issue('sub-revoked');
    store.revoke(certificate.id, 'Confidential reason', new Date('2026-11-25T20:00:00.000Z'));
    const response = await app.inject(`/api/certificates/${certificate.id}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<{ status: string }>().status, 'revoked');
    assert.equal(response.json<{ revokedOn: string }>().revokedOn, '2026-11-26');
    assert.ok(!response.body.includes('Confidential'));
  });

  it('answers 404 for an id nobody holds and 400 for text that is not an id', async () => {
    const unknown = await app.inject('/api/certificates/MB-0000-0000-0000');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { message: 'No certificate has this id.' });
    for (const text of [
      'hello',
      'mb-7k3q-9d2x-tv0a',
      'MB-7K3Q-9D2X-TVOA',
      'MB-7K3Q-9D2X',
      '%00',
      'x'.repeat(90),
    ]) {
      const response = await app.inject(`/api/certificates/${text}`);
      assert.equal(response.statusCode, 400, text);
      assert.equal(
        response.json<{ message: string }>().message,
        'This is not a certificate ID: an ID looks like MB-7K3Q-9D2X-TV0A.',
      );
    }
    assert.equal((await app.inject('/api/certificates/hello/credential')).statusCode, 400);
    assert.equal((await app.inject('/api/certificates/MB-0000-0000-0000/credential')).statusCode, 404);
  });
});

describe('the Open Badges 3.0 credential', () => {
  let certificate: IssuedCertificate;
  let jwt: string;
  before(async () => {
    certificate = issue('sub-credential');
    const response = await app.inject(`/api/certificates/${certificate.id}/credential`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/vc\+jwt/);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    jwt = response.body;
  });

  it('is signed by the key the backend publishes, and a changed byte breaks the signature', async () => {
    const jwks = await keySet();
    const { payload, protectedHeader } = await jwtVerify(jwt, jwks, { algorithms: ['RS256'] });
    assert.equal(protectedHeader.alg, 'RS256');
    assert.equal(payload.jti, `${SITE}/verify/${certificate.id}`);
    await assert.rejects(jwtVerify(tamper(jwt), jwks), errors.JWSSignatureVerificationFailed);
  });

  it('holds every property Open Badges 3.0 requires, in its VC-JWT form', async () => {
    const { payload } = await jwtVerify(jwt, await keySet());
    assert.deepEqual(vcJwtProblems(decodeProtectedHeader(jwt), payload), []);
    assert.deepEqual(openBadgeCredentialProblems(payload), []);
    const subject = payload.credentialSubject as Record<string, unknown>;
    const achievement = subject.achievement as Record<string, unknown>;
    assert.equal(achievement.name, 'R Programming Fundamentals');
    assert.deepEqual(payload.type, ['VerifiableCredential', 'OpenBadgeCredential']);
    assert.equal((payload.issuer as { name: string }).name, 'MindBridge Consulting');
    assert.equal(payload.validFrom, '2026-11-21T06:30:00Z');
    assert.equal(payload.validUntil, undefined);
    assert.ok(!JSON.stringify(payload).toLowerCase().includes(EMAIL), 'the e-mail address is never in clear');
  });

  it('the check itself finds a credential that lacks what the standard requires', () => {
    assert.ok(openBadgeCredentialProblems({}).length > 5);
    assert.deepEqual(
      openBadgeCredentialProblems({
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: 'urn:uuid:1',
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: 'https://issuer.example/',
        validFrom: '2026-01-01T00:00:00Z',
        credentialSubject: {
          type: ['AchievementSubject'],
          achievement: { id: 'urn:a', type: ['Achievement'] },
        },
      }),
      [
        'credentialSubject needs an id or at least one identifier',
        'credentialSubject.achievement.name is required',
        'credentialSubject.achievement.description is required',
        'credentialSubject.achievement.criteria is required (a Criteria)',
      ],
    );
  });

  it('says so once the certificate is revoked: valid only until its revocation', async () => {
    store.revoke(certificate.id, 'Issued in error', new Date('2026-11-25T10:00:00.500Z'));
    const response = await app.inject(`/api/certificates/${certificate.id}/credential`);
    const jwks = await keySet();
    const { payload } = await jwtVerify(response.body, jwks, {
      currentDate: new Date('2026-11-24T00:00:00Z'),
    });
    assert.equal(payload.validUntil, '2026-11-25T10:00:00Z');
    assert.equal(payload.exp, Date.parse('2026-11-25T10:00:00Z') / 1000);
    assert.deepEqual(vcJwtProblems(decodeProtectedHeader(response.body), payload), []);
    await assert.rejects(jwtVerify(response.body, jwks), errors.JWTExpired);
  });
});

describe('the credential is cheap to ask for again', () => {
  it('is signed once per state of its certificate, with an ETag that a client revalidates with (304)', async () => {
    const certificate = issue('sub-cached');
    const url = `/api/certificates/${certificate.id}/credential`;
    const signing = mock.method(SignJWT.prototype, 'sign');
    try {
      const first = await app.inject(url);
      const tag = String(first.headers.etag);
      assert.match(tag, /^"[A-Za-z0-9_-]{32}"$/);
      for (let read = 0; read < 5; read += 1) {
        const again = await app.inject(url);
        assert.equal(again.body, first.body);
        assert.equal(again.headers.etag, tag);
      }
      const unchanged = await app.inject({ url, headers: { 'if-none-match': `"other", ${tag}` } });
      assert.equal(unchanged.statusCode, 304);
      assert.equal(unchanged.body, '');
      assert.equal(unchanged.headers.etag, tag);
      assert.equal(signing.mock.callCount(), 1, 'signed once for six reads and a revalidation');

      // Its certificate changes (revoked): signed anew, under a new tag; the old copy is stale.
      store.revoke(certificate.id, 'Issued in error', new Date('2026-11-25T10:00:00.000Z'));
      const changed = await app.inject({ url, headers: { 'if-none-match': tag } });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, tag);
      assert.equal(
        (await jwtVerify(changed.body, await keySet(), { currentDate: new Date('2026-11-24T00:00:00Z') }))
          .payload.validUntil,
        '2026-11-25T10:00:00Z',
      );
      assert.equal(signing.mock.callCount(), 2);
    } finally {
      signing.mock.restore();
    }
  });
});

describe('the public certificate calls are limited per client', () => {
  it('a check, a credential and the status list share one allowance; past it 429 with Retry-After', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-limit-'));
    const limitedBackend = await buildBackend({
      dataDir: dir,
      rateLimits: { ...NO_RATE_LIMITS, certificates: { max: 3, windowMs: 60_000 } },
    });
    try {
      const { certificate } = certificateStore(limitedBackend.db).issue(
        {
          learner: 'sub-limit',
          verifiedEmail: null,
          course,
          name: 'Asha Iyer',
          completedAt: '2026-11-20T10:00:00.000Z',
        },
        new Date(),
      );
      const from = (remoteAddress: string, url: string) => limitedBackend.app.inject({ url, remoteAddress });
      assert.equal((await from('198.51.100.7', `/api/certificates/${certificate.id}`)).statusCode, 200);
      assert.equal(
        (await from('198.51.100.7', `/api/certificates/${certificate.id}/credential`)).statusCode,
        200,
      );
      assert.equal((await from('198.51.100.7', '/api/status-lists/revocation')).statusCode, 200);
      const refused = await from('198.51.100.7', `/api/certificates/${certificate.id}/credential`);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.equal((await from('198.51.100.7', '/api/status-lists/revocation')).statusCode, 429);
      // Another client is served.
      assert.equal((await from('203.0.113.9', `/api/certificates/${certificate.id}`)).statusCode, 200);
    } finally {
      await limitedBackend.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public key only, named by its address and thumbprint, to any origin', async () => {
    const response = await app.inject('/.well-known/jwks.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    const { keys } = response.json<{ keys: Record<string, string>[] }>();
    assert.equal(keys.length, 1);
    const [key] = keys;
    assert.ok(key);
    assert.deepEqual(Object.keys(key).sort(), ['alg', 'e', 'kid', 'kty', 'n', 'use']);
    const thumbprint = await calculateJwkThumbprint({ kty: key.kty, n: key.n, e: key.e });
    assert.equal(key.kid, `${API}/.well-known/jwks.json#${thumbprint}`);
  });
});

describe('the signing key is configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-key-'));
    dirs.push(dir);
    return dir;
  };
  after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const kidOf = async (built: BuiltBackend) =>
    (await built.app.inject('/.well-known/jwks.json')).json<{ keys: { kid: string }[] }>().keys[0]?.kid;

  it('locally: a key generated once in the data folder, readable by its owner only, kept across starts', async () => {
    const dir = tempDir();
    const first = await buildBackend({ dataDir: dir });
    const kid = await kidOf(first);
    await first.app.close();
    const file = path.join(dir, LOCAL_SIGNING_KEY_FILE);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    const second = await buildBackend({ dataDir: dir });
    assert.equal(await kidOf(second), kid);
    await second.app.close();
  });

  it('configured: the given key signs, and a key that cannot sign stops the start naming the setting', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const dir = tempDir();
    const configured = await buildBackend({
      dataDir: dir,
      certificates: { siteOrigin: SITE, apiOrigin: API, signingKey: pem },
    });
    const { n, e } = privateKey.export({ format: 'jwk' });
    const thumbprint = await calculateJwkThumbprint({ kty: 'RSA', n: n ?? '', e: e ?? '' });
    assert.equal(await kidOf(configured), `${API}/.well-known/jwks.json#${thumbprint}`);
    assert.equal(fs.existsSync(path.join(dir, LOCAL_SIGNING_KEY_FILE)), false, 'nothing generated');
    await configured.app.close();

    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    for (const [signingKey, problem] of [
      ['not a key', /CERTIFICATE_SIGNING_KEY is not a private key/],
      [small.toString(), /CERTIFICATE_SIGNING_KEY has 1024 bits/],
      [ec.toString(), /CERTIFICATE_SIGNING_KEY must be an RSA private key/],
    ] as const) {
      await assert.rejects(
        buildBackend({ dataDir: tempDir(), certificates: { siteOrigin: SITE, apiOrigin: API, signingKey } }),
        problem,
      );
    }
  });
});

describe('DELETE /__local/certificates/{id}', () => {
  it('takes a certificate off only where the test-only edits are on', async () => {
    const kept = issue('sub-kept');
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/__local/certificates/${kept.id}` })).statusCode,
      404,
    );
    assert.ok(store.find(kept.id), 'without LOCAL_TEST_EDITS nothing is deleted');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-edits-'));
    const edits = await buildBackend({ dataDir: dir, testEdits: true });
    const { certificate } = certificateStore(edits.db).issue(
      {
        learner: 'sub-gone',
        verifiedEmail: null,
        course,
        name: 'Gone Soon',
        completedAt: '2026-11-20T10:00:00.000Z',
      },
      new Date(),
    );
    const url = `/__local/certificates/${certificate.id}`;
    assert.equal((await edits.app.inject({ method: 'DELETE', url })).statusCode, 204);
    assert.equal((await edits.app.inject(`/api/certificates/${certificate.id}`)).statusCode, 404);
    assert.equal((await edits.app.inject({ method: 'DELETE', url })).statusCode, 404);
    await edits.app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
