/** The runtime configuration: one object, read once from `window.__APP_CONFIG__` (public/config.js). */
export type AppConfig = {
  apiBaseUrl: string;
  oidcAuthority: string;
  oidcClientId: string;
  oidcAudience: string;
  emailOrigin: string;
  emailPublicKey: string;
  emailServiceId: string;
  emailTemplateId: string;
  checkoutScriptUrl: string;
  checkoutKeyId: string;
  exchangeRateUrl: string;
  /** The embeddable address of the webinar recordings (a playlist), or "" when there is none yet. */
  webinarRecordingsUrl: string;
};

type KeyRule = { kind: 'url' | 'text'; optional?: boolean };

const rules: Record<keyof AppConfig, KeyRule> = {
  apiBaseUrl: { kind: 'url' },
  oidcAuthority: { kind: 'url' },
  oidcClientId: { kind: 'text' },
  oidcAudience: { kind: 'text', optional: true },
  emailOrigin: { kind: 'url' },
  emailPublicKey: { kind: 'text' },
  emailServiceId: { kind: 'text' },
  emailTemplateId: { kind: 'text' },
  checkoutScriptUrl: { kind: 'url' },
  checkoutKeyId: { kind: 'text' },
  exchangeRateUrl: { kind: 'url' },
  webinarRecordingsUrl: { kind: 'url', optional: true },
};

/** Raised when the runtime configuration is missing or malformed; the message names the key. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Validates a raw configuration object and returns it typed, or throws a ConfigError naming the bad key. */
export function parseConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) {
    throw new ConfigError('Runtime configuration is missing: config.js must set window.__APP_CONFIG__.');
  }
  const source = raw as Record<string, unknown>;
  const config: Partial<AppConfig> = {};
  for (const [key, rule] of Object.entries(rules) as [keyof AppConfig, KeyRule][]) {
    const value = source[key] ?? (rule.optional ? '' : undefined);
    if (typeof value !== 'string') {
      throw new ConfigError(`Runtime configuration key "${key}" is missing or not a string.`);
    }
    const trimmed = value.trim();
    if (trimmed === '') {
      if (!rule.optional) throw new ConfigError(`Runtime configuration key "${key}" is empty.`);
      config[key] = '';
      continue;
    }
    if (rule.kind === 'url' && !isHttpUrl(trimmed)) {
      throw new ConfigError(`Runtime configuration key "${key}" must be an http(s) URL, got "${value}".`);
    }
    // Base URLs are joined with paths that start with "/".
    config[key] = rule.kind === 'url' ? trimmed.replace(/\/+$/, '') : trimmed;
  }
  return config as AppConfig;
}

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

let cached: AppConfig | undefined;

/** The validated runtime configuration, read on first use and kept for the life of the page. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(window.__APP_CONFIG__);
  return cached;
}

/**
 * Sets the configuration from a raw object, validated as `config.js` would be: the prerender in Node, where
 * there is no window, renders and reads the backend with the `config.js` the build ships.
 */
export function provideConfig(raw: unknown): AppConfig {
  cached = parseConfig(raw);
  return cached;
}

/** Forgets the cached configuration (tests only). */
export function resetConfigForTests(): void {
  cached = undefined;
}
