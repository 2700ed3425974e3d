/**
 * A stand-in OpenID provider for tests and the API benchmark: a discovery document and a published key set
 * on a free port, and access tokens signed as a real provider signs them, plus the forgeries the backend
 * must refuse. Never started by the services.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_AUDIENCE = 'http://api.test';

export interface TestIssuer {
  issuer: string;
  audience: string;
  /** An access token for `sub`, valid for 5 minutes unless `claims` or `options` say otherwise. */
  token(sub: string, claims?: JWTPayload, options?: TokenOptions): Promise<string>;
  /** How many times the key set was fetched (the backend caches it). */
  keyFetches(): number;
  close(): Promise<void>;
}

export interface TokenOptions {
  /** Sign with a key the issuer does not publish, under its own key id or the published key's. */
  unpublishedKey?: 'own kid' | 'published kid';
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

/** Starts the stand-in provider on localhost. */
export async function startTestIssuer(audience = TEST_AUDIENCE): Promise<TestIssuer> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const unpublished = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'published-1', alg: 'RS256', use: 'sig' };
  let fetches = 0;
  let issuer = '';
  const server: Server = createServer((request, response) => {
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration')
      return send({ issuer, jwks_uri: `${issuer}/jwks` });
    if (request.url === '/jwks') {
      fetches += 1;
      return send({ keys: [jwk] });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const sign = (key: CryptoKey, kid: string, payload: JWTPayload, options: TokenOptions) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300))
      .sign(key);

  return {
    issuer,
    audience,
    token: (sub, claims = {}, options = {}) =>
      options.unpublishedKey
        ? sign(
            unpublished.privateKey,
            options.unpublishedKey === 'own kid' ? 'unpublished-9' : 'published-1',
            { sub, ...claims },
            options,
          )
        : sign(published.privateKey, 'published-1', { sub, ...claims }, options),
    keyFetches: () => fetches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Tokens the backend must refuse, each with the reason, for a given issuer. */
export async function forgedTokens(issuer: TestIssuer, sub: string): Promise<[string, string][]> {
  const now = Math.floor(Date.now() / 1000);
  const hmac = await new SignJWT({ sub })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer.issuer)
    .setAudience(issuer.audience)
    .setExpirationTime(now + 300)
    .sign(new TextEncoder().encode('a-shared-secret-that-anyone-could-guess-32b'));
  const unsigned = new UnsecuredJWT({ sub })
    .setIssuer(issuer.issuer)
    .setAudience(issuer.audience)
    .setExpirationTime(now + 300)
    .encode();
  const valid = await issuer.token(sub);
  const [header = '', payload = ''] = valid.split('.');
  return [
    ['a malformed token', 'not-a-jwt'],
    ['a token with its signature cut off', `${header}.${payload}.`],
    ['another issuer', await issuer.token(sub, {}, { issuer: 'https://elsewhere.example' })],
    ['another audience', await issuer.token(sub, {}, { audience: 'https://another-api.example' })],
    ['an expired token (past the 60 s leeway)', await issuer.token(sub, {}, { expiresIn: -120 })],
    ['alg: none', unsigned],
    ['an HMAC signature', hmac],
    ['a key the provider does not publish', await issuer.token(sub, {}, { unpublishedKey: 'own kid' })],
    [
      "another key under a published key's id",
      await issuer.token(sub, {}, { unpublishedKey: 'published kid' }),
    ],
    ['a token without a subject', await issuer.token('')],
  ];
}
