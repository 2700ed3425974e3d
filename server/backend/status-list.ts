/**
 * Revocation that reaches credentials already handed out: the W3C Bitstring Status List (v1.0). Each
 * certificate holds one position in one list; its credential names the position (`credentialStatus`, a
 * `BitstringStatusListEntry` with purpose `revocation`) and the list's address on the API origin. The list is
 * itself a credential, signed with the certificates' key: a bit set is a certificate revoked. Pure: the
 * route (routes/certificates.ts) signs it and serves it.
 */
import { gzipSync } from 'node:zlib';

/** The VC 2.0 context, which defines the status list's terms (open-badges.ts uses the same). */
const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** Bits in the list: 16 KB, the specification's minimum, so one bit set says little about which holder. */
export const STATUS_LIST_LENGTH = 131_072;

/** Where the revocation list is published, on the API origin: a stable address every credential names. */
export const STATUS_LIST_PATH = '/api/status-lists/revocation';

export const statusListUrl = (apiOrigin: string): string =>
  `${apiOrigin.replace(/\/+$/, '')}${STATUS_LIST_PATH}`;

/** The `credentialStatus` of the certificate at `index` in the list. */
export function credentialStatusEntry(apiOrigin: string, index: number): Record<string, string> {
  const list = statusListUrl(apiOrigin);
  return {
    id: `${list}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: list,
  };
}

/**
 * The list's `encodedList`: the bits (position 0 the first byte's highest bit), GZIP-compressed, base64url
 * without padding, with the multibase prefix `u`.
 */
export function encodeStatusList(setPositions: Iterable<number>): string {
  const bits = Buffer.alloc(STATUS_LIST_LENGTH / 8);
  for (const index of setPositions) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_LENGTH)
      throw new RangeError(`No position ${index} in a status list of ${STATUS_LIST_LENGTH}.`);
    bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** The status list credential (VC 2.0, `BitstringStatusListCredential`) and its VC-JWT claims. */
export function statusListCredential(
  { siteOrigin, apiOrigin }: { siteOrigin: string; apiOrigin: string },
  encodedList: string,
  validFrom: string,
): { credential: Record<string, unknown>; claims: { iss: string; sub: string; jti: string; nbf: Date } } {
  const id = statusListUrl(apiOrigin);
  // The issuer of the certificates' credentials: a verifier checks that the two match.
  const issuer = `${siteOrigin.replace(/\/+$/, '')}/`;
  return {
    credential: {
      '@context': [VC_CONTEXT],
      id,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer,
      validFrom,
      credentialSubject: {
        id: `${id}#list`,
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList,
      },
    },
    claims: { iss: issuer, sub: `${id}#list`, jti: id, nbf: new Date(validFrom) },
  };
}
