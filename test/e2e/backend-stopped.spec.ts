/**
 * The backend really stopped, in Chromium: each test runs a backend of its own (private-backend.ts) and
 * stops it, so the browser's requests meet a closed port, or a socket that never answers, rather than a
 * request the test fails itself. The OpenID provider, the site and the other tests' backend keep running.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import type { Site } from './harness/site';
import {
  course,
  expectFirstLessonDone,
  expectProgressDelivered,
  finishLesson,
  lessonVideo,
  openCourse,
  undeliveredChanges,
} from './journeys/steps/course-player';
import { accountButton } from './journeys/steps/sign-in';
import { accessToken, completedLessons } from './learner-api';
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

const signOut = async (page: Page, site: Site) => {
  await accountButton(site).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
};

test('progress the stopped backend has not taken survives a sign-out and arrives at the next sign-in with it up', async ({
  page,
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
  await signOut(page, site);
  expect(await undeliveredChanges(site)).toBeGreaterThan(0);

  // Later, the backend is up again, without the change: the learner signs in here again.
  await backend.restart();
  expect(await completedLessons(await accessToken(learner), course.id, backend.url)).toEqual([]);
  await signedIn({ as: learner, from: '/' });
  await expectProgressDelivered(site);
  expect(await completedLessons(await accessToken(learner), course.id, backend.url)).toEqual(['v1']);
});

for (const state of ['stopped', 'not answering'] as const) {
  test(`the player starts and plays with the backend ${state}`, async ({ page, site, signedIn }) => {
    await signedIn({ as: testLearner(), from: '/' });
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
