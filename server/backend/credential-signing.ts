import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { calculateJwkThumbprint, SignJWT, type JWK } from 'jose';

import { newRsaPrivateKey } from '../rsa-keys';

/** The file in the data folder that keeps the locally generated signing key between starts. */
export const LOCAL_SIGNING_KEY_FILE = 'certificate-signing-key.json';

/** Open Badges 3.0 requires RS256 at least; verifiers are told nothing else is used. */
export const CREDENTIAL_ALGORITHM = 'RS256';

const MIN_RSA_BITS = 2048;

/** Where the credential signing key comes from. */
export interface SigningKeySettings {
  /**
   * The private key (an RSA key of at least 2048 bits, as PKCS#8 PEM or a private JWK in JSON), from
   * configuration (`CERTIFICATE_SIGNING_KEY`). Absent: a key generated once and kept in the data folder.
   */
  signingKey?: string;
  dataDir: string;
  /** The backend's public origin: the `kid` is the address of the key in its published key set. */
  apiOrigin: string;
}

/** The JWT claims Open Badges 3.0 requires beside the credential (its VC-JWT proof format). */
export interface CredentialClaims {
  /** `issuer.id` */
  iss: string;
  /** `credentialSubject.id` */
  sub: string;
  /** The credential's `id` */
  jti: string;
  /** `validFrom`, whole seconds */
  nbf: Date;
  /** `validUntil` when the credential has one */
  exp?: Date;
}

/** Signs credentials as VC-JWTs and publishes the public half of its key. */
export interface CredentialSigner {
  /** The key's id in JOSE headers and in the key set: `{apiOrigin}/.well-known/jwks.json#{thumbprint}`. */
  kid: string;
  /** What `GET /.well-known/jwks.json` serves: public keys only. */
  jwks: { keys: JWK[] };
  /** The credential as the payload of a compact JWS (RS256, `kid`, `typ: JWT`) with its claims. */
  sign(credential: Record<string, unknown>, claims: CredentialClaims): Promise<string>;
}

/** A configured key that cannot be used: the message names the setting. */
export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

function readConfiguredKey(text: string): KeyObject {
  const trimmed = text.trim();
  try {
    return trimmed.startsWith('{')
      ? createPrivateKey({
          key: JSON.parse(trimmed) as Record<string, unknown> & { kty: string },
          format: 'jwk',
        })
      : createPrivateKey(trimmed.replace(/\\n/g, '\n'));
  } catch (error) {
    throw new SigningKeyError(
      `CERTIFICATE_SIGNING_KEY is not a private key (PKCS#8 PEM or a private JWK): ${(error as Error).message}`,
    );
  }
}

/** The locally generated key, read from the data folder or made (and saved, readable by its owner only). */
function localKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, LOCAL_SIGNING_KEY_FILE);
  if (fs.existsSync(file)) {
    return createPrivateKey({
      key: JSON.parse(fs.readFileSync(file, 'utf8')) as JWK & { kty: string },
      format: 'jwk',
    });
  }
  const privateKey = newRsaPrivateKey(MIN_RSA_BITS);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(privateKey.export({ format: 'jwk' }))}\n`, { mode: 0o600 });
  return privateKey;
}

/** Only an RSA private key of 2048 bits or more signs RS256 credentials. */
function checkKey(key: KeyObject, source: string): void {
  if (key.type !== 'private' || key.asymmetricKeyType !== 'rsa')
    throw new SigningKeyError(`${source} must be an RSA private key (credentials are signed RS256).`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS)
    throw new SigningKeyError(`${source} has ${bits} bits; at least ${MIN_RSA_BITS} are needed.`);
}

/**
 * The credential signer: the key from configuration, or locally one generated and kept in the data folder
 * (never in the code). The key set names the key by a URL whose fragment is its RFC 7638 thumbprint, so a
 * new key gets a new id.
 */
export async function loadCredentialSigner(settings: SigningKeySettings): Promise<CredentialSigner> {
  const configured = settings.signingKey !== undefined && settings.signingKey.trim() !== '';
  const privateKey = configured ? readConfiguredKey(settings.signingKey ?? '') : localKey(settings.dataDir);
  checkKey(
    privateKey,
    configured ? 'CERTIFICATE_SIGNING_KEY' : path.join(settings.dataDir, LOCAL_SIGNING_KEY_FILE),
  );
  const { kty, n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicJwk: JWK = { kty, n, e };
  const kid = `${settings.apiOrigin.replace(/\/+$/, '')}/.well-known/jwks.json#${await calculateJwkThumbprint(publicJwk)}`;
  return {
    kid,
    jwks: { keys: [{ ...publicJwk, kid, alg: CREDENTIAL_ALGORITHM, use: 'sig' }] },
    sign: (credential, { iss, sub, jti, nbf, exp }) => {
      const jwt = new SignJWT(credential)
        .setProtectedHeader({ alg: CREDENTIAL_ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(iss)
        .setSubject(sub)
        .setJti(jti)
        .setNotBefore(nbf);
      if (exp) jwt.setExpirationTime(exp);
      return jwt.sign(privateKey);
    },
  };
}
