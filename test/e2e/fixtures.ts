import { readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { loginFormAction, pkcePair } from '../../server/oidc/test-client';

import { codeOf } from './build-files';
import { chromiumEngine, watchProblems } from './harness/chromium';
import type { PageProblems } from './harness/chromium';
import { Site, expect } from './harness/site';
import { signIn } from './journeys/steps/sign-in';
import { authorizeUrl } from './learner-api';
import { HYDRATE_TIMEOUT, PROVIDER, SITE, learner } from './stack';

type Account = { email: string; password: string };
type SignInOptions = { as?: Account; from?: string };
type SignedIn = (options?: SignInOptions) => Promise<void>;

/**
 * Opens a session for `account` at the local provider in this browser context, as its login form does (the
 * form's own POST, made with the context's cookies): the provider then lets the site's next sign-in through
 * without showing the form. The code it hands back is left unused. A few HTTP requests from the test take
 * the place of a page the browser loaded, filled and submitted in each sign-in. The form itself is signed in
 * through, in the browser, by auth.spec.ts and the journeys.
 */
async function openProviderSession(context: BrowserContext, account: Account): Promise<void> {
  const form = await context.request.get(authorizeUrl(pkcePair().challenge));
  const action = loginFormAction(await form.text());
  if (!action) throw new Error(`the provider showed no login form at ${form.url()}`);
  let answer = await context.request.post(new URL(action, PROVIDER).href, {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  // The provider's own redirects (its consent step, granted at once to the site), up to the site's callback.
  for (let hops = 0; hops < 10; hops += 1) {
    const location = answer.headers()['location'];
    if (answer.status() < 300 || answer.status() >= 400 || !location) break;
    const next = new URL(location, PROVIDER);
    if (next.origin !== PROVIDER) return;
    answer = await context.request.get(next.href, { maxRedirects: 0 });
  }
  throw new Error(`the provider did not sign ${account.email} in: ${answer.status()} at ${answer.url()}`);
}

/**
 * The site's own sign-in (the Login, its redirect to the provider and the code flow back, tokens and all) as
 * `as` (the learner by default), in `site`'s browser context, with the provider's session opened beforehand by
 * `openProviderSession`: for a test that needs a signed-in learner and is not about the provider's form.
 */
export async function signInPastForm(
  site: Site,
  context: BrowserContext,
  { as = learner, from }: SignInOptions = {},
): Promise<void> {
  await openProviderSession(context, as);
  await signIn(site, { as, from, providerSession: true });
}

/**
 * The Chromium specs' `test`: `page` waits for hydration after each navigation, `problems` records console
 * errors and failed same-origin requests while the test runs (so a spec can assert the page ran clean),
 * `site` is the same page as the journeys see it, for calling a journey's steps (journeys/steps/), and
 * `staticPage` a page of the worker's with JavaScript off.
 */
export const test = base.extend<
  { problems: PageProblems; site: Site; signedIn: SignedIn },
  { staticPage: Page }
>({
  // The prerendered page shows before its script runs. What a visitor does before the app has hydrated takes
  // effect once it has (early-input.spec.ts tests it), but a test reads the page's state as well, so
  // navigations wait for <html data-interactive> (src/app/boot/start.tsx); a page that never hydrates (a failed
  // chunk) is left to its test.
  page: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? SITE).origin;
    // Only the site's own pages hydrate; an image or another origin opened directly has nothing to wait for.
    const untilInteractive = async (response: Awaited<ReturnType<Page['goto']>>) => {
      const isSitePage =
        response !== null &&
        response.url().startsWith(origin) &&
        (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (!isSitePage) return;
      // A page that sends the visitor on to another origin (a protected page, to the provider) has nothing
      // to wait for either: the wait would otherwise poll the provider's page until HYDRATE_TIMEOUT.
      await page
        .waitForFunction(
          (site) =>
            document.documentElement.hasAttribute('data-interactive') || window.location.origin !== site,
          origin,
          { timeout: HYDRATE_TIMEOUT },
        )
        .catch(() => undefined);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilInteractive(response);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilInteractive(response);
      return response;
    };
    await use(page);
  },
  problems: async ({ page, baseURL }, use) => {
    await use(watchProblems(page, new URL(baseURL ?? SITE).origin));
  },
  site: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? SITE).origin;
    await use(new Site(chromiumEngine(page, { origin }), origin));
  },
  // `signInPastForm` in this test's page. Each call opens a provider session for the learner it signs in, so
  // no test depends on another's session (a sign-out ends it at the provider).
  signedIn: async ({ site, context }, use) => {
    await use((options) => signInPastForm(site, context, options));
  },
  // One page per worker in a browser context with JavaScript off, as a crawler or a visitor before any script
  // has run sees the site. Nothing runs in it, so nothing carries from one page to the next, and the checks
  // of the prerendered pages need not each open a context of their own.
  staticPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: SITE, javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * axe as each page, frame and AxeBuilder's result page receives it: the minified build of the same axe-core
 * (the package's main file is the 1.5 MB readable one, which a slow machine took 1-2.5 s to compile in every
 * frame, three times per check), evaluated only where no axe is loaded yet, so a second check of the same
 * page (another width) reuses it. The rules are the same: axe.min.js is the build axe.js is.
 */
const axeSource = `if (typeof window.axe !== 'object') {\n${readFileSync(
  require.resolve('axe-core/axe.min.js'),
  'utf8',
)}\n}`;

/**
 * axe with the default rules (every rule it has enabled: WCAG and its best practices, such as unique
 * landmarks) or the given tags. Only violations are asserted, so only they are collected in full: the
 * passing, inapplicable and incomplete nodes are not all given selectors and sent back (axe's
 * `resultTypes`), which on a long page (the webinars) was most of the run.
 */
const axe = async (page: Page) => {
  await transitionsOver(page);
  // AxeBuilder gives each frame 1 s to take the script and silently leaves out a frame that takes longer (a
  // busy machine parsing it in a new frame): every frame gets axe here first, with no such limit, and
  // AxeBuilder has nothing more to send. Where axe is already loaded (a second check of the same page, at
  // another width), the script is not sent again.
  await Promise.all(
    page.frames().map(async (frame) => {
      if (frame.isDetached()) return;
      const loaded = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
      if (!loaded) await frame.evaluate(axeSource);
    }),
  );
  const builder = new KeptResultsPageAxeBuilder({ page, axeSource: AXE_LOADED }).options({
    resultTypes: ['violations'],
  });
  // A page with no frame of its own (every page but the contact page's map and an open recording) is checked
  // by axe.run in the page itself (AxeBuilder's legacy mode): the same rules over the same document, without
  // a partial result per frame merged on a second page. A page with frames keeps AxeBuilder's default, which
  // also checks a frame from another origin.
  return page.frames().length > 1 ? builder : builder.setLegacyMode(true);
};
/** What AxeBuilder evaluates in a page where axe is already loaded: nothing. */
const AXE_LOADED = 'void 0';

/**
 * Waits until whatever is fading or growing in has finished (a snackbar's alert, a dialog): axe reads colours
 * as they are drawn, and text still on its way in has less contrast than it will have. A transition starts in
 * the frame after the element shows, so two frames go by first; the endless animations (a skeleton's pulse, a
 * spinner) never finish and are not waited for.
 */
async function transitionsOver(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * AxeBuilder, with the page where it merges the frames' results kept for the browser context. AxeBuilder
 * runs axe in the page and each frame (`axe.runPartial`), then opens a blank page, evaluates axe there,
 * hands it the results and calls `axe.finishRun`: on the busy machine that page and that evaluation were
 * half of each check (3.5-9 s of 7-18 s). Here the blank page and its axe are made once per context and
 * `axe.finishRun` gets the same results and options, so the findings are the same; only the page is reused.
 * It replaces AxeBuilder's `finishRun` (private in its types): a version without it fails here, loudly.
 */
class KeptResultsPageAxeBuilder extends AxeBuilder {}
const resultsPages = new WeakMap<BrowserContext, Promise<Page>>();
type AxeBuilderInternals = {
  page: Page;
  option: unknown;
  axeConfigure: () => Promise<string>;
  finishRun: (partials: unknown[]) => Promise<unknown>;
};
if (typeof (AxeBuilder.prototype as unknown as AxeBuilderInternals).finishRun !== 'function')
  throw new Error('@axe-core/playwright no longer has finishRun: review KeptResultsPageAxeBuilder');
Object.defineProperty(KeptResultsPageAxeBuilder.prototype, 'finishRun', {
  value: async function finishRun(this: AxeBuilderInternals, partials: unknown[]) {
    const context = this.page.context();
    let resultsPage = resultsPages.get(context);
    if (!resultsPage || (await resultsPage).isClosed()) {
      const configure = await this.axeConfigure();
      resultsPage = context.newPage().then(async (blank) => {
        await blank.evaluate(axeSource);
        await blank.evaluate(configure);
        return blank;
      });
      resultsPages.set(context, resultsPage);
    }
    return (await resultsPage).evaluate(
      ({ json, options }) =>
        (window as unknown as { axe: { finishRun: (p: unknown, o: unknown) => unknown } }).axe.finishRun(
          JSON.parse(json),
          options,
        ),
      { json: JSON.stringify(partials), options: this.option },
    );
  },
});

/** What axe finds on the page with every rule it has (WCAG and its best practices), a line per rule. */
export async function a11yFindings(page: Page): Promise<string[]> {
  const results = await (await axe(page)).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Runs axe with every rule it has (WCAG and its best practices, such as unique landmarks) and fails on any
 * finding, whatever its impact, listing them.
 */
export async function expectNoA11yFindings(page: Page): Promise<void> {
  const summary = await a11yFindings(page);
  expect(summary, `axe findings on ${page.url()} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await (await axe(page)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** React, MUI and the app: the three chunks the entry loads once the first view is on the screen. */
export const APP_CODE = codeOf('app');

/**
 * Holds back every request whose address matches `pattern` until the returned function is called: for a
 * test of what a visitor can do before some of the page's code has arrived.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the layout shifts of the page from its first paint (not those a visitor's input caused). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
}
