/**
 * A certificate's id, `MB-7K3Q-9D2X-TV0A`: twelve Crockford base-32 digits (no I, L, O or U to misread) in
 * three groups. The backend draws them from a secure random source (server/backend/certificate-ids.ts); the
 * browser and the backend read them with this one module, so what the verification page accepts and what the
 * backend answers 400 for cannot drift.
 */
import { CERTIFICATE_ID_PATTERN } from './certificate-id-pattern';

/** Crockford's base-32 digits, in value order. */
export const CROCKFORD_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many digits an id has after its prefix: 60 random bits. */
export const CERTIFICATE_ID_DIGITS = 12;

const PREFIX = 'MB';

/** An id exactly as it is printed and stored: the backend accepts nothing else. */
export { CERTIFICATE_ID_PATTERN };

/** True for an id in its printed form (`MB-XXXX-XXXX-XXXX`, upper case). */
export const isCertificateId = (text: string): boolean => CERTIFICATE_ID_PATTERN.test(text);

/** Twelve digits in the printed form: `MB-XXXX-XXXX-XXXX`. */
export function formatCertificateId(digits: string): string {
  return `${PREFIX}-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}`;
}

/**
 * What a person typed or read aloud, as the printed id, or null when it cannot be one. Crockford's reading
 * rules apply (lower case, O for 0, I or L for 1), spaces and dashes may be anywhere, and the `MB` prefix may be
 * left out. A U, or any other letter, is not a digit.
 */
export function readCertificateId(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/[\s\u2010-\u2015-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const digits =
    compact.length === PREFIX.length + CERTIFICATE_ID_DIGITS && compact.startsWith(PREFIX)
      ? compact.slice(PREFIX.length)
      : compact;
  if (digits.length !== CERTIFICATE_ID_DIGITS) return null;
  if ([...digits].some((digit) => !CROCKFORD_DIGITS.includes(digit))) return null;
  return formatCertificateId(digits);
}
