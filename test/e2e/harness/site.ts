/**
 * The journeys' vocabulary, written once over `Engine`: a page of the site with Playwright-like locators
 * (by role, label, text and test id) and matchers that wait, so a journey reads like the Chromium specs and
 * runs unchanged in Firefox and WebKit.
 */
import { expect as baseExpect } from '@playwright/test';

import { HYDRATE_TIMEOUT, STATE_TIMEOUT } from '../stack';

import { eventually, NO_LIBRARY } from './engine';
import type { ElementRef, Engine, Key, Pattern, Step } from './engine';
import { testingLibrarySource } from './page-queries';

const TIMEOUT = STATE_TIMEOUT;
const POLL_MS = 100;

const pattern = (text: string | RegExp): Pattern =>
  typeof text === 'string' ? text : { regex: text.source, flags: text.flags };

type RoleOptions = {
  name?: string | RegExp;
  level?: number;
  exact?: boolean;
  pressed?: boolean;
  expanded?: boolean;
};

const roleStep = (role: string, { name, ...options }: RoleOptions = {}): Step => ({
  kind: 'role',
  role,
  options: name === undefined ? options : { ...options, name: pattern(name) },
});

/** Whether a question to the page failed only because the page navigated while it was asked. */
export function leftDuringQuestion(error: unknown): boolean {
  return /Execution context was destroyed|Cannot find context with specified id|frame was detached/i.test(
    String(error),
  );
}

/** Elements found by a chain of steps, resolved afresh each time it is used (as Playwright's locators are). */

/** Playwright's "stable": the element's box is the same over two animation frames (serialised into the page). */
async function holdsStill(element: HTMLElement): Promise<boolean> {
  const box = () => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return `${x},${y},${width},${height}`;
  };
  const before = box();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return box() === before;
}

/**
 * Playwright's "receives events": the element (or something inside it) is what a click at its centre would
 * hit. A menu group opening (MUI's Collapse) grows its wrapper while the links inside keep their boxes: a
 * link holds still while it is still clipped, and a click aimed at it then lands on whatever shows there.
 */
async function receivesClick(element: HTMLElement): Promise<boolean> {
  const { x, y, width, height } = element.getBoundingClientRect();
  const centreX = x + width / 2;
  const centreY = y + height / 2;
  if (centreX < 0 || centreY < 0 || centreX > window.innerWidth || centreY > window.innerHeight) {
    // Out of view: the engine scrolls it into view before it clicks.
    return true;
  }
  const hit = document.elementFromPoint(centreX, centreY);
  return hit !== null && (hit === element || element.contains(hit));
}

export class Locator {
  constructor(
    readonly site: Site,
    readonly steps: Step[],
    readonly description: string,
  ) {}

  private chain(step: Step, description: string) {
    return new Locator(this.site, [...this.steps, step], `${this.description} ${description}`);
  }

  getByRole(role: string, options?: RoleOptions) {
    return this.chain(
      roleStep(role, options),
      `role=${role}${options?.name ? `[name=${options.name}]` : ''}`,
    );
  }
  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.chain({ kind: 'label', text: pattern(text), ...options }, `label=${text}`);
  }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.chain({ kind: 'text', text: pattern(text), ...options }, `text=${text}`);
  }
  getByTestId(id: string) {
    return this.chain({ kind: 'testId', id }, `testid=${id}`);
  }
  locator(selector: string) {
    return this.chain({ kind: 'css', selector }, selector);
  }
  filter({ has, hasText }: { has?: Locator; hasText?: string | RegExp }): Locator {
    const withHas = has ? this.chain({ kind: 'has', steps: has.steps }, `has(${has.description})`) : this;
    return hasText === undefined
      ? withHas
      : withHas.chain({ kind: 'hasText', text: pattern(hasText) }, `hasText=${hasText}`);
  }
  first() {
    return this.chain({ kind: 'nth', index: 0 }, 'first');
  }
  nth(index: number) {
    return this.chain({ kind: 'nth', index }, `nth=${index}`);
  }

  /** Every element the locator resolves to now. */
  all(): Promise<ElementRef[]> {
    return this.site.query(this.steps);
  }
  async count(): Promise<number> {
    return (await this.all()).length;
  }
  /** The one element, waiting for it to exist; more than one is an error, as in Playwright. */
  async element(): Promise<ElementRef> {
    let found = 0;
    return eventually(
      async () => {
        const elements = await this.all();
        found = elements.length;
        return elements.length === 1 ? elements[0] : undefined;
      },
      () => `${this.description}: resolved to ${found} elements, expected exactly 1`,
    );
  }
  /** Reads something from the one element, in the page (`fn` is serialised: it uses only its arguments). */
  async read<R, A = undefined>(fn: (element: HTMLElement, arg: A) => R, arg?: A): Promise<Awaited<R>> {
    const element = await this.element();
    return this.site.engine.evaluate(fn as (...args: never[]) => R, element, arg);
  }

  async click() {
    // A click can land while the element is moving into place (a dialog fading in, a menu group opening):
    // like Playwright's, it waits until the element's box holds still over two frames, and is retried.
    let last: unknown;
    await eventually(
      async () => {
        try {
          const target = await this.element();
          if (!(await this.site.engine.evaluate(holdsStill, target))) {
            last = 'it was still moving';
            return undefined;
          }
          if (!(await this.site.engine.evaluate(receivesClick, target))) {
            last = 'something else would receive the click';
            return undefined;
          }
          await this.site.engine.click(target);
          return true;
        } catch (error) {
          if (String(error).includes('resolved to')) throw error;
          last = error;
          return undefined;
        }
      },
      () => `${this.description}: could not be clicked (${String(last)})`,
    );
  }
  /** Replaces the field's value as a visitor does: select what is there, delete it, type `text`. */
  async fill(text: string) {
    const element = await this.element();
    await this.site.engine.evaluate((field: HTMLInputElement) => {
      field.focus();
      field.select();
    }, element);
    await this.site.engine.press('Backspace');
    if (text !== '') await this.site.engine.type(element, text);
  }
  text() {
    return this.read((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
  }
  value() {
    return this.read((element) => (element as HTMLInputElement).value);
  }
  attribute(name: string) {
    return this.read((element, attributeName: string) => element.getAttribute(attributeName), name);
  }
  /** The element's box in CSS pixels of the viewport. */
  box() {
    return this.read((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
  }
  async isVisible(): Promise<boolean> {
    const elements = await this.all();
    if (elements.length !== 1) return false;
    return this.site.engine.evaluate(
      (element: HTMLElement) =>
        element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0,
      elements[0],
    );
  }
  async isFocused(): Promise<boolean> {
    const elements = await this.all();
    return (
      elements.length === 1 &&
      this.site.engine.evaluate((element: HTMLElement) => document.activeElement === element, elements[0])
    );
  }
}

/** The scripts that make a journey's page look the same in every engine before the app starts. */
export const initScripts = {
  /** The browser's clock starts at `epochMs` and runs on from there (Playwright's `clock.install`). */
  fixedClock: (epochMs: number) => `(() => {
    const RealDate = Date;
    const offset = ${epochMs} - RealDate.now();
    class FixedDate extends RealDate {
      constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
      static now() { return RealDate.now() + offset; }
    }
    window.Date = FixedDate;
  })();`,
};

/** A page of the site in one engine. */
export class Site {
  constructor(
    readonly engine: Engine,
    readonly origin: string,
  ) {}

  /** The elements `steps` resolve to; the page is given Testing Library the first time it is asked. */
  async query(steps: Step[]): Promise<ElementRef[]> {
    let found = await this.engine.query(steps);
    if (found === NO_LIBRARY) {
      await this.engine.inject(testingLibrarySource);
      found = await this.engine.query(steps);
    }
    if (found === NO_LIBRARY) throw new Error('Testing Library could not be loaded into the page');
    return found;
  }

  private root(step: Step, description: string) {
    return new Locator(this, [step], description);
  }
  getByRole(role: string, options?: RoleOptions) {
    return this.root(roleStep(role, options), `role=${role}${options?.name ? `[name=${options.name}]` : ''}`);
  }
  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.root({ kind: 'label', text: pattern(text), ...options }, `label=${text}`);
  }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.root({ kind: 'text', text: pattern(text), ...options }, `text=${text}`);
  }
  getByTestId(id: string) {
    return this.root({ kind: 'testId', id }, `testid=${id}`);
  }
  locator(selector: string) {
    return this.root({ kind: 'css', selector }, selector);
  }

  /**
   * Opens a page of the site (or another address) and, for the site's pages, waits until the app has
   * hydrated it (`<html data-interactive>`, src/app/boot/start.tsx), as a visitor practically always does.
   */
  async goto(address: string) {
    const url = new URL(address, this.origin);
    await this.engine.goto(url.href);
    if (url.origin === this.origin) await this.interactive();
  }
  async reload() {
    await this.engine.reload();
    await this.interactive();
  }
  async back() {
    await this.engine.back();
  }
  url() {
    return this.engine.url();
  }
  async waitForURL(test: RegExp | string) {
    const matches = (url: string) => (typeof test === 'string' ? url === test : test.test(url));
    let last = '';
    await eventually(
      async () => {
        last = await this.engine.url();
        return matches(last) || undefined;
      },
      () => `the address stayed ${last}, expected ${test}`,
      HYDRATE_TIMEOUT,
    );
  }
  /** Waits until the app has hydrated the page, unless the page has gone elsewhere (to the sign-in). */
  async interactive() {
    try {
      await eventually(
        () =>
          this.engine
            .evaluate(
              (origin: string) =>
                location.origin !== origin ||
                document.documentElement.hasAttribute('data-interactive') ||
                undefined,
              this.origin,
            )
            // A page that sends the visitor straight on (a signed-in page to the provider's sign-in)
            // navigates while it is asked: that is "not yet", and the next attempt asks the new page.
            .catch((error: unknown) => {
              if (leftDuringQuestion(error)) return undefined;
              throw error;
            }),
        () => `the page did not become interactive (hydrated) within ${HYDRATE_TIMEOUT / 1000} s`,
        HYDRATE_TIMEOUT,
      );
    } catch (error) {
      // What the page said on the way is the likeliest reason.
      throw new Error(`${String(error)}; problems: ${JSON.stringify(await this.engine.problems())}`);
    }
  }
  setViewport(width: number, height: number) {
    return this.engine.setViewport(width, height);
  }
  press(key: Key) {
    return this.engine.press(key);
  }
  /** Runs `fn` in the page, with `arg` (serializable) as its argument when given. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>> {
    return arg === undefined
      ? this.engine.evaluate(fn as () => R | Promise<R>)
      : this.engine.evaluate(fn as (...args: never[]) => R | Promise<R>, arg);
  }
  addInitScript(source: string) {
    return this.engine.addInitScript(source);
  }
  problems() {
    return this.engine.problems();
  }
  screenshot(file: string) {
    return this.engine.screenshot(file);
  }
}

/** Polls a locator's state until `check` passes or the time is up; a matcher's result. */
async function waitUntil(
  locator: Locator,
  negate: boolean,
  name: string,
  read: () => Promise<{ pass: boolean; actual: unknown }>,
  expected: unknown,
) {
  const deadline = Date.now() + TIMEOUT;
  let last: { pass: boolean; actual: unknown } = { pass: false, actual: undefined };
  for (;;) {
    try {
      last = await read();
    } catch (error) {
      last = { pass: false, actual: String(error) };
    }
    if (last.pass !== negate || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const pass = last.pass;
  return {
    pass,
    name,
    expected,
    actual: last.actual,
    message: () =>
      `${name}${negate ? ' (not)' : ''}: ${locator.description}\nexpected: ${String(expected)}\nreceived: ${String(last.actual)}`,
  };
}

const textMatches = (actual: string, expected: string | RegExp, whole: boolean) =>
  typeof expected === 'string'
    ? whole
      ? actual === expected.replace(/\s+/g, ' ').trim()
      : actual.includes(expected)
    : expected.test(actual);

/** The locator matchers, as journey locators answer them. */
const journeyMatchers = {
  async toBeVisible(this: MatcherContext, locator: Locator) {
    return waitUntil(
      locator,
      this.isNot,
      'toBeVisible',
      async () => {
        const visible = await locator.isVisible();
        return { pass: visible, actual: visible ? 'visible' : `${await locator.count()} visible match(es)` };
      },
      'one visible element',
    );
  },
  async toBeHidden(this: MatcherContext, locator: Locator) {
    return waitUntil(
      locator,
      this.isNot,
      'toBeHidden',
      async () => {
        const count = await locator.count();
        return { pass: count === 0 || !(await locator.isVisible()), actual: `${count} match(es)` };
      },
      'no visible element',
    );
  },
  async toHaveCount(this: MatcherContext, locator: Locator, expected: number) {
    return waitUntil(
      locator,
      this.isNot,
      'toHaveCount',
      async () => {
        const count = await locator.count();
        return { pass: count === expected, actual: count };
      },
      expected,
    );
  },
  async toHaveText(this: MatcherContext, locator: Locator, expected: string | RegExp) {
    return waitUntil(
      locator,
      this.isNot,
      'toHaveText',
      async () => {
        const text = await locator.text();
        return { pass: textMatches(text, expected, true), actual: text };
      },
      expected,
    );
  },
  async toContainText(this: MatcherContext, locator: Locator, expected: string) {
    return waitUntil(
      locator,
      this.isNot,
      'toContainText',
      async () => {
        const text = await locator.text();
        return { pass: textMatches(text, expected, false), actual: text };
      },
      expected,
    );
  },
  async toHaveValue(this: MatcherContext, locator: Locator, expected: string) {
    return waitUntil(
      locator,
      this.isNot,
      'toHaveValue',
      async () => {
        const value = await locator.value();
        return { pass: value === expected, actual: value };
      },
      expected,
    );
  },
  async toHaveAttribute(this: MatcherContext, locator: Locator, name: string, expected: string | RegExp) {
    return waitUntil(
      locator,
      this.isNot,
      'toHaveAttribute',
      async () => {
        const value = await locator.attribute(name);
        return { pass: value !== null && textMatches(value, expected, true), actual: value };
      },
      `${name}=${String(expected)}`,
    );
  },
  async toBeFocused(this: MatcherContext, locator: Locator) {
    return waitUntil(
      locator,
      this.isNot,
      'toBeFocused',
      async () => {
        const focused = await locator.isFocused();
        return { pass: focused, actual: focused ? 'focused' : 'not focused' };
      },
      'focused',
    );
  },
};

type MatcherContext = { isNot: boolean };
type Matcher = (this: MatcherContext, received: Locator, ...args: never[]) => Promise<unknown>;

/**
 * Anything else (a Playwright locator, in a Chromium spec that mixes both) goes to Playwright's own matcher,
 * so one `expect` serves journeys and specs alike.
 */
async function playwrights(context: MatcherContext, name: string, received: unknown, args: unknown[]) {
  const assertion = (context.isNot ? baseExpect(received).not : baseExpect(received)) as unknown as Record<
    string,
    (...values: unknown[]) => Promise<void>
  >;
  try {
    await assertion[name]?.(...args);
    return { pass: !context.isNot, name, message: () => `${name}: passed` };
  } catch (error) {
    return {
      pass: context.isNot,
      name,
      message: () => (error instanceof Error ? error.message : String(error)),
    };
  }
}

/** Playwright's `expect`, with its locator matchers answered for journey locators (waiting STATE_TIMEOUT). */
export const expect = baseExpect.extend(
  Object.fromEntries(
    Object.entries(journeyMatchers).map(([name, matcher]) => [
      name,
      function (this: MatcherContext, received: unknown, ...args: unknown[]) {
        return received instanceof Locator
          ? (matcher as Matcher).call(this, received, ...(args as never[]))
          : playwrights(this, name, received, args);
      },
    ]),
  ) as typeof journeyMatchers,
);
