import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEFAULT_RATE_LIMITS } from './backend/rate-limits';
import {
  DEFAULT_KEY_SECRET,
  DEFAULT_PROVIDER_API_ORIGIN,
  DEFAULT_WEBHOOK_SECRET,
  readConfig,
} from './config';

describe('services configuration', () => {
  it('has local defaults for the webhook secret, the webhook delivery and the reconciler', () => {
    const config = readConfig({});
    assert.equal(config.keySecret, DEFAULT_KEY_SECRET);
    assert.equal(config.webhookSecret, DEFAULT_WEBHOOK_SECRET);
    assert.notEqual(config.webhookSecret, config.keySecret);
    assert.deepEqual(config.webhookDelivery, { delayMs: 1000, retryBaseMs: 2000 });
    assert.deepEqual(config.reconcile, {
      afterMs: 300_000,
      everyMs: 60_000,
      windowMs: 24 * 3_600_000,
      maxPerRun: 60,
    });
  });

  it('reads them from the environment', () => {
    const config = readConfig({
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      CHECKOUT_WEBHOOK_DELAY_MS: '0',
      CHECKOUT_WEBHOOK_RETRY_MS: '500',
      RECONCILE_AFTER_MS: '1000',
      RECONCILE_EVERY_MS: '250',
      RECONCILE_WINDOW_MS: '7200000',
      RECONCILE_MAX_PER_RUN: '10',
    });
    assert.equal(config.webhookSecret, 'whsec');
    assert.deepEqual(config.webhookDelivery, { delayMs: 0, retryBaseMs: 500 });
    assert.deepEqual(config.reconcile, { afterMs: 1000, everyMs: 250, windowMs: 7_200_000, maxPerRun: 10 });
  });

  it('refuses a webhook secret equal to the key secret, and bad timings, naming the variable', () => {
    assert.throws(
      () => readConfig({ RAZORPAY_KEY_SECRET: 'same', RAZORPAY_WEBHOOK_SECRET: 'same' }),
      /RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET/,
    );
    assert.throws(() => readConfig({ CHECKOUT_WEBHOOK_DELAY_MS: '-1' }), /CHECKOUT_WEBHOOK_DELAY_MS/);
    assert.throws(() => readConfig({ CHECKOUT_WEBHOOK_RETRY_MS: '0' }), /CHECKOUT_WEBHOOK_RETRY_MS/);
    assert.throws(() => readConfig({ RECONCILE_AFTER_MS: 'soon' }), /RECONCILE_AFTER_MS/);
    assert.throws(() => readConfig({ RECONCILE_EVERY_MS: '1.5' }), /RECONCILE_EVERY_MS/);
    assert.throws(() => readConfig({ RECONCILE_MAX_PER_RUN: '0' }), /RECONCILE_MAX_PER_RUN/);
    assert.throws(() => readConfig({ RECONCILE_WINDOW_MS: 'a day' }), /RECONCILE_WINDOW_MS/);
  });

  it("names the provider whose tokens the backend accepts, and the API's audience, by default the local ones", () => {
    const local = readConfig({});
    assert.equal(local.oidcIssuer, 'http://localhost:4200');
    assert.equal(local.apiAudience, 'http://localhost:4100');
    const production = readConfig({
      OIDC_ISSUER: 'https://mindbridge.eu.auth0.com/',
      API_AUDIENCE: 'https://api.mindbridgeconsulting.in',
    });
    assert.equal(production.oidcIssuer, 'https://mindbridge.eu.auth0.com/');
    assert.equal(production.apiAudience, 'https://api.mindbridgeconsulting.in');
    assert.throws(() => readConfig({ API_AUDIENCE: 'my-api' }), /API_AUDIENCE/);
  });
});

describe('production configuration', () => {
  const production = {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_Config0001',
    RAZORPAY_KEY_SECRET: 'config-test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'config-test-webhook-secret',
    SITE_ORIGINS: 'https://www.example.in',
    OIDC_ISSUER: 'https://login.example.in/',
    API_AUDIENCE: 'https://api.example.in',
    API_ORIGIN: 'https://api.example.in',
    NEWSLETTER_TOKEN_SECRET: 'config-test-newsletter-secret',
    EMAIL_PUBLIC_KEY: 'config-test-public-key',
    EMAIL_SERVICE_ID: 'service_configtest',
    EMAIL_WELCOME_TEMPLATE_ID: 'template_welcome',
  };

  it('names every problem at once', () => {
    assert.throws(
      () => readConfig({ NODE_ENV: 'production' }),
      (error: Error) => {
        assert.equal(error.name, 'ConfigError');
        for (const name of [
          'RAZORPAY_KEY_SECRET',
          'RAZORPAY_WEBHOOK_SECRET',
          'RAZORPAY_KEY_ID',
          'SITE_ORIGINS',
          'OIDC_ISSUER',
          'API_AUDIENCE',
          'API_ORIGIN',
          'NEWSLETTER_TOKEN_SECRET',
          'EMAIL_PUBLIC_KEY',
        ])
          assert.match(error.message, new RegExp(`${name} is not set`));
        return true;
      },
    );
  });

  it('refuses the local key id, a plain-HTTP site and the test edits', () => {
    for (const [changes, pattern] of [
      [{ RAZORPAY_KEY_ID: 'rzp_test_local' }, /RAZORPAY_KEY_ID is the local simulator/],
      [
        { SITE_ORIGINS: 'https://www.example.in,http://www.example.in' },
        /SITE_ORIGINS must be HTTPS origins in production, got "http:\/\/www.example.in"/,
      ],
      [{ LOCAL_TEST_EDITS: 'on' }, /LOCAL_TEST_EDITS=on is for the browser tests only/],
    ] as const)
      assert.throws(() => readConfig({ ...production, ...changes }), pattern);
  });

  it('with its secrets: production, structured logs, the provider API, trusted proxies', () => {
    const config = readConfig({ ...production, TRUST_PROXY: '127.0.0.1, ::1', BACKEND_HOST: '127.0.0.1' });
    assert.equal(config.production, true);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.keyId, 'rzp_live_Config0001');
    assert.equal(config.providerApiOrigin, DEFAULT_PROVIDER_API_ORIGIN);
    assert.deepEqual(config.trustProxy, ['127.0.0.1', '::1']);
    assert.equal(config.backendHost, '127.0.0.1');
    assert.deepEqual(config.siteOrigins, ['https://www.example.in']);
  });

  it('locally: no logs, the simulator as the provider, no proxy trusted', () => {
    const config = readConfig({});
    assert.deepEqual(
      [config.production, config.logLevel, config.providerApiOrigin, config.trustProxy, config.keyId],
      [false, 'silent', undefined, [], 'rzp_test_local'],
    );
  });
});

describe('local configuration fails closed', () => {
  it('refuses every sign of a real deployment at once, naming each', () => {
    assert.throws(
      () =>
        readConfig({
          SITE_ORIGINS: 'http://localhost:8080,https://www.example.in',
          SITE_ORIGIN: 'https://www.example.in',
          API_ORIGIN: 'https://api.example.in',
          RAZORPAY_KEY_ID: 'rzp_live_Config0001',
          BACKEND_HOST: '0.0.0.0',
        }),
      (error: Error) => {
        assert.equal(error.name, 'ConfigError');
        assert.match(error.message, /local stand-ins \(NODE_ENV is not production\) refuse to start/);
        assert.match(error.message, /SITE_ORIGINS has the HTTPS origin "https:\/\/www.example.in"/);
        assert.match(error.message, /SITE_ORIGIN is the HTTPS origin/);
        assert.match(error.message, /API_ORIGIN is the HTTPS origin/);
        assert.match(error.message, /RAZORPAY_KEY_ID is a live key id/);
        assert.match(error.message, /BACKEND_HOST is "0.0.0.0", not a loopback address/);
        return true;
      },
    );
  });

  it('starts on loopback addresses with local origins and a test key', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]', '::ffff:127.0.0.1'])
      assert.equal(readConfig({ BACKEND_HOST: host }).backendHost, host);
    for (const host of ['::', '0.0.0.0', '10.0.0.5', 'fe80::1', 'api.example.in', '::ffff:10.0.0.1'])
      assert.throws(() => readConfig({ BACKEND_HOST: host }), /not a loopback address/, host);
    assert.equal(readConfig({ RAZORPAY_KEY_ID: 'rzp_test_Abc123' }).keyId, 'rzp_test_Abc123');
  });
});

describe('rate limit configuration', () => {
  it('reads RATE_LIMIT_<GROUP> as requests per window, with the defaults otherwise', () => {
    const config = readConfig({ RATE_LIMIT_ORDERS: '3/1000', RATE_LIMIT_LEARNER: '600 / 60000' });
    assert.deepEqual(config.rateLimits, {
      ...DEFAULT_RATE_LIMITS,
      orders: { max: 3, windowMs: 1000 },
      learner: { max: 600, windowMs: 60_000 },
    });
    for (const bad of ['3', '0/1000', '3/0', 'many/1000', '-1/5'])
      assert.throws(
        () => readConfig({ RATE_LIMIT_EMAIL: bad }),
        /RATE_LIMIT_EMAIL must be "<requests>\/<window in ms>"/,
      );
  });
});
