/**
 * Chromium through Playwright's own page: the engine the journeys run on in the `chromium` project, and the
 * one a Chromium spec wraps its `page` in to call a journey's steps (fixtures.ts, `site`). Playwright drives
 * Debian's Chromium directly, so this is a thin translation of `Engine` into Playwright's API.
 */
import type { ElementHandle, Page, Request } from '@playwright/test';

import type { ElementRef, Engine, EngineOptions, Step } from './engine';
import { NO_LIBRARY } from './engine';
import { navigationAborts } from './navigation-aborts';
import { pageQueries } from './page-queries';

/** The site's icon (public/index.html links it): Chromium fetches it as resource type "other". */
const FAVICON = '/favicon.svg';

/** Console errors and failed same-site requests a page has had so far. */
export type PageProblems = { consoleErrors: string[]; readonly failedRequests: string[] };

/**
 * Records the console errors, uncaught exceptions and failed requests to `origin` of `page` from now on;
 * `siteOnly` (a journey's list) leaves out what other origins' pages log (the local sign-in form is a
 * stand-in for the provider's, not the site) and Chromium's own log line for a failed response. The Chromium specs' `problems` fixture and the Chromium journeys both use it.
 */
export function watchProblems(page: Page, origin: string, { siteOnly = false } = {}): PageProblems {
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  const counts = () => !siteOnly || page.url().startsWith(origin);
  page.on('console', (message) => {
    if (message.type() !== 'error' || !counts()) return;
    // Chromium also logs each failed response (the other engines do not); in a journey's list the response
    // itself stands for it, by its address, so the three engines' lists are alike.
    if (siteOnly && message.text().startsWith('Failed to load resource: the server responded with a status'))
      return;
    consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (counts()) consoleErrors.push(`${page.url()}: ${error.message}`);
  });
  const aborts = navigationAborts<Request>();
  page.on('request', (request) =>
    aborts.started(request, request.isNavigationRequest() && request.frame() === page.mainFrame()),
  );
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) return;
    const reason = request.failure()?.errorText;
    const problem = `${request.url()} (${reason})`;
    // The browser cancels what a page was still loading when a reload or navigation starts: the images
    // and favicon (never a failure of the site) and the code of its idle parts (not one when the page
    // navigated after asking for it, judged when the list is read). Any other aborted or failed request
    // still is. Chromium fetches the favicon as resource type "other", so it is named by address.
    const image = request.resourceType() === 'image' || new URL(request.url()).pathname === FAVICON;
    if (reason !== 'net::ERR_ABORTED') failed.push(problem);
    else if (!image) aborts.aborted(request, problem);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      failed.push(`${response.url()} (${response.status()})`);
  });
  return {
    consoleErrors,
    get failedRequests() {
      return [...failed, ...aborts.unexplained()];
    },
  };
}

/** An engine over `page`; `close` leaves the page to whoever made it. */
export function chromiumEngine(page: Page, { origin }: EngineOptions): Engine {
  const problems = watchProblems(page, origin, { siteOnly: true });
  const handle = (element: ElementRef) => element as ElementHandle;
  return {
    name: 'chromium',
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    async reload() {
      await page.reload({ waitUntil: 'domcontentloaded' });
    },
    async back() {
      await page.goBack({ waitUntil: 'domcontentloaded' });
    },
    async url() {
      return page.url();
    },
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
    },
    async evaluate(fn, ...args) {
      // Playwright passes one argument: spread it back into the function's parameters in the page.
      return page.evaluate(
        ([source, values]) => {
          // The journey's own function, serialised: Playwright's evaluate takes one argument.
          const revived = new Function(`return (${source})`)() as (...inner: unknown[]) => unknown;
          return revived(...values);
        },
        [fn.toString(), args] as const,
      ) as never;
    },
    async query(steps: Step[]) {
      const found = await page.evaluateHandle(pageQueries, steps);
      if (await found.evaluate((value) => typeof value === 'string')) {
        await found.dispose();
        return NO_LIBRARY;
      }
      const properties = await found.getProperties();
      const elements = [...properties.values()].flatMap((property) => property.asElement() ?? []);
      await found.dispose();
      return elements;
    },
    async inject(source) {
      await page.evaluate(source);
    },
    async click(element) {
      await handle(element).click();
    },
    async type(element, text) {
      await handle(element).type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async addInitScript(source) {
      await page.addInitScript(source);
    },
    async problems() {
      return [...problems.consoleErrors, ...problems.failedRequests];
    },
    async screenshot(file) {
      await page.screenshot({ path: file });
    },
    async close() {},
  };
}
