/**
 * What a journey needs from a browser engine, and nothing more: Chromium through Playwright's own page
 * (chromium.ts), and the two engines Playwright cannot drive from Debian's packages (Firefox over WebDriver
 * BiDi with puppeteer-core, WebKit's MiniBrowser over classic WebDriver with webdriverio) each implement it,
 * and `Site` (site.ts) builds the journeys' whole vocabulary on top of it, once.
 */

import { STATE_TIMEOUT } from '../stack';

/** The engines a journey runs in (playwright.config.ts names a project after each). */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** One step of a query the page answers itself (see `pageQueries`): by role, label, text, test id or CSS. */
export type Pattern = string | { regex: string; flags: string };
export type Step =
  | {
      kind: 'role';
      role: string;
      options: { name?: Pattern; level?: number; exact?: boolean; pressed?: boolean; expanded?: boolean };
    }
  | { kind: 'label'; text: Pattern; exact?: boolean }
  | { kind: 'text'; text: Pattern; exact?: boolean }
  | { kind: 'testId'; id: string }
  | { kind: 'css'; selector: string }
  | { kind: 'has'; steps: Step[] }
  | { kind: 'hasText'; text: Pattern }
  | { kind: 'nth'; index: number };

/** What a query answers when the page has not been given Testing Library yet (page-queries.ts). */
export const NO_LIBRARY = 'no-testing-library';

/** An element of the page as the engine's client refers to it. */
export type ElementRef = unknown;

/** Keys a journey presses, by their `KeyboardEvent.key` names. */
export type Key =
  'Escape' | 'Enter' | 'Tab' | 'Backspace' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp';

export interface Engine {
  readonly name: EngineName;
  /** Navigates and returns once the document is parsed (the app hydrates afterwards). */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** The size of the page's viewport, as a phone's or a desktop's screen. */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn` in the page with JSON arguments (or element refs) and returns its JSON result. */
  evaluate<R>(fn: (...args: never[]) => R | Promise<R>, ...args: unknown[]): Promise<Awaited<R>>;
  /**
   * The elements `steps` resolve to, in document order (`pageQueries` runs in the page), or `NO_LIBRARY`
   * when the document has not been given Testing Library yet.
   */
  query(steps: Step[]): Promise<ElementRef[] | typeof NO_LIBRARY>;
  /** Runs a script in the current document, as the engine's client does (the page's CSP does not apply). */
  inject(source: string): Promise<void>;
  /** A real click (the engine's input pipeline): scrolled into view, at the element's centre. */
  click(element: ElementRef): Promise<void>;
  /** Types `text` into the focused element with real key events. */
  type(element: ElementRef, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /**
   * Runs `source` in every document this page loads from now on, before the site's app code: a preload
   * script where the protocol has one (Firefox), else as the document is parsed, which `Site` checks came
   * before the app (WebKit).
   */
  addInitScript(source: string): Promise<void>;
  /** Console errors, uncaught exceptions and failed same-site requests the engine saw so far. */
  problems(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** What an engine needs to start a page: the site's origin (its own requests are watched for failures). */
export type EngineOptions = { origin: string };

/**
 * Retries `attempt` every `pollMs` until it returns a value (not undefined) or `timeout` passes; then throws
 * `describe()`. The one wait for a state that the journeys' vocabulary and the engines' navigations share.
 */
export async function eventually<T>(
  attempt: () => Promise<T | undefined>,
  describe: () => string,
  timeout = STATE_TIMEOUT,
  pollMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
