/**
 * Not a test: how quickly the console's tables answer with a long list. It starts its own backend on a free
 * port with a fresh database in a temporary folder and a stand-in OpenID provider (so it needs nothing
 * running), stores `--rows` events besides the seed's (10,000 by default; `-- --rows 10,10000` for several
 * runs, to see that the first page of ten thousand costs what the first page of ten does), and asks for the
 * console's event list as its table does: the first page in the default order, another sort, a search, a
 * status filter and a page deep in the list. Each of them `--requests` times (200) from `--clients`
 * staff clients at once (4), after a warm-up; prints p50, p95 and the worst per call. The console issue's
 * budget: the first page within 100 ms p95 with 10,000 events.
 *
 * `-- --list orders` asks the orders' list instead (`--rows` orders, 100,000 by default, seven in ten paid,
 * some refunded, in two currencies over two years): the first page, a search by e-mail, by payment id, a
 * status and currency filter with a date range, and a page deep in the list, each with its totals. The
 * business issue's budget: the first page and a search within 100 ms p95 with 100,000 orders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startBackend } from '../server/backend/app';
import type { Db } from '../server/backend/db';
import { NO_RATE_LIMITS } from '../server/backend/rate-limits';
import { startTestIssuer } from '../server/backend/test-issuer';

const { values } = parseArgs({
  options: {
    list: { type: 'string', default: 'events' },
    rows: { type: 'string' },
    requests: { type: 'string', default: '200' },
    clients: { type: 'string', default: '4' },
  },
});
const list = values.list === 'orders' ? 'orders' : 'events';
const rowRuns = String(values.rows ?? (list === 'orders' ? '100000' : '10000'))
  .split(',')
  .map((n) => Number(n));
const requests = Number(values.requests);
const clients = Number(values.clients);

const CATEGORIES = ['Workshop', 'Conference', 'Webinar', 'Training'];

/** `rows` events as the console would have stored them: drafts and published ones, over three years. */
function seedEvents(db: Db, rows: number) {
  const insert = db.prepare(
    `INSERT INTO events (title, description, details, image, category, location, date_text, starts_on, link,
       is_upcoming, registration_open, status, updated_at, updated_by)
     VALUES (?, ?, '', 'event.svg', ?, 'Hyderabad', ?, ?, '', ?, 0, ?, ?, 'Bench Editor')`,
  );
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  db.transaction(() => {
    for (let n = 0; n < rows; n += 1) {
      const day = new Date(start + (n % 1095) * 86_400_000).toISOString().slice(0, 10);
      insert.run(
        `Clinical data workshop ${n}`,
        `Hands-on session number ${n} on clinical data and R.`,
        CATEGORIES[n % CATEGORIES.length],
        day,
        day,
        n % 2,
        n % 5 === 0 ? 'draft' : 'published',
        new Date(start + n * 60_000).toISOString(),
      );
    }
  })();
}

const NAMES = ['Priya Sharma', 'Arjun Mehta', 'Anita Rao', 'Vikram Singh', 'Meera Iyer', 'Rahul Verma'];
const TITLES = ['R-Guru Member', 'University Student / Prior Member', 'Live Mentoring Class'];

/** `rows` orders as checkout would have left them: paid (with their payment), unpaid, failed, refunded. */
function seedOrders(db: Db, rows: number) {
  const order = db.prepare(
    `INSERT INTO orders (id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
       customer_name, customer_email, customer_phone, status, created_at, receipt)
     VALUES (@id, 'plan', @title, @currency, 85.5, 9900, 234, 0, 10134, @name, @email, '+91 98480 22338',
       @status, @at, @receipt)`,
  );
  const payment = db.prepare(
    `INSERT INTO payment_confirmations (payment_id, order_id, kind, title, amount_minor, currency,
       customer_name, customer_email, customer_phone, created_at, source)
     VALUES (@paymentId, @id, 'plan', @title, 10134, @currency, @name, @email, '+91 98480 22338', @at, 'webhook')`,
  );
  const refund = db.prepare(
    `INSERT INTO order_refunds (order_id, payment_id, refund_id, amount_minor, currency, reason, status,
       requested_at, refunded_at, source)
     VALUES (@id, @paymentId, @refundId, 10134, @currency, 'bench', 'processed', @at, @at, 'provider')`,
  );
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const id = (prefix: string, n: number) => `${prefix}${n.toString(36).padStart(14, '0')}`;
  db.transaction(() => {
    for (let n = 0; n < rows; n += 1) {
      const name = `${NAMES[n % NAMES.length] ?? ''} ${n}`;
      const row = {
        id: id('order_', n),
        paymentId: id('pay_', n),
        refundId: id('rfnd_', n),
        title: TITLES[n % TITLES.length],
        currency: n % 3 === 0 ? 'INR' : 'USD',
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        status: n % 10 < 7 ? 'paid' : n % 10 === 7 ? 'failed' : 'created',
        at: new Date(start + n * 630_000).toISOString(),
        receipt: id('LM-', n),
      };
      order.run(row);
      if (row.status === 'paid') payment.run(row);
      if (row.status === 'paid' && n % 50 === 1) refund.run(row);
    }
  })();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? Number.NaN;
}

const ORDER_CALLS: [name: string, query: string][] = [
  ['first page, newest first', 'page=1&perPage=25'],
  ['a search by e-mail', 'page=1&perPage=25&q=anita.rao.4141'],
  ['a search by payment id', 'page=1&perPage=25&q=pay_00000000000fff'],
  ['paid, USD, one month', 'page=1&perPage=25&status=paid&currency=USD&from=2025-06-01&to=2025-06-30'],
  ['by total, page 200', 'page=200&perPage=25&sort=total&order=asc'],
];

const CALLS: [name: string, query: string][] = [
  ['first page, default order', 'page=1&perPage=25'],
  ['first page, by title desc', 'page=1&perPage=25&sort=title&order=desc'],
  ['a search', 'page=1&perPage=25&q=workshop%2041'],
  ['drafts only', 'page=1&perPage=25&status=draft'],
  ['page 200', 'page=200&perPage=25'],
];

async function run(issuer: Awaited<ReturnType<typeof startTestIssuer>>, rows: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
  const backend = await startBackend({
    port: 0,
    dataDir,
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    rateLimits: NO_RATE_LIMITS,
    // The reconciler's beat would look up the seeded unpaid orders at a provider that never made them.
    reconcile: { afterMs: 3_600_000, everyMs: 3_600_000 },
  });
  try {
    if (list === 'orders') seedOrders(backend.db, rows);
    else seedEvents(backend.db, rows);
    const token = await issuer.token('bench-editor', {
      permissions: ['content:write', 'orders:read'],
      name: 'Bench Editor',
    });
    const ask = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${backend.url}/api/admin/${list}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { total?: number };
      if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
      return { ms: performance.now() - started, total: body.total ?? 0 };
    };
    console.log(
      `bench:admin  ${rows} ${list} besides the seed's, ${clients} clients, ${requests} requests a call, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const [name, query] of list === 'orders' ? ORDER_CALLS : CALLS) {
      for (let i = 0; i < 20; i += 1) await ask(query);
      const latencies: number[] = [];
      let total = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < requests) {
            next += 1;
            const answer = await ask(query);
            latencies.push(answer.ms);
            total = answer.total;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      console.log(
        `  ${name.padEnd(28)} p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, worst ${ms(latencies.at(-1) ?? Number.NaN)}  (${total} matching)`,
      );
    }
  } finally {
    await backend.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const issuer = await startTestIssuer();
  try {
    for (const rows of rowRuns) await run(issuer, rows);
  } finally {
    await issuer.close();
  }
}

void main();
