/** The course player against the local stack: a quiz answered wrong then right, a video finished, a reload. */
import { expect, test } from './fixtures';
import type { Site } from './fixtures';

const PROVIDER = 'http://localhost:4200';
const course = 'R Programming Fundamentals';

async function signIn(site: Site) {
  await site.goto('/courses');
  await site.waitForURL(new RegExp(`^${PROVIDER}/`));
  await site.getByLabel('Email address').fill('learner@example.com');
  await site.getByLabel('Password').fill('learner-pass');
  await site.getByRole('button', { name: 'Log in' }).click();
  await expect(site.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeVisible();
}

const playlistItem = (site: Site, name: string) =>
  site.getByRole('list', { name: 'Course videos' }).getByRole('button', { name: new RegExp(name) });

/** The lesson video's state, read in the page. */
const video = (site: Site) =>
  site.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    return element
      ? { duration: element.duration, currentTime: element.currentTime, readyState: element.readyState }
      : null;
  });

test('a wrong and a right answer, a finished video, and a reload that keeps progress and position', async ({
  site,
}) => {
  await site.setViewport(1280, 900);
  await signIn(site);
  await site.goto('/course/1');
  await expect(site.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(playlistItem(site, 'Welcome to R and RStudio')).toHaveAttribute('aria-current', 'true');

  // The shipped video plays in this engine: its length is known, and it runs to its end.
  await expect.poll(async () => (await video(site))?.duration ?? 0, { timeout: 15_000 }).toBeGreaterThan(3);
  await site.evaluate(async () => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    if (!element) throw new Error('no lesson video');
    element.muted = true;
    const ended = new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
    element.currentTime = Math.max(0, element.duration - 0.3);
    await element.play();
    await ended;
  });
  await expect(
    playlistItem(site, 'Welcome to R and RStudio').getByRole('img', { name: 'completed' }),
  ).toBeVisible();
  await expect(site.getByText('1 of 3 completed')).toBeVisible();

  await site.getByRole('radio', { name: '=>' }).click();
  await site.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(site.getByRole('alert')).toHaveText('Incorrect answer. Please try again.');
  await site.getByRole('radio', { name: '<-' }).click();
  await site.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(site.getByText('Correct! You can now proceed to the next video.')).toBeVisible();

  // The second video, watched to 2 s and paused there.
  await playlistItem(site, 'Vectors and data types').click();
  await expect(site.getByRole('radiogroup', { name: 'What does c(1, 2, 3) create?' })).toBeVisible();
  await expect.poll(async () => (await video(site))?.readyState ?? 0).toBeGreaterThan(0);
  await site.evaluate(async () => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    if (!element) throw new Error('no lesson video');
    element.muted = true;
    await element.play();
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = 2;
    await seeked;
    element.pause();
  });
  // Saved as the visitor leaves it (redux-persist writes it to local storage).
  await expect
    .poll(() =>
      site.evaluate(() => {
        const slices = JSON.parse(window.localStorage.getItem('persist:mindbridge') ?? '{}') as Record<
          string,
          string
        >;
        const progress = JSON.parse(slices.courseProgress ?? '{}') as {
          positionsByCourse?: Record<string, Record<string, number>>;
        };
        return progress.positionsByCourse?.['1']?.v2 ?? 0;
      }),
    )
    .toBeGreaterThanOrEqual(1.9);

  await site.reload();
  await expect(site.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(
    playlistItem(site, 'Welcome to R and RStudio').getByRole('img', { name: 'completed' }),
  ).toBeVisible();
  await expect(playlistItem(site, 'Vectors and data types')).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await video(site))?.currentTime ?? 0).toBeGreaterThanOrEqual(1.9);
  expect((await video(site))?.currentTime ?? 0).toBeLessThan(3);
  await expect(site.getByText('1 of 3 completed')).toBeVisible();
  expect(await site.problems()).toEqual([]);
});
