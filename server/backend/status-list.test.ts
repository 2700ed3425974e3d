/**
 * Revocation reaches a credential handed out before it: the credential names its bit in the Bitstring Status
 * List the backend publishes (signed, as a VC-JWT), and a verifier written by others
 * (@digitalbazaar/vc-bitstring-status-list) reads that bit. The library verifies Data Integrity proofs only,
 * so the VC-JWT envelope of both credentials is verified here with jose against the published key set, and the
 * library is handed the verified payloads (its own proof check off): it then finds the status list, checks its
 * purpose and issuer, decodes the list and reads the bit.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { checkStatus, decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

import { runCertificateCommand } from '../certificate-command';

import { buildBackend, type BuiltBackend } from './app';
import { certificateStore, type IssuedCertificate } from './certificate-store';
import { openDatabase } from './db';
import { seedCourse } from './player-course-seed';
import { certificateCourseOf } from './player-courses';
import { encodeStatusList, STATUS_LIST_LENGTH } from './status-list';

const SITE = 'http://localhost:4173';
const API = 'http://localhost:4100';
const LIST = `${API}/api/status-lists/revocation`;
const course = certificateCourseOf(seedCourse('1'));

let backend: BuiltBackend;
let dataDir: string;
let clock = Date.parse('2026-11-21T06:30:00Z');

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'status-list-'));
  backend = await buildBackend({
    dataDir,
    now: () => new Date(clock),
    certificates: { siteOrigin: SITE, apiOrigin: API },
  });
});
after(async () => {
  await backend.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const issue = (learner: string): IssuedCertificate =>
  certificateStore(backend.db).issue(
    { learner, verifiedEmail: null, course, name: 'Kavya Rao', completedAt: '2026-11-20T19:00:00.000Z' },
    new Date(clock),
  ).certificate;

/** What a verifier does first: the VC-JWT checked against the key set the API origin publishes. */
async function verifiedPayload(jwt: string): Promise<Record<string, unknown>> {
  const keys = (await backend.app.inject('/.well-known/jwks.json')).json<JSONWebKeySet>();
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys), { algorithms: ['RS256'] });
  return payload;
}

/** The verifier's loader: the status list fetched from its address on the API origin, its JWT verified. */
async function documentLoader(url: string): Promise<{ document: unknown }> {
  assert.ok(url.startsWith(`${API}/`), `the status list is on the API origin: ${url}`);
  const response = await backend.app.inject(url.slice(API.length));
  assert.equal(response.statusCode, 200, url);
  assert.match(String(response.headers['content-type']), /^application\/vc\+jwt/);
  return { document: await verifiedPayload(response.body) };
}

const statusOf = async (credential: Record<string, unknown>) => {
  const result = await checkStatus({
    credential,
    documentLoader,
    verifyBitstringStatusListCredential: false,
    verifyMatchingIssuers: true,
  });
  assert.equal(result.verified, true, String(result.error));
  assert.equal(result.results?.length, 1, 'one status entry: revocation');
  return result.results[0]?.status;
};

describe('the revocation status list', () => {
  it('a credential handed out before its revocation is found revoked by a Bitstring Status List verifier', async () => {
    const kept = issue('sub-status-kept');
    const other = issue('sub-status-other');
    // Handed out (a wallet, a post) while valid.
    const handedOut = await verifiedPayload(
      (await backend.app.inject(`/api/certificates/${kept.id}/credential`)).body,
    );
    const otherCredential = await verifiedPayload(
      (await backend.app.inject(`/api/certificates/${other.id}/credential`)).body,
    );
    assert.deepEqual(handedOut.credentialStatus, {
      id: `${LIST}#${kept.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(kept.statusIndex),
      statusListCredential: LIST,
    });
    assert.notEqual(kept.statusIndex, other.statusIndex);
    assert.equal(await statusOf(handedOut), false);

    // The company revokes it with its command, from another process's connection to the database.
    clock += 86_400_000;
    const revoked = runCertificateCommand(['revoke', kept.id, '--reason', 'Issued in error'], dataDir);
    assert.equal(revoked.status, 0, revoked.output);

    assert.equal(await statusOf(handedOut), true, 'the credential handed out before is revoked');
    assert.equal(await statusOf(otherCredential), false, 'no other certificate is');
    // The verification page stays the authority, and says the same.
    const verification = await backend.app.inject(`/api/certificates/${kept.id}`);
    assert.equal(verification.json<{ status: string }>().status, 'revoked');
  });

  it('is a signed BitstringStatusListCredential of 131,072 bits by the credentials’ issuer, readable from anywhere', async () => {
    const response = await backend.app.inject('/api/status-lists/revocation');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cache-control'], 'no-cache');
    const payload = await verifiedPayload(response.body);
    assert.deepEqual(payload.type, ['VerifiableCredential', 'BitstringStatusListCredential']);
    assert.equal(payload.id, LIST);
    assert.equal(payload.issuer, `${SITE}/`);
    assert.equal(payload.jti, LIST);
    const subject = payload.credentialSubject as { statusPurpose: string; encodedList: string; type: string };
    assert.equal(subject.type, 'BitstringStatusList');
    assert.equal(subject.statusPurpose, 'revocation');
    const list = await decodeList({ encodedList: subject.encodedList });
    assert.equal(list.length, STATUS_LIST_LENGTH);
  });

  it('is signed again only when a revocation changes it, with an ETag a client revalidates with', async () => {
    const first = await backend.app.inject('/api/status-lists/revocation');
    const tag = String(first.headers.etag);
    assert.match(tag, /^"[A-Za-z0-9_-]{32}"$/);
    clock += 60_000;
    const again = await backend.app.inject('/api/status-lists/revocation');
    assert.equal(again.body, first.body, 'the same list, not signed anew');
    const unchanged = await backend.app.inject({
      url: '/api/status-lists/revocation',
      headers: { 'if-none-match': tag },
    });
    assert.equal(unchanged.statusCode, 304);
    assert.equal(unchanged.body, '');
    const certificate = issue('sub-status-later');
    certificateStore(backend.db).revoke(certificate.id, 'Duplicate', new Date(clock));
    const changed = await backend.app.inject({
      url: '/api/status-lists/revocation',
      headers: { 'if-none-match': tag },
    });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, tag);
    const subject = (await verifiedPayload(changed.body)).credentialSubject as { encodedList: string };
    assert.equal((await decodeList(subject)).getStatus(certificate.statusIndex), true);
  });
});

describe('encodeStatusList', () => {
  it('is what the reference implementation decodes, bit for bit', async () => {
    const positions = [0, 7, 8, 12_345, STATUS_LIST_LENGTH - 1];
    const list = await decodeList({ encodedList: encodeStatusList(positions) });
    for (const index of [...positions, 1, 6, 9, 12_344, 12_346, STATUS_LIST_LENGTH - 2])
      assert.equal(list.getStatus(index), positions.includes(index), `bit ${index}`);
    assert.throws(() => encodeStatusList([STATUS_LIST_LENGTH]), RangeError);
  });
});

describe('migration 8', () => {
  it('gives the certificates issued before it positions of their own, in the order they were issued', () => {
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'status-list-migration-'));
    try {
      const db = openDatabase(older, 7);
      const insert = db.prepare(
        `INSERT INTO learner_certificates (id, learner, course_id, course_title, name, completed_at, issued_at,
           subject_id, identity_type, identity_hash, identity_salt)
         VALUES (?, ?, '1', 'R', 'N', '2026-01-01T00:00:00.000Z', ?, ?, 'accountId', 'h', 's')`,
      );
      insert.run('MB-0000-0000-000B', 'b', '2026-02-01T00:00:00.000Z', 'urn:b');
      insert.run('MB-0000-0000-000A', 'a', '2026-03-01T00:00:00.000Z', 'urn:a');
      insert.run('MB-0000-0000-000C', 'c', '2026-02-01T00:00:00.000Z', 'urn:c');
      db.close();
      const migrated = openDatabase(older);
      const rows = migrated
        .prepare('SELECT id, status_index FROM learner_certificates ORDER BY status_index')
        .all();
      assert.deepEqual(rows, [
        { id: 'MB-0000-0000-000B', status_index: 0 },
        { id: 'MB-0000-0000-000C', status_index: 1 },
        { id: 'MB-0000-0000-000A', status_index: 2 },
      ]);
      // A new certificate takes a free position.
      const store = certificateStore(migrated);
      const issued = store.issue(
        { learner: 'd', verifiedEmail: null, course, name: 'N', completedAt: '2026-04-01T00:00:00.000Z' },
        new Date('2026-04-02T00:00:00.000Z'),
      ).certificate;
      assert.ok(![0, 1, 2].includes(issued.statusIndex));
      migrated.close();
    } finally {
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
