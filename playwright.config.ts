import { defineConfig, devices } from '@playwright/test';

import type { EngineName } from './test/e2e/journeys/fixtures';

const CI = Boolean(process.env.CI);

/** Debian's Chromium with the flags this closed network needs (shared/TOOLCHAIN.md). */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two files at a time: much of a browser test is waiting (the network going idle, a sign-in round trip,
  // WebDriver), so the three engines share the two cores. Each test keeps its own data (its own e-mail
  // addresses, orders and browser storage), so none depends on another's order.
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:4173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Chromium runs every spec with Playwright; Firefox and WebKit run the journeys (test/e2e/journeys/),
    // written once over an engine-neutral page, through the clients their Debian builds speak.
    {
      name: 'chromium',
      testIgnore: /\/journeys\//,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    { name: 'firefox', testMatch: /journeys\/.*\.journey\.ts$/, use: { engine: 'firefox' } },
    { name: 'webkit', testMatch: /journeys\/.*\.journey\.ts$/, use: { engine: 'webkit' } },
  ],
  // The real local stack: the production build behind the preview server, the backend on SQLite
  // (a fresh database each run) and the OpenID provider.
  webServer: [
    {
      command: 'npx tsx server/index.ts --reset',
      env: {
        DATA_DIR: '.cache/e2e-data',
        OIDC_ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '75',
        // The preview, and nginx with the production configuration (nginx.spec.ts).
        SITE_ORIGINS: 'http://localhost:4173,http://localhost:4180',
        // snapshot.spec.ts changes the events and courses (and puts them back).
        LOCAL_TEST_EDITS: 'on',
        // Every browser of every engine comes from one address: no per-client limit applies to the suite
        // (server/backend/rate-limits.test.ts tests the limits).
        RATE_LIMIT_ORDERS: '1000000/60000',
        RATE_LIMIT_NEWSLETTER: '1000000/60000',
        RATE_LIMIT_EMAIL: '1000000/60000',
        RATE_LIMIT_LEARNER: '1000000/60000',
      },
      url: 'http://localhost:4200/.well-known/openid-configuration',
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'npx tsx server/preview.ts',
      url: 'http://localhost:4173/',
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      // Debian's nginx with deploy/nginx.conf over the same build (test/e2e/nginx-host.ts).
      command: 'npx tsx test/e2e/nginx-server.ts',
      url: 'http://localhost:4180/',
      reuseExistingServer: !CI,
      timeout: 30_000,
    },
  ],
});
