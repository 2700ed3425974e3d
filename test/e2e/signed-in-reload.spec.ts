/**
 * A signed-in visitor reloading a prerendered page: the HTML shows Login, the cached profile swaps in the
 * avatar right after hydration, and nothing on the page moves (the header reserves the account area's size).
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { accountButton } from './journeys/steps/sign-in';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums every layout shift the page reports (not caused by input), from the very start of the load. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a signed-in visitor reloading a prerendered page sees the avatar, without an error or a layout shift', async ({
  page,
  site,
  problems,
  signedIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn({ from: '/' });
  await recordLayoutShifts(page);

  // lg shows the avatar alone, xl the avatar and the name: both must fit the reserved area.
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of ['/about', '/events']) {
      const response = await page.goto(route);
      expect(await response?.text()).toContain('>Login</button>');
      await expect(accountButton(site)).toBeVisible();
      // The identity library confirms the session once the browser is idle: that must not move anything either.
      await page.waitForLoadState('networkidle');
      await expect(accountButton(site)).toBeVisible();
      const shift = await page.evaluate(() => window.__layoutShift ?? 0);
      expect(shift, `cumulative layout shift on ${route} at ${width} px`).toBeLessThanOrEqual(0.01);
    }
  }
  expect(problems.consoleErrors).toEqual([]);
});
