import type { AppConfig } from '@/lib/config';

/** The runtime configuration every jest test runs with: the local defaults of public/config.js. */
export const testConfig: AppConfig = {
  apiBaseUrl: 'http://localhost:4100',
  oidcAuthority: 'http://localhost:4200',
  oidcClientId: 'site-local',
  oidcAudience: '',
  emailOrigin: 'http://localhost:4100',
  emailPublicKey: 'local-public-key',
  emailServiceId: 'service_local',
  emailTemplateId: 'template_contact',
  checkoutScriptUrl: 'http://localhost:4100/checkout/v1/checkout.js',
  checkoutKeyId: 'rzp_test_local',
  exchangeRateUrl: 'http://localhost:4100/latest?from=USD&to=INR',
};
