import { defineConfig, devices } from '@playwright/test';

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

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  // The real local stack: the production build behind the preview server, the backend on SQLite
  // (a fresh database each run) and the OpenID provider.
  webServer: [
    {
      command: 'npx tsx server/index.ts --reset',
      // LOCAL_TEST_EDITS: snapshot.spec.ts changes the events and courses (and puts them back).
      env: {
        DATA_DIR: '.cache/e2e-data',
        OIDC_ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '75',
        LOCAL_TEST_EDITS: 'on',
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
  ],
});
