/**
 * Not a test: how the backend takes progress from many learners at once. 100 learners (one connection
 * each, each with an access token of its own) post batches of 20 events to `POST /api/me/progress` for the
 * duration; prints requests per second and the latency percentiles (p95 is the figure the learner-account
 * issue budgets: 50 ms or less on this kind of machine).
 *
 * It starts its own backend on a free port with a fresh database in a temporary folder, in a process of its
 * own (so the load generator does not share its event loop), and a stand-in OpenID provider that publishes
 * the key the tokens are signed with, so it needs nothing running:
 * `npm run bench:api` (`-- --duration 20 --learners 100 --events 20` to change the load; `-- --ids v4` for the
 * random ids the browser made before it made version 7 ones).
 *
 * It runs twice by default, each with a backend of its own: with 10 events already stored per learner, and
 * with 10,000 (the window progress-store.ts keeps, so the run also lets old ones go): a sync's
 * cost must not grow with the learner's history (`-- --stored 10,10000` to choose).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';

import { startBackend } from '../server/backend/app';
import type { Db } from '../server/backend/db';
import type { ProgressEventWire } from '../server/backend/learner-wire';
import { NO_RATE_LIMITS } from '../server/backend/rate-limits';
import { startTestIssuer } from '../server/backend/test-issuer';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    learners: { type: 'string', default: '100' },
    events: { type: 'string', default: '20' },
    // The event ids: `v7` as the browser makes them (ordered by time), `v4` random, as it made them before.
    ids: { type: 'string', default: 'v7' },
    // Events stored per learner before the run, one run for each of these numbers.
    stored: { type: 'string', default: '10,10000' },
    // Internal: run as the backend's process, checking tokens of this issuer and audience.
    serve: { type: 'string' },
    audience: { type: 'string' },
  },
});
const duration = Number(values.duration);
const learners = Number(values.learners);
const eventsPerBatch = Number(values.events);
const newId = values.ids === 'v4' ? uuidv4 : uuidv7;
const storedRuns = String(values.stored)
  .split(',')
  .map((n) => Number(n));
const learnerSub = (index: number) => `bench-learner-${index}`;

/**
 * Stores `perLearner` events for each learner straight in the database, as that many earlier syncs would
 * have (the store keeps an event's id only, and counts each learner's), with ids older than the run's.
 */
function seedHistory(db: Db, perLearner: number) {
  if (perLearner <= 0) return;
  const insert = db.prepare('INSERT INTO progress_events (learner, id) VALUES (?, ?)');
  const count = db.prepare('INSERT INTO progress_learners (learner, events_kept) VALUES (?, ?)');
  const start = Date.now() - 30 * 86_400_000;
  db.transaction(() => {
    for (let learner = 0; learner < learners; learner += 1) {
      for (let n = 1; n <= perLearner; n += 1)
        insert.run(learnerSub(learner), newId({ msecs: start + n * 1000 }));
      count.run(learnerSub(learner), perLearner);
    }
  })();
}

/**
 * A learner's batch as the player sends it: mostly positions, some completions and a speed, each with an id
 * made as the browser makes it (newEventId).
 */
function batch(request: number): ProgressEventWire[] {
  const now = Date.now();
  return Array.from({ length: eventsPerBatch }, (_, index): ProgressEventWire => {
    const id = newId();
    const at = new Date(now - (eventsPerBatch - index) * 1000).toISOString();
    const courseId = String(1 + (index % 3));
    const lessonId = `v${1 + (request % 3)}`;
    if (index % 10 === 9) return { id, at, type: 'lessonCompleted', courseId, lessonId };
    if (index === 0) return { id, at, type: 'playbackChosen', rate: 1.5 };
    return { id, at, type: 'positionSaved', courseId, lessonId, seconds: (request * 5 + index) % 3600 };
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? Number.NaN;
}

/** The backend's process: listens on a free port, says where on stdout, prints its event count on SIGTERM. */
async function serve(issuer: string, audience: string, stored: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  // Every simulated learner comes from one address here, which the per-client limits would count as one.
  const backend = await startBackend({
    port: 0,
    dataDir,
    learnerAuth: { issuer, audience },
    rateLimits: NO_RATE_LIMITS,
  });
  seedHistory(backend.db, stored);
  process.stdout.write(`${JSON.stringify({ url: backend.url })}\n`);
  // The CPU time the backend spends from the end of the warm-up (SIGUSR2) to the end: per request, it is
  // the figure the machine's other load changes least.
  let cpuFrom = process.cpuUsage();
  process.on('SIGUSR2', () => void (cpuFrom = process.cpuUsage()));
  process.once('SIGTERM', () => {
    const { user, system } = process.cpuUsage(cpuFrom);
    const stored = backend.db.prepare('SELECT COUNT(*) AS n FROM progress_events').get() as { n: number };
    process.stdout.write(`${JSON.stringify({ stored: stored.n, cpuMs: (user + system) / 1000 })}\n`);
    void backend.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

/** Starts the backend's process and waits for its address; `stop` ends it and gives its stored event count. */
async function startBackendProcess(issuer: string, audience: string, stored: number) {
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--serve',
      issuer,
      '--audience',
      audience,
      '--stored',
      String(stored),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: Record<string, unknown>[] = [];
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = JSON.parse(buffered.slice(0, newline)) as Record<string, unknown>;
      buffered = buffered.slice(newline + 1);
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
      newline = buffered.indexOf('\n');
    }
  });
  const nextLine = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const line = lines.shift();
      if (line) return resolve(line);
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`the backend's process ended (${code})`)));
    });
  const { url } = await nextLine();
  return {
    url: String(url),
    /** From now on the backend's CPU time counts. */
    measure: () => void child.kill('SIGUSR2'),
    stop: async () => {
      child.kill('SIGTERM');
      const { stored, cpuMs } = await nextLine();
      return { stored: Number(stored), cpuMs: Number(cpuMs) };
    },
  };
}

async function main() {
  const issuer = await startTestIssuer();
  try {
    for (const stored of storedRuns) await run(issuer, stored);
  } finally {
    await issuer.close();
  }
}

/** One run: a backend of its own with `stored` events per learner already, under the load. */
async function run(issuer: Awaited<ReturnType<typeof startTestIssuer>>, storedBefore: number) {
  const backend = await startBackendProcess(issuer.issuer, issuer.audience, storedBefore);
  let stopped = false;
  try {
    const tokens = await Promise.all(Array.from({ length: learners }, (_, i) => issuer.token(learnerSub(i))));
    // One batch each first: the key set is fetched and every learner has rows, as after a first visit.
    await Promise.all(
      tokens.map(async (token) => {
        const response = await fetch(`${backend.url}/api/me/progress`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ events: batch(0) }),
        });
        if (response.status !== 200) throw new Error(`warm-up answered ${response.status}`);
      }),
    );

    backend.measure();

    // autocannon keeps no state per connection between requests: the learners take turns, and every
    // batch carries new event ids (a repeated id would be taken as already stored).
    let sent = 0;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${backend.url}/api/me/progress`,
          connections: learners,
          duration,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                sent += 1;
                const learner = sent % learners;
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${tokens[learner] ?? ''}`,
                  },
                  body: JSON.stringify({ events: batch(sent) }),
                };
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        latencies.push(responseTime);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
    });
    latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `bench:api  ${learners} learners with ${storedBefore} events stored each, batches of ${eventsPerBatch} events, ids ${newId === uuidv4 ? 'v4' : 'v7'}, ${duration} s, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  requests/s  mean ${result.requests.average.toFixed(0)}, total ${result.requests.total}`);
    console.log(`  events/s    ${((result.requests.total * eventsPerBatch) / result.duration).toFixed(0)}`);
    console.log(
      `  latency     p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? Number.NaN)}`,
    );
    console.log(
      `  answers     ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    stopped = true;
    const { stored, cpuMs } = await backend.stop();
    console.log(`  stored      ${stored} events`);
    // With 100 connections kept busy, p95 <= 50 ms needs about 0.35 ms of one core per batch.
    console.log(
      `  backend CPU ${(cpuMs / result.requests.total).toFixed(2)} ms per request (${(cpuMs / 1000).toFixed(1)} s in all)`,
    );
    if ([...statuses.keys()].some((status) => status !== 200) || result.errors > 0) process.exitCode = 1;
  } finally {
    if (!stopped) await backend.stop().catch(() => undefined);
  }
}

if (values.serve) void serve(values.serve, values.audience ?? '', Number(values.stored));
else void main();
