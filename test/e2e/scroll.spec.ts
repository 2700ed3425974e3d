/**
 * Where the window is after a navigation, as after a full page load: a new page opens at its top before it
 * paints (never gliding up from the old position), Back returns to where the visitor was, and a page the
 * visitor scrolled before it hydrated stays where it is (src/app/layout/scroll-on-navigate.tsx).
 */
import type { Page } from '@playwright/test';

import { APP_CODE, expect, holdBack, test } from './fixtures';
import type { Site } from './harness/site';
import { hydrateFooter } from './journeys/steps/footer';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Jumps to the bottom of the page, as far as the window scrolls. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, left: 0, behavior: 'instant' }),
  );

type Frame = { at: number; path: string; heading: string; y: number };

declare global {
  interface Window {
    /** Each frame from now on, before it paints: when, at which address, showing which page, where. */
    scrollFrames?: Frame[];
  }
}

/** Where the window stands, and how high the page is: a Back that comes short of the position says which moved. */
const standing = (page: Page) =>
  page.evaluate(() => ({ y: window.scrollY, pageHeight: document.documentElement.scrollHeight }));

/**
 * Where the window stands once it has come to rest: two frames in a row at the same place on a page of the
 * same height. The position Back returns to is the one the window had when the visitor left; read while the
 * window still moves (a smooth scroll under way), it is not that one.
 */
const standingAtRest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ y: number; pageHeight: number }>((resolve) => {
        let last = '';
        const frame = () => {
          const now = { y: window.scrollY, pageHeight: document.documentElement.scrollHeight };
          if (JSON.stringify(now) === last) resolve(now);
          else {
            last = JSON.stringify(now);
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
  );

/** /events with its list, scrolled to the end of the page once the footer has hydrated; where it stands. */
async function atTheEndOfEvents(page: Page, site: Site): Promise<{ y: number; pageHeight: number }> {
  await page.goto('/events');
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
  await scrollToBottom(page);
  await hydrateFooter(site);
  await scrollToBottom(page);
  const left = await standingAtRest(page);
  expect(await atPageEnd(page), 'the window at the end of the page').toBe(true);
  expect(left.y).toBeGreaterThan(2000);
  return left;
}

/** The footer's link to the privacy policy, at the end of every page. */
const privacyPolicyLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' });

/** Hides the footer until the returned style element is removed: the page shorter by its height. */
const withoutFooter = (page: Page) => page.addStyleTag({ content: 'footer { display: none !important; }' });

/** Whether the window stands at the end of the page, as far as it scrolls. */
const atPageEnd = (page: Page) =>
  page.evaluate(() => window.scrollY === document.documentElement.scrollHeight - window.innerHeight);

/** Where the last frame recorded so far showed the window. */
const lastFrameY = (page: Page) => () => page.evaluate(() => window.scrollFrames?.at(-1)?.y);

/** Records every frame, until the page is left or 600 frames (10 s at 60 Hz) have been recorded. */
function recordFrames(page: Page) {
  return page.evaluate(() => {
    const frames: Frame[] = [];
    window.scrollFrames = frames;
    const record = (at: number) => {
      frames.push({
        at,
        path: window.location.pathname,
        heading: document.querySelector('h1')?.textContent ?? '',
        y: window.scrollY,
      });
      if (frames.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

test.describe('scrolling on navigation, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a footer link from the bottom of /events opens the new page at its top; Back returns to where it was', async ({
    page,
    site,
    problems,
  }) => {
    const left = await atTheEndOfEvents(page, site);

    await recordFrames(page);
    await privacyPolicyLink(page).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const frames = await page.evaluate(() => window.scrollFrames ?? []);

    // Counted in frames, not milliseconds (a slow machine paints fewer frames, never other ones): the old
    // page may stay on screen for some frames while the new one renders, but the first frame that shows the
    // new page shows its top.
    expect(
      frames.some((frame) => frame.path === '/privacy-policy'),
      'no frame at the new address',
    ).toBe(true);
    const firstOfNewPage = frames.find((frame) => frame.heading === 'Privacy Policy');
    expect(firstOfNewPage, 'no frame showed the new page').toBeDefined();
    expect(firstOfNewPage?.y, 'the new page first showed away from its top').toBe(0);
    // Not one frame of the new page away from its top: it never glides.
    const newPageAway = frames.filter((frame) => frame.heading === 'Privacy Policy' && frame.y !== 0);
    expect(newPageAway).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect.poll(() => standing(page)).toEqual(left);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('Back to a page that comes back shorter than it was left returns to the position once the page has grown', async ({
    page,
    site,
    problems,
  }) => {
    const left = await atTheEndOfEvents(page, site);

    await privacyPolicyLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The page will come back without its footer, as a page still settling (a list, a picture, a font) is
    // shorter than it was: the browser can only take the window as far as the page reaches.
    const shorter = await withoutFooter(page);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect.poll(() => atPageEnd(page)).toBe(true);
    expect(await scrollY(page)).toBeLessThan(left.y);

    // The page grows to its full height: the window goes on to where the visitor left it.
    await shorter.evaluate((style) => (style as Element).remove());
    await expect.poll(() => standing(page)).toEqual(left);

    // Once there, a moment's shrink (the browser clamps the window) and the growth back return it again.
    const shrink = await withoutFooter(page);
    await expect.poll(() => atPageEnd(page)).toBe(true);
    await shrink.evaluate((style) => (style as Element).remove());
    await expect.poll(() => standing(page)).toEqual(left);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a page scrolled before it hydrated stays where the visitor took it', async ({ page, problems }) => {
    const release = await holdBack(page, APP_CODE);
    const landing = page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 1500, left: 0, behavior: 'instant' }));
    expect(await scrollY(page)).toBe(1500);
    release();
    await landing;

    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(1500);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('under reduced motion, an anchor and the scroll-to-top button move the page in one step', async ({
    page,
    problems,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/r-training');
    await recordFrames(page);
    await page.getByRole('link', { name: 'See plans and prices' }).click();
    await expect(page).toHaveURL(/#plans$/);
    // At the plans, less the room the section keeps for the header (its scroll-margin-top, 80 px).
    const plansAt = await page.evaluate(() => document.getElementById('plans')?.getBoundingClientRect().top);
    expect(Math.round(plansAt ?? NaN)).toBe(80);
    const landed = await scrollY(page);
    expect(landed).toBeGreaterThan(300);
    // The frame that shows it recorded (the window scrolls before the next frame is painted).
    await expect.poll(lastFrameY(page)).toBe(landed);
    // Every frame before the jump is at the top, every one after at the anchor: nothing in between.
    const positions = new Set((await page.evaluate(() => window.scrollFrames ?? [])).map((frame) => frame.y));
    expect([...positions].sort((a, b) => a - b)).toEqual([0, landed]);

    await recordFrames(page);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(lastFrameY(page)).toBe(0);
    const after = new Set((await page.evaluate(() => window.scrollFrames ?? [])).map((frame) => frame.y));
    expect([...after].sort((a, b) => a - b)).toEqual([0, landed]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
