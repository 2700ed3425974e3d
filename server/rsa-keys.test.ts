import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { newRsaPrivateKey } from './rsa-keys';

describe('a new RSA key', () => {
  it('is a private RSA key of the size asked for, exported as a JWK with its private parts', () => {
    const key = newRsaPrivateKey(2048);
    assert.equal(key.type, 'private');
    assert.equal(key.asymmetricKeyType, 'rsa');
    assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
    const jwk = key.export({ format: 'jwk' });
    assert.equal(jwk.kty, 'RSA');
    assert.ok(jwk.d && jwk.p && jwk.q);
  });
});
