import type { APIRequestContext, Page } from '@playwright/test';

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { BACKEND } from './stack';

/**
 * Seeded by the local backend (server/backend/seed-content.ts) relative to the day it runs: the R Q&A
 * starts at the seed's hour in India and lasts two hours. The browser's clock is fixed from it, so
 * every run sees the same statuses whatever the hour.
 */
const liveQa = 'Live Q&A: Careers in Statistical Programming';
const tfl = 'Tables, Figures and Listings with R';
const pastR = 'Deriving ADSL in R';
const unconfirmed = 'Validation of R Packages in GxP Settings';

type Row = { title: string; date: string; time: string; duration: string };

async function seededRow(request: APIRequestContext, group: 1 | 2, title: string): Promise<Row> {
  const response = await request.get(
    `${BACKEND}/admin/pages/webinars.php?endpoint=webinars&group_id=${group}`,
  );
  const rows = (await response.json()) as Row[];
  const row = rows.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`the backend has no webinar "${title}"`);
  return row;
}

const startOf = (row: Row) => Date.parse(`${row.date}T${row.time}+05:30`);
const MINUTE = 60_000;

/** "Saturday, 21 November 2026", as the page writes a day. */
const longDay = (dayKey: string) => {
  const date = new Date(`${dayKey}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
  return `${part({ weekday: 'long' })}, ${date.getUTCDate()} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
};

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test.describe('/webinars against the local backend, clock fixed', () => {
  let qa: Row;

  test.beforeEach(async ({ page, request }) => {
    qa = await seededRow(request, 1, liveQa);
    // Thirty minutes into the Q&A, in the browser only.
    await page.clock.install({ time: startOf(qa) + 30 * MINUTE });
    // The recording embed is an outside site: answer it locally so the test stays offline.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Recording</title><p>Recording</p>',
      }),
    );
  });

  test('shows both series with live status, IST times and the banner, and passes axe', async ({
    page,
    problems,
  }) => {
    await page.goto('/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Upcoming Webinars' });
    const past = page.getByRole('list', { name: 'Past Webinars' });
    await expect(upcoming.getByRole('heading', { name: liveQa })).toBeVisible();
    await expect(past.getByRole('heading', { name: pastR })).toBeVisible();
    // Both series are there.
    await expect(upcoming.getByText('Executive Coaching').first()).toBeVisible();
    await expect(upcoming.getByText('R Programming').first()).toBeVisible();

    const qaCard = card(page, liveQa);
    await expect(qaCard.getByText('LIVE NOW')).toBeVisible();
    await expect(qaCard.getByRole('link', { name: /^Join Now/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/mb-r-careers',
    );
    const hour = Number(qa.time.slice(0, 2));
    const clock = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h % 24 < 12 ? 'AM' : 'PM'}`;
    await expect(qaCard.getByText(`${clock(hour)} - ${clock(hour + 2)} (IST)`)).toBeVisible();
    await expect(page.getByText('Happening Today')).toBeVisible();
    await expect(page.getByText(/^\d+ live sessions? now$/)).toBeVisible();
    await expect(card(page, unconfirmed).getByText(/^[A-Z][a-z]+ \d{4}$/)).toBeVisible();

    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('moves through the calendar by keyboard and shows the chosen day', async ({ page, request }) => {
    const tflRow = await seededRow(request, 1, tfl);
    await page.goto('/webinars');
    const panel = page.getByRole('region', { name: /^Webinars on / });
    await expect(panel.getByRole('heading')).toHaveText(`Webinars on ${longDay(qa.date)}`);
    await expect(panel.getByText(liveQa)).toBeVisible();

    const today = page.locator('[role="gridcell"][aria-current="date"]');
    await expect(today).toHaveAttribute('data-tone', 'live');
    await today.focus();
    // Four days ahead, one arrow at a time, then choose it.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    const tflDay = Number(tflRow.date.slice(8));
    await expect(page.locator('[role="gridcell"]:focus')).toHaveAccessibleName(
      new RegExp(`^${tflDay} .*${tfl.replace(/[()]/g, '.')} \\(upcoming\\)`),
    );
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading')).toHaveText(`Webinars on ${longDay(tflRow.date)}`);
    await expect(panel.getByText(tfl)).toBeVisible();

    // PageUp shows the next month in MUI X (PageDown the previous); the grid is named by its month.
    const nextMonth = new Date(`${tflRow.date}T00:00:00Z`);
    nextMonth.setUTCDate(1);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    await page.keyboard.press('PageUp');
    const monthName = nextMonth.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    });
    await expect(page.getByRole('grid', { name: monthName })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading')).not.toHaveText(`Webinars on ${longDay(tflRow.date)}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('turns the live webinar past without a reload', async ({ page }) => {
    await page.goto('/webinars');
    const qaCard = card(page, liveQa);
    await expect(qaCard.getByText('LIVE NOW')).toBeVisible();
    await page.clock.fastForward(2 * 60 * MINUTE);
    await expect(
      page.getByRole('list', { name: 'Past Webinars' }).getByRole('heading', { name: liveQa }),
    ).toBeVisible();
    await expect(qaCard.getByText('PAST')).toBeVisible();
    // The local configuration publishes no recordings: no player that could only fail.
    await expect(qaCard.getByText('Recording not published yet')).toBeVisible();
    await expect(qaCard.getByRole('button', { name: 'View Recording' })).toHaveCount(0);
  });

  // Add to calendar's iCalendar file (its name, type, start, end and summary): webinars.journey.ts.

  test('tells a visitor to stay tuned, and plays the configured recordings in a dialog', async ({
    page,
    problems,
  }) => {
    // A deployment that publishes its recordings sets the address in config.js.
    const playlist = 'https://www.youtube-nocookie.com/embed/videoseries?list=PLconfigured';
    await page.route('**/config.js', async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}\nwindow.__APP_CONFIG__.webinarRecordingsUrl = '${playlist}';\n`;
      await route.fulfill({ response, body });
    });
    await page.goto('/webinars');
    await card(page, unconfirmed).getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Stay tuned for Confirmation Dates' }),
    ).toBeVisible();

    const trigger = card(page, pastR).getByRole('button', { name: 'View Recording' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: `Recording: ${pastR}` });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', playlist);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
  });
});
