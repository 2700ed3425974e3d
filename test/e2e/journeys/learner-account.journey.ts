/**
 * The learner's record belongs to the account: progress made on one device is there on another, signed in
 * as the same learner, with nothing shared between the two but the account. Runs in every engine; the
 * Chromium-only cases (offline, a stopped backend, two learners in one browser, a plan) are in
 * learner-account.spec.ts.
 */
import { expect, test } from '../harness/fixtures';
import { testLearner } from '../stack';

import {
  course,
  expectFirstLessonDone,
  expectProgressDelivered,
  expectProgressKept,
  finishLesson,
  leaveSecondLessonAt,
  openCourse,
} from './steps/course-player';
import { signIn } from './steps/sign-in';

test('a lesson finished and a position left on one device are there on the other', async ({
  site: phone,
  anotherDevice,
}) => {
  const learner = testLearner();
  await phone.setViewport(1280, 900);
  await signIn(phone, { as: learner });
  // A phone from here on (the header's account button sits in its menu at this width).
  await phone.setViewport(390, 844);
  await openCourse(phone);
  await finishLesson(phone);
  await expectFirstLessonDone(phone);
  const saved = await leaveSecondLessonAt(phone, 2);
  await expectProgressDelivered(phone);

  const laptop = await anotherDevice();
  await laptop.setViewport(1280, 900);
  await signIn(laptop, { as: learner });
  await laptop.goto(`/course/${course.id}`);
  // 1 of 3 completed, and lesson 2 resumed within a second of where the phone left it.
  await expectProgressKept(laptop, saved);
  expect(await phone.problems()).toEqual([]);
  expect(await laptop.problems()).toEqual([]);
});
