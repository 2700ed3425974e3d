import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { contentSecurityPolicy, nginxSecurityHeaders, securityHeaders } from './security-headers';

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
const directives = (policy: string) => policy.split(';').map((part) => part.trim().split(' ')[0]);

describe('the security headers for nginx', () => {
  it('writes every header the preview sends as an add_header that applies to error answers too', () => {
    const written = parse(nginxSecurityHeaders(productionConfig));
    assert.deepEqual(Object.fromEntries(written), securityHeaders(productionConfig));
  });

  it('the production snippet in deploy/ sends the same headers and CSP directives as the preview', () => {
    const deployed = parse(readFileSync('deploy/mindbridge-security-headers.conf', 'utf8'));
    const expected = securityHeaders(productionConfig);
    assert.deepEqual([...deployed.keys()].sort(), Object.keys(expected).sort());
    for (const [name, value] of deployed) {
      if (name !== 'Content-Security-Policy') assert.equal(value, expected[name], name);
    }
    assert.deepEqual(
      directives(deployed.get('Content-Security-Policy') ?? ''),
      directives(contentSecurityPolicy(productionConfig)),
    );
  });
});
