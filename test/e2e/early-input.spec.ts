/**
 * The first seconds on a prerendered page, on a mid-range phone (the CPU slowed 6x): the page shows, with
 * all its controls, before its code has arrived. A click or a key press on a control then takes effect
 * exactly once, as soon as the control can act, and what is typed into a form is kept
 * (src/app/boot/early-clicks.ts, src/app/boot/start.tsx, src/lib/use-kept-input.ts).
 */
import type { Locator, Page } from '@playwright/test';

import { APP_CODE, expect, holdBack, test } from './fixtures';

/** A mid-range phone: Lighthouse's mobile profile slows the CPU 4x on a fast machine; we take 6x. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

declare global {
  interface Window {
    /** The text of each button a click was delivered to, in order (logDeliveredClicks). */
    deliveredClicks?: string[];
  }
}

/**
 * Logs each click that reaches the page's handlers. The listener is the last one a click passes (the
 * window, bubbling), after React's on the root: a click held for later, or one React drops on a part it has
 * not hydrated, stops before it.
 */
async function logDeliveredClicks(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    window.deliveredClicks = log;
    window.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) log.push(button.textContent?.trim() ?? '');
    });
  });
}

const deliveredClicks = (page: Page) => page.evaluate(() => window.deliveredClicks ?? []);

/**
 * Where an element sits on the page (not in the viewport): the html element scrolls smoothly, so a field
 * scrolled into view may still be moving when measured; the page's own layout is what hydration must keep.
 */
const placeOnPage = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });

const isInteractive = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));

type Scenario = {
  what: string;
  path: string;
  /** What the visitor does (clicks, key presses), the same before and after the page has hydrated. */
  act: (page: Page) => Promise<void>;
  /** What the page shows once that has taken effect, once. */
  outcome: (page: Page) => Promise<void>;
  /** The buttons the clicks must have reached, each once. */
  delivered: string[];
};

const firstPlan = (page: Page) =>
  page.getByRole('list', { name: 'Access plans' }).getByRole('article').first();
const faq = (page: Page, question: string) => page.getByRole('button', { name: question });

const scenarios: Scenario[] = [
  {
    what: 'the INR switch, then Enroll Now on /r-training',
    path: '/r-training',
    act: async (page) => {
      await firstPlan(page).getByRole('button', { name: 'INR', exact: true }).click();
      await firstPlan(page).getByRole('button', { name: 'Enroll Now' }).click();
    },
    outcome: async (page) => {
      // In order: the dialog prices the plan in the currency switched to before it opened.
      const dialog = page.getByRole('dialog', { name: /^Plan: / });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog.getByRole('row', { name: /^Total Amount ₹/ })).toBeVisible();
    },
    delivered: ['INR', 'Enroll Now'],
  },
  {
    what: '"Read more..." and a question of the FAQ on /about',
    path: '/about',
    act: async (page) => {
      await page.getByRole('button', { name: 'Read more...' }).click();
      await faq(page, 'What does MindBridge Consulting do?').click();
    },
    outcome: async (page) => {
      await expect(page.getByRole('button', { name: 'Read more...' })).toHaveCount(0);
      await expect(page.getByText('practitioner-led training with live projects')).toBeVisible();
      // A second delivery would close it again.
      await expect(faq(page, 'What does MindBridge Consulting do?')).toHaveAttribute('aria-expanded', 'true');
    },
    delivered: ['Read more...', 'What does MindBridge Consulting do?'],
  },
  {
    what: 'a question of the FAQ opened with the keyboard (Enter) on /about',
    path: '/about',
    act: async (page) => {
      await faq(page, 'Where are you located?').press('Enter');
    },
    outcome: async (page) => {
      await expect(faq(page, 'Where are you located?')).toHaveAttribute('aria-expanded', 'true');
    },
    delivered: ['Where are you located?'],
  },
  {
    what: 'the SAS programme on Training & Placement',
    path: '/offerings/tnp',
    act: async (page) => {
      await page.getByRole('button', { name: 'Explore the SAS programme' }).click();
    },
    outcome: async (page) => {
      await expect(page.getByRole('alert').filter({ hasText: 'Coming Soon!' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(1);
    },
    delivered: ['Explore the SAS programme'],
  },
];

test.describe('a control used in the first seconds', () => {
  for (const scenario of scenarios) {
    test(`${scenario.what}, before the app has loaded, takes effect once as the page hydrates`, async ({
      page,
      problems,
    }) => {
      await slowCpu(page);
      await logDeliveredClicks(page);
      // React, MUI and the app are held back until the visitor has acted: the page is only its HTML.
      const release = await holdBack(page, APP_CODE);
      const landing = page.goto(scenario.path);
      await scenario.act(page);
      expect(await isInteractive(page)).toBe(false);
      expect(await deliveredClicks(page)).toEqual([]);
      release();
      await landing;

      await scenario.outcome(page);
      expect(await deliveredClicks(page)).toEqual(scenario.delivered);
      expect(problems.consoleErrors).toEqual([]);
    });

    test(`${scenario.what}, once the page is interactive, takes effect once`, async ({ page, problems }) => {
      await logDeliveredClicks(page);
      await page.goto(scenario.path);
      expect(await isInteractive(page)).toBe(true);
      await scenario.act(page);

      await scenario.outcome(page);
      expect(await deliveredClicks(page)).toEqual(scenario.delivered);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('a click while the page hydrates, on a part React has not hydrated yet, takes effect once', async ({
    page,
    problems,
  }) => {
    await slowCpu(page);
    await logDeliveredClicks(page);
    // In the page: the FAQ is clicked as soon as React has taken the root (hydrateRoot has been called) and
    // while the question is still only prerendered HTML (React has not adopted its element).
    await page.addInitScript(() => {
      const owned = (element: Element, prefix: string) =>
        Object.keys(element).some((key) => key.startsWith(prefix));
      const timer = setInterval(() => {
        const root = document.getElementById('root');
        const question = document.getElementById('faq-what-question');
        if (!root || !question || !owned(root, '__reactContainer$')) return;
        clearInterval(timer);
        document.documentElement.dataset.clickedBeforeHydrated = String(!owned(question, '__reactFiber$'));
        question.click();
      }, 1);
    });
    await page.goto('/about');

    await expect(faq(page, 'What does MindBridge Consulting do?')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-clicked-before-hydrated', 'true');
    expect(await deliveredClicks(page)).toEqual(['What does MindBridge Consulting do?']);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('a form filled in before the app has loaded', () => {
  test('the contact form keeps what was typed and sends it', async ({ page, problems }) => {
    await slowCpu(page);
    const release = await holdBack(page, APP_CODE);
    const landing = page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact Us' });
    const message = `Typed before the page could answer (${Date.now()}).`;
    await form.getByRole('textbox', { name: /^Name/ }).fill('Meera Iyer');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('meera@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('+91 98765 43210');
    await form.getByRole('textbox', { name: /^Message/ }).fill(message);
    const send = form.getByRole('button', { name: 'Send Message' });
    const sendBefore = await placeOnPage(send);
    expect(await isInteractive(page)).toBe(false);
    release();
    await landing;

    // Hydrating moves nothing: the visitor's next click lands where they aim.
    await page.waitForLoadState('networkidle');
    expect(await placeOnPage(send)).toEqual(sendBefore);
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Meera Iyer');
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue(message);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a list's search box keeps what was typed, and the list is filtered by it", async ({
    page,
    problems,
  }) => {
    await slowCpu(page);
    const release = await holdBack(page, APP_CODE);
    const landing = page.goto('/events');
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('bootcamp');
    expect(await isInteractive(page)).toBe(false);
    release();
    await landing;

    await expect(search).toHaveValue('bootcamp');
    await expect(page).toHaveURL(/[?&]q=bootcamp(&|$)/);
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(1);
    expect(problems.consoleErrors).toEqual([]);
  });
});
