/**
 * What every prerendered page must be, as a crawler and a visitor before any script has run receive it: the
 * checks smoke.spec.ts makes of each page the build wrote (its manifest, `prerenderManifest`), and prerender.spec.ts
 * of the verification page's frame.
 */
import type { Page } from '@playwright/test';

import { navItems } from '../../src/app/layout/nav-items';

import { APP_CODE, expect } from './fixtures';

/** The theme's primary colour: the header has it only when the critical CSS arrived with the HTML. */
export const PRIMARY = 'rgb(11, 57, 84)';

/** Markup that only makes sense once the browser runs the page (loaders, signed-in UI, portals). */
const browserOnly = [
  /role="progressbar"/,
  /Account menu for/,
  /class="[^"]*Mui(Modal|Popover|Backdrop|Drawer)-root/,
  // Scripts come from files (the Content-Security-Policy); the data blocks (JSON, JSON-LD) are never run.
  /<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))/,
];

/**
 * The pages the header's dropdowns link to. Only their closed lists link them from every page (the footer
 * does not), so a crawler finds them there.
 */
const dropdownPages = navItems.flatMap((item) =>
  item.kind === 'menu' ? item.links.map((link) => link.to) : [],
);

/**
 * The page's HTML as the server sent it: the app's root, the critical styles, one title, one h1, a link to
 * each dropdown's pages, no browser-only markup.
 */
export function expectPrerenderedHtml(html: string, route: string): void {
  expect(html).toMatch(/<div id="root" data-prerendered=""( data-preload="[^"]+")? data-code="[^"]+">/);
  expect(html).toMatch(/<style data-emotion="mui [^"]+" data-s="">[^<]+<\/style>/);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  for (const to of dropdownPages)
    expect(html, `${route} links ${to}`).toMatch(new RegExp(`<a [^>]*href="${to}"`));
  for (const pattern of browserOnly) expect(html, `${route} holds ${pattern}`).not.toMatch(pattern);
}

export async function headingAndTitle(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  return { heading: (await heading.textContent())?.trim(), title: await page.title() };
}

/**
 * What a visitor sees before any script has run (and what a crawler reads), in `staticPage` (JavaScript off):
 * the document once parsed (its pictures' loading is not part of it; the style and the heading are waited
 * for). Returns its heading and title, for the hydrated page to be compared with.
 */
export async function viewWithoutScript(staticPage: Page, route: string) {
  await staticPage.goto(route, { waitUntil: 'domcontentloaded' });
  const view = await headingAndTitle(staticPage);
  await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(staticPage.locator('header').first()).toHaveCSS('background-color', PRIMARY);
  expect(view.heading).toBeTruthy();
  expect(view.title).toMatch(/MindBridge Consulting$/);
  return view;
}

/** The app (React, MUI and the app's chunks) was asked for only after the page's first view had been painted. */
export async function expectAppAfterFirstView(page: Page, route: string): Promise<void> {
  const times = await page.evaluate(async () => {
    // When the frame was painted (Paint Timing's paintTime), not when the compositor presented it: a busy
    // or software-rendering host presents it up to a few hundred milliseconds later, and the app cannot
    // know when; it waits for the presentation of the largest picture only (first-view.ts).
    const painted = (entry: PerformanceEntry | undefined) =>
      entry === undefined
        ? Infinity
        : ((entry as PerformanceEntry & { paintTime?: number }).paintTime ?? entry.startTime);
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    // Largest-paint entries are only handed to an observer (the reported ones with `buffered`).
    const largest = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime }));
    return { paint: painted(paint), largest: painted(largest), resources };
  });
  const app = times.resources.filter(({ name }) => APP_CODE.test(name)).map(({ start }) => start);
  expect(app, route).toHaveLength(3);
  expect(Math.min(...app), `${route}: app asked for before the first view was painted`).toBeGreaterThan(
    Math.max(times.paint, times.largest),
  );
}
