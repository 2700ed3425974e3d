import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

import { newCertificateId } from './certificate-ids';
import type { CertificateCourse } from './certificate-rule';
import type { Db } from './db';
import { STATUS_LIST_LENGTH } from './status-list';

/** How a credential names its subject without the identity in clear (Open Badges' IdentityObject). */
export interface SubjectIdentity {
  /** `emailAddress` when the provider vouched for the learner's address, else `accountId` (the token's subject). */
  type: 'emailAddress' | 'accountId';
  /** `sha256$` and the hex SHA-256 of the identity followed by the salt. */
  hash: string;
  salt: string;
}

/** A certificate as the backend keeps it. */
export interface IssuedCertificate {
  id: string;
  /** The access token's subject it was issued to. */
  learner: string;
  courseId: string;
  /** The course's title when it was issued. */
  courseTitle: string;
  /** The name the learner chose to print; never changes. */
  name: string;
  /** When the course was completed: the earliest completion of its last lesson (ISO 8601). */
  completedAt: string;
  issuedAt: string;
  /** A random URN naming the subject in credentials. */
  subjectId: string;
  identity: SubjectIdentity;
  revokedAt: string | null;
  /** Why it was revoked: for the company's records, never shown or sent. */
  revocationReason: string | null;
  /** Its position in the revocation status list (status-list.ts): the bit set once it is revoked. */
  statusIndex: number;
}

/** What the learner asks for, once the rule has found the course complete. */
export interface CertificateRequest {
  learner: string;
  /** The provider's e-mail address when it says the address is verified; null otherwise. */
  verifiedEmail: string | null;
  course: CertificateCourse;
  name: string;
  completedAt: string;
}

export type RevokeOutcome =
  | { outcome: 'revoked'; certificate: IssuedCertificate }
  | { outcome: 'already revoked'; certificate: IssuedCertificate }
  | { outcome: 'unknown' };

/** The issued certificates in SQLite. */
export interface CertificateStore {
  /** Issues the learner's certificate of the course, or returns the one issued before (`created: false`). */
  issue(request: CertificateRequest, at: Date): { certificate: IssuedCertificate; created: boolean };
  /** The certificate with this id (printed form), or undefined. */
  find(id: string): IssuedCertificate | undefined;
  /** The learner's certificates, oldest first. */
  ofLearner(learner: string): IssuedCertificate[];
  /** Marks a certificate revoked with the company's reason; a second revocation keeps the first. */
  revoke(id: string, reason: string, at: Date): RevokeOutcome;
  /**
   * The status list's positions of the revoked certificates, with a version that changes whenever one more is
   * revoked (what a cached signed list is checked against).
   */
  revokedPositions(): { version: string; positions: number[] };
}

interface CertificateRow {
  id: string;
  learner: string;
  course_id: string;
  course_title: string;
  name: string;
  completed_at: string;
  issued_at: string;
  subject_id: string;
  identity_type: SubjectIdentity['type'];
  identity_hash: string;
  identity_salt: string;
  revoked_at: string | null;
  revocation_reason: string | null;
  status_index: number;
}

const fromRow = (row: CertificateRow): IssuedCertificate => ({
  id: row.id,
  learner: row.learner,
  courseId: row.course_id,
  courseTitle: row.course_title,
  name: row.name,
  completedAt: row.completed_at,
  issuedAt: row.issued_at,
  subjectId: row.subject_id,
  identity: { type: row.identity_type, hash: row.identity_hash, salt: row.identity_salt },
  revokedAt: row.revoked_at,
  revocationReason: row.revocation_reason,
  statusIndex: row.status_index,
});

/**
 * The learner's identity hashed with a fresh salt, as Open Badges 3.0 recommends where the identity in
 * clear would leak personal data: an employer who knows the address can check it, nobody can read it.
 * E-mail addresses are hashed in lower case, as providers compare them.
 */
export function hashIdentity(
  learner: string,
  verifiedEmail: string | null,
  salt = randomBytes(16).toString('hex'),
): SubjectIdentity {
  const [type, value] =
    verifiedEmail === null
      ? (['accountId', learner] as const)
      : (['emailAddress', verifiedEmail.trim().toLowerCase()] as const);
  const digest = createHash('sha256').update(`${value}${salt}`, 'utf8').digest('hex');
  return { type, hash: `sha256$${digest}`, salt };
}

const isUniqueIdClash = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' &&
  error.message.includes('learner_certificates.id');

/** Ids drawn before giving up: with 60 random bits, a second clash in a row means a broken random source. */
const ID_ATTEMPTS = 4;

/** The certificate store over the backend's database; `newId` is replaceable for tests. */
export function certificateStore(db: Db, newId: () => string = newCertificateId): CertificateStore {
  const byId = db.prepare<[string], CertificateRow>('SELECT * FROM learner_certificates WHERE id = ?');
  const byCourse = db.prepare<[string, string], CertificateRow>(
    'SELECT * FROM learner_certificates WHERE learner = ? AND course_id = ?',
  );
  const byLearner = db.prepare<[string], CertificateRow>(
    'SELECT * FROM learner_certificates WHERE learner = ? ORDER BY issued_at, course_id',
  );
  const insert = db.prepare<CertificateRow>(
    `INSERT INTO learner_certificates (id, learner, course_id, course_title, name, completed_at, issued_at,
       subject_id, identity_type, identity_hash, identity_salt, revoked_at, revocation_reason, status_index)
     VALUES (@id, @learner, @course_id, @course_title, @name, @completed_at, @issued_at, @subject_id,
       @identity_type, @identity_hash, @identity_salt, @revoked_at, @revocation_reason, @status_index)`,
  );
  const positionTaken = db.prepare<[number], { taken: 1 }>(
    'SELECT 1 AS taken FROM learner_certificates WHERE status_index = ?',
  );
  // The lowest free position: 0 when it is free, else the one after a taken position that is not taken.
  const firstFree = db.prepare<[], { position: number }>(
    `SELECT 0 AS position WHERE NOT EXISTS (SELECT 1 FROM learner_certificates WHERE status_index = 0)
     UNION ALL
     SELECT MIN(status_index + 1) AS position FROM learner_certificates AS taken
     WHERE NOT EXISTS (SELECT 1 FROM learner_certificates AS next WHERE next.status_index = taken.status_index + 1)
     LIMIT 1`,
  );
  const revokedRows = db.prepare<[], { status_index: number; revoked_at: string }>(
    'SELECT status_index, revoked_at FROM learner_certificates WHERE revoked_at IS NOT NULL',
  );

  /**
   * A free position in the status list, drawn at random (so a position says nothing of when a certificate
   * was issued), or the lowest free one once a few draws found taken ones. Inside the issue transaction.
   */
  const freePosition = (): number => {
    for (let draw = 0; draw < 8; draw += 1) {
      const position = randomInt(STATUS_LIST_LENGTH);
      if (!positionTaken.get(position)) return position;
    }
    const position = firstFree.get()?.position;
    if (position === undefined || position >= STATUS_LIST_LENGTH)
      throw new Error(`The status list is full: ${STATUS_LIST_LENGTH} certificates.`);
    return position;
  };
  const markRevoked = db.prepare<{ id: string; at: string; reason: string }>(
    `UPDATE learner_certificates SET revoked_at = @at, revocation_reason = @reason
     WHERE id = @id AND revoked_at IS NULL`,
  );

  const issue = db.transaction((request: CertificateRequest, at: Date) => {
    const existing = byCourse.get(request.learner, request.course.id);
    if (existing) return { certificate: fromRow(existing), created: false };
    const identity = hashIdentity(request.learner, request.verifiedEmail);
    for (let attempt = 1; ; attempt += 1) {
      const row: CertificateRow = {
        id: newId(),
        learner: request.learner,
        course_id: request.course.id,
        course_title: request.course.title,
        name: request.name,
        completed_at: request.completedAt,
        issued_at: at.toISOString(),
        subject_id: `urn:uuid:${randomUUID()}`,
        identity_type: identity.type,
        identity_hash: identity.hash,
        identity_salt: identity.salt,
        revoked_at: null,
        revocation_reason: null,
        status_index: freePosition(),
      };
      try {
        insert.run(row);
        return { certificate: fromRow(row), created: true };
      } catch (error) {
        if (!isUniqueIdClash(error) || attempt >= ID_ATTEMPTS) throw error;
      }
    }
  });

  const find = (id: string) => {
    const row = byId.get(id);
    return row ? fromRow(row) : undefined;
  };

  const revoke = db.transaction((id: string, reason: string, at: Date): RevokeOutcome => {
    if (markRevoked.run({ id, at: at.toISOString(), reason }).changes === 1) {
      const certificate = find(id);
      if (certificate) return { outcome: 'revoked', certificate };
    }
    const certificate = find(id);
    return certificate ? { outcome: 'already revoked', certificate } : { outcome: 'unknown' };
  });

  return {
    issue: (request, at) => issue(request, at),
    find,
    ofLearner: (learner) => byLearner.all(learner).map(fromRow),
    revoke: (id, reason, at) => revoke(id, reason, at),
    revokedPositions: () => {
      const rows = revokedRows.all();
      const latest = rows.reduce((max, row) => (row.revoked_at > max ? row.revoked_at : max), '');
      return { version: `${rows.length}:${latest}`, positions: rows.map((row) => row.status_index) };
    },
  };
}
