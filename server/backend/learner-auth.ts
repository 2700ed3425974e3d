import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';

import { isRecord } from './validate';

/** Who asks: the access token's subject, and the e-mail address the provider reports as verified. */
export interface Learner {
  sub: string;
  /** The provider's `email`, only when it says `email_verified: true`; null otherwise. */
  verifiedEmail: string | null;
  /** The token's `permissions` claim (staff only; docs/api.md, "The company console"); [] for a learner. */
  permissions: readonly string[];
  /** The token's `name` claim when it has one: who the audit log and the console's learners name. */
  name: string | null;
}

/** Which tokens the backend accepts (docs/api.md, "The learner's account"). */
export interface LearnerAuthSettings {
  /** The OpenID provider's issuer: discovery at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** The API's identifier: the `aud` an access token must carry (Auth0's API identifier). */
  audience: string;
}

/** Only asymmetric signatures: never `none`, never an HMAC a client could forge with a shared secret. */
export const ACCEPTED_ALGORITHMS = ['RS256'];
/** Clock leeway for `exp`, `nbf` and `iat`, in seconds. */
export const CLOCK_TOLERANCE_S = 60;
/** Verified tokens remembered until they expire, so a learner's next call skips the signature check. */
const VERIFIED_CACHE_SIZE = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the learner-auth hooks once the access token checked out; null for a guest. */
    learner: Learner | null;
  }
}

/** What a route module needs to protect its routes: hooks that run before the body is even read. */
export interface LearnerAuth {
  /** `onRequest` hook: a verified access token, or 401 (503 when the provider's keys cannot be read). */
  requireLearner: onRequestAsyncHookHandler;
  /** `onRequest` hook: no Authorization header is a guest; a header whose token fails is still a 401. */
  optionalLearner: onRequestAsyncHookHandler;
  /** Checks a bearer token; exported for tests and for routes outside Fastify's hooks. */
  verify: (token: string) => Promise<Learner>;
}

/** A token that fails a check: 401, with the reason for the log and the client's message. */
export class TokenRefused extends Error {
  override name = 'TokenRefused';
}

/** The provider (discovery or keys) could not be reached or read: nobody can be checked right now. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The learner a request was verified as; throws when a route forgot its hook (a bug, so a 500). */
export function learnerOf(request: FastifyRequest): Learner {
  if (!request.learner) throw new Error(`${request.url} has no verified learner: add requireLearner`);
  return request.learner;
}

type Fetch = typeof fetch;

/**
 * The token check, reusable by any route: jose verifies the signature against the key set the provider
 * publishes (its discovery document's `jwks_uri`, fetched once and cached; keys refetched when a token names
 * an unknown one), and pins issuer, audience and algorithms, with 60 s of leeway. The learner is the
 * token's `sub`; no request can name another.
 */
export function learnerAuth(settings: LearnerAuthSettings, fetchImpl: Fetch = fetch): LearnerAuth {
  const issuer = settings.issuer.replace(/\/+$/, '');
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

  const discoverKeys = async () => {
    const response = await fetchImpl(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    }).catch((error: unknown) => {
      throw new ProviderUnavailable(`discovery failed: ${String(error)}`);
    });
    const document: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
    if (!isRecord(document) || typeof document.jwks_uri !== 'string')
      throw new ProviderUnavailable(`discovery answered ${response.status} without a jwks_uri`);
    if (typeof document.issuer === 'string' && document.issuer.replace(/\/+$/, '') !== issuer)
      throw new ProviderUnavailable(`discovery names another issuer: ${document.issuer}`);
    return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: 5000 });
  };

  const keys = () => {
    // One discovery for all requests; a failed one is forgotten, so the next request tries again.
    keySet ??= discoverKeys().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return keySet;
  };

  // A browser sends the same token for minutes; checking its signature once is enough until it expires.
  const verified = new Map<string, { learner: Learner; expiresAt: number }>();
  const remember = (token: string, learner: Learner, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { learner, expiresAt: (exp + CLOCK_TOLERANCE_S) * 1000 });
  };

  const verify = async (token: string): Promise<Learner> => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.learner;
    if (known) verified.delete(token);
    // What is not a signed JWT with an accepted algorithm is refused before the provider is asked for keys:
    // garbage costs no request to the provider and is a 401 even while the provider is down.
    try {
      const { alg } = decodeProtectedHeader(token);
      if (token.split('.').length !== 3 || !ACCEPTED_ALGORITHMS.includes(alg ?? ''))
        throw new TokenRefused('the token is not a JWT signed with an accepted algorithm');
    } catch (error) {
      if (error instanceof TokenRefused) throw error;
      throw new TokenRefused('the token is not a JWT');
    }
    const jwks = await keys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: [issuer, `${issuer}/`],
        audience: settings.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      // The key set could not be read: not the token's fault.
      if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
        throw new ProviderUnavailable(error.message);
      if (error instanceof errors.JOSEError) throw new TokenRefused(error.code);
      if (error instanceof TypeError) throw new ProviderUnavailable(error.message);
      throw error;
    }
    const { sub, email, email_verified: emailVerified } = payload;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255)
      throw new TokenRefused('the token names no subject');
    const verifiedEmail =
      emailVerified === true && typeof email === 'string' && email.length <= 254 ? email : null;
    const claimed = payload.permissions;
    const permissions = Array.isArray(claimed)
      ? claimed.filter((item): item is string => typeof item === 'string' && item.length <= 64)
      : [];
    const name = typeof payload.name === 'string' && payload.name.length <= 200 ? payload.name : null;
    const learner = { sub, verifiedEmail, permissions, name };
    remember(token, learner, payload.exp);
    return learner;
  };

  const refuse = (reply: FastifyReply, description: string | null, message: string) =>
    reply
      .code(401)
      .header(
        'WWW-Authenticate',
        description === null
          ? 'Bearer realm="learner"'
          : `Bearer realm="learner", error="invalid_token", error_description="${description}"`,
      )
      .header('Cache-Control', 'no-store')
      .send({ message });

  const check = async (request: FastifyRequest, reply: FastifyReply, required: boolean) => {
    request.learner = null;
    const header = request.headers.authorization;
    if (header === undefined) {
      if (!required) return;
      return refuse(reply, null, 'Sign in first: this call needs the access token of a signed-in learner.');
    }
    const match = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/.exec(header);
    if (!match?.[1])
      return refuse(reply, 'malformed', 'The Authorization header must be "Bearer <access token>".');
    try {
      request.learner = await verify(match[1]);
    } catch (error) {
      if (error instanceof TokenRefused) {
        request.log.info({ reason: error.message }, 'access token refused');
        return refuse(reply, 'refused', 'The access token is not valid. Sign in again.');
      }
      if (error instanceof ProviderUnavailable) {
        request.log.warn({ reason: error.message }, 'the OpenID provider cannot be read');
        return reply
          .code(503)
          .header('Retry-After', '10')
          .send({ message: 'The sign-in service cannot be reached to check the access token. Try again.' });
      }
      throw error;
    }
  };

  return {
    verify,
    // An async hook that has answered returns the reply, so Fastify stops there: no body is read.
    requireLearner: (request, reply) => check(request, reply, true),
    optionalLearner: (request, reply) => check(request, reply, false),
  };
}
