/**
 * Rate limits per route group and per client (@fastify/rate-limit): each group keeps one count per client
 * across all of its routes, so a client cannot spread its requests over the group's routes. The client is
 * the signed-in learner (the access token's `sub`) on a route whose token check ran before the limit, so a
 * learner's allowance follows the account from address to address and an office's learners behind one
 * address each have their own; otherwise it is the address, an IPv6 address by its /64 (what one
 * subscriber is given, so a client cannot step through its own addresses for a fresh count). A
 * client past its group's limit gets `429` with `Retry-After` (seconds) before its body is even read. The
 * numbers are configuration (server/config.ts, `RATE_LIMIT_<GROUP>`).
 *
 * A route joins a group with one line: `app.post(path, limited('orders'), handler)`.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** The groups of routes that are limited, each with its own count per client. */
export const RATE_LIMIT_GROUPS = [
  'orders',
  'newsletter',
  'unsubscribe',
  'email',
  'learner',
  'certificates',
  'admin',
] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** At most `max` requests per client in a window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}
export type RateLimits = Readonly<Record<RateLimitGroup, RateLimit>>;

/**
 * Enough for a person (a few checkouts, a form sent again after a typo, a learner's player saving progress
 * every few seconds on several tabs), with room for an office behind one address; far too few for a script.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  orders: { max: 20, windowMs: 60_000 },
  newsletter: { max: 5, windowMs: 60_000 },
  // A mail provider posts its users' one-click unsubscribes (RFC 8058) from a few addresses of its own.
  unsubscribe: { max: 60, windowMs: 60_000 },
  email: { max: 5, windowMs: 60_000 },
  learner: { max: 300, windowMs: 60_000 },
  // The public certificate calls (a check, a credential, the status list): an employer checks a few.
  certificates: { max: 60, windowMs: 60_000 },
  // The console, per staff account: a table's pages, sorts and searches as someone types, and the saves.
  admin: { max: 600, windowMs: 60_000 },
};

/** Limits no test or benchmark reaches: for those that send far more than a person would, from one address. */
export const NO_RATE_LIMITS: RateLimits = {
  orders: { max: 1_000_000, windowMs: 60_000 },
  newsletter: { max: 1_000_000, windowMs: 60_000 },
  unsubscribe: { max: 1_000_000, windowMs: 60_000 },
  email: { max: 1_000_000, windowMs: 60_000 },
  learner: { max: 1_000_000, windowMs: 60_000 },
  certificates: { max: 1_000_000, windowMs: 60_000 },
  admin: { max: 1_000_000, windowMs: 60_000 },
};

/** How a route answers past its limit (the default: JSON `{ message }`); `Retry-After` is already set. */
export type LimitReply = (reply: FastifyReply, retryAfterSeconds: number) => FastifyReply;

/** A hook that refuses a client past its group's allowance, to run on request (before the body is read). */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type LimitedTo = (group: RateLimitGroup, answer?: LimitReply) => { onRequest: LimitHook };

const jsonRefusal: LimitReply = (reply, seconds) =>
  reply.code(429).send({ message: `Too many requests. Try again in ${seconds} s.` });

/** The address a count is kept for: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or an IPv6 /64. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** Whose count a request is on: the learner's, once its token checked out; else its address's. */
export function clientKey(request: FastifyRequest): string {
  const sub = request.learner?.sub;
  return typeof sub === 'string' ? `sub:${sub}` : `ip:${addressKey(request.ip)}`;
}

/** Registers the limiter on `app` (before its routes) and returns what a route adds to be limited. */
export async function rateLimiting(app: FastifyInstance, limits: RateLimits): Promise<LimitedTo> {
  await app.register(rateLimit, { global: false });
  // One counter per group, shared by its routes (a route's own `config.rateLimit` would count per route).
  const counters = new Map(
    RATE_LIMIT_GROUPS.map((group) => [
      group,
      app.createRateLimit({
        max: limits[group].max,
        timeWindow: limits[group].windowMs,
        keyGenerator: clientKey,
      }),
    ]),
  );
  return (group, answer = jsonRefusal) => {
    const count = counters.get(group);
    if (!count) throw new Error(`Unknown rate limit group "${group}"`);
    return {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await count(request);
        if (result.isAllowed || !result.isExceeded) return undefined;
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('Retry-After', String(seconds));
        return answer(reply, seconds);
      },
    };
  };
}
