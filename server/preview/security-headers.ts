import { readFileSync } from 'node:fs';
import vm from 'node:vm';

/** The runtime configuration keys whose origins the site talks to. */
type SiteConfig = Record<string, unknown>;

/** Reads the configuration object a `config.js` file assigns to `window.__APP_CONFIG__`. */
export function readSiteConfig(file: string): SiteConfig {
  const sandbox: { window: { __APP_CONFIG__?: unknown } } = { window: {} };
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { timeout: 1000 });
  const config = sandbox.window.__APP_CONFIG__;
  if (typeof config !== 'object' || config === null)
    throw new Error(`${file} does not set window.__APP_CONFIG__`);
  return config as SiteConfig;
}

const originOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

const unique = (values: (string | null)[]): string[] => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** Video hosts the testimonial and webinar pages embed, and the map on the contact page. */
const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://www.google.com',
];

/**
 * Where a payment provider's checkout script talks to besides its own origin: Razorpay's Standard Checkout
 * (checkout.razorpay.com) calls and frames api.razorpay.com. The local simulator talks to its own origin only.
 */
const CHECKOUT_PROVIDER_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  'https://checkout.razorpay.com': ['https://api.razorpay.com'],
};

/** The Content-Security-Policy for a site deployed with the given runtime configuration. */
export function contentSecurityPolicy(config: SiteConfig): string {
  const api = originOf(config.apiBaseUrl);
  const oidc = originOf(config.oidcAuthority);
  const email = originOf(config.emailOrigin);
  const checkout = originOf(config.checkoutScriptUrl);
  const checkoutApi = (checkout && CHECKOUT_PROVIDER_ORIGINS[checkout]) || [];
  const rates = originOf(config.exchangeRateUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", checkout]),
    // Emotion (MUI's styling engine) injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', api, oidc, 'https://i.ytimg.com']),
    'media-src': unique(["'self'", 'blob:', api]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", api, oidc, email, checkout, ...checkoutApi, rates]),
    'frame-src': unique(["'self'", oidc, checkout, ...checkoutApi, ...EMBED_ORIGINS]),
    'form-action': unique(["'self'", oidc]),
    // The silent sign-in renew page is framed by the site itself, never by anyone else.
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every response's security headers (deploy/nginx.conf sends the same). */
export function securityHeaders(config: SiteConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** Cache policy by path: hashed assets forever, the page and its runtime configuration never. */
export function cacheControl(urlPath: string): string {
  if (/^\/assets\/.+\.[0-9a-f]{10}\.\w+$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (urlPath === '/' || urlPath.endsWith('.html') || urlPath === '/config.js') return 'no-cache';
  return 'public, max-age=3600';
}

/** HTTPS only, for a year, on every subdomain too: sent by the production host, which serves HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * What the production host sends with every answer: the preview's headers and Strict-Transport-Security
 * (the preview serves plain HTTP on localhost, where a browser ignores it).
 */
export function productionHeaders(config: SiteConfig): Record<string, string> {
  return { ...securityHeaders(config), 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY };
}

/**
 * The production headers as nginx directives, one `add_header … always` each (the form of
 * deploy/mindbridge-security-headers.conf): a host's snippet written from its own config.js.
 */
export function nginxSecurityHeaders(config: SiteConfig): string {
  return Object.entries(productionHeaders(config))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}
