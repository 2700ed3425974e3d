/**
 * The backend really stopped, in Chromium: each test runs a backend of its own (private-backend.ts) and
 * stops it, so the browser's requests meet a closed port, or a socket that never answers, rather than a
 * request the test fails itself. The OpenID provider, the site and the other tests' backend keep running.
 */
import { expect, test } from './fixtures';
import {
  course,
  expectFirstLessonDone,
  expectProgressDelivered,
  finishLesson,
  keptAccountEntries,
  lessonVideo,
  lessons,
  openCourse,
  playlistItem,
  undeliveredChanges,
} from './journeys/steps/course-player';
import { accountButton, signOut } from './journeys/steps/sign-in';
import { accessToken, completeCourse, completedLessons } from './learner-api';
import { privateBackend } from './private-backend';
import type { PrivateBackend } from './private-backend';
import { testLearner } from './stack';

// The preview's Content-Security-Policy names the shared backend only (private-backend.ts).
test.use({ bypassCSP: true });

let backend: PrivateBackend;
test.beforeEach(async ({ context }) => {
  backend = await privateBackend();
  await backend.serve(context);
});
test.afterEach(async () => {
  await backend.dispose();
});

test('progress the stopped backend has not taken survives a sign-out and arrives at the next sign-in with it up', async ({
  site,
  signedIn,
}) => {
  const learner = testLearner();
  await signedIn({ as: learner, from: '/' });
  await openCourse(site);
  await backend.stop();
  await finishLesson(site);
  await expectFirstLessonDone(site);
  expect(await undeliveredChanges(site)).toBeGreaterThan(0);
  await signOut(site);
  // Only the undelivered changes stay, under that learner's key.
  expect(await keptAccountEntries(site)).toEqual([expect.stringMatching(/:courseProgress$/)]);
  expect(await undeliveredChanges(site)).toBeGreaterThan(0);

  // Later, the backend is up again, without the change: the learner signs in here again.
  await backend.restart();
  expect(await completedLessons(await accessToken(learner), course.id, backend.url)).toEqual([]);
  await signedIn({ as: learner, from: '/' });
  await expectProgressDelivered(site);
  expect(await completedLessons(await accessToken(learner), course.id, backend.url)).toEqual(['v1']);
});

test("the account's progress is asked for at sign-in and where progress is shown, not on other pages", async ({
  page,
  site,
  signedIn,
}) => {
  const learner = testLearner();
  await completeCourse(await accessToken(learner), course.id, ['v1'], backend.url);
  let asked = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === `${backend.url}/api/me/progress`) asked += 1;
  });
  // Signing in asks, on the home page where the learner lands.
  await signedIn({ as: learner, from: '/' });
  await expect.poll(() => asked).toBe(1);
  // Opening the player asks.
  await site.goto(`/course/${course.id}`);
  await expect.poll(() => asked).toBe(2);
  await expectFirstLessonDone(site);
  await expect(playlistItem(site, lessons[1])).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await lessonVideo(site))?.readyState ?? 0).toBeGreaterThan(0);

  // A change the stopped backend could not take waits in the outbox.
  await backend.stop();
  await finishLesson(site);
  await expect(page.getByText('2 of 3 completed')).toBeVisible();
  expect(await undeliveredChanges(site)).toBeGreaterThan(0);
  await backend.restart();

  // Another page of the restored session sends it at once, and asks for nothing.
  asked = 0;
  await site.goto('/events');
  await expectProgressDelivered(site);
  expect(asked).toBe(0);
  expect(await completedLessons(await accessToken(learner), course.id, backend.url)).toEqual(['v1', 'v2']);
  // With nothing left to send, it neither sends nor asks; the player, opened next, asks once.
  await site.goto('/events');
  await expect(accountButton(site)).toBeVisible();
  await site.goto(`/course/${course.id}`);
  await expect.poll(() => asked).toBe(1);
  await expect(page.getByText('2 of 3 completed')).toBeVisible();
  expect(asked).toBe(1);
});

for (const state of ['stopped', 'not answering'] as const) {
  test(`the player starts and plays a course it loaded once with the backend ${state}`, async ({
    page,
    site,
    signedIn,
  }) => {
    await signedIn({ as: testLearner(), from: '/' });
    // Loaded once: the account keeps the course as the player read it.
    await openCourse(site);
    await site.goto('/');
    if (state === 'stopped') await backend.stop();
    else await backend.stopAnswering();
    await openCourse(site);
    await page.getByTestId('lesson-video').evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(async () => (await lessonVideo(site))?.currentTime ?? 0).toBeGreaterThan(0.5);
    await finishLesson(site);
    await expectFirstLessonDone(site);
    expect(await undeliveredChanges(site)).toBeGreaterThan(0);
    // Not answering: the player's calls reached the port and were left hanging while the lesson played.
    if (state === 'not answering') expect(backend.unansweredConnections()).toBeGreaterThan(0);
  });
}
