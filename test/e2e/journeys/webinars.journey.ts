/**
 * /webinars against the local backend with the browser's clock fixed from the seeded rows (they move with
 * the day the backend was seeded): IST times, the badges, the calendar's colours, Add to calendar.
 */
import { expect, initScripts, test } from '../harness/fixtures';
import type { Locator, Site } from '../harness/fixtures';
import { BACKEND } from '../stack';

const liveQa = 'Live Q&A: Careers in Statistical Programming';
const tfl = 'Tables, Figures and Listings with R';
const shiny = 'Building Review Apps with R Shiny';
const pastR = 'Deriving ADSL in R';
const MINUTE = 60_000;

type Row = { title: string; date: string; time: string; duration: string };

async function seededRow(title: string): Promise<Row> {
  const response = await fetch(`${BACKEND}/admin/pages/webinars.php?endpoint=webinars&group_id=1`);
  const row = ((await response.json()) as Row[]).find((candidate) => candidate.title === title);
  if (!row) throw new Error(`the backend has no webinar "${title}"`);
  return row;
}

const startOf = (row: Row) => Date.parse(`${row.date}T${row.time}+05:30`);
/** "6:00 PM", as the page writes an IST clock time. */
const clock = (minutes: number) => {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};
const istSpan = (row: Row) => {
  const [hours = 0, minutes = 0] = row.time.split(':').map(Number);
  const start = hours * 60 + minutes;
  return `${clock(start)} - ${clock(start + Number(row.duration) * 60)} (IST)`;
};

const card = (site: Site, title: string): Locator =>
  site.getByRole('listitem').filter({ has: site.getByRole('heading', { level: 3, name: title }) });

/** The palette of src/features/webinars/components/calendar-style.ts, as computed colours. */
const toneBackground: Record<string, string> = {
  past: 'rgb(253, 226, 224)',
  upcoming: 'rgb(220, 242, 224)',
  live: 'rgb(255, 226, 138)',
  today: 'rgb(219, 232, 255)',
};

async function openWebinars(site: Site, now: number) {
  await site.addInitScript(initScripts.fixedClock(now));
  await site.setViewport(1280, 900);
  await site.goto('/webinars');
  await expect(site.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
}

test('thirty minutes into the Q&A: LIVE NOW, days to go, PAST, IST times and the calendar colours', async ({
  site,
}) => {
  const [qa, tflRow, pastRow] = await Promise.all([seededRow(liveQa), seededRow(tfl), seededRow(pastR)]);
  await openWebinars(site, startOf(qa) + 30 * MINUTE);

  const qaCard = card(site, liveQa);
  await expect(qaCard.getByText('LIVE NOW', { exact: true })).toBeVisible();
  await expect(qaCard.getByText(istSpan(qa), { exact: true })).toBeVisible();
  await expect(qaCard.getByRole('link', { name: /^Join Now/ })).toHaveAttribute(
    'href',
    'https://meet.example.com/mb-r-careers',
  );
  await expect(card(site, tfl).getByText('4 DAYS TO GO', { exact: true })).toBeVisible();
  await expect(card(site, tfl).getByText(istSpan(tflRow), { exact: true })).toBeVisible();
  const past = site.getByRole('list', { name: 'Past Webinars' });
  await expect(past.getByRole('heading', { name: pastR })).toBeVisible();
  await expect(card(site, pastR).getByText('PAST', { exact: true })).toBeVisible();
  await expect(card(site, pastR).getByText(istSpan(pastRow), { exact: true })).toBeVisible();
  await expect(site.getByText(/^\d+ live sessions? now$/)).toBeVisible();

  // The calendar (its own chunk) colours today live, and every other toned day from the palette.
  const today = site.locator('[role="gridcell"][aria-current="date"]');
  await expect(today).toHaveAttribute('data-tone', 'live');
  const tones = await site.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="gridcell"][data-tone]')]
      .filter((day) => day.dataset.tone !== 'none')
      .map((day) => ({ tone: day.dataset.tone ?? '', background: getComputedStyle(day).backgroundColor })),
  );
  expect(tones.length).toBeGreaterThan(0);
  for (const { tone, background } of tones) expect(background, tone).toBe(toneBackground[tone]);
  expect(await site.problems()).toEqual([]);
});

test('early on the day of a later session: LIVE TODAY, and Add to calendar gives its iCalendar file', async ({
  site,
}) => {
  const [tflRow, shinyRow] = await Promise.all([seededRow(tfl), seededRow(shiny)]);
  // A minute past midnight in India on the day of the Tables, Figures and Listings session (18:00 IST).
  await openWebinars(site, Date.parse(`${tflRow.date}T00:01:00+05:30`));
  const tflCard = card(site, tfl);
  await expect(tflCard.getByText('LIVE TODAY', { exact: true })).toBeVisible();
  await expect(card(site, liveQa).getByText('PAST', { exact: true })).toBeVisible();
  const days = Math.round((Date.parse(shinyRow.date) - Date.parse(tflRow.date)) / (24 * 60 * MINUTE));
  await expect(card(site, shiny).getByText(`${days} DAYS TO GO`, { exact: true })).toBeVisible();
  await expect(site.locator('[role="gridcell"][aria-current="date"]')).toHaveAttribute(
    'data-tone',
    'upcoming',
  );

  // The file the page hands to the browser: its name and its contents, as this engine built them.
  await site.evaluate(() => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function clickAndRecord(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (this.download && blob) saved.push({ name: this.download, blob });
      return click.call(this);
    };
    (window as unknown as { __saved: typeof saved }).__saved = saved;
  });
  await tflCard.getByRole('button', { name: 'Add to calendar' }).click();
  const saved = () =>
    site.evaluate(async () => {
      const [file] = (window as unknown as { __saved: { name: string; blob: Blob }[] }).__saved;
      return file ? { name: file.name, type: file.blob.type, text: await file.blob.text() } : null;
    });
  await expect.poll(async () => (await saved())?.name).toBe('tables-figures-and-listings-with-r.ics');
  const file = await saved();
  const utc = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
  const start = startOf(tflRow);
  expect(file?.type).toMatch(/^text\/calendar/);
  expect(file?.text).toContain(`DTSTART:${utc(start)}\r\n`);
  expect(file?.text).toContain(`DTEND:${utc(start + Number(tflRow.duration) * 60 * MINUTE)}\r\n`);
  expect(file?.text).toContain('SUMMARY:Tables\\, Figures and Listings with R\r\n');
  expect(await site.problems()).toEqual([]);
});
