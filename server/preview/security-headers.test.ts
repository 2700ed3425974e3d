import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import {
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  nginxSecurityHeaders,
  productionHeaders,
  securityHeaders,
} from './security-headers';

const productionConfig = {
  apiBaseUrl: 'https://api.mindbridgeconsulting.in',
  oidcAuthority: 'https://login.mindbridgeconsulting.in',
  emailOrigin: 'https://api.emailjs.com',
  checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  exchangeRateUrl: 'https://api.frankfurter.app/latest?from=USD&to=INR',
};

/** `add_header Name "value" always;` lines as a map. */
const parse = (conf: string) =>
  new Map(
    [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name = '', value = '']) => [
      name,
      value,
    ]),
  );
/** A policy as its directives, each with its sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('the security headers for nginx', () => {
  it('writes every header the production host sends as an add_header that applies to error answers too', () => {
    const written = parse(nginxSecurityHeaders(productionConfig));
    assert.deepEqual(Object.fromEntries(written), productionHeaders(productionConfig));
  });

  it("are the preview's, with Strict-Transport-Security: a year, subdomains included", () => {
    assert.deepEqual(productionHeaders(productionConfig), {
      ...securityHeaders(productionConfig),
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
    assert.equal(STRICT_TRANSPORT_SECURITY, 'max-age=31536000; includeSubDomains');
  });

  it('the production snippet in deploy/ sends the same headers, and every CSP directive with the same sources', () => {
    const deployed = parse(readFileSync('deploy/mindbridge-security-headers.conf', 'utf8'));
    const expected = productionHeaders(productionConfig);
    assert.deepEqual([...deployed.keys()].sort(), Object.keys(expected).sort());
    for (const [name, value] of deployed) {
      if (name !== 'Content-Security-Policy') assert.equal(value, expected[name], name);
    }
    assert.deepEqual(
      directives(deployed.get('Content-Security-Policy') ?? ''),
      directives(contentSecurityPolicy(productionConfig)),
    );
  });

  it("lets Razorpay's checkout reach its API, and the local simulator nothing beyond its own origin", () => {
    const razorpay = directives(contentSecurityPolicy(productionConfig));
    assert.ok(razorpay['connect-src']?.includes('https://api.razorpay.com'));
    assert.ok(razorpay['frame-src']?.includes('https://api.razorpay.com'));
    const local = directives(
      contentSecurityPolicy({
        ...productionConfig,
        checkoutScriptUrl: 'http://localhost:4100/checkout/v1/checkout.js',
      }),
    );
    assert.ok(!JSON.stringify(local).includes('razorpay'));
  });
});
