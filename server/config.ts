import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CertificateSettings } from './backend/certificate-settings';

export const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Everything the local services read from the environment, with the local defaults. */
export interface ServicesConfig {
  backendPort: number;
  oidcPort: number;
  dataDir: string;
  siteOrigins: string[];
  keySecret: string;
  webhookSecret: string;
  exchangeRate: number;
  accessTokenTtl: number;
  sessionTtl: number;
  emailRateLimit: { max: number; windowMs: number };
  webhookDelivery: { delayMs: number; retryBaseMs: number };
  reconcile: { afterMs: number; everyMs: number };
  /** Test-only content edits under /__local/ (LOCAL_TEST_EDITS=on); off otherwise. */
  testEdits: boolean;
  /** The issuer whose access tokens the backend accepts (OIDC_ISSUER; the local provider by default). */
  oidcIssuer: string;
  /** The API's identifier: the audience of its access tokens (API_AUDIENCE). */
  apiAudience: string;
  /** Issued certificates: SITE_ORIGIN (else the first site origin), API_ORIGIN, CERTIFICATE_SIGNING_KEY. */
  certificates: CertificateSettings;
}

export const DEFAULT_SITE_ORIGINS = ['http://localhost:8080', 'http://localhost:4173'];
export const DEFAULT_KEY_SECRET = 'local-razorpay-key-secret-not-for-production';
export const DEFAULT_WEBHOOK_SECRET = 'local-razorpay-webhook-secret-not-for-production';

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

function wholeMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return value;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

function absoluteUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return raw;
  } catch {
    // Reported below.
  }
  throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
}

/** An origin (`https://host[:port]`) from the environment, without a trailing slash; undefined when unset. */
function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim().replace(/\/+$/, '');
  if (!raw) return undefined;
  if (!/^https?:\/\/[^/\s]+$/.test(raw))
    throw new Error(`${name} must be an origin such as https://host, got "${raw}"`);
  return raw;
}

/** Reads and validates the environment; throws an Error naming the bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServicesConfig {
  const origins = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new Error(`SITE_ORIGINS has a value that is not an origin: "${origin}"`);
  }
  const siteOrigins = origins.length > 0 ? origins : DEFAULT_SITE_ORIGINS;
  const backendPort = port(env, 'BACKEND_PORT', 4100);
  const siteOrigin = origin(env, 'SITE_ORIGIN') ?? siteOrigins[0] ?? 'http://localhost:8080';
  const apiOrigin = origin(env, 'API_ORIGIN') ?? `http://localhost:${backendPort}`;
  const signingKey = env.CERTIFICATE_SIGNING_KEY?.trim() || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || DEFAULT_KEY_SECRET;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || DEFAULT_WEBHOOK_SECRET;
  if (webhookSecret === keySecret)
    throw new Error('RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET');
  const oidcPort = port(env, 'OIDC_PORT', 4200);
  return {
    backendPort,
    oidcPort,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(SERVER_DIR, 'data')),
    siteOrigins,
    keySecret,
    webhookSecret,
    exchangeRate: positiveNumber(env, 'EXCHANGE_RATE_INR', 85.5),
    accessTokenTtl: positiveNumber(env, 'OIDC_ACCESS_TOKEN_TTL', 3600, true),
    sessionTtl: positiveNumber(env, 'OIDC_SESSION_TTL', 86400, true),
    emailRateLimit: {
      max: positiveNumber(env, 'EMAIL_RATE_LIMIT', 10, true),
      windowMs: positiveNumber(env, 'EMAIL_RATE_WINDOW_MS', 60_000, true),
    },
    webhookDelivery: {
      delayMs: wholeMilliseconds(env, 'CHECKOUT_WEBHOOK_DELAY_MS', 1000),
      retryBaseMs: positiveNumber(env, 'CHECKOUT_WEBHOOK_RETRY_MS', 2000, true),
    },
    reconcile: {
      afterMs: positiveNumber(env, 'RECONCILE_AFTER_MS', 300_000, true),
      everyMs: positiveNumber(env, 'RECONCILE_EVERY_MS', 60_000, true),
    },
    testEdits: env.LOCAL_TEST_EDITS?.trim() === 'on',
    oidcIssuer: absoluteUrl(env, 'OIDC_ISSUER', `http://localhost:${oidcPort}`),
    apiAudience: absoluteUrl(env, 'API_AUDIENCE', `http://localhost:${backendPort}`),
    certificates: { siteOrigin, apiOrigin, ...(signingKey === undefined ? {} : { signingKey }) },
  };
}
