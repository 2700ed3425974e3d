import { randomBytes } from 'node:crypto';

import { CERTIFICATE_ID_DIGITS, CROCKFORD_DIGITS, formatCertificateId } from '../../src/lib/certificate-id';

/** Where the random bytes come from: the operating system's secure source, or a test's. */
export type RandomSource = (size: number) => Uint8Array;

/**
 * A new certificate id, `MB-XXXX-XXXX-XXXX`: twelve digits drawn from a cryptographically secure random
 * source (60 bits), never derived from the learner, the course or a date, so nobody can compute another's id.
 * Each byte gives one digit by its low five bits: 256 is a multiple of 32, so every digit is equally likely.
 */
export function newCertificateId(random: RandomSource = randomBytes): string {
  const bytes = random(CERTIFICATE_ID_DIGITS);
  if (bytes.length !== CERTIFICATE_ID_DIGITS) throw new Error('the random source gave too few bytes');
  let digits = '';
  for (const byte of bytes) digits += CROCKFORD_DIGITS.charAt(byte & 31);
  return formatCertificateId(digits);
}
