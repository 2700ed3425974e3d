import { istDayKey } from '../../src/lib/time';

import type { IssuedCertificate } from './certificate-store';

export const CERTIFICATE_MESSAGES = {
  notAnId: 'This is not a certificate ID: an ID looks like MB-7K3Q-9D2X-TV0A.',
  unknown: 'No certificate has this id.',
} as const;

/** What anyone may read about a certificate: never the learner's e-mail address, account or the revocation reason. */
export interface CertificateVerificationWire {
  id: string;
  name: string;
  course: string;
  /** The day the course was completed, in India (`YYYY-MM-DD`). */
  completedOn: string;
  issuedAt: string;
  status: 'valid' | 'revoked';
  /** The day it was revoked, in India (`YYYY-MM-DD`). */
  revokedOn?: string;
}

/** The public view of a certificate. */
export function verificationOf(certificate: IssuedCertificate): CertificateVerificationWire {
  return {
    id: certificate.id,
    name: certificate.name,
    course: certificate.courseTitle,
    completedOn: istDayKey(Date.parse(certificate.completedAt)),
    issuedAt: certificate.issuedAt,
    ...(certificate.revokedAt === null
      ? { status: 'valid' as const }
      : { status: 'revoked' as const, revokedOn: istDayKey(Date.parse(certificate.revokedAt)) }),
  };
}

/** A certificate as its learner sees it (`POST` and `GET /api/me/certificates`). */
export interface LearnerCertificateWire extends CertificateVerificationWire {
  courseId: string;
  /** When the course was completed (ISO 8601): the earliest completion of its last lesson. */
  completedAt: string;
}

/** `GET /api/me/certificates`. */
export interface LearnerCertificatesWire {
  certificates: LearnerCertificateWire[];
}

/** `409` to `POST /api/me/certificates`: the recorded progress does not complete the course. */
export interface CertificateRefusalWire {
  message: string;
  /** The lessons still to complete, in the course's order. */
  missing: { id: string; title: string }[];
}

/** The learner's own view of a certificate. */
export function learnerViewOf(certificate: IssuedCertificate): LearnerCertificateWire {
  return {
    ...verificationOf(certificate),
    courseId: certificate.courseId,
    completedAt: certificate.completedAt,
  };
}
