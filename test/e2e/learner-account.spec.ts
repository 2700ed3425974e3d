/**
 * The learner's record on the account, in Chromium against the real stack, beside learner-account.journey.ts
 * (the cross-device journey every engine runs): a device offline, a page opened as the token has expired
 * and the network drops, two learners in one browser, a plan paid on one device and listed on the other.
 * Progress kept through a sign-out while the backend is stopped, when the account's progress is asked for
 * (with a change the stopped backend could not take), and the player with the backend stopped or not
 * answering, are backend-stopped.spec.ts's (a backend of their own, really stopped). Each browser context
 * is one device; each test signs in as learners of its own (stack.ts testLearner), so no other test shares
 * their record.
 *
 * Each test drives in the browser what it asserts. A record it only needs beforehand (a lesson finished, a
 * plan paid) is made on the account through learner-api.ts, and what reached the account is read back there:
 * finishing a lesson in the browser and seeing it on a second device is the journey's, paying in the browser
 * and seeing it on the other device is "a plan paid on one device ...".
 */
import type { Browser, Page } from '@playwright/test';

import { expect, signInPastForm, test } from './fixtures';
import { chromiumEngine } from './harness/chromium';
import { Site } from './harness/site';
import { payInSimulator, proceedToPay } from './journeys/steps/checkout';
import {
  course,
  expectFirstLessonDone,
  expectProgressDelivered,
  finishLesson,
  keptAccountEntries,
  lessonVideo,
  playlistItem,
  lessons,
  undeliveredChanges,
} from './journeys/steps/course-player';
import { accountButton, signOut } from './journeys/steps/sign-in';
import { accessToken, completeCourse, completedLessons, payForPlan, refundOrder } from './learner-api';
import { BACKEND, ordersFor, PROVIDER, SITE, testLearner } from './stack';
import type { Learner } from './stack';

/**
 * Sign-ins start from the home page's Login: opening a protected page first redirects to the provider while
 * the page is still being checked for hydration, which Chromium sometimes reports as a destroyed context.
 */

/** Another device: a browser context of its own, nothing shared with the first but the account. */
async function anotherDevice(browser: Browser) {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  return { context, page, site: new Site(chromiumEngine(page, { origin: SITE }), SITE) };
}

const openPaymentHistory = async (page: Page) => {
  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'Payment History' })
    .click();
  await expect(page.getByRole('region', { name: 'Payment History' })).toBeVisible();
};

test.describe("The learner's record on the account", () => {
  test('a device offline keeps its finished lesson and sends it once back online; the account has it', async ({
    page,
    site,
    signedIn,
    context,
  }) => {
    const learner = testLearner();
    // Lesson 1 finished before, on the account.
    await completeCourse(await accessToken(learner), course.id, ['v1']);
    await signedIn({ as: learner, from: '/' });
    await site.goto(`/course/${course.id}`);
    await expectFirstLessonDone(site);

    // The player goes on at lesson 2; once its video has loaded, the connection drops.
    await expect(playlistItem(site, lessons[1])).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await lessonVideo(site))?.readyState ?? 0).toBeGreaterThan(0);
    await context.setOffline(true);
    await finishLesson(site);
    await expect(page.getByText('2 of 3 completed')).toBeVisible();
    expect(await undeliveredChanges(site)).toBeGreaterThan(0);

    await context.setOffline(false);
    await expectProgressDelivered(site);
    // On the account, for every other device (which shows it: learner-account.journey.ts).
    expect(await completedLessons(await accessToken(learner), course.id)).toEqual(['v1', 'v2']);
  });

  test('a page opened as the token has expired and the network drops keeps the learner signed in; back online it renews and sends', async ({
    page,
    site,
    signedIn,
    context,
  }) => {
    const learner = testLearner();
    await completeCourse(await accessToken(learner), course.id, ['v1']);
    await signedIn({ as: learner, from: '/' });
    // The player has been opened on this device before: its code and its video are in the browser's cache.
    await site.goto(`/course/${course.id}`);
    await expect(playlistItem(site, lessons[1])).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await lessonVideo(site))?.readyState ?? 0).toBeGreaterThan(0);
    // The learner leaves, and the access token's lifetime (75 s in these tests, an hour by default) passes:
    // this tab's clock runs two hours ahead from now on, so the token it kept has expired when the player is
    // opened again (the provider's clock is untouched, so the refresh token is still good there).
    await page.goto('about:blank');
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    // The renewal's token request is held until the network has dropped, and then gets no answer. It is held
    // through the DevTools protocol, for that one address: a Playwright route would turn the browser's
    // cache off, and the page opened offline takes its code from that cache.
    let offline = false;
    const held: string[] = [];
    let renewalAsked!: () => void;
    const asked = new Promise<void>((resolve) => (renewalAsked = resolve));
    const devtools = await context.newCDPSession(page);
    const noAnswer = (requestId: string) =>
      devtools.send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' });
    devtools.on('Fetch.requestPaused', ({ requestId }) => {
      if (offline) return void noAnswer(requestId);
      held.push(requestId);
      renewalAsked();
    });
    await devtools.send('Fetch.enable', { patterns: [{ urlPattern: `${PROVIDER}/token*` }] });
    let sentWhileOffline = 0;
    page.on('request', (request) => {
      if (offline && request.url().startsWith(`${BACKEND}/api/me/`)) sentWhileOffline += 1;
    });

    // The player is opened again: the page loads, and the network drops while the session is renewed.
    await site.goto(`/course/${course.id}`);
    await asked;
    await context.setOffline(true);
    offline = true;
    for (const requestId of held.splice(0)) await noAnswer(requestId);
    await expect(playlistItem(site, lessons[1])).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await lessonVideo(site))?.readyState ?? 0).toBeGreaterThan(0);

    // Still signed in, the player plays on and records the lesson; nothing about the learner is sent.
    await finishLesson(site);
    await expect(page.getByText('2 of 3 completed')).toBeVisible();
    await expect(accountButton(site)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    expect(await undeliveredChanges(site)).toBeGreaterThan(0);
    expect(sentWhileOffline).toBe(0);

    await devtools.detach();
    offline = false;
    await context.setOffline(false);
    // Back online, the learner plays on: the next change the player records renews the session from the kept
    // refresh token (no login), and the outbox goes. The browser's `online` event would do it too, but in a
    // machine without a network interface Chromium never reports being online, so the test does not wait
    // for it.
    await page.getByTestId('lesson-video').evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      element.currentTime = 1.5;
      await seeked;
      await element.play();
      element.pause();
    });
    await expectProgressDelivered(site);
    expect(await completedLessons(await accessToken(learner), course.id)).toEqual(['v1', 'v2']);
    await expect(accountButton(site)).toBeVisible();
  });

  /** A learner with lesson 1 finished and a plan paid, on the account; returns the payment's id. */
  const withRecord = async (learner: Learner) => {
    const token = await accessToken(learner);
    await completeCourse(token, course.id, ['v1']);
    return payForPlan(token, { title: 'R-Guru Member', email: learner.email, name: learner.name });
  };

  const expectOwnRecord = async (page: Page, paymentId: string) => {
    await page.goto(`/course/${course.id}`);
    await expect(page.getByText('1 of 3 completed')).toBeVisible();
    await openPaymentHistory(page);
    await expect(page.getByText(`Payment ID ${paymentId}`, { exact: false })).toBeVisible();
  };

  test("two learners in one browser: the next learner sees none of the first's progress and payments", async ({
    page,
    site,
    signedIn,
  }) => {
    const first = testLearner();
    const paymentId = await withRecord(first);
    // The first learner signs in: this browser holds their record.
    await signedIn({ as: first, from: '/' });
    await expectOwnRecord(page, paymentId);
    expect(await keptAccountEntries(site)).not.toEqual([]);
    await signOut(site);
    // Nothing of the first learner is left in this browser.
    expect(await keptAccountEntries(site)).toEqual([]);

    await signedIn({ as: testLearner(), from: '/' });
    await page.goto(`/course/${course.id}`);
    await expect(page.getByText('0 of 3 completed')).toBeVisible();
    await openPaymentHistory(page);
    await expect(
      page.getByText('No payments yet. Plans and workshops you buy will appear here.'),
    ).toBeVisible();
    await expect(page.getByText(paymentId, { exact: false })).toHaveCount(0);
  });

  test("two learners in one browser: the first's record is theirs again at their next sign-in", async ({
    page,
    site,
    signedIn,
  }) => {
    const first = testLearner();
    const paymentId = await withRecord(first);
    // Another learner used this browser and signed out.
    await signedIn({ as: testLearner(), from: '/' });
    await page.goto(`/course/${course.id}`);
    await expect(page.getByText('0 of 3 completed')).toBeVisible();
    await signOut(site);

    // The first learner's record is on their account, not in the browser.
    await signedIn({ as: first, from: '/' });
    await expectOwnRecord(page, paymentId);
  });

  test('a plan paid on one device is listed on the other with its receipt and its end date', async ({
    page,
    site,
    signedIn,
    browser,
  }) => {
    const learner = testLearner();
    await signedIn({ as: learner, from: '/' });
    await site.goto('/r-training');
    const dialog = await proceedToPay(site, { title: 'R-Guru Member', email: learner.email });
    const paymentId = await payInSimulator(site, dialog, '$101.34');
    const paidOn = new Date();

    const laptop = await anotherDevice(browser);
    await signInPastForm(laptop.site, laptop.context, { as: learner, from: '/' });
    await openPaymentHistory(laptop.page);
    const payment = laptop.page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payment).toHaveCount(1);
    await expect(payment.getByRole('heading', { name: 'Plan: R-Guru Member' })).toBeVisible();
    await expect(payment.getByText(`Payment ID ${paymentId}`, { exact: false })).toBeVisible();
    const download = laptop.page.waitForEvent('download');
    await payment.getByRole('button', { name: 'Download receipt' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    // R-Guru Member: 3 months from the day it was paid; a day the month lacks becomes its last day (paid on
    // 29 November, held until 28 February), as the backend counts calendar months (learner-payments.ts).
    const until = new Date(paidOn);
    const dayPaid = until.getUTCDate();
    until.setUTCDate(1);
    until.setUTCMonth(until.getUTCMonth() + 3);
    const lastDay = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
    until.setUTCDate(Math.min(dayPaid, lastDay));
    const day = (date: Date) =>
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(date);
    await expect(
      laptop.page.getByRole('list', { name: 'Your plans' }).getByText(`Active until ${day(until)}`),
    ).toBeVisible();
    await expect(page.getByText(`Payment ID ${paymentId}`, { exact: false })).toHaveCount(0);
    await laptop.context.close();
  });

  test('a plan the company refunds says "Refunded on ..." in Payment History, and the plan as ended', async ({
    page,
    site,
    signedIn,
  }) => {
    const learner = testLearner();
    await signedIn({ as: learner, from: '/' });
    await site.goto('/r-training');
    const dialog = await proceedToPay(site, { title: 'R-Guru Member', email: learner.email });
    const paymentId = await payInSimulator(site, dialog, '$101.34');
    // The simulator issued the order and the backend recorded the payment once.
    await expect
      .poll(async () => (await ordersFor(learner.email)).confirmations.map((row) => row.payment_id))
      .toEqual([paymentId]);
    const [order] = (await ordersFor(learner.email)).orders;
    expect(order).toEqual(expect.objectContaining({ status: 'paid' }));

    // The company refunds it with its command; asking again changes nothing.
    expect(await refundOrder(order?.id ?? '')).toMatch(/^Refunded order_/);
    expect(await refundOrder(order?.id ?? '')).toMatch(/^Already refunded/);

    await openPaymentHistory(page);
    const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
      new Date(),
    );
    const payment = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payment).toHaveCount(1);
    await expect(payment.getByText(`Refunded on ${day}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your plans' }).getByText(`Expired on ${day}`)).toBeVisible();
  });
});
