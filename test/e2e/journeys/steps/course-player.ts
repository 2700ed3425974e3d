/**
 * The course player's steps, written once over the journeys' `Site`: the journey runs them in every engine,
 * and courses.spec.ts calls them in Chromium to run axe and read what only Chromium exposes.
 */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';

/** The seeded course the learner works through (server/backend/seed-content.ts). */
export const course = { id: '1', title: 'R Programming Fundamentals' } as const;
export const lessons = ['Welcome to R and RStudio', 'Vectors and data types'] as const;

export const playlistItem = (site: Site, name: string) =>
  site.getByRole('list', { name: 'Course videos' }).getByRole('button', { name: new RegExp(name) });

/** The lesson video's state, read in the page. */
export const lessonVideo = (site: Site) =>
  site.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    return element
      ? {
          duration: element.duration,
          currentTime: element.currentTime,
          readyState: element.readyState,
          playbackRate: element.playbackRate,
          paused: element.paused,
        }
      : null;
  });

/** Opens the course on its first lesson, once the shipped video's length is known (it decodes here). */
export async function openCourse(site: Site) {
  await site.goto(`/course/${course.id}`);
  await expect(site.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(playlistItem(site, lessons[0])).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await lessonVideo(site))?.duration ?? 0).toBeGreaterThan(3);
}

/**
 * The current lesson reaches its end. When a playing video gets there is up to the engine's media pipeline
 * (MiniBrowser under Xvfb sometimes never says so), so the step puts the video at its last moment and tells
 * the page it ended, as the element itself does: what is tested is what the player makes of it.
 */
export async function finishLesson(site: Site) {
  await site.evaluate(async () => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    if (!element) throw new Error('no lesson video');
    element.muted = true;
    element.pause();
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = Math.max(0, element.duration - 0.1);
    await seeked;
    element.dispatchEvent(new Event('ended'));
  });
}

/** The first lesson shows as done, in the playlist and the course's count. */
export async function expectFirstLessonDone(site: Site) {
  await expect(playlistItem(site, lessons[0]).getByRole('img', { name: 'completed' })).toBeVisible();
  await expect(site.getByText('1 of 3 completed')).toBeVisible();
}

/** The first lesson's quiz: a wrong answer, then the right one. */
export async function answerQuizWrongThenRight(site: Site) {
  await site.getByRole('radio', { name: '=>' }).click();
  await site.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(site.getByRole('alert')).toHaveText('Incorrect answer. Please try again.');
  await site.getByRole('radio', { name: '<-' }).click();
  await site.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(site.getByText('Correct! You can now proceed to the next video.')).toBeVisible();
}

/** The position redux-persist saved for a lesson video (`v2`), or 0. */
export const storedPosition = (site: Site) =>
  site.evaluate(() => {
    const slices = JSON.parse(window.localStorage.getItem('persist:mindbridge') ?? '{}') as Record<
      string,
      string
    >;
    const progress = JSON.parse(slices.courseProgress ?? '{}') as {
      positionsByCourse?: Record<string, Record<string, number>>;
    };
    return progress.positionsByCourse?.['1']?.v2 ?? 0;
  });

/**
 * The second lesson, watched from 2 s and paused: saved as the visitor leaves it. Returns the position the
 * player saved (how far it played before the pause depends on the machine, so the reload is checked
 * against what was saved, not against a fixed second).
 */
export async function leaveSecondLessonAtTwoSeconds(site: Site): Promise<number> {
  await playlistItem(site, lessons[1]).click();
  await expect(site.getByRole('radiogroup', { name: 'What does c(1, 2, 3) create?' })).toBeVisible();
  await expect.poll(async () => (await lessonVideo(site))?.readyState ?? 0).toBeGreaterThan(0);
  await site.evaluate(async () => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    if (!element) throw new Error('no lesson video');
    element.muted = true;
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = 2;
    await seeked;
    // A pause is when the player saves the position.
    await element.play();
    element.pause();
  });
  await expect.poll(() => storedPosition(site)).toBeGreaterThanOrEqual(1.9);
  return storedPosition(site);
}

/** After a reload: the first lesson done, the second current and at the position saved (`saved`). */
export async function expectProgressKept(site: Site, saved: number) {
  await expect(site.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expectFirstLessonDone(site);
  await expect(playlistItem(site, lessons[1])).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () => (await lessonVideo(site))?.currentTime ?? 0)
    .toBeGreaterThanOrEqual(saved - 0.25);
  // Resumed there, not started again nor run on to the end.
  expect((await lessonVideo(site))?.currentTime ?? 0).toBeLessThan(saved + 1);
}

/** My Courses: the course's card counts one of three done and continues where the learner was. */
export async function expectProgressOnMyCourses(site: Site) {
  await site.goto('/courses');
  const card = site.getByRole('listitem').filter({ has: site.getByRole('heading', { name: course.title }) });
  await expect(card.getByText('1 of 3 videos completed')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: `${course.title} progress` })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await expect(card.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/course/${course.id}`);
}

/** The profile's My Courses: the course in progress, one of three done. */
export async function expectProgressOnProfile(site: Site) {
  await site.goto('/profile');
  await expect(site.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible();
  await expect(site.getByText('Select an option from the menu')).toBeVisible();
  await site
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'My Courses' })
    .click();
  const card = site.getByRole('listitem').filter({ has: site.getByRole('heading', { name: course.title }) });
  await expect(card.getByText('In Progress')).toBeVisible();
  await expect(card.getByText('1 of 3 videos completed')).toBeVisible();
  await expect(card.getByText('33%')).toBeVisible();
}
