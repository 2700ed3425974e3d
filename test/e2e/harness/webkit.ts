/**
 * WebKit: Debian's MiniBrowser (WebKitGTK, the engine of Safari) driven over classic W3C WebDriver by
 * WebKitWebDriver, with webdriverio as the client. MiniBrowser has no headless mode, so the driver runs
 * under xvfb-run; `--full-screen` drops the browser's own toolbar, so the window's size is the viewport's.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

import { Key, remote } from 'webdriverio';

import { STATE_TIMEOUT } from '../stack';

import type { ElementRef, Engine, EngineOptions, Key as JourneyKey, NO_LIBRARY, Step } from './engine';
import { eventually } from './engine';
import { pageQueries } from './page-queries';

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Run in each document as soon as it is parsed (classic WebDriver has no preload scripts): records console
 * errors and uncaught errors in `window.__journeyProblems` and whether it came before the app hydrated.
 * A document the page opened itself (a redirect back from the sign-in) gets them at the journey's next query.
 */
const EARLY_HOOKS = `(() => {
  if (window.__journeyInit) return window.__journeyInit.beforeApp;
  // Hydration (its errors, and the first reading of the clock, in effects) has not happened yet.
  window.__journeyInit = { beforeApp: !document.documentElement.hasAttribute('data-interactive') };
  const problems = (window.__journeyProblems = []);
  const describe = (value) => (value instanceof Error ? value.stack || value.message : String(value));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push(location.href + ': ' + args.map(describe).join(' '));
    consoleError(...args);
  };
  addEventListener('error', (event) => problems.push(location.href + ': ' + describe(event.error ?? event.message)));
  addEventListener('unhandledrejection', (event) => problems.push(location.href + ': ' + describe(event.reason)));
  return window.__journeyInit.beforeApp;
})()`;

/** A WebKitWebDriver under its own X server, for one worker. */
export type WebKitDriver = {
  port: number;
  process: ChildProcess;
  /** Resolves once the driver answers its status (it is started again if it has gone). */
  ready: () => Promise<void>;
  /** Ends the driver with everything it started, then starts it again and waits until it answers. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

/** How long WebKitWebDriver (and xvfb-run before it) may take to answer, on the slowest machine measured. */
const DRIVER_START_MS = 30_000;

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/status`)
    .then((response) => response.ok)
    .catch(() => false);

function spawnDriver(port: number): ChildProcess {
  return spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
}

export async function startWebKitDriver(port: number): Promise<WebKitDriver> {
  let child = spawnDriver(port);
  const ready = async () => {
    if (child.exitCode !== null || child.signalCode !== null) child = spawnDriver(port);
    const deadline = Date.now() + DRIVER_START_MS;
    while (!(await answers(port))) {
      if (Date.now() > deadline)
        throw new Error(`WebKitWebDriver did not answer on port ${port} within ${DRIVER_START_MS / 1000} s`);
      if (child.exitCode !== null) child = spawnDriver(port);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await ready();
  return {
    port,
    get process() {
      return child;
    },
    ready,
    restart: async () => {
      // xvfb-run, its X server, the driver and any browser it left: the whole process group, gone before
      // the next one takes the port.
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
      child = spawnDriver(port);
      await ready();
    },
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

const keys: Record<JourneyKey, string> = {
  Escape: Key.Escape,
  Enter: Key.Enter,
  Tab: Key.Tab,
  Backspace: Key.Backspace,
  ArrowRight: Key.ArrowRight,
  ArrowLeft: Key.ArrowLeft,
  ArrowDown: Key.ArrowDown,
  ArrowUp: Key.ArrowUp,
};

/** How many times the harness asks WebKitWebDriver for a browser before the journey fails. */
const SESSION_ATTEMPTS = 3;

/**
 * How long the harness waits for a new browser before it starts the driver again. A start takes 1-2 s here;
 * WebKitWebDriver sometimes never answers the request at all (seen: until the client gave up after 120 s,
 * which cost that journey two minutes), so the wait is bounded well above a slow machine's start instead.
 */
const SESSION_START_MS = 45_000;

/** A new-session request WebKitWebDriver has not answered in time. */
class Unanswered extends Error {}

/** When a new-session request counts as unanswered: SESSION_START_MS after it was sent (or never, once aborted). */
function afterSessionStartLimit(_attempt: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, SESSION_START_MS);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * A new MiniBrowser session. WebKitWebDriver sometimes drops the connection while it starts the browser
 * (undici's UND_ERR_SOCKET, "other side closed"), mostly on a busy machine, or never answers: starting the
 * browser is the harness's business, so it asks again here (after starting a driver that did not answer
 * anew), and a journey only ever sees a browser that started.
 */
export async function startSession(
  driver: Pick<WebKitDriver, 'port' | 'ready' | 'restart'>,
  unansweredAfter: (attempt: number, signal: AbortSignal) => Promise<void> = afterSessionStartLimit,
): Promise<WebdriverIO.Browser> {
  for (let attempt = 1; ; attempt += 1) {
    const attemptOver = new AbortController();
    const unanswered = unansweredAfter(attempt, attemptOver.signal).then(() => 'unanswered' as const);
    try {
      const started = remote({
        hostname: '127.0.0.1',
        port: driver.port,
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities: {
          // WebKitWebDriver speaks classic WebDriver only. (With the 'eager' load strategy its next command
          // hangs, and with 'none' a click that leaves the page no longer waits for the next one; `adopt`
          // starts its navigations from the page so that it need not wait for the load event.)
          'wdio:enforceWebDriverClassic': true,
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER_PATH,
            args: ['--automation', '--full-screen', '--private'],
          },
        } as WebdriverIO.Capabilities,
      });
      const outcome = await Promise.race([started, unanswered]);
      if (outcome !== 'unanswered') return outcome;
      // Its request fails once the driver is ended, below.
      started.catch(() => undefined);
      throw new Unanswered('WebKitWebDriver did not answer the new-session request in time');
    } catch (error) {
      if (attempt === SESSION_ATTEMPTS)
        throw new Error(
          `WebKitWebDriver could not start MiniBrowser (${attempt} attempts): ${String(error)}`,
        );
      // The driver is still there for the next attempt when it only lost the connection; one that did not
      // answer is started again.
      if (error instanceof Unanswered) await driver.restart();
      else await driver.ready();
    } finally {
      attemptOver.abort();
    }
  }
}

/** A new MiniBrowser session: a fresh browser, so nothing of an earlier journey is kept. */
export async function webkitEngine(driver: WebKitDriver, { origin }: EngineOptions): Promise<Engine> {
  const browser = await startSession(driver);
  const initScripts: string[] = [];
  const earlier: string[] = [];

  /**
   * Navigates, then puts the early hooks and init scripts into the new document as soon as it answers, before
   * hydration if it can: the navigation is started from the page (so the driver does not hold the next
   * command until the load event, as its own navigation commands do) and the new document asked until it,
   * not the one left, answers. If the app was first all the same, the page is loaded again.
   */
  const adopt = async (navigate: () => Promise<unknown>) => {
    const previous = await current().catch(() => []);
    earlier.push(...previous);
    for (let attempt = 1; ; attempt += 1) {
      await browser
        .execute(() => {
          (window as unknown as { __journeyLeft?: boolean }).__journeyLeft = true;
        })
        .catch(() => undefined);
      await navigate();
      const beforeApp = await inNewDocument(
        `if (window.__journeyLeft || location.href === 'about:blank') return null;\n` +
          `const fresh = !window.__journeyInit;\nconst beforeApp = ${EARLY_HOOKS};\n` +
          `if (fresh) {\n${initScripts.join('\n')}\n}\nreturn beforeApp;`,
      );
      if (beforeApp) return;
      if (attempt === 3) throw new Error('the app hydrated before the journey could watch it, three times');
      navigate = fromPage(() => location.reload());
    }
  };
  /** Runs `script` until it answers (not null): in a document that has replaced the one left. */
  const inNewDocument = (script: string): Promise<boolean> =>
    eventually(
      async () => {
        const answer = await browser.execute(script).catch(() => null);
        return answer === null ? undefined : (answer as boolean);
      },
      () => `no new document answered within ${STATE_TIMEOUT / 1000} s of the navigation`,
      STATE_TIMEOUT,
      20,
    );
  /** A navigation the page starts itself, a moment after the script that asks for it has answered. */
  const fromPage =
    (go: (url: string) => void, url = '') =>
    () =>
      browser
        .execute(`const go = ${go.toString()};\nsetTimeout(() => go(arguments[0]), 0);`, url)
        .catch(() => undefined);
  const current = () =>
    browser.execute(() => (window as unknown as { __journeyProblems?: string[] }).__journeyProblems ?? []);
  const element = (ref: ElementRef) => browser.$(ref as WebdriverIO.Element);

  return {
    name: 'webkit',
    goto: (url) => adopt(fromPage((address) => location.assign(address), url)),
    reload: () => adopt(fromPage(() => location.reload())),
    back: () => adopt(fromPage(() => history.back())),
    url: () => browser.getUrl(),
    async setViewport(width, height) {
      await browser.setWindowSize(width, height);
    },
    async evaluate<R>(fn: (...args: never[]) => R | Promise<R>, ...args: unknown[]): Promise<Awaited<R>> {
      const result: unknown = await browser.execute(fn as never, ...(args as never[]));
      return result as Awaited<R>;
    },
    async query(steps: Step[]) {
      const script = `${EARLY_HOOKS};\nreturn (${pageQueries.toString()})(arguments[0]);`;
      return browser.execute(script, steps) as Promise<ElementRef[] | typeof NO_LIBRARY>;
    },
    async inject(source) {
      await browser.execute(source);
    },
    async click(ref) {
      // WebKitWebDriver scrolls the element into view honouring the page's `scroll-behavior: smooth`, and
      // clicks where the element will be before it is there: bring it into view at once first.
      await browser.execute(
        (target: HTMLElement) =>
          target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
        ref as never,
      );
      await element(ref).click();
    },
    async type(ref, text) {
      await element(ref).addValue(text);
    },
    async press(key) {
      await browser.keys(keys[key]);
    },
    async addInitScript(source) {
      initScripts.push(source);
    },
    async problems() {
      // The site's own pages (the local sign-in form is a stand-in for the provider's, not the site).
      return [...earlier, ...(await current())].filter((problem) => problem.startsWith(origin));
    },
    async screenshot(file) {
      await browser.saveScreenshot(file);
    },
    async close() {
      await browser.deleteSession();
    },
  };
}
