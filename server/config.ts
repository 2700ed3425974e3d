import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CertificateSettings } from './backend/certificate-settings';
import type { EmailSettings } from './backend/newsletter-mail';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_GROUPS,
  type RateLimit,
  type RateLimits,
} from './backend/rate-limits';
import { DEFAULT_RECONCILE_MAX_PER_RUN, DEFAULT_RECONCILE_WINDOW_MS } from './backend/reconciler';
import { isLoopbackHost } from './loopback';

export const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Everything the local services read from the environment, with the local defaults. */
export interface ServicesConfig {
  /** NODE_ENV=production: the company backend alone, with its real secrets and no local stand-in or control. */
  production: boolean;
  backendPort: number;
  /** Where the backend listens (`localhost`; in production the address nginx forwards to). */
  backendHost: string;
  oidcPort: number;
  dataDir: string;
  siteOrigins: string[];
  /** The public key id the checkout opens with. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The payment provider's API (the reconciler's lookups); none: the local checkout simulator answers. */
  providerApiOrigin?: string;
  /** The proxies whose X-Forwarded-For names the client (nginx's address); none trusted when empty. */
  trustProxy: string[];
  /** Structured log level (pino, fastify's own); `silent` logs nothing. */
  logLevel: LogLevel;
  exchangeRate: number;
  accessTokenTtl: number;
  sessionTtl: number;
  rateLimits: RateLimits;
  webhookDelivery: { delayMs: number; retryBaseMs: number };
  reconcile: { afterMs: number; everyMs: number; windowMs: number; maxPerRun: number };
  /** Test-only content edits under /__local/ (LOCAL_TEST_EDITS=on); off otherwise. */
  testEdits: boolean;
  /** The issuer whose access tokens the backend accepts (OIDC_ISSUER; the local provider by default). */
  oidcIssuer: string;
  /** The API's identifier: the audience of its access tokens (API_AUDIENCE). */
  apiAudience: string;
  /** Issued certificates: SITE_ORIGIN (else the first site origin), API_ORIGIN, CERTIFICATE_SIGNING_KEY. */
  certificates: CertificateSettings;
  /** The newsletter's unsubscribe tokens are signed with NEWSLETTER_TOKEN_SECRET. */
  newsletter: { tokenSecret: string };
  /** The e-mail service the backend sends through (EMAIL_ORIGIN, EMAIL_PUBLIC_KEY, ...; newsletter-mail.ts). */
  email: EmailSettings;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_SITE_ORIGINS = ['http://localhost:8080', 'http://localhost:4173'];
export const DEFAULT_KEY_ID = 'rzp_test_local';
export const DEFAULT_KEY_SECRET = 'local-razorpay-key-secret-not-for-production';
export const DEFAULT_WEBHOOK_SECRET = 'local-razorpay-webhook-secret-not-for-production';
export const DEFAULT_NEWSLETTER_TOKEN_SECRET = 'local-newsletter-token-secret-not-for-production';
/** The local e-mail stand-in's ids (server/local-stack.ts accepts them). */
export const LOCAL_EMAIL = {
  publicKey: 'local-public-key',
  serviceId: 'service_local',
  welcomeTemplateId: 'template_welcome',
} as const;
/** EmailJS's REST API, which the backend sends through in production. */
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';
/** Razorpay's API, which the reconciler asks about orders in production. */
export const DEFAULT_PROVIDER_API_ORIGIN = 'https://api.razorpay.com';

/** A configuration the services refuse to start with; the message names every variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new ConfigError(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

function wholeMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return value;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new ConfigError(`${name} must be a port number, got "${raw}"`);
  return value;
}

/** An absolute http(s) URL from `name`, or `fallback` when it is unset. */
function absoluteUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return raw;
  } catch {
    // Reported below.
  }
  throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
}

/** An origin (`https://host[:port]`) from the environment, without a trailing slash; undefined when unset. */
function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim().replace(/\/+$/, '');
  if (!raw) return undefined;
  if (!/^https?:\/\/[^/\s]+$/.test(raw))
    throw new ConfigError(`${name} must be an origin such as https://host, got "${raw}"`);
  return raw;
}

/** `RATE_LIMIT_ORDERS=20/60000`: at most 20 requests per client in 60000 ms. */
function rateLimit(env: NodeJS.ProcessEnv, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]);
  if (!match || max < 1 || windowMs < 1)
    throw new ConfigError(`${name} must be "<requests>/<window in ms>", like "20/60000", got "${raw}"`);
  return { max, windowMs };
}

function origins(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError(`SITE_ORIGINS has a value that is not an origin: "${origin}"`);
  }
  return list;
}

/**
 * What production refuses, every problem named at once: the payment secrets missing, equal to a local
 * default (written in this file, so anyone can sign a payment with it) or to each other, the local key id,
 * no site origin or a plain-HTTP one, and the test-only edits.
 */
function productionProblems(env: NodeJS.ProcessEnv, siteOrigins: string[]): string[] {
  const problems: string[] = [];
  const localSecrets = [DEFAULT_KEY_SECRET, DEFAULT_WEBHOOK_SECRET];
  for (const name of ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is not set.`);
    else if (localSecrets.includes(value))
      problems.push(`${name} is a local default from server/config.ts, which anyone can read.`);
  }
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  if (keySecret && keySecret === env.RAZORPAY_WEBHOOK_SECRET?.trim())
    problems.push('RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET.');
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  if (!keyId) problems.push('RAZORPAY_KEY_ID is not set.');
  else if (keyId === DEFAULT_KEY_ID)
    problems.push(`RAZORPAY_KEY_ID is the local simulator's "${DEFAULT_KEY_ID}".`);
  if (siteOrigins.length === 0) problems.push('SITE_ORIGINS is not set.');
  for (const origin of siteOrigins.filter((o) => !o.startsWith('https://')))
    problems.push(`SITE_ORIGINS must be HTTPS origins in production, got "${origin}".`);
  if (env.LOCAL_TEST_EDITS?.trim() === 'on')
    problems.push('LOCAL_TEST_EDITS=on is for the browser tests only.');
  // Anyone holding the newsletter's secret could end every subscription.
  const tokenSecret = env.NEWSLETTER_TOKEN_SECRET?.trim();
  if (!tokenSecret) problems.push('NEWSLETTER_TOKEN_SECRET is not set.');
  else if (tokenSecret === DEFAULT_NEWSLETTER_TOKEN_SECRET)
    problems.push('NEWSLETTER_TOKEN_SECRET is a local default from server/config.ts, which anyone can read.');
  for (const name of ['EMAIL_PUBLIC_KEY', 'EMAIL_SERVICE_ID', 'EMAIL_WELCOME_TEMPLATE_ID'] as const)
    if (!env[name]?.trim()) problems.push(`${name} is not set.`);
  // The learner's calls trust the tokens of one provider for one API; locally both default to localhost.
  // A certificate's key id is an address on the API's public origin.
  for (const name of ['OIDC_ISSUER', 'API_AUDIENCE', 'API_ORIGIN'] as const)
    if (!env[name]?.trim()) problems.push(`${name} is not set.`);
  return problems;
}

/**
 * Outside production the local stand-ins run beside the backend: a checkout simulator that signs payments
 * with the configured key secret and `/__local` controls that list every customer. They are for a developer's
 * machine only, so any sign of a real deployment stops the start, every sign named: HTTPS site or API
 * origins, a live key id, or a listen address other machines can reach.
 */
function deploymentSigns(env: NodeJS.ProcessEnv, siteOrigins: string[]): string[] {
  const signs: string[] = [];
  for (const https of siteOrigins.filter((o) => o.startsWith('https://')))
    signs.push(`SITE_ORIGINS has the HTTPS origin "${https}".`);
  for (const name of ['SITE_ORIGIN', 'API_ORIGIN'] as const) {
    const value = env[name]?.trim();
    if (value?.startsWith('https://')) signs.push(`${name} is the HTTPS origin "${value}".`);
  }
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  if (keyId?.startsWith('rzp_live_')) signs.push(`RAZORPAY_KEY_ID is a live key id ("rzp_live_...").`);
  const host = env.BACKEND_HOST?.trim();
  if (host && !isLoopbackHost(host))
    signs.push(`BACKEND_HOST is "${host}", not a loopback address (localhost, 127.0.0.1, ::1).`);
  return signs;
}

/** The e-mail service: EmailJS in production; unset locally, the stand-in on the backend's own origin. */
function emailSettings(env: NodeJS.ProcessEnv, production: boolean): EmailSettings {
  const configured = origin(env, 'EMAIL_ORIGIN') ?? (production ? DEFAULT_EMAIL_ORIGIN : undefined);
  const accessToken = env.EMAIL_ACCESS_TOKEN?.trim();
  return {
    ...(configured === undefined ? {} : { origin: configured }),
    publicKey: env.EMAIL_PUBLIC_KEY?.trim() || LOCAL_EMAIL.publicKey,
    serviceId: env.EMAIL_SERVICE_ID?.trim() || LOCAL_EMAIL.serviceId,
    welcomeTemplateId: env.EMAIL_WELCOME_TEMPLATE_ID?.trim() || LOCAL_EMAIL.welcomeTemplateId,
    ...(accessToken ? { accessToken } : {}),
  };
}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServicesConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const siteOrigins = origins(env.SITE_ORIGINS);
  if (production) {
    const problems = productionProblems(env, siteOrigins);
    if (problems.length > 0)
      throw new ConfigError(
        `NODE_ENV=production refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
  } else {
    const signs = deploymentSigns(env, siteOrigins);
    if (signs.length > 0)
      throw new ConfigError(
        `The local stand-ins (NODE_ENV is not production) refuse to start where a real deployment shows:\n${signs
          .map((s) => `  - ${s}`)
          .join('\n')}\n  Set NODE_ENV=production for a deployment; run locally on localhost only.`,
      );
  }
  const backendPort = port(env, 'BACKEND_PORT', 4100);
  const siteOrigin =
    origin(env, 'SITE_ORIGIN') ?? siteOrigins[0] ?? DEFAULT_SITE_ORIGINS[0] ?? 'http://localhost:8080';
  const apiOrigin = origin(env, 'API_ORIGIN') ?? `http://localhost:${backendPort}`;
  const signingKey = env.CERTIFICATE_SIGNING_KEY?.trim() || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || DEFAULT_KEY_SECRET;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || DEFAULT_WEBHOOK_SECRET;
  if (webhookSecret === keySecret)
    throw new ConfigError('RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET');
  const logLevel = (env.LOG_LEVEL?.trim() || (production ? 'info' : 'silent')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const oidcPort = port(env, 'OIDC_PORT', 4200);
  return {
    production,
    backendPort,
    backendHost: env.BACKEND_HOST?.trim() || 'localhost',
    oidcPort,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(SERVER_DIR, 'data')),
    siteOrigins: siteOrigins.length > 0 ? siteOrigins : DEFAULT_SITE_ORIGINS,
    keyId: env.RAZORPAY_KEY_ID?.trim() || DEFAULT_KEY_ID,
    keySecret,
    webhookSecret,
    providerApiOrigin: production
      ? env.RAZORPAY_API_ORIGIN?.trim() || DEFAULT_PROVIDER_API_ORIGIN
      : env.RAZORPAY_API_ORIGIN?.trim() || undefined,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    logLevel,
    exchangeRate: positiveNumber(env, 'EXCHANGE_RATE_INR', 85.5),
    accessTokenTtl: positiveNumber(env, 'OIDC_ACCESS_TOKEN_TTL', 3600, true),
    sessionTtl: positiveNumber(env, 'OIDC_SESSION_TTL', 86400, true),
    rateLimits: Object.fromEntries(
      RATE_LIMIT_GROUPS.map((group) => [
        group,
        rateLimit(env, `RATE_LIMIT_${group.toUpperCase()}`, DEFAULT_RATE_LIMITS[group]),
      ]),
    ) as Record<keyof RateLimits, RateLimit>,
    webhookDelivery: {
      delayMs: wholeMilliseconds(env, 'CHECKOUT_WEBHOOK_DELAY_MS', 1000),
      retryBaseMs: positiveNumber(env, 'CHECKOUT_WEBHOOK_RETRY_MS', 2000, true),
    },
    reconcile: {
      afterMs: positiveNumber(env, 'RECONCILE_AFTER_MS', 300_000, true),
      everyMs: positiveNumber(env, 'RECONCILE_EVERY_MS', 60_000, true),
      windowMs: positiveNumber(env, 'RECONCILE_WINDOW_MS', DEFAULT_RECONCILE_WINDOW_MS, true),
      maxPerRun: positiveNumber(env, 'RECONCILE_MAX_PER_RUN', DEFAULT_RECONCILE_MAX_PER_RUN, true),
    },
    testEdits: env.LOCAL_TEST_EDITS?.trim() === 'on',
    oidcIssuer: absoluteUrl(env, 'OIDC_ISSUER', `http://localhost:${oidcPort}`),
    apiAudience: absoluteUrl(env, 'API_AUDIENCE', `http://localhost:${backendPort}`),
    certificates: { siteOrigin, apiOrigin, ...(signingKey === undefined ? {} : { signingKey }) },
    newsletter: { tokenSecret: env.NEWSLETTER_TOKEN_SECRET?.trim() || DEFAULT_NEWSLETTER_TOKEN_SECRET },
    email: emailSettings(env, production),
  };
}
