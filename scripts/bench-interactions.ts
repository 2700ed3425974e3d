/**
 * The latency of the interactions a visitor makes most, on the same calibrated phone as bench-lighthouse.ts
 * (bench-host.ts): each is measured with the Event Timing API as Interaction to Next Paint counts it (the
 * longest event of the interaction, from the input to the next frame presented), on a page that has loaded
 * and settled, in a fresh browser each run; the median of three. A benchmark, not a test: never part of
 * `npm test`.
 *
 * The host's index is measured again as every run starts (Lighthouse's loop, unthrottled, in the run's fresh
 * page) and as it ends; a run whose index strays from the calibration's by more than 15% at either end is
 * measured again after calibrating
 * again (up to three times; a run still astray is kept and marked, and does not count).
 *
 *   npm run bench:interactions                     every interaction, 3 runs each
 *   npm run bench:interactions -- webinars header  only those whose name contains a word given
 *   npm run bench:interactions -- --runs 5         five runs each
 *   npm run bench:interactions -- --dist DIR       another build (PREVIEW_DIST=DIR npm run preview)
 *   npm run bench:interactions -- --cpu 4          a fixed slowdown instead of the calibration
 *   npm run bench:interactions -- --target-index N another target phone, by its benchmarkIndex
 *
 * Needs the preview on BENCH_ORIGIN (default http://localhost:4173) and Chromium at CHROME_PATH.
 */
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import type { InteractionEvent, ThrottledRun } from './bench-host';
import {
  benchmarkSource,
  benchOrigin,
  checkPreviewServes,
  chromeFlags,
  chromePath,
  hostLoad,
  INTERACTION_BUDGET_MS,
  latencyOf,
  markdownTable,
  median,
  parseCommonArgs,
  startThrottle,
} from './bench-host';

const phone = { width: 412, height: 823 };
const desktop = { width: 1280, height: 800 };

type Interaction = {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** What the visitor acts on, once the page has hydrated. */
  target: (page: Page) => ReturnType<Page['locator']>;
  /** The interaction itself. */
  act: (page: Page) => Promise<void>;
  /** What shows once it has had its effect (the entries are read after it). */
  done: (page: Page) => Promise<unknown>;
};

const frames = (page: Page) =>
  page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))',
  );

/** The interactions of issue 35, and the header's menus. */
const interactions: Interaction[] = [
  {
    name: 'webinars: next month in the calendar',
    route: '/webinars',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'Next month' }),
    act: (page) => page.getByRole('button', { name: 'Next month' }).click(),
    done: frames,
  },
  {
    name: 'r-training: Enroll Now opens the payment dialog',
    route: '/r-training',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'Enroll Now' }).first(),
    act: (page) => page.getByRole('button', { name: 'Enroll Now' }).first().click(),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'r-training: a card switched to INR',
    route: '/r-training',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'INR' }).first(),
    act: (page) => page.getByRole('button', { name: 'INR' }).first().click(),
    done: (page) => page.locator('button[aria-pressed="true"]', { hasText: 'INR' }).first().waitFor(),
  },
  {
    name: 'about: an FAQ answer',
    route: '/about',
    viewport: phone,
    target: (page) => page.locator('[id^="faq-"][id$="-question"]').first(),
    act: (page) => page.locator('[id^="faq-"][id$="-question"]').first().click(),
    done: (page) => page.locator('[id^="faq-"][id$="-question"][aria-expanded="true"]').first().waitFor(),
  },
  {
    name: "events: an event's details",
    route: '/events',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'View Details' }).first(),
    act: (page) => page.getByRole('button', { name: 'View Details' }).first().click(),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'events: typing in the search',
    route: '/events',
    viewport: phone,
    target: (page) => page.getByLabel('Search events'),
    act: (page) => page.getByLabel('Search events').pressSequentially('leader', { delay: 150 }),
    done: frames,
  },
  {
    name: 'catalogue: typing in the search',
    route: '/c',
    viewport: phone,
    target: (page) => page.getByLabel('Search courses'),
    act: (page) => page.getByLabel('Search courses').pressSequentially('data', { delay: 150 }),
    done: frames,
  },
  {
    name: 'header: a menu at 1280 px',
    route: '/',
    viewport: desktop,
    target: (page) => page.getByRole('button', { name: 'HAPPENINGS' }),
    act: (page) => page.getByRole('button', { name: 'HAPPENINGS' }).click(),
    done: (page) => page.getByRole('link', { name: 'Webinars' }).first().waitFor(),
  },
  {
    name: 'header: the mobile menu at 412 px',
    route: '/',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    done: (page) => page.getByRole('navigation', { name: 'Mobile' }).waitFor(),
  },
];

/** Page-side: every Event Timing entry that belongs to an interaction (what INP is computed from). */
const observeInteractions = `
  window.__interactionEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactionEvents.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** Page-side: the browser has been idle twice in a row (the page has done what loading it started). */
const settled = `new Promise((resolve) => {
  const idle = (then) => requestIdleCallback(then, { timeout: 10000 });
  idle(() => idle(() => resolve(undefined)));
})`;

/** One run: the latency, and the host's index unthrottled as the run started (how fast the host was then). */
async function measureOnce(
  browser: Browser,
  interaction: Interaction,
  multiplier: number,
): Promise<{ result: number; hostIndex: number }> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  try {
    const page = await context.newPage();
    // Measured twice, the first a warm-up, as the calibration does: a fresh page's first run scores a
    // fifth to a third lower than its next ones, and would be taken for a host that slowed.
    await page.evaluate(benchmarkSource());
    const hostIndex = (await page.evaluate(benchmarkSource())) as number;
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await page.goto(`${benchOrigin}${interaction.route}`, { timeout: 120_000 });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 120_000 });
    const target = interaction.target(page);
    await target.waitFor({ timeout: 120_000 });
    // Brought into view first, as a visitor scrolls to it, and what that starts (a footer nearby) settles.
    await target.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.evaluate(settled);
    const since = (await page.evaluate('performance.now()')) as number;
    await interaction.act(page);
    await interaction.done(page);
    // Entries are reported after the frame that ends them is presented.
    await frames(page);
    await page.evaluate(settled);
    const events = (await page.evaluate('window.__interactionEvents')) as InteractionEvent[];
    return { result: latencyOf(events, since), hostIndex };
  } finally {
    await context.close();
  }
}

const formatMs = (ms: number) => (ms < 16 ? '<16' : String(Math.round(ms)));

async function main() {
  const options = parseCommonArgs(process.argv.slice(2));
  const words = options.rest.map((word) => word.toLowerCase());
  const chosen = interactions.filter(
    (interaction) =>
      words.length === 0 || words.some((word) => interaction.name.toLowerCase().includes(word)),
  );
  if (chosen.length === 0) throw new Error(`bench-interactions: no interaction matches ${words.join(', ')}`);
  await checkPreviewServes(options.dist);

  const throttle = await startThrottle(options);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const rows: string[][] = [];
  const over: string[] = [];
  const all: ThrottledRun<number>[] = [];
  try {
    for (const interaction of chosen) {
      const runs: ThrottledRun<number>[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        runs.push(
          await throttle.run(interaction.name, (multiplier) => measureOnce(browser, interaction, multiplier)),
        );
      }
      all.push(...runs);
      const middle = median(runs.map((run) => run.result));
      const drifted = runs.filter((run) => run.drifted).length;
      if (middle > INTERACTION_BUDGET_MS) over.push(interaction.name);
      const row = [
        interaction.name,
        `${interaction.viewport.width} px`,
        runs.map((run) => formatMs(run.result)).join(', '),
        formatMs(middle),
        runs.map((run) => run.multiplier).join(', '),
        drifted > 0 ? `drifted ${drifted}` : '-',
      ];
      rows.push(row);
      console.error(`measured ${row.join('  ')}`);
    }
  } finally {
    await browser.close();
  }

  console.log(
    `\nInteraction latency (Event Timing, as INP counts it), ${throttle.calibrated ? `CPU calibrated to benchmarkIndex ${options.targetIndex}` : `CPU ${options.fixedMultiplier}x (fixed)`}, median of ${options.runs}, ${benchOrigin}`,
  );
  console.log(`uptime at the end: ${hostLoad()}`);
  console.log(
    `runs measured again because the host had moved: ${all.reduce((n, run) => n + run.redone, 0)}; ` +
      `runs kept on a drifted host: ${all.filter((run) => run.drifted).length}\n`,
  );
  for (const line of markdownTable(
    ['interaction', 'viewport', 'runs ms', 'median ms', 'CPU x', 'host'],
    rows,
  ))
    console.log(line);
  console.log(
    over.length === 0
      ? `\nEvery interaction within ${INTERACTION_BUDGET_MS} ms.`
      : `\nOver ${INTERACTION_BUDGET_MS} ms: ${over.join('; ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
