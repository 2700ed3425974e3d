import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEFAULT_KEY_SECRET, DEFAULT_WEBHOOK_SECRET, readConfig } from './config';

describe('services configuration', () => {
  it('has local defaults for the webhook secret, the webhook delivery and the reconciler', () => {
    const config = readConfig({});
    assert.equal(config.keySecret, DEFAULT_KEY_SECRET);
    assert.equal(config.webhookSecret, DEFAULT_WEBHOOK_SECRET);
    assert.notEqual(config.webhookSecret, config.keySecret);
    assert.deepEqual(config.webhookDelivery, { delayMs: 1000, retryBaseMs: 2000 });
    assert.deepEqual(config.reconcile, { afterMs: 300_000, everyMs: 60_000 });
  });

  it('reads them from the environment', () => {
    const config = readConfig({
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      CHECKOUT_WEBHOOK_DELAY_MS: '0',
      CHECKOUT_WEBHOOK_RETRY_MS: '500',
      RECONCILE_AFTER_MS: '1000',
      RECONCILE_EVERY_MS: '250',
    });
    assert.equal(config.webhookSecret, 'whsec');
    assert.deepEqual(config.webhookDelivery, { delayMs: 0, retryBaseMs: 500 });
    assert.deepEqual(config.reconcile, { afterMs: 1000, everyMs: 250 });
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
