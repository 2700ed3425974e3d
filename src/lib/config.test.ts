import { ConfigError, getConfig, parseConfig, resetConfigForTests } from './config';

import { testConfig } from '@test/config';

describe('parseConfig', () => {
  it('accepts the local defaults and trims trailing slashes from URLs', () => {
    const config = parseConfig({ ...testConfig, apiBaseUrl: 'https://api.example.com/' });
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.oidcClientId).toBe('site-local');
  });

  it('treats the audience as optional', () => {
    const { oidcAudience: _omitted, ...withoutAudience } = testConfig;
    expect(parseConfig(withoutAudience).oidcAudience).toBe('');
  });

  it('treats the webinar recordings address as optional, and validates it when given', () => {
    const { webinarRecordingsUrl: _omitted, ...withoutRecordings } = testConfig;
    expect(parseConfig(withoutRecordings).webinarRecordingsUrl).toBe('');
    expect(parseConfig({ ...testConfig, webinarRecordingsUrl: '  ' }).webinarRecordingsUrl).toBe('');
    const playlist = 'https://www.youtube-nocookie.com/embed/videoseries?list=PL123';
    expect(parseConfig({ ...testConfig, webinarRecordingsUrl: playlist }).webinarRecordingsUrl).toBe(
      playlist,
    );
    expect(() => parseConfig({ ...testConfig, webinarRecordingsUrl: 'PLmindbridgeRWebinars' })).toThrow(
      /"webinarRecordingsUrl" must be an http\(s\) URL, got "PLmindbridgeRWebinars"/,
    );
    expect(() => parseConfig({ ...testConfig, webinarRecordingsUrl: 42 })).toThrow(
      /"webinarRecordingsUrl" is missing or not a string/,
    );
  });

  it('names a missing key', () => {
    const { checkoutKeyId: _omitted, ...incomplete } = testConfig;
    expect(() => parseConfig(incomplete)).toThrow(
      new ConfigError('Runtime configuration key "checkoutKeyId" is missing or not a string.'),
    );
  });

  it('names an empty key', () => {
    expect(() => parseConfig({ ...testConfig, emailServiceId: '  ' })).toThrow(/"emailServiceId" is empty/);
  });

  it('names a malformed URL', () => {
    expect(() => parseConfig({ ...testConfig, oidcAuthority: 'localhost:4200' })).toThrow(
      /"oidcAuthority" must be an http\(s\) URL, got "localhost:4200"/,
    );
    expect(() => parseConfig({ ...testConfig, exchangeRateUrl: 'javascript:alert(1)' })).toThrow(
      /"exchangeRateUrl"/,
    );
  });

  it('explains a missing config.js', () => {
    expect(() => parseConfig(undefined)).toThrow(/config\.js must set window\.__APP_CONFIG__/);
  });
});

describe('getConfig', () => {
  it('reads window.__APP_CONFIG__ once', () => {
    resetConfigForTests();
    window.__APP_CONFIG__ = { ...testConfig, apiBaseUrl: 'https://first.example.com' };
    expect(getConfig().apiBaseUrl).toBe('https://first.example.com');
    window.__APP_CONFIG__ = { ...testConfig, apiBaseUrl: 'https://second.example.com' };
    expect(getConfig().apiBaseUrl).toBe('https://first.example.com');
  });
});
