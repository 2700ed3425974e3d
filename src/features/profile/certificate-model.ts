/**
 * Certificates the backend issues, as the verification page and the profile use them: pure readers of the
 * backend's replies, the verification address, LinkedIn's add-to-profile address and the dates they show.
 */
import { isCertificateId } from '@/lib/certificate-id';
import { isRecord, readText } from '@/lib/loose-payload';
import { IST_OFFSET_MS, MONTHS } from '@/lib/time';

/** What anyone may read about a certificate (`GET /api/certificates/{id}`). */
export type VerifiedCertificate = {
  id: string;
  /** The learner's name, as printed. */
  name: string;
  course: string;
  /** The day the course was completed, `YYYY-MM-DD` (India). */
  completedOn: string;
  /** When the backend issued it, ISO 8601. */
  issuedAt: string;
};

/** What the verification page says about an id. */
export type CertificateCheck =
  | { kind: 'valid'; certificate: VerifiedCertificate }
  | { kind: 'revoked'; certificate: VerifiedCertificate; revokedOn: string }
  | { kind: 'unknown' }
  | { kind: 'notAnId' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && Number.isFinite(Date.parse(`${text}T00:00:00Z`));

/** Reads a certificate's public fields; throws when the body is not one (a malformed reply). */
export function readVerifiedCertificate(body: unknown): VerifiedCertificate {
  if (!isRecord(body)) throw new Error('The certificate reply is not an object');
  const certificate = {
    id: readText(body.id),
    name: readText(body.name),
    course: readText(body.course),
    completedOn: readText(body.completedOn),
    issuedAt: readText(body.issuedAt),
  };
  if (
    !isCertificateId(certificate.id) ||
    certificate.name === '' ||
    certificate.course === '' ||
    !isDay(certificate.completedOn) ||
    !Number.isFinite(Date.parse(certificate.issuedAt))
  )
    throw new Error('The certificate reply lacks a field');
  return certificate;
}

/** Reads the verification reply (200): valid, or revoked with its day. */
export function readCertificateCheck(body: unknown): CertificateCheck {
  const certificate = readVerifiedCertificate(body);
  const { status, revokedOn } = body as Record<string, unknown>;
  if (status === 'valid') return { kind: 'valid', certificate };
  const day = readText(revokedOn);
  if (status === 'revoked' && isDay(day)) return { kind: 'revoked', certificate, revokedOn: day };
  throw new Error('The certificate reply has no status');
}

/** `2026-11-21` -> "21 November 2026". */
export function formatCertificateDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** The address a certificate prints and shares: `{site origin}/verify/{id}`. */
export const verificationAddress = (siteOrigin: string, id: string): string =>
  `${siteOrigin.replace(/\/+$/, '')}/verify/${id}`;

/** LinkedIn's "Add licence or certification" form, filled in. */
export type LinkedInCertification = {
  /** The certification's name: the course. */
  name: string;
  organizationName: string;
  /** When it was issued (ISO 8601): its year and month in India. */
  issuedAt: string;
  certUrl: string;
  certId: string;
};

/**
 * LinkedIn's add-to-profile address for a certification: its name, the organisation, the issue year and
 * month, the verification address (`certUrl`) and the id (`certId`).
 */
export function linkedInAddToProfileUrl({
  name,
  organizationName,
  issuedAt,
  certUrl,
  certId,
}: LinkedInCertification): string {
  const issued = new Date(Date.parse(issuedAt) + IST_OFFSET_MS);
  const url = new URL('https://www.linkedin.com/profile/add');
  url.search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl,
    certId,
  }).toString();
  return url.href;
}

/** The file a credential downloads as: `certificate-MB-7K3Q-9D2X-TV0A.jwt`. */
export const credentialFileName = (id: string): string => `certificate-${id}.jwt`;

/** A certificate as its learner holds it (`/api/me/certificates`). */
export type LearnerCertificate = VerifiedCertificate & {
  courseId: string;
  status: 'valid' | 'revoked';
  /** The day it was revoked, `YYYY-MM-DD`, when it was. */
  revokedOn: string | null;
};

/** Reads one of the learner's certificates; throws when the body is not one. */
export function readLearnerCertificate(body: unknown): LearnerCertificate {
  const check = readCertificateCheck(body);
  if (check.kind !== 'valid' && check.kind !== 'revoked') throw new Error('Not a certificate');
  const courseId = readText((body as Record<string, unknown>).courseId);
  if (courseId === '') throw new Error('The certificate names no course');
  return {
    ...check.certificate,
    courseId,
    status: check.kind,
    revokedOn: check.kind === 'revoked' ? check.revokedOn : null,
  };
}

/** Reads `GET /api/me/certificates`: `{ certificates: [...] }`. */
export function readLearnerCertificates(body: unknown): LearnerCertificate[] {
  if (!isRecord(body) || !Array.isArray(body.certificates)) throw new Error('Not a list of certificates');
  return body.certificates.map(readLearnerCertificate);
}

/** What asking for a course's certificate gave: the certificate, or why the backend would not issue it. */
export type IssueOutcome =
  { kind: 'issued'; certificate: LearnerCertificate } | { kind: 'incomplete'; missing: readonly string[] };

/** Reads the backend's 409: the titles of the lessons still to complete. */
export function readIncomplete(body: unknown): IssueOutcome {
  const missing = isRecord(body) && Array.isArray(body.missing) ? body.missing : null;
  if (!missing) throw new Error('The refusal names nothing missing');
  return {
    kind: 'incomplete',
    missing: missing.map((lesson) => (isRecord(lesson) ? readText(lesson.title) : '')).filter(Boolean),
  };
}
