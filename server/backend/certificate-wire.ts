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
