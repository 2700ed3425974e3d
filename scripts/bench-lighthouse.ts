/**
 * Lighthouse 12.8 (mobile: a 412 px Moto G Power screen and slow 4G) against the running preview, for every
 * prerendered public route (each course page included), the median of three runs per route, measured round
 * by round (every route once, then again) so the routes compared meet the same load: the
 * performance score and its metrics, the SEO and accessibility scores with the audits that cost a route
 * points, and the issue's budgets. A benchmark, not a test: it is never part of `npm test`.
 *
 * The CPU is slowed for real (Lighthouse's DevTools throttling), by the slowdown that makes this host the
 * target phone (bench-host.ts: the host's `benchmarkIndex` is measured first and printed, with the browser's
 * version, the slowdown and `uptime`), so two hosts of different speed measure the same phone. A host's
 * speed also moves while it is measured (another job, a neighbour on shared hardware): Lighthouse measures the
 * host's index again as every run starts, the benchmark measures it again as the run ends, and a run whose
 * index strays from the calibration's by more than 15% at either end is measured again after calibrating again (up to three times; a run still astray is kept and marked,
 * and the table says its route's figures do not count).
 *
 *   npm run bench:lighthouse                      every route in dist/prerender-manifest.json, 3 runs each
 *   npm run bench:lighthouse -- /about /events    only these routes
 *   npm run bench:lighthouse -- --runs 1          one run per route (a quick look; quote medians of three)
 *   npm run bench:lighthouse -- --dist DIR        measure another build (the preview must serve it:
 *                                                 PREVIEW_DIST=DIR npm run preview)
 *   npm run bench:lighthouse -- --simulate        Lighthouse's default simulated throttling (4x, not
 *                                                 calibrated), for comparison with older figures
 *   npm run bench:lighthouse -- --cpu 4           a fixed slowdown instead of the calibration
 *   npm run bench:lighthouse -- --target-index N  another target phone, by its benchmarkIndex
 *
 * Needs the preview on BENCH_ORIGIN (default http://localhost:4173) and Chromium at CHROME_PATH.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';

import type { Result } from 'lighthouse';

import {
  benchOrigin,
  budgetsMissed,
  checkPreviewServes,
  chromeFlags,
  chromePath,
  hostLoad,
  manifestRoutes,
  markdownTable,
  median,
  parseCommonArgs,
  routeBudgets,
  runOrder,
  startThrottle,
} from './bench-host';

type Row = {
  route: string;
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  js: number;
  seo: number;
  a11y: number;
  /** Lighthouse's own benchmarkIndex of the run, unthrottled (drift from the calibration shows here). */
  hostIndex: number;
  /** The SEO and accessibility audits that failed, by id. */
  failing: string[];
  /** The CPU slowdown of the run (0 under the simulated method). */
  multiplier: number;
  /** Runs measured again because the host had moved, and runs kept though it still had. */
  redone: number;
  drifted: number;
};

// Lighthouse's own CLI under plain Node: it sends functions to the page as source text, which a
// transpiling loader (tsx) would rewrite with helpers the page does not have.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

/** One Lighthouse run in a fresh browser (no cache or storage carried over); mobile is its default. */
async function measure(
  route: string,
  throttling: string[],
): Promise<Omit<Row, 'multiplier' | 'redone' | 'drifted'>> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      `${benchOrigin}${route}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,seo,accessibility',
      '--quiet',
      ...throttling,
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Result;
  if (lhr.runtimeError) throw new Error(`bench-lighthouse: ${route}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // A metric Lighthouse could not compute (the page never went quiet on a busy host) fails the run.
  for (const id of ['total-blocking-time', 'largest-contentful-paint']) {
    if (!Number.isFinite(numeric(id))) {
      throw new Error(`bench-lighthouse: ${route}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'unknown'})`);
    }
  }
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  const js = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = ['seo', 'accessibility'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    route,
    score: category('performance'),
    seo: category('seo'),
    a11y: category('accessibility'),
    failing,
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js,
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is tried again. */
async function measureWithRetries(route: string, throttling: string[], attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(route, throttling);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`bench-lighthouse: ${route} failed (attempt ${attempt}), trying again`);
    }
  }
}

const columns = [
  'route',
  'perf',
  'LCP s',
  'FCP s',
  'TBT ms',
  'CLS',
  'JS KB',
  'SEO',
  'A11y',
  'host BI',
  'CPU x',
  'over',
];
const format = (row: Row): string[] => [
  row.route,
  String(Math.round(row.score)),
  (row.lcp / 1000).toFixed(2),
  (row.fcp / 1000).toFixed(2),
  String(Math.round(row.tbt)),
  row.cls.toFixed(3),
  (row.js / 1024).toFixed(1),
  String(Math.round(row.seo)),
  String(Math.round(row.a11y)),
  String(Math.round(row.hostIndex)),
  row.multiplier > 0 ? String(Math.round(row.multiplier * 100) / 100) : 'sim',
  [...budgetsMissed(row), ...(row.drifted > 0 ? [`drifted ${row.drifted}`] : [])].join(' ') || '-',
];

const medianRow = (route: string, rows: Row[]): Row => ({
  route,
  score: median(rows.map((r) => r.score)),
  lcp: median(rows.map((r) => r.lcp)),
  fcp: median(rows.map((r) => r.fcp)),
  tbt: median(rows.map((r) => r.tbt)),
  cls: median(rows.map((r) => r.cls)),
  js: median(rows.map((r) => r.js)),
  seo: median(rows.map((r) => r.seo)),
  a11y: median(rows.map((r) => r.a11y)),
  hostIndex: median(rows.map((r) => r.hostIndex)),
  failing: [...new Set(rows.flatMap((r) => r.failing))],
  multiplier: median(rows.map((r) => r.multiplier)),
  redone: rows.reduce((total, r) => total + r.redone, 0),
  drifted: rows.reduce((total, r) => total + r.drifted, 0),
});

async function main() {
  const options = parseCommonArgs(process.argv.slice(2));
  const simulate = options.rest.includes('--simulate');
  const unknown = options.rest.filter((arg) => arg !== '--simulate' && !arg.startsWith('/'));
  if (unknown.length > 0) throw new Error(`bench-lighthouse: unknown argument "${unknown[0]}"`);
  const named = options.rest.filter((arg) => arg.startsWith('/'));
  const routes = named.length > 0 ? named : manifestRoutes(options.dist);
  await checkPreviewServes(options.dist);

  // Lighthouse's simulation, or the CPU slowed for real: fixed, or calibrated and checked at every run.
  const throttle = simulate ? null : await startThrottle(options);
  const method = !throttle
    ? "Lighthouse's default simulated throttling (4x CPU, not calibrated)"
    : throttle.calibrated
      ? `DevTools throttling, CPU calibrated to benchmarkIndex ${options.targetIndex}, slow 4G`
      : `DevTools throttling, CPU ${options.fixedMultiplier}x (fixed), slow 4G`;

  /** One run of a route: under the throttle, measured again if the host moved under its calibration. */
  const runOf = async (route: string): Promise<Row> => {
    if (!throttle) {
      const row = await measureWithRetries(route, ['--throttling-method=simulate']);
      return { ...row, multiplier: 0, redone: 0, drifted: 0 };
    }
    const { result, multiplier, redone, drifted } = await throttle.run(route, async (slowdown) => {
      const row = await measureWithRetries(route, [
        '--throttling-method=devtools',
        `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      ]);
      return { result: row, hostIndex: row.hostIndex };
    });
    return { ...result, multiplier, redone, drifted: drifted ? 1 : 0 };
  };

  // Round by round (runOrder), so every route meets the same load; each run is printed as it ends.
  const runsOf = new Map<string, Row[]>(routes.map((route) => [route, []]));
  for (const { route, run } of runOrder(routes, options.runs)) {
    const row = await runOf(route);
    runsOf.get(route)?.push(row);
    console.error(
      `run ${run + 1}/${options.runs} ${route}: LCP ${(row.lcp / 1000).toFixed(2)} s, FCP ${(row.fcp / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}; host index ${Math.round(row.hostIndex)}, ` +
        `${row.multiplier ? `CPU ${row.multiplier}x` : 'CPU simulated'}${row.drifted ? ' (host drifted: does not count)' : ''}; ` +
        `load average ${(loadavg()[0] ?? 0).toFixed(2)}`,
    );
  }
  const rows = routes.map((route) => {
    const runs = runsOf.get(route) ?? [];
    const row = medianRow(route, runs);
    console.error(
      `measured ${format(row).join('  ')}  (TBT of each run: ${runs.map((r) => Math.round(r.tbt)).join(', ')})`,
    );
    return row;
  });

  console.log(
    `\nLighthouse 12.8 mobile, ${method}, median of ${options.runs} run(s) per route, ${benchOrigin}`,
  );
  console.log(`uptime at the end: ${hostLoad()}`);
  const all = rows.flatMap((row) => runsOf.get(row.route) ?? []);
  if (throttle?.calibrated) {
    const slowdowns = all.map((row) => row.multiplier);
    console.log(
      `CPU slowdowns used: ${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x; ` +
        `runs measured again because the host had moved: ${all.reduce((n, row) => n + row.redone, 0)}; ` +
        `runs kept on a drifted host: ${all.reduce((n, row) => n + row.drifted, 0)}`,
    );
  }
  console.log('');
  for (const line of markdownTable(columns, [...rows.map(format), format(medianRow('median', rows))])) {
    console.log(line);
  }
  const drifted = rows.filter((row) => row.drifted > 0);
  if (drifted.length > 0) {
    console.log(
      `\nNot final: the host's speed had moved under ${drifted.map((row) => row.route).join(', ')} ` +
        '(a run still astray of its calibration after three attempts); measure these again on a quieter host.',
    );
  }
  const over = rows.filter((row) => budgetsMissed(row).length > 0);
  console.log(
    over.length === 0
      ? `\nEvery route within the budgets (TBT <= ${routeBudgets.tbtMs} ms, performance >= ${routeBudgets.performance}, LCP <= ${routeBudgets.lcpMs / 1000} s, CLS <= ${routeBudgets.cls}).`
      : `\nOver budget: ${over.map((row) => `${row.route} (${budgetsMissed(row).join(', ')})`).join('; ')}`,
  );
  const failing = rows.filter((row) => row.failing.length > 0);
  if (failing.length > 0) {
    console.log('\nSEO and accessibility audits that failed:');
    for (const row of failing) console.log(`  ${row.route}: ${row.failing.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
