/**
 * Firefox (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core. Playwright's own Firefox channel
 * fails on this build's first context (shared/TOOLCHAIN.md), puppeteer speaks BiDi as Firefox ships it.
 */
import puppeteer from 'puppeteer-core';
import type { Browser, ElementHandle, HTTPRequest, Page } from 'puppeteer-core';

import type { ElementRef, Engine, EngineOptions, Key, Step } from './engine';
import { NO_LIBRARY } from './engine';
import { navigationAborts } from './navigation-aborts';
import { pageQueries } from './page-queries';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** One Firefox for a worker; each journey gets a context of its own (its own storage and cookies). */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Nothing of Firefox's own reaches for the network: this machine has none beyond localhost.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
}

export async function firefoxEngine(browser: Browser, { origin }: EngineOptions): Promise<Engine> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  // The site's own pages (the local sign-in form is a stand-in for the provider's, not the site).
  const onSite = () => page.url().startsWith(origin);
  page.on('console', (message) => {
    if (message.type() !== 'error' || !onSite()) return;
    // Over BiDi an Error argument reads "JSHandle@error": its message is asked for, while the page is there.
    const at = problems.push(`${page.url()}: ${message.text()}`) - 1;
    if (!message.text().includes('JSHandle@error')) return;
    void Promise.all(
      message
        .args()
        .map((arg) => arg.evaluate((error) => (error instanceof Error ? String(error) : '')).catch(() => '')),
    ).then((described) => {
      const known = described.filter(Boolean);
      if (known.length > 0) problems[at] += ` (${known.join('; ')})`;
    });
  });
  page.on('pageerror', (error) => {
    if (onSite()) problems.push(`${page.url()}: ${String(error)}`);
  });
  const sameSite = (request: HTTPRequest) => request.url().startsWith(origin);
  const aborts = navigationAborts<HTTPRequest>();
  page.on('request', (request) =>
    aborts.started(request, request.isNavigationRequest() && request.frame() === page.mainFrame()),
  );
  // Over BiDi, puppeteer's request.resourceType() throws (it needs CDP): a picture is known by its address.
  const isPicture = (request: HTTPRequest) => /\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/i.test(request.url());
  page.on('requestfailed', (request) => {
    if (!sameSite(request)) return;
    const reason = request.failure()?.errorText ?? '';
    const problem = `${request.url()} (${reason})`;
    // Leaving a page cancels what it was still loading (pictures, the code of its idle parts): Firefox
    // says NS_BINDING_ABORTED. A cancelled picture is never a failure of the site; other code or data is
    // not when the page navigated after asking for it, which is judged once the journey asks.
    if (!/abort/i.test(reason)) problems.push(problem);
    else if (!isPicture(request)) aborts.aborted(request, problem);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      problems.push(`${response.url()} (${response.status()})`);
  });

  const handle = (element: ElementRef) => element as ElementHandle;
  return {
    name: 'firefox',
    async goto(url) {
      await pastFrameErrors(page, url, () => page.goto(url, { waitUntil: 'domcontentloaded' }));
    },
    async reload() {
      const url = page.url();
      await pastFrameErrors(page, url, () => page.reload({ waitUntil: 'domcontentloaded' }));
    },
    async back() {
      await page.goBack({ waitUntil: 'domcontentloaded' });
    },
    async url() {
      return page.url();
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async evaluate(fn, ...args) {
      return page.evaluate(fn as never, ...(args as never[]));
    },
    async query(steps: Step[]) {
      const found = await page.evaluateHandle(pageQueries, steps);
      if (await page.evaluate((value: unknown) => typeof value === 'string', found)) {
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
    async press(key: Key) {
      await page.keyboard.press(key);
    },
    async addInitScript(source) {
      await page.evaluateOnNewDocument(source);
    },
    async problems() {
      return [...problems, ...aborts.unexplained()];
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * Runs a navigation of the page to `url`. Firefox's remote agent fails a navigation ("Address rejected")
 * when a frame inside the page shows an error page before the page's own load ends: the contact page's map,
 * since this machine reaches no outside host. The page itself goes on loading, so it is waited for, as a
 * visitor would; a page that does not arrive is the navigation's failure.
 */
async function pastFrameErrors(page: Page, url: string, navigate: () => Promise<unknown>) {
  try {
    await navigate();
  } catch (error) {
    if (!String(error).includes('Address rejected')) throw error;
    await page
      .waitForFunction(
        (target: string) => location.href === target && document.readyState !== 'loading',
        {},
        url,
      )
      .catch(() => {
        throw error;
      });
  }
}
