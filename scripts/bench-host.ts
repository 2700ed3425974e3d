/**
 * What the two benchmarks (bench-lighthouse.ts, bench-interactions.ts) share: the phone they simulate and
 * how a host is calibrated to it, the build they measure, medians and tables. Not a test: nothing here runs
 * in `npm test` but the pure parts' unit tests.
 *
 * Why calibrate: DevTools CPU throttling slows the host by a factor, so "4x" on a fast desktop is a faster
 * phone than "4x" on a slow one (Lighthouse's throttling guide, "Calibrating the CPU slowdown"). Lighthouse
 * measures every host with its `benchmarkIndex` (the same loop DevTools' calibrated CPU presets use), so the
 * benchmark measures the host's index, then finds the slowdown at which the host scores the target phone's
 * index, as DevTools' calibration does: a first guess from the ratio, then corrections from the index
 * measured under that slowdown (throttling does not slow the benchmark exactly in proportion).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';

import type { CDPSession, Page } from '@playwright/test';

import { CHROMIUM } from '../test/e2e/stack';

/**
 * The phone both benchmarks simulate, by its Lighthouse `benchmarkIndex`.
 *
 * Lighthouse's throttling guide puts a high-end desktop at an index of 1500 to 2000 and a mid-tier phone (its
 * Moto G4 column, the class of the Moto G Power its mobile emulation names) at 125 to 800, and says its
 * default 4x slowdown takes the first to the second. The target is the phone that 4x makes of the
 * high-end desktop bracket's top, 2000 / 4 = 500: a mid-tier phone by Lighthouse's table, and on a host of
 * this project's machine class (index about 2400 when quiet) a slowdown of at least 4x, as the issue asks.
 * A host twice as fast is slowed twice as much, so every host measures this same phone.
 */
export const TARGET_PHONE = {
  name: 'mid-tier phone (Lighthouse mobile, Moto G Power class)',
  benchmarkIndex: 500,
} as const;

/** The same Chromium and launch flags as the browser tests (test/e2e/stack.ts). */
export const chromeFlags = CHROMIUM.args;
export const chromePath = CHROMIUM.executablePath;
export const benchOrigin = process.env.BENCH_ORIGIN ?? 'http://localhost:4173';

/** The slowdown DevTools applies below this is no throttling at all. */
const MIN_MULTIPLIER = 1;

/** The first guess: the ratio of the host's index to the target's, never below 1x, to two decimals. */
export function multiplierFor(hostIndex: number, targetIndex: number = TARGET_PHONE.benchmarkIndex): number {
  if (!(hostIndex > 0) || !(targetIndex > 0)) throw new Error(`bench: no benchmark index (${hostIndex})`);
  return Math.max(MIN_MULTIPLIER, Math.round((hostIndex / targetIndex) * 100) / 100);
}

/**
 * The next slowdown to try: `multiplier` made the host score `measuredIndex` where the phone scores
 * `targetIndex`, so it is scaled by their ratio (the benchmark's score falls about in proportion to the
 * slowdown, and the correction takes up what does not).
 */
export function correctedMultiplier(
  multiplier: number,
  measuredIndex: number,
  targetIndex: number = TARGET_PHONE.benchmarkIndex,
): number {
  return Math.max(MIN_MULTIPLIER, Math.round(multiplier * (measuredIndex / targetIndex) * 100) / 100);
}

/** Close enough to the target: the benchmark itself varies by about this much from run to run. */
export const CALIBRATION_TOLERANCE = 0.05;

export type Calibration = {
  /** The host's index unthrottled (median of three). */
  hostIndex: number;
  /** The CPU slowdown that makes this host the target phone. */
  multiplier: number;
  /** The host's index under that slowdown (median of three): the phone it simulates. */
  simulatedIndex: number;
  /** The phone's index it was calibrated to. */
  targetIndex: number;
  /** The host's index measured again once the slowdown was found. */
  hostIndexAfter: number;
  /**
   * The calibration holds: `hostIndexAfter` is within DRIFT_TOLERANCE of `hostIndex` (the host did not move
   * while it was calibrated), and the host under the slowdown scores within it of the target (`onTarget`).
   */
  steady: boolean;
  browser: string;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
export { median };

/**
 * The order a benchmark measures `routes` in, `runs` times each: round by round, every route once a round,
 * so the routes it compares meet the same load. On a shared host the load drifts over minutes: measured
 * route after route, all the runs of the first route met the minute of the calibration and those of the
 * last another, and a gap between two routes could be that drift, not the pages.
 */
export function runOrder(routes: readonly string[], runs: number): { route: string; run: number }[] {
  return Array.from({ length: runs }, (_, run) => routes.map((route) => ({ route, run }))).flat();
}

/**
 * Lighthouse's own benchmark (`computeBenchmarkIndex`, about a second), as source text for the page: it
 * reaches the page as text either way, and read from Lighthouse's file it is the exact loop Lighthouse
 * reports as `benchmarkIndex`.
 */
let benchmarkText: string | undefined;
export function benchmarkSource(): string {
  if (benchmarkText) return benchmarkText;
  const file = createRequire(import.meta.url).resolve('lighthouse/core/lib/page-functions.js');
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('function computeBenchmarkIndex()');
  const end = source.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error('bench: computeBenchmarkIndex not found in Lighthouse');
  benchmarkText = `(${source.slice(start, end + 2)})()`;
  return benchmarkText;
}

/**
 * Whether a slowdown makes the host the phone it aims at: its index under the slowdown within DRIFT_TOLERANCE
 * of the target's. The corrections stop after a few steps, and a host that moves while they are made can be
 * left far off (on a busy host, 4.23x under which it scored 291 for a phone of 500: a phone 40% slower than
 * meant). A host already slower than the phone, unthrottled, is as close as it can be.
 */
export function onTarget(multiplier: number, simulatedIndex: number, targetIndex: number): boolean {
  if (multiplier <= MIN_MULTIPLIER && simulatedIndex <= targetIndex) return true;
  return driftOf(simulatedIndex, targetIndex) <= DRIFT_TOLERANCE;
}

/**
 * Calibrates the host to the target phone in an open page: the host's index (after a warm-up, as DevTools
 * does), then up to four slowdowns until the throttled index is within the tolerance of the target, then the
 * host's index again. A host that moved meanwhile made the slowdown for another host, and a slowdown still
 * off the target (`onTarget`) simulates another phone: the calibration is made again, up to `attempts`
 * times, and the last one is returned marked not `steady`. The page is left unthrottled.
 */
export async function calibrate(
  evaluate: (source: string) => Promise<number>,
  cdp: Pick<CDPSession, 'send'>,
  browser: string,
  targetIndex: number = TARGET_PHONE.benchmarkIndex,
  attempts = 3,
): Promise<Calibration> {
  const source = benchmarkSource();
  const indexAt = async (rate: number, runs: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const values: number[] = [];
    for (let run = 0; run < runs; run += 1) values.push(await evaluate(source));
    return median(values);
  };
  await indexAt(1, 1); // warm-up
  for (let attempt = 1; ; attempt += 1) {
    const hostIndex = await indexAt(1, 3);
    let multiplier = multiplierFor(hostIndex, targetIndex);
    let simulatedIndex = await indexAt(multiplier, 3);
    for (let step = 1; step < 4; step += 1) {
      if (Math.abs(simulatedIndex / targetIndex - 1) <= CALIBRATION_TOLERANCE) break;
      const next = correctedMultiplier(multiplier, simulatedIndex, targetIndex);
      if (next === multiplier) break;
      multiplier = next;
      simulatedIndex = await indexAt(multiplier, 3);
    }
    const hostIndexAfter = await indexAt(1, 3);
    const found = { hostIndex, multiplier, simulatedIndex, targetIndex, hostIndexAfter };
    const steady = holdFailures(found).length === 0;
    if (steady || attempt >= attempts) return { ...found, steady, browser };
  }
}

/**
 * How far the host's own index, measured again as a run starts and as it ends, may stray from the calibration's
 * before the run counts as measuring another phone. The calibration fixes the slowdown for the host it measured; a host
 * that has since become 30% slower (another job on the machine, a neighbour on the same hardware) simulates a
 * phone 30% slower under the same slowdown. The index itself varies by about 5% from run to run; 15% is
 * three times that.
 */
export const DRIFT_TOLERANCE = 0.15;

/** How far `index` is from `calibratedIndex`, as a fraction of it; an index that was not measured is infinitely far. */
export function driftOf(index: number, calibratedIndex: number): number {
  if (!(index > 0) || !(calibratedIndex > 0)) return Number.POSITIVE_INFINITY;
  return Math.abs(index / calibratedIndex - 1);
}

/** A run and the calibration it was measured under. */
export type SteadyRun<T> = {
  result: T;
  calibration: Calibration;
  /** The run's own host index against that calibration's (driftOf). */
  drift: number;
  /** How many times the run was measured (more than one when the host had moved). */
  attempts: number;
  /** Kept though the host still strayed after every attempt: not a measurement of the target phone. */
  drifted: boolean;
};

/**
 * Measures one run on the phone it means to measure, on a host whose speed moves: `measure` takes the
 * slowdown and gives the run with the host's index as the run found it (Lighthouse records it for every
 * run), and `indexAfterRun`, when given, measures the host's index again as the run ends: a host that slowed
 * during the run (a neighbour starting a job) measured a slower phone for part of it, though the run found it
 * quick. When either index strays from the calibration's by more than the tolerance, the host is calibrated
 * again and the run measured again, up to `attempts` times; the last run is then kept, marked `drifted`, so
 * the table can say which figures do not count. The calibration a run was measured under is returned, for
 * the next run to start from.
 */
export async function measureSteady<T>(
  measure: (multiplier: number) => Promise<{ result: T; hostIndex: number }>,
  calibration: Calibration,
  recalibrate: () => Promise<Calibration>,
  options: {
    attempts?: number;
    tolerance?: number;
    log?: (line: string) => void;
    indexAfterRun?: () => Promise<number>;
  } = {},
): Promise<SteadyRun<T>> {
  const { attempts = 3, tolerance = DRIFT_TOLERANCE, log = () => undefined, indexAfterRun } = options;
  let current = calibration;
  for (let attempt = 1; ; attempt += 1) {
    const { result, hostIndex } = await measure(current.multiplier);
    const indexes = [
      { when: '', index: hostIndex },
      ...(indexAfterRun ? [{ when: ' as the run ended', index: await indexAfterRun() }] : []),
    ].map((entry) => ({ ...entry, drift: driftOf(entry.index, current.hostIndex) }));
    const farthest = indexes.reduce((far, entry) => (entry.drift > far.drift ? entry : far));
    const drift = farthest.drift;
    // A run under a calibration that did not hold measured another phone, however still the host was.
    const counts = drift <= tolerance && current.steady;
    if (counts) return { result, calibration: current, drift, attempts: attempt, drifted: false };
    if (attempt >= attempts) return { result, calibration: current, drift, attempts: attempt, drifted: true };
    log(
      drift <= tolerance
        ? `the calibration did not hold (${describeHold(current)}): calibrating again and measuring the run again`
        : `host index ${Math.round(farthest.index)}${farthest.when} is ${Math.round(drift * 100)}% from the ` +
            `calibration's ${Math.round(current.hostIndex)}: calibrating again and measuring the run again`,
    );
    current = await recalibrate();
    log(`calibrated again: ${slowdownLine(current)}`);
  }
}

/** `use` with a blank page in a browser of its own (Debian's Chromium), closed once `use` is done. */
async function inOwnBrowser<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    return await use(await browser.newPage());
  } finally {
    await browser.close();
  }
}

/** Launches Debian's Chromium once to calibrate this host (each benchmark calls it before measuring). */
export async function calibrateHost(targetIndex: number = TARGET_PHONE.benchmarkIndex): Promise<Calibration> {
  return inOwnBrowser(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    const { product } = (await cdp.send('Browser.getVersion')) as { product: string };
    return calibrate((source) => page.evaluate(source) as Promise<number>, cdp, product, targetIndex);
  });
}

/**
 * The host's index now, unthrottled, in a browser of its own (one measure, about a second): what
 * `startThrottle` checks as each run ends.
 */
export async function hostIndexNow(): Promise<number> {
  return inOwnBrowser(async (page) => (await page.evaluate(benchmarkSource())) as number);
}

/** A run measured by `Throttle.run`, with the slowdown it was measured under. */
export type ThrottledRun<T> = {
  result: T;
  multiplier: number;
  /** How many times it was measured again because the host had moved. */
  redone: number;
  /** Kept though the host still strayed from its calibration (SteadyRun.drifted). */
  drifted: boolean;
};

export type Throttle = {
  /** Calibrated to the target phone (false with a fixed `--cpu`). */
  calibrated: boolean;
  /** One run of `measure` under the slowdown; `label` names it in what is logged. */
  run<T>(
    label: string,
    measure: (multiplier: number) => Promise<{ result: T; hostIndex: number }>,
  ): Promise<ThrottledRun<T>>;
};

/**
 * The CPU slowdown both benchmarks measure under: the one given with `--cpu`, or the host calibrated to the
 * target phone and kept calibrated run by run (`measureSteady`, each run starting from the latest
 * calibration, the host's index checked as the run starts and as it ends). Prints the calibration, or the
 * fixed slowdown, first.
 */
export async function startThrottle(
  options: Pick<CommonOptions, 'fixedMultiplier' | 'targetIndex'>,
): Promise<Throttle> {
  const fixed = options.fixedMultiplier;
  if (fixed !== null) {
    console.log(`CPU slowdown: ${fixed}x, fixed (--cpu), not calibrated\nuptime: ${hostLoad()}`);
    return {
      calibrated: false,
      async run(_label, measure) {
        const { result } = await measure(fixed);
        return { result, multiplier: fixed, redone: 0, drifted: false };
      },
    };
  }
  let calibration = await calibrateHost(options.targetIndex);
  for (const line of describeCalibration(calibration)) console.log(line);
  return {
    calibrated: true,
    async run(label, measure) {
      const steady = await measureSteady(measure, calibration, () => calibrateHost(options.targetIndex), {
        log: (line) => console.error(`${label}: ${line}`),
        indexAfterRun: hostIndexNow,
      });
      calibration = steady.calibration;
      return {
        result: steady.result,
        multiplier: steady.calibration.multiplier,
        redone: steady.attempts - 1,
        drifted: steady.drifted,
      };
    },
  };
}

/** The host's load, as `uptime` prints it: figures taken on a busy machine are not final. */
export function hostLoad(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`;
  }
}

/**
 * Why a calibration does not hold, none when it does: the host moved while it was calibrated, or under the
 * slowdown it found the host is not the phone (`onTarget`). `calibrate` calls it steady when there is none.
 */
function holdFailures(calibration: Omit<Calibration, 'steady' | 'browser'>): string[] {
  const { hostIndex, hostIndexAfter, multiplier, simulatedIndex, targetIndex } = calibration;
  const reasons: string[] = [];
  if (driftOf(hostIndexAfter, hostIndex) > DRIFT_TOLERANCE) {
    reasons.push(
      `the host moved while it was calibrated, ${Math.round(hostIndex)} then ${Math.round(hostIndexAfter)}`,
    );
  }
  if (!onTarget(multiplier, simulatedIndex, targetIndex)) {
    reasons.push(
      `under ${multiplier}x it scores ${Math.round(simulatedIndex)}, not the phone's ${targetIndex}`,
    );
  }
  return reasons;
}

/** Why a calibration that is not steady did not hold, on one line. */
export function describeHold(calibration: Calibration): string {
  return holdFailures(calibration).join('; ') || 'steady';
}

/** The host's index, the slowdown and what the host scores under it, on one line. */
export function slowdownLine(calibration: Calibration): string {
  return (
    `host benchmarkIndex ${Math.round(calibration.hostIndex)}, CPU slowdown ${calibration.multiplier}x ` +
    `(DevTools throttling); this host scores ${Math.round(calibration.simulatedIndex)} under it` +
    (calibration.steady ? '' : ` (not steady: ${describeHold(calibration)})`)
  );
}

/** The lines every benchmark prints first: the host, its browser and the phone it simulates. */
export function describeCalibration(calibration: Calibration): string[] {
  return [
    `host: benchmarkIndex ${Math.round(calibration.hostIndex)}, ${calibration.browser}`,
    `target: ${TARGET_PHONE.name}, benchmarkIndex ${calibration.targetIndex}`,
    `CPU slowdown: ${calibration.multiplier}x (DevTools throttling); this host scores ${Math.round(calibration.simulatedIndex)} under it`,
    calibration.steady
      ? `host benchmarkIndex after calibrating: ${Math.round(calibration.hostIndexAfter)} (steady)`
      : `host benchmarkIndex after calibrating: ${Math.round(calibration.hostIndexAfter)}: not steady after ` +
        `three calibrations (${describeHold(calibration)}); each run calibrates again`,
    `uptime: ${hostLoad()}`,
  ];
}

/** The options both benchmarks share, taken out of `argv`; the rest is left to the caller. */
export type CommonOptions = {
  runs: number;
  /** The build that the preview serves and that is measured (default dist/). */
  dist: string;
  /** A target phone other than TARGET_PHONE, by its benchmarkIndex (`--target-index`). */
  targetIndex: number;
  /** A fixed slowdown instead of the calibration (`--cpu`), for comparing with older figures. */
  fixedMultiplier: number | null;
  rest: string[];
};

export function parseCommonArgs(argv: string[]): CommonOptions {
  const options: CommonOptions = {
    runs: 3,
    dist: 'dist',
    targetIndex: TARGET_PHONE.benchmarkIndex,
    fixedMultiplier: null,
    rest: [],
  };
  const numberAfter = (flag: string, index: number) => {
    const value = Number(argv[index]);
    if (!(value > 0)) throw new Error(`bench: ${flag} needs a positive number`);
    return value;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--runs') options.runs = Math.round(numberAfter(arg, (i += 1)));
    else if (arg === '--dist') options.dist = argv[(i += 1)] ?? options.dist;
    else if (arg === '--target-index') options.targetIndex = numberAfter(arg, (i += 1));
    else if (arg === '--cpu') options.fixedMultiplier = numberAfter(arg, (i += 1));
    else options.rest.push(arg);
  }
  return options;
}

/** The build's entry script, by which the benchmark knows the preview serves the build it means to measure. */
export function entryScriptOf(html: string): string | undefined {
  return html.match(/\/assets\/main\.\w+\.js/)?.[0];
}

/** Fails unless the preview on `benchOrigin` serves the build in `dist` (another preview may be running). */
export async function checkPreviewServes(dist: string): Promise<void> {
  const probe = await fetch(`${benchOrigin}/`).catch(() => null);
  if (!probe?.ok) throw new Error(`bench: nothing answers on ${benchOrigin}; start the preview first.`);
  const index = path.resolve(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`bench: ${index} is missing; build first.`);
  const built = entryScriptOf(readFileSync(index, 'utf8'));
  if (!built || !(await probe.text()).includes(built)) {
    throw new Error(
      `bench: ${benchOrigin} does not serve the build in ${dist}; start the preview with PREVIEW_DIST=${dist}.`,
    );
  }
}

/** Every route the build prerendered (the manifest the prerender step writes). */
export function manifestRoutes(dist: string): string[] {
  const manifest = path.resolve(dist, 'prerender-manifest.json');
  if (!existsSync(manifest)) {
    throw new Error(`bench: ${manifest} is missing; build first or name routes.`);
  }
  const { pages } = JSON.parse(readFileSync(manifest, 'utf8')) as { pages: { path: string }[] };
  return pages.map((page) => page.path);
}

/** A Markdown table, the first column left-aligned and the others right-aligned. */
export function markdownTable(columns: string[], rows: string[][]): string[] {
  const widths = columns.map((_, i) => Math.max(...[columns, ...rows].map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(columns),
    `|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ];
}

/** The issue's budgets for every route (issue 35), under DevTools throttling. */
export const routeBudgets = { tbtMs: 150, performance: 95, lcpMs: 1800, cls: 0.01 } as const;

/** The budgets a row misses, by name. */
export function budgetsMissed(row: { score: number; tbt: number; lcp: number; cls: number }): string[] {
  return [
    row.tbt > routeBudgets.tbtMs && 'TBT',
    row.score < routeBudgets.performance && 'perf',
    row.lcp > routeBudgets.lcpMs && 'LCP',
    row.cls > routeBudgets.cls && 'CLS',
  ].filter((name): name is string => typeof name === 'string');
}

/** Google's "good" Interaction to Next Paint, the issue's budget for every interaction. */
export const INTERACTION_BUDGET_MS = 200;

/** An Event Timing entry of an interaction, as the page reports it. */
export type InteractionEvent = { id: number; name: string; start: number; duration: number };

/**
 * The interaction's latency from the entries after `since`: the longest event of its longest interaction
 * (a typed word is one interaction per key; INP counts the worst). Below 16 ms the browser reports nothing.
 */
export function latencyOf(events: InteractionEvent[], since: number): number {
  const byInteraction = new Map<number, number>();
  for (const event of events) {
    if (event.start < since) continue;
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  }
  return Math.max(0, ...byInteraction.values());
}
