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
 * From now on, records each time a video of the page starts playing (its `playing` event: its label and
 * rate then). A short lesson can play to its end between two reads of its state on a busy machine, so a
 * test asks whether it started, not whether it is still playing.
 */
export async function recordPlays(site: Site) {
  await site.evaluate(() => {
    const plays: { label: string | null; rate: number }[] = [];
    (window as unknown as { __plays: typeof plays }).__plays = plays;
    // Media events do not bubble; a listener on the document in the capture phase still sees them.
    document.addEventListener(
      'playing',
      (event) => {
        const video = event.target as HTMLVideoElement;
        plays.push({ label: video.getAttribute('aria-label'), rate: video.playbackRate });
      },
      true,
    );
  });
}

/** The plays recorded since `recordPlays`. */
export const plays = (site: Site) =>
  site.evaluate(
    () => (window as unknown as { __plays?: { label: string | null; rate: number }[] }).__plays ?? [],
  );

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

/**
 * The position this browser kept for the course's second lesson (`v2`), or 0: the signed-in account's
 * progress entry (`mindbridge:account:{sub}:courseProgress`), its undelivered changes included.
 */
export const storedPosition = (site: Site) =>
  site.evaluate(() => {
    const lesson = 'v2';
    type Position = { seconds: number; at: string };
    type Kept = {
      state?: {
        record?: { courses?: Record<string, { lessons?: Record<string, { position?: Position }> }> };
        outbox?: { type: string; courseId?: string; lessonId?: string; seconds?: number; at: string }[];
      };
    };
    const key = Object.keys(window.localStorage).find(
      (name) => name.startsWith('mindbridge:account:') && name.endsWith(':courseProgress'),
    );
    const kept = JSON.parse((key && window.localStorage.getItem(key)) || '{}') as Kept;
    const positions: Position[] = [];
    const recorded = kept.state?.record?.courses?.['1']?.lessons?.[lesson]?.position;
    if (recorded) positions.push(recorded);
    for (const event of kept.state?.outbox ?? [])
      if (event.type === 'positionSaved' && event.courseId === '1' && event.lessonId === lesson)
        positions.push({ seconds: event.seconds ?? 0, at: event.at });
    positions.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    return positions.at(-1)?.seconds ?? 0;
  });

/**
 * The second lesson, watched from `seconds` and paused: saved as the visitor leaves it. Returns the position
 * the player saved (how far it played before the pause depends on the machine, so what follows is checked
 * against what was saved, not against a fixed second).
 */
export async function leaveSecondLessonAt(site: Site, seconds = 2): Promise<number> {
  await playlistItem(site, lessons[1]).click();
  await expect(site.getByRole('radiogroup', { name: 'What does c(1, 2, 3) create?' })).toBeVisible();
  await expect.poll(async () => (await lessonVideo(site))?.readyState ?? 0).toBeGreaterThan(0);
  await site.evaluate(async (at: number) => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"]');
    if (!element) throw new Error('no lesson video');
    element.muted = true;
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = at;
    await seeked;
    // A pause is when the player saves the position.
    await element.play();
    element.pause();
  }, seconds);
  await expect.poll(() => storedPosition(site)).toBeGreaterThanOrEqual(seconds - 0.1);
  return storedPosition(site);
}

/** The entries this browser keeps for accounts (`mindbridge:account:{sub}:{slice}`), by key. */
export const keptAccountEntries = (site: Site) =>
  site.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('mindbridge:account:')),
  );

/** How many changes this browser holds that the account has not taken yet. */
export const undeliveredChanges = (site: Site) =>
  site.evaluate(() => {
    const key = Object.keys(window.localStorage).find(
      (name) => name.startsWith('mindbridge:account:') && name.endsWith(':courseProgress'),
    );
    const kept = JSON.parse((key && window.localStorage.getItem(key)) || '{}') as {
      state?: { outbox?: unknown[] };
    };
    return kept.state?.outbox?.length ?? 0;
  });

/** The account has taken every change this browser made (the sync sends them a few seconds after). */
export async function expectProgressDelivered(site: Site) {
  await expect.poll(() => undeliveredChanges(site)).toBe(0);
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
