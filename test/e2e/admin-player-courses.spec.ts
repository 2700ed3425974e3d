/**
 * Course authoring against the real stack: the editor adds a lesson to a player course in the console (its
 * video and WebVTT captions uploaded, a transcript and a quiz), saves and publishes it; a learner who had
 * watched the course's other lessons sees the new one in the player, plays it to its end and answers its
 * quiz, and only then does the course earn a certificate. The editor's screens pass axe at a laptop's and a
 * phone's width. Once loaded, the course still starts with the backend stopped.
 *
 * The test runs a backend of its own (private-backend.ts): the course it changes is then nobody else's, so
 * the tests beside it keep the seeded three lessons.
 */
import path from 'node:path';

import { editor, openConsoleAs } from './console';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectProgressDelivered, finishLesson, lessonVideo } from './journeys/steps/course-player';
import { accessToken, completeCourse } from './learner-api';
import { privateBackend } from './private-backend';
import type { PrivateBackend } from './private-backend';
import { testLearner } from './stack';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const MEDIA = path.join(__dirname, '../../public/media/courses');
const COURSE = { id: '3', title: 'Leading High-Performing Teams' } as const;
const LESSON = 'Recognising good work';

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

/** A certificate of the course for the learner, as the profile asks for it: the backend's status. */
async function askForCertificate(token: string) {
  const response = await fetch(`${backend.url}/api/me/certificates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ courseId: COURSE.id, name: 'Priya Sharma' }),
  });
  return { status: response.status, body: (await response.json()) as { missing?: { title: string }[] } };
}

test('staff add a lesson with a video, captions and a quiz and publish it; a learner plays it, and finishing the course issues a certificate', async ({
  browser,
  page,
  site,
  signedIn,
}) => {
  // The learner has watched the course's three lessons: today, that completes it.
  const learner = testLearner();
  const token = await accessToken(learner);
  await completeCourse(token, COURSE.id, ['v1', 'v2', 'v3'], backend.url);

  // The editor, in a browser of their own.
  const editorContext = await browser.newContext({ bypassCSP: true, viewport: LAPTOP });
  await backend.serve(editorContext);
  const staff = await editorContext.newPage();
  await openConsoleAs(staff, editor, '/admin/player-courses');
  const grid = staff.getByRole('grid', { name: 'Player courses' });
  await expectNoSeriousA11yViolations(staff);
  await grid.getByRole('link', { name: COURSE.title }).click();
  await expect(staff.getByRole('textbox', { name: 'Course title' })).toHaveValue(COURSE.title);
  await expectNoSeriousA11yViolations(staff);

  // A draft while it changes, so learners never see a half-made lesson.
  await staff.getByRole('button', { name: 'Unpublish' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'is a draft again' })).toBeVisible();

  await staff.getByRole('button', { name: 'Add a lesson' }).click();
  const lesson = staff.getByRole('region', { name: /^Lesson 4/ });
  await lesson.getByRole('textbox', { name: 'Lesson title' }).fill(LESSON);
  await lesson.getByLabel('Upload video').setInputFiles(path.join(MEDIA, 'course-intro.webm'));
  await expect(lesson.getByRole('textbox', { name: 'Video' })).toHaveValue(/^\/admin\/uploads\/.+\.webm$/);
  // Text that is not WebVTT is refused with the backend's reason; the real captions are taken.
  await lesson.getByLabel('Upload captions (webvtt)').setInputFiles({
    name: 'notes.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('Just some notes\n'),
  });
  await expect(lesson.getByText(/^The file is not WebVTT captions/)).toBeVisible();
  await lesson.getByLabel('Upload captions (webvtt)').setInputFiles(path.join(MEDIA, 'captions/3-v1.vtt'));
  await expect(lesson.getByRole('textbox', { name: 'Captions (WebVTT)' })).toHaveValue(
    /^\/admin\/uploads\/.+\.vtt$/,
  );
  await lesson.getByRole('textbox', { name: 'Transcript' }).fill('Praise the work, soon and specifically.');
  await lesson.getByRole('textbox', { name: 'Quiz question' }).fill('What makes recognition land?');
  await lesson.getByRole('textbox', { name: 'Option 1' }).fill('It is vague');
  await lesson.getByRole('textbox', { name: 'Option 2' }).fill('It is specific and timely');
  await lesson.getByRole('textbox', { name: 'Option 3' }).fill('It waits for the annual review');
  await lesson.getByRole('radio', { name: 'It is specific and timely' }).check();
  await expectNoSeriousA11yViolations(staff);
  await staff.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(staff);
  await staff.screenshot({ path: 'test-results/admin-player-course-390.png', fullPage: true });
  await staff.setViewportSize(LAPTOP);

  await staff.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'The course is saved.' })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'The course is published' })).toBeVisible();
  await editorContext.close();

  // The three lessons no longer complete the course: the new one counts.
  const refused = await askForCertificate(token);
  expect(refused.status).toBe(409);
  expect(refused.body.missing?.map((missing) => missing.title)).toEqual([LESSON]);

  // The learner opens the course: it resumes at the new lesson, its uploaded video and captions.
  await signedIn({ as: learner, from: '/' });
  await page.goto(`/course/${COURSE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  const playlist = page.getByRole('list', { name: 'Course videos' });
  await expect(playlist.getByRole('button')).toHaveCount(4);
  await expect(playlist.getByRole('button', { name: new RegExp(LESSON) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: LESSON })).toBeVisible();
  await expect(page.getByTestId('lesson-video')).toHaveAttribute('src', /\/admin\/uploads\/.+\.webm$/);
  await expect(page.getByTestId('captions')).toHaveAttribute('src', /\/admin\/uploads\/.+\.vtt$/);
  // It plays: the uploaded file decodes and runs.
  await expect.poll(async () => (await lessonVideo(site))?.duration ?? 0).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await lessonVideo(site))?.currentTime ?? 0).toBeGreaterThan(0);
  await finishLesson(site);
  await page.getByRole('radio', { name: 'It is vague' }).click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect answer. Please try again.');
  await page.getByRole('radio', { name: 'It is specific and timely' }).click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('Correct! You can now proceed to the next video.')).toBeVisible();
  await expect(page.getByText('You have finished every lesson of this course.')).toBeVisible();
  await expect(page.getByText('4 of 4 completed')).toBeVisible();
  await expectProgressDelivered(site);

  // Finishing the course, new lesson and all, issues its certificate.
  expect((await askForCertificate(token)).status).toBe(201);

  // Loaded once, the course starts with the backend stopped.
  await backend.stop();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(playlist.getByRole('button')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: /./ }).first()).toBeVisible();
});
