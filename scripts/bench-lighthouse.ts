/**
 * Lighthouse 12.8 (mobile defaults: simulated slow 4G and a 4x slower CPU) against the running preview,
 * for every prerendered public route (each course page included), then the medians: the performance score
 * and its metrics, and the SEO and accessibility scores, with the audits that cost a route points. A
 * benchmark, not a test: timings vary by a few points from run to run, so it is never part of `npm test`.
 *
 *   npm run bench:lighthouse                     every route in dist/prerender-manifest.json
 *   npm run bench:lighthouse -- /about /events   only these routes
 *   npm run bench:lighthouse -- --runs 3         the median of three runs per route
 *
 * Needs the preview on BENCH_ORIGIN (default http://localhost:4173) and Chromium at CHROME_PATH.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Result } from 'lighthouse';

const origin = process.env.BENCH_ORIGIN ?? 'http://localhost:4173';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The launch flags of playwright.config.ts (shared/TOOLCHAIN.md). */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  /** The SEO and accessibility audits that failed, by id. */
  failing: string[];
};

function parseArgs(argv: string[]): { routes: string[]; runs: number } {
  const routes: string[] = [];
  let runs = 1;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--runs') {
      runs = Math.max(1, Number(argv[(i += 1)]) || 1);
    } else if (arg.startsWith('/')) {
      routes.push(arg);
    } else {
      throw new Error(`bench-lighthouse: unknown argument "${arg}"`);
    }
  }
  return { routes, runs };
}

/** Every route the build prerendered (the manifest the prerender step writes). */
function manifestRoutes(): string[] {
  const manifest = path.resolve('dist/prerender-manifest.json');
  if (!existsSync(manifest)) {
    throw new Error('bench-lighthouse: dist/prerender-manifest.json is missing; build first or name routes.');
  }
  const { pages } = JSON.parse(readFileSync(manifest, 'utf8')) as { pages: { path: string }[] };
  return pages.map((page) => page.path);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// Lighthouse's own CLI under plain Node: it sends functions to the page as source text, which a
// transpiling loader (tsx) would rewrite with helpers the page does not have.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

/** One Lighthouse run in a fresh browser (no cache or storage carried over); mobile is its default. */
async function measure(route: string): Promise<Row> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      `${origin}${route}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,seo,accessibility',
      '--quiet',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Result;
  if (lhr.runtimeError) throw new Error(`bench-lighthouse: ${route}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
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
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is tried again. */
async function measureWithRetries(route: string, attempts = 3): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(route);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`bench-lighthouse: ${route} failed (attempt ${attempt}), trying again`);
    }
  }
}

const columns = ['route', 'perf', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'JS KB', 'SEO', 'A11y'];
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
];

function printTable(rows: string[][]): void {
  const widths = columns.map((_, i) => Math.max(...[columns, ...rows].map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(columns));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const routes = args.routes.length > 0 ? args.routes : manifestRoutes();
  const probe = await fetch(`${origin}/`).catch(() => null);
  if (!probe?.ok) throw new Error(`bench-lighthouse: nothing answers on ${origin}; start the preview first.`);
  // Measure this build, not whatever else happens to listen on the port.
  const built = readFileSync(path.resolve('dist/index.html'), 'utf8').match(/\/assets\/main\.\w+\.js/)?.[0];
  if (!built || !(await probe.text()).includes(built)) {
    throw new Error(
      `bench-lighthouse: ${origin} does not serve this build (dist/); is another preview running?`,
    );
  }

  const rows: Row[] = [];
  for (const route of routes) {
    const runs: Row[] = [];
    for (let run = 0; run < args.runs; run += 1) {
      runs.push(await measureWithRetries(route));
    }
    const row: Row = {
      route,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      fcp: median(runs.map((r) => r.fcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      js: median(runs.map((r) => r.js)),
      seo: median(runs.map((r) => r.seo)),
      a11y: median(runs.map((r) => r.a11y)),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    };
    rows.push(row);
    console.error(`measured ${format(row).join('  ')}`);
  }

  console.log(`\nLighthouse ${'12.8'} mobile, ${args.runs} run(s) per route, ${origin}\n`);
  const medians: Row = {
    route: 'median',
    score: median(rows.map((r) => r.score)),
    lcp: median(rows.map((r) => r.lcp)),
    fcp: median(rows.map((r) => r.fcp)),
    tbt: median(rows.map((r) => r.tbt)),
    cls: median(rows.map((r) => r.cls)),
    js: median(rows.map((r) => r.js)),
    seo: median(rows.map((r) => r.seo)),
    a11y: median(rows.map((r) => r.a11y)),
    failing: [],
  };
  printTable([...rows.map(format), format(medians)]);
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
