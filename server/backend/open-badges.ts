/**
 * A certificate as an Open Badges 3.0 credential (1EdTech; a W3C Verifiable Credential 2.0): an
 * `OpenBadgeCredential` with the company's issuer profile, the course as its achievement with criteria, and the
 * learner as the subject, named by a random URN and a salted hash of their identity (never the e-mail address
 * in clear). Pure: the signature is added by credential-signing.ts.
 */
import { site } from '../../src/lib/site';

import type { CertificateCourse } from './certificate-rule';
import type { IssuedCertificate } from './certificate-store';
import { credentialStatusEntry } from './status-list';

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** Where the credential points: the public site (verification page, issuer profile) and the backend. */
export interface CredentialOrigins {
  siteOrigin: string;
  /** The API origin, where the revocation status list is published (status-list.ts). */
  apiOrigin: string;
}

/** The address a certificate prints and every link to it uses: `{site origin}/verify/{id}`. */
export const verificationUrl = (siteOrigin: string, id: string): string =>
  `${siteOrigin.replace(/\/+$/, '')}/verify/${id}`;

/** An ISO time in whole seconds (`2026-11-21T06:30:00Z`): a VC-JWT's `nbf` must equal `validFrom` exactly. */
export const wholeSeconds = (time: string): string => `${new Date(time).toISOString().slice(0, 19)}Z`;

/** The credential's JSON (before signing) and the claims its VC-JWT carries. */
export interface UnsignedCredential {
  credential: Record<string, unknown>;
  claims: { iss: string; sub: string; jti: string; nbf: Date; exp?: Date };
}

/**
 * The certificate's credential. A revoked certificate's credential is valid only until its revocation
 * (`validUntil`, and `exp` in its JWT), so a verifier that fetches it after the revocation finds it expired;
 * the verification page stays the authority. Every credential also names its position in the revocation
 * status list (`credentialStatus`), so one handed out before the revocation is found revoked too.
 */
export function openBadgeCredential(
  certificate: IssuedCertificate,
  { siteOrigin, apiOrigin }: CredentialOrigins,
  /** The course as the backend keeps it now (its lessons are the achievement's criteria). */
  course: CertificateCourse | undefined,
): UnsignedCredential {
  const origin = siteOrigin.replace(/\/+$/, '');
  const lessons = course?.lessons.map((lesson) => lesson.title) ?? [];
  const issuerId = `${origin}/`;
  const id = verificationUrl(origin, certificate.id);
  const validFrom = wholeSeconds(certificate.issuedAt);
  const validUntil = certificate.revokedAt === null ? undefined : wholeSeconds(certificate.revokedAt);
  const credential: Record<string, unknown> = {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Certificate of Completion: ${certificate.courseTitle}`,
    description: `${site.name} certifies that ${certificate.name} completed the course ${certificate.courseTitle}. Certificate ID ${certificate.id}.`,
    issuer: {
      id: issuerId,
      type: ['Profile'],
      name: site.name,
      url: issuerId,
      email: site.email,
      description: site.tagline,
    },
    validFrom,
    ...(validUntil === undefined ? {} : { validUntil }),
    credentialStatus: credentialStatusEntry(apiOrigin, certificate.statusIndex),
    awardedDate: validFrom,
    credentialSubject: {
      id: certificate.subjectId,
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: certificate.identity.type,
          hashed: true,
          identityHash: certificate.identity.hash,
          salt: certificate.identity.salt,
        },
      ],
      activityEndDate: wholeSeconds(certificate.completedAt),
      achievement: {
        id: `${origin}/course/${certificate.courseId}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: certificate.courseTitle,
        description: course?.description ?? certificate.courseTitle,
        criteria: {
          narrative:
            lessons.length > 0
              ? `Complete every lesson of the course: ${lessons.join('; ')}.`
              : 'Complete every lesson of the course.',
        },
        inLanguage: 'en',
        creator: { id: issuerId, type: ['Profile'], name: site.name },
      },
    },
  };
  return {
    credential,
    claims: {
      iss: issuerId,
      sub: certificate.subjectId,
      jti: id,
      nbf: new Date(validFrom),
      ...(validUntil === undefined ? {} : { exp: new Date(validUntil) }),
    },
  };
}
