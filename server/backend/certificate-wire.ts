import { Type, type Static } from 'typebox';

import { CERTIFICATE_ID_PATTERN } from '../../src/lib/certificate-id-pattern';
import { istDayKey } from '../../src/lib/time';

import type { IssuedCertificate } from './certificate-store';
import { Id, IsoDay, Strict } from './wire-schema';

export const CERTIFICATE_MESSAGES = {
  notAnId: 'This is not a certificate ID: an ID looks like MB-7K3Q-9D2X-TV0A.',
  unknown: 'No certificate has this id.',
} as const;

/** What anyone may read about a certificate: never the learner's e-mail address, account or the revocation reason. */
export const CertificateVerification = Type.Object({
  id: Type.String({ pattern: CERTIFICATE_ID_PATTERN.source }),
  name: Type.String(),
  course: Type.String(),
  completedOn: IsoDay('The day the course was completed, in India.'),
  issuedAt: Type.String(),
  status: Type.Enum(['valid', 'revoked']),
  revokedOn: Type.Optional(IsoDay('The day it was revoked, in India.')),
});
export type CertificateVerificationWire = Static<typeof CertificateVerification>;

/** `/api/certificates/:id`: any text, answered 400 when it is not an id (checked by the route). */
export const CertificateParams = Type.Object({ id: Type.String() });

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
export const LearnerCertificate = Type.Object({
  ...CertificateVerification.properties,
  courseId: Type.String(),
  completedAt: Type.String({ description: 'The earliest completion of its last lesson (ISO 8601).' }),
});
export type LearnerCertificateWire = Static<typeof LearnerCertificate>;

/** `GET /api/me/certificates`. */
export const LearnerCertificates = Type.Object({ certificates: Type.Array(LearnerCertificate) });
export type LearnerCertificatesWire = Static<typeof LearnerCertificates>;

/** `POST /api/me/certificates`: the course, and the name to print (checked by certificate-rule.ts). */
export const IssueRequest = Strict(
  {
    courseId: Id('must be a course id (1 to 64 letters, digits, _ or -).'),
    name: Type.Optional(
      Type.String({ errorMessage: 'must be the name to print: 1 to 80 characters with a letter.' }),
    ),
  },
  { errorMessage: 'Send a JSON object { courseId, name }.' },
);

/** `409` to `POST /api/me/certificates`: the recorded progress does not complete the course. */
export const CertificateRefusal = Type.Object({
  message: Type.String(),
  missing: Type.Array(Type.Object({ id: Type.String(), title: Type.String() }), {
    description: "The lessons still to complete, in the course's order.",
  }),
});
export type CertificateRefusalWire = Static<typeof CertificateRefusal>;

/** The learner's own view of a certificate. */
export function learnerViewOf(certificate: IssuedCertificate): LearnerCertificateWire {
  return {
    ...verificationOf(certificate),
    courseId: certificate.courseId,
    completedAt: certificate.completedAt,
  };
}
