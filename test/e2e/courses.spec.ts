import type { Page } from '@playwright/test';

import { ownCodeOf } from './build-files';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  finishLesson,
  expectProgressOnMyCourses,
  expectProgressOnProfile,
  lessonVideo,
  openCourse,
  plays,
  recordPlays,
} from './journeys/steps/course-player';
import { accessToken, certificatesOf, completeCourse, forgetCertificate } from './learner-api';
import { pdfTextBetween } from './pdf-text';
import { testLearner } from './stack';

/**
 * Chromium only, beside course-player.journey.ts (which runs the player's behaviour in every engine): axe
 * in the player's states, the captions Chromium exposes as text tracks, the catalogue, the player's
 * controls and the certificate's PDF.
 */
const videoElement = (page: Page) => page.getByTestId('lesson-video');

test.describe('Course player, course list and profile against the local stack', () => {
  test('the player with its captions, My Courses and the profile, each with progress, pass axe', async ({
    page,
    site,
    problems,
    signedIn,
  }) => {
    await signedIn({ as: testLearner() });
    // Leaving the catalogue for the provider cancels its pending chunks: not a failure of this test's pages.
    const earlier = problems.failedRequests.length;
    await openCourse(site);
    // The shipped video's English captions load.
    await expect
      .poll(() =>
        videoElement(page).evaluate((element: HTMLVideoElement) => {
          const track = element.textTracks[0];
          if (track) track.mode = 'showing';
          return track?.cues?.length ?? 0;
        }),
      )
      .toBeGreaterThan(0);
    await finishLesson(site);
    await expectNoSeriousA11yViolations(page);

    await expectProgressOnMyCourses(site);
    await expectNoSeriousA11yViolations(page);
    await expectProgressOnProfile(site);
    await expectNoSeriousA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.slice(earlier)).toEqual([]);
  });

  test('the catalogue and a course detail load from the backend and pass axe', async ({ page, problems }) => {
    await page.goto('/c');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const thumbnail = list.getByTestId('course-thumbnail').first();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);

    const firstTitle = (await list.getByRole('heading').first().textContent()) ?? '';
    await list.getByRole('link', { name: 'View Course' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    const enroll = page.getByRole('link', { name: 'Enroll Now' });
    const href = (await enroll.getAttribute('href')) ?? '';
    expect(new URL(href, 'http://localhost').searchParams.get('message')).toContain(firstTitle);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a filtered catalogue is a link: its address restores the filters after a reload', async ({
    page,
    problems,
  }) => {
    await page.goto('/c');
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel('Category').selectOption('Clinical Programming');
    await expect(page).toHaveURL(/\/c\?category=Clinical\+Programming$/);
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('sas');
    await expect(page).toHaveURL(/\/c\?category=Clinical\+Programming&q=sas$/);
    await expect(list.getByRole('heading')).toHaveText(['SAS Base Programming Essentials']);

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('Clinical Programming');
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('sas');
    await expect(list.getByRole('heading')).toHaveText(['SAS Base Programming Essentials']);

    await page.goto('/c?tab=instructors');
    await expect(page.getByRole('tab', { name: 'Instructors' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Instructors' }).getByRole('listitem').first()).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('Player controls against the local stack', () => {
  /** The failed requests seen before the player opened (leaving the catalogue for the provider). */
  let earlier = 0;

  test.beforeEach(async ({ page, site, problems, signedIn }) => {
    await signedIn({ as: testLearner() });
    // Leaving the catalogue for the provider cancels its pending chunks: not a failure of this test's pages.
    earlier = problems.failedRequests.length;
    await openCourse(site);
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
    await expect.poll(async () => (await lessonVideo(site))?.playbackRate).toBe(1.5);
  });

  test('a speed of 1.5x survives a reload; the transcript follows and seeks; the player passes axe with its shortcuts', async ({
    page,
    site,
    problems,
  }) => {
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    await expect.poll(async () => (await lessonVideo(site))?.playbackRate).toBe(1.5);

    // The transcript is open beside the lesson at this width, follows the video and seeks on a click.
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await expect(transcript.getByRole('button')).toHaveCount(2);
    await transcript.getByRole('button', { name: /Watch closely/ }).click();
    await expect.poll(async () => (await lessonVideo(site))?.currentTime ?? 0).toBeGreaterThanOrEqual(2);
    await expect(transcript.getByRole('button', { name: /Watch closely/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expectNoSeriousA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.slice(earlier)).toEqual([]);
  });

  test('K plays and pauses with focus in the player; after the quiz, Next lesson plays at the chosen speed', async ({
    page,
    site,
    problems,
  }) => {
    await videoElement(page).focus();
    // Looping, the short lesson is still playing when K is pressed again, however slow the machine.
    await videoElement(page).evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.loop = true;
      element.currentTime = 0;
    });
    await recordPlays(site);
    await page.keyboard.press('k');
    await expect.poll(async () => (await plays(site)).length).toBeGreaterThan(0);
    await page.keyboard.press('k');
    await expect.poll(async () => (await lessonVideo(site))?.paused).toBe(true);

    // The lesson ends, its quiz is answered, and the learner moves on.
    await finishLesson(site);
    await page.getByRole('radio', { name: '<-' }).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.getByRole('button', { name: 'Next lesson' }).click();
    await expect(page.getByRole('group', { name: 'Video player: Vectors and data types' })).toBeVisible();
    await expect
      .poll(async () => (await plays(site)).at(-1))
      .toEqual({ label: 'Vectors and data types', rate: 1.5 });

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.slice(earlier)).toEqual([]);
  });
});

test.describe('Certificates and the avatar against the local stack', () => {
  test('a certificate prints Łukasz Ananyā and a Devanagari name exactly, and the header shows the saved picture', async ({
    page,
    problems,
    signedIn,
  }) => {
    // A learner of its own who finished the tidyverse course and the third one, on the account, as the player
    // reports it (the backend issues a certificate on that). Neither certificate is issued yet: an issued one
    // keeps its name, so a retry starts again.
    const learner = testLearner();
    const token = await accessToken(learner);
    for (const held of await certificatesOf(token)) await forgetCertificate(held.id);
    await completeCourse(token, '2');
    await completeCourse(token, '3');
    await signedIn({ as: learner });
    const earlier = problems.failedRequests.length;
    // The profile pulls the account's progress when it opens: nothing is written into this browser.
    await page.goto('/profile');

    const saveName = async (name: string, picture?: Buffer) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      if (picture) {
        await dialog
          .getByLabel('Upload picture')
          .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
        await expect(dialog.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
      }
      await dialog.getByLabel(/Full Name/).fill(name);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
    };
    /**
     * A course's certificate, issued in the profile's name: the name a reader extracts from its PDF, and the
     * code and fonts its making downloaded.
     */
    const makeCertificate = async (course: string) => {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course }) });
      await card.getByRole('button', { name: 'Certificate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your certificate' });
      await expect(dialog.getByRole('textbox', { name: 'Name on the certificate' })).not.toHaveValue('');
      const requested: string[] = [];
      const record = (request: { url: () => string }) => requested.push(new URL(request.url()).pathname);
      page.on('request', record);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Issue certificate' }).click();
      const file = await download;
      page.off('request', record);
      await expect(card.getByText(/^Certificate ID: MB-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
      const name = await pdfTextBetween(
        await file.path(),
        'This certifies that',
        'has successfully completed the course',
      );
      return { name, requested };
    };
    /** The code that shapes a name in a script that needs it (its own chunk, loaded only for such a name). */
    const nameShaping = ownCodeOf('name-shaping');
    const headerPicture = (name: string) =>
      page.getByRole('button', { name: `Account menu for ${name}` }).locator('img');

    await saveName('Łukasz Ananyā', RED_DOT_PNG);
    await expect(headerPicture('Łukasz Ananyā')).toHaveAttribute('src', /^data:image\//);
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('button', { name: 'My Courses' })
      .click();
    const latin = await makeCertificate('Data Analysis with the Tidyverse');
    expect(latin.name).toBe('Łukasz Ananyā');
    // Printed as text in the Latin fonts it needs: the shaping engine is not downloaded.
    expect(latin.requested.filter((file) => file.endsWith('.ttf')).sort()).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-bold-latin-ext-a\.\w+\.ttf$/),
      expect.stringMatching(/^\/assets\/noto-sans-bold-latin\.\w+\.ttf$/),
    ]);
    expect(latin.requested.filter((file) => nameShaping.test(file))).toEqual([]);

    await saveName('अनन्या शर्मा');
    const devanagari = await makeCertificate('Leading High-Performing Teams');
    expect(devanagari.name).toBe('अनन्या शर्मा');
    expect(devanagari.requested.filter((file) => file.endsWith('.ttf'))).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-devanagari-bold\.\w+\.ttf$/),
    ]);
    expect(devanagari.requested.filter((file) => nameShaping.test(file))).toHaveLength(1);

    // The saved picture is the header's on another page and after a reload.
    await page.goto('/about');
    await expect(headerPicture('अनन्या शर्मा')).toHaveAttribute('src', /^data:image\//);
    await page.reload();
    await expect(headerPicture('अनन्या शर्मा')).toHaveAttribute('src', /^data:image\//);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.slice(earlier)).toEqual([]);
  });
});

/** A 1x1 red PNG: the picture a learner chooses. */
const RED_DOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
