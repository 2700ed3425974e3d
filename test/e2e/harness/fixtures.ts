import { test as base } from '@playwright/test';
import type { Browser } from 'puppeteer-core';

import { SITE } from '../stack';

import { chromiumEngine } from './chromium';
import type { Engine, EngineName } from './engine';
import { firefoxEngine, launchFirefox } from './firefox';
import { Site } from './site';
import { startWebKitDriver, webkitEngine, type WebKitDriver } from './webkit';

export { expect, initScripts } from './site';
export type { Locator, Site } from './site';
export type { EngineName } from './engine';

/** The engine's browser (or driver) for one worker; `open` gives a journey a page with nothing kept. */
type EngineHost = { open: (origin: string) => Promise<Engine> };

/** WebKitWebDriver's port for a worker: outside the local stack's 4100, 4173, 4180 and 4200. */
const WEBKIT_DRIVER_PORT = 4444;

/**
 * `test` for the journeys: `site` is a fresh page of the site in the project's engine (`engine` option,
 * playwright.config.ts): Playwright's own page in Chromium, puppeteer's in Firefox, a WebDriver session in
 * WebKit. `anotherDevice()` opens one more with nothing shared, as a second device of the same person. A
 * failed journey leaves a screenshot of each page in its output folder.
 */
export const test = base.extend<
  { site: Site; anotherDevice: () => Promise<Site> },
  { engine: EngineName; engineHost: EngineHost }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  engineHost: [
    async ({ engine, playwright, launchOptions }, use, workerInfo) => {
      if (engine === 'chromium') {
        // Debian's Chromium with the project's launch options; each journey gets a context of its own.
        const browser = await playwright.chromium.launch(launchOptions);
        await use({
          open: async (origin) => {
            const context = await browser.newContext();
            const engine = chromiumEngine(await context.newPage(), { origin });
            return { ...engine, close: () => context.close() };
          },
        });
        await browser.close();
      } else if (engine === 'firefox') {
        const browser: Browser = await launchFirefox();
        await use({ open: (origin) => firefoxEngine(browser, { origin }) });
        await browser.close();
      } else {
        // WebKitWebDriver holds one session at a time: a second device open at once gets a driver of its own
        // (and each MiniBrowser runs private, so two of them share no cookies or storage).
        const drivers: WebKitDriver[] = [
          await startWebKitDriver(WEBKIT_DRIVER_PORT + workerInfo.parallelIndex),
        ];
        const busy = new Set<WebKitDriver>();
        const freeDriver = async () => {
          const free = drivers.find((driver) => !busy.has(driver));
          if (free) return free;
          const port = WEBKIT_DRIVER_PORT + 10 * drivers.length + workerInfo.parallelIndex;
          const started = await startWebKitDriver(port);
          drivers.push(started);
          return started;
        };
        await use({
          open: async (origin) => {
            const driver = await freeDriver();
            busy.add(driver);
            try {
              const engine = await webkitEngine(driver, { origin });
              return {
                ...engine,
                close: async () => {
                  try {
                    await engine.close();
                  } finally {
                    busy.delete(driver);
                  }
                },
              };
            } catch (error) {
              busy.delete(driver);
              throw error;
            }
          },
        });
        for (const driver of drivers) await driver.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: async ({ engineHost, baseURL }, use, testInfo) => {
    const origin = new URL(baseURL ?? SITE).origin;
    const engine = await engineHost.open(origin);
    const site = new Site(engine, origin);
    await use(site);
    if (testInfo.status !== testInfo.expectedStatus)
      await site.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
    await engine.close();
  },
  // Another device of the same person: a page of its own with nothing kept (its own cookies and storage).
  anotherDevice: async ({ engineHost, baseURL }, use, testInfo) => {
    const origin = new URL(baseURL ?? SITE).origin;
    const opened: { engine: Engine; site: Site }[] = [];
    await use(async () => {
      const engine = await engineHost.open(origin);
      const site = new Site(engine, origin);
      opened.push({ engine, site });
      return site;
    });
    for (const [index, { engine, site }] of opened.entries()) {
      if (testInfo.status !== testInfo.expectedStatus)
        await site.screenshot(testInfo.outputPath(`failure-device-${index + 2}.png`)).catch(() => undefined);
      await engine.close();
    }
  },
});
