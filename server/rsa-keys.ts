import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * A new RSA private key, safe to export as a JWK. Node 20 can deadlock when the key its key-generation job
 * returned is exported as a JWK: the export holds the key's lock, a garbage collection inside it destroys the
 * finished job, and the job's destructor waits for the same lock, for ever (a debugger on a backend that never
 * started showed its main thread there: `KeyGenJob::~KeyGenJob` under `KeyObjectHandle::ExportJWK`). The key
 * is therefore made as PKCS#8 and read back: the key returned is one no job holds.
 */
export function newRsaPrivateKey(modulusLength: number): KeyObject {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength,
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });
  return createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' });
}
