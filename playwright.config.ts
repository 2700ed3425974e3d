import { defineConfig, devices } from '@playwright/test';

import type { EngineName } from './test/e2e/harness/fixtures';
import {
  CHROMIUM_TESTS,
  E2E_DATA_DIR,
  NGINX,
  PROVIDER,
  SITE,
  STATE_TIMEOUT,
  TEST_TIMEOUT,
} from './test/e2e/stack';

const CI = Boolean(process.env.CI);

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Three files at a time on the two cores: much of a browser test is waiting (the network going idle, a
  // sign-in round trip, WebDriver). With two, the cores were a third idle while the Chromium specs ran; with
  // three, the stage took 340 s instead of 421 on the quiet machine, the cores 88% busy. Each test keeps its
  // own data (its own e-mail addresses, orders and browser storage), so none depends on another's order.
  workers: 3,
  // E2E_RETRIES=0 is the proof that nothing depends on a retry (README, "Browser tests").
  retries: Number(process.env.E2E_RETRIES ?? (CI ? 1 : 0)),
  timeout: TEST_TIMEOUT,
  expect: { timeout: STATE_TIMEOUT },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE,
    // A trace records the page at every step (its DOM and a screencast): on every first attempt that was a
    // quarter of the browsers' CPU in the per-route checks, for traces kept only of failures. A test that
    // fails is traced when it runs again (CI retries once); locally, `--trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_TESTS,
  },
  projects: [
    // The journeys (test/e2e/journeys/*.journey.ts), written once over an engine-neutral page, run in all three
    // engines: Chromium through Playwright's own page, Firefox and WebKit through the clients their Debian
    // builds speak. The specs (*.spec.ts) run in Chromium only: what the journeys do not assert.
    {
      name: 'chromium',
      testMatch: /\.(spec|journey)\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_TESTS, engine: 'chromium' },
    },
    { name: 'firefox', testMatch: /journeys\/.*\.journey\.ts$/, use: { engine: 'firefox' } },
    {
      name: 'webkit',
      testMatch: /journeys\/.*\.journey\.ts$/,
      use: { engine: 'webkit' },
      // Two MiniBrowsers at a time, as before the third worker. Over classic WebDriver the harness can put its
      // hooks into a page only after its load event, and retries a page whose app hydrated first
      // (harness/webkit.ts, `adopt`); with three MiniBrowsers on a CPU made scarce, one page's app won three
      // times in a row.
      workers: 2,
    },
  ],
  // The real local stack: the production build behind the preview server, the backend on SQLite
  // (a fresh database each run) and the OpenID provider, and nginx. Each is named: what a server prints is
  // prefixed with its name, and one that cannot start says why on its last line (test/e2e/nginx-server.ts,
  // server/index.ts, server/preview/preview.ts).
  webServer: [
    {
      name: 'backend and OpenID provider',
      command: 'npx tsx server/index.ts --reset',
      env: {
        DATA_DIR: E2E_DATA_DIR,
        OIDC_ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '75',
        // The preview, and nginx with the production configuration (nginx.spec.ts).
        SITE_ORIGINS: `${SITE},${NGINX}`,
        // snapshot.spec.ts changes the events and courses (and puts them back).
        LOCAL_TEST_EDITS: 'on',
        // Every browser of every engine comes from one address: no per-client limit applies to the suite
        // (server/backend/rate-limits.test.ts tests the limits).
        RATE_LIMIT_ORDERS: '1000000/60000',
        RATE_LIMIT_NEWSLETTER: '1000000/60000',
        RATE_LIMIT_UNSUBSCRIBE: '1000000/60000',
        RATE_LIMIT_EMAIL: '1000000/60000',
        RATE_LIMIT_LEARNER: '1000000/60000',
        RATE_LIMIT_CERTIFICATES: '1000000/60000',
      },
      url: `${PROVIDER}/.well-known/openid-configuration`,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      name: 'preview',
      command: 'npx tsx server/preview/preview.ts',
      url: `${SITE}/`,
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
    {
      // Debian's nginx with deploy/nginx.conf over the same build (test/e2e/nginx-host.ts).
      name: 'nginx',
      command: 'npx tsx test/e2e/nginx-server.ts',
      url: `${NGINX}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
  ],
});
