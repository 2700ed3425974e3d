/**
 * The course player against the local stack, signed in: a lesson finished and its quiz answered, a reload
 * that keeps progress and position, and the progress on My Courses and the profile. Each test signs in
 * afresh (a new browser context), so each fits its timeout on its own.
 */
import { expect, test } from '../harness/fixtures';

import {
  answerQuizWrongThenRight,
  expectFirstLessonDone,
  expectProgressKept,
  expectProgressOnMyCourses,
  expectProgressOnProfile,
  finishLesson,
  leaveSecondLessonAtTwoSeconds,
  openCourse,
} from './steps/course-player';
import { signIn } from './steps/sign-in';

test.beforeEach(async ({ site }) => {
  await site.setViewport(1280, 900);
  await signIn(site);
  await openCourse(site);
});

test('a finished lesson is marked done, and its quiz takes a wrong answer and then the right one', async ({
  site,
}) => {
  await finishLesson(site);
  await expectFirstLessonDone(site);
  await answerQuizWrongThenRight(site);
  expect(await site.problems()).toEqual([]);
});

test('a reload keeps the finished lesson, the lesson the learner was on and its position', async ({
  site,
}) => {
  await finishLesson(site);
  await expectFirstLessonDone(site);
  const saved = await leaveSecondLessonAtTwoSeconds(site);
  await site.reload();
  await expectProgressKept(site, saved);
  expect(await site.problems()).toEqual([]);
});

test('what was finished shows on My Courses and in the profile', async ({ site }) => {
  await finishLesson(site);
  await expectFirstLessonDone(site);
  await expectProgressOnMyCourses(site);
  await expectProgressOnProfile(site);
  expect(await site.problems()).toEqual([]);
});
