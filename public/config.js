// Runtime configuration, read once at start-up. Deploy the same bundle anywhere by serving
// another version of this file beside index.html. Every key is described in README.md.
window.__APP_CONFIG__ = {
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
  // Optional: where past R-programming webinars are watched (an embeddable playlist address). Empty: no
  // recordings are published yet, and past webinars say so instead of opening a broken player.
  webinarRecordingsUrl: '',
};
