/**
 * The payment benchmarks (not tests): the local backend started on loopback in a process of its own, with a
 * fresh database, and 200 checkouts at once driven by autocannon, each creating an order, paying it at the
 * checkout simulator and confirming it as the browser does, while the simulator's webhooks arrive twice each
 * and newest first. Then every paid order must be recorded exactly once. Bounded: 200 checkouts, two minutes.
 *
 *   npm run bench:checkout                 the load; p50/p95 of order creation and confirmation, errors
 *   npm run bench:crash                    the same, the backend killed (SIGKILL) mid-run and restarted on
 *                                          the same data; then the reconciler's run must have recorded every
 *                                          payment the simulator took, once, and nothing else
 *   ... -- --checkouts 50                  fewer (or more) checkouts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

const crash = process.argv.includes('--crash');
const checkoutsArgument = process.argv.indexOf('--checkouts');
const CHECKOUTS = checkoutsArgument === -1 ? 200 : Number(process.argv[checkoutsArgument + 1]);
const BOUND_MS = 120_000;
const customer = { name: 'Bench Customer', email: 'bench@example.com', phone: '+91 98480 22338' };
const plan = { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer };

if (!Number.isInteger(CHECKOUTS) || CHECKOUTS < 1 || CHECKOUTS > 1000) {
  console.error('bench: --checkouts must be a whole number from 1 to 1000');
  process.exit(2);
}

/** A free port on loopback. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Backend {
  process: ChildProcess;
  origin: string;
}

/** `server/index.ts` (local mode: the simulator and the controls) on 127.0.0.1:port, over `dataDir`. */
async function startBackend(dataDir: string, port: number, reset: boolean): Promise<Backend> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/index.ts', ...(reset ? ['--reset'] : [])],
    {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        BACKEND_HOST: '127.0.0.1',
        BACKEND_PORT: String(port),
        OIDC_PORT: '0',
        // One client sends every checkout: no limit applies here. The webhooks go at once (held, below).
        RATE_LIMIT_ORDERS: '1000000/60000',
        CHECKOUT_WEBHOOK_DELAY_MS: '0',
        CHECKOUT_WEBHOOK_RETRY_MS: '200',
        // The reconciler runs when the benchmark asks (/__local/reconcile), not on its own timer.
        RECONCILE_EVERY_MS: '3600000',
        // Its one run may ask about every checkout of the benchmark.
        RECONCILE_MAX_PER_RUN: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /backend .* listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`the backend exited: ${output}`)));
  });
  return { process: child, origin };
}

async function call<T>(origin: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(origin + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

type Step = 'order' | 'payment' | 'confirmation';

interface Checkout {
  step?: Step;
  orderId?: string;
  amount?: number;
  paymentId?: string;
  signature?: string;
}

/** A payment the browser holds until the backend has its confirmation (the checkout's outbox). */
type Pending = Required<Pick<Checkout, 'orderId' | 'amount' | 'paymentId' | 'signature'>>;

const confirmationOf = ({ orderId, amount, paymentId, signature }: Pending) => ({
  paymentId,
  orderId,
  signature,
  planTitle: plan.title,
  amount,
  currency: 'USD',
  customerName: customer.name,
  customerEmail: customer.email,
  customerPhone: customer.phone,
});

interface Load {
  result: autocannon.Result;
  latencies: Record<Step, number[]>;
  failures: Record<Step, number>;
  /** Payments the simulator answered 201 for, by id. */
  taken: Map<string, Pending>;
  /** Payment ids whose confirmation was answered 2xx. */
  confirmed: Set<string>;
}

/**
 * `checkouts` checkouts at once, one autocannon connection each: create the order, pay it at the simulator,
 * confirm it. `afterPayment` sees each payment taken (the crash benchmark kills the backend there).
 */
async function load(port: number, checkouts: number, afterPayment: (taken: number) => void): Promise<Load> {
  const latencies: Record<Step, number[]> = { order: [], payment: [], confirmation: [] };
  const failures: Record<Step, number> = { order: 0, payment: 0, confirmation: 0 };
  const taken = new Map<string, Pending>();
  const confirmed = new Set<string>();
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const json = { 'content-type': 'application/json' };
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}`,
    connections: checkouts,
    amount: checkouts * 3,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        path: '/api/orders.php',
        headers: json,
        setupRequest: (request, context: Checkout) => {
          context.step = 'order';
          return { ...request, body: JSON.stringify(plan) };
        },
        onResponse: (status, body, context: Checkout) => {
          const order =
            status === 201 ? (JSON.parse(body) as { orderId: string; amount: number }) : undefined;
          context.orderId = order?.orderId;
          context.amount = order?.amount;
        },
      },
      {
        method: 'POST',
        path: '/checkout/v1/payments',
        headers: json,
        setupRequest: (request, context: Checkout) => {
          if (!context.orderId) return undefined as never; // the order failed: start a new checkout
          context.step = 'payment';
          const payment = {
            key: 'rzp_test_local',
            order_id: context.orderId,
            amount: context.amount,
            currency: 'USD',
          };
          return { ...request, body: JSON.stringify(payment) };
        },
        onResponse: (status, body, context: Checkout) => {
          const paid = status === 201 ? (JSON.parse(body) as Record<string, string>) : undefined;
          context.paymentId = paid?.razorpay_payment_id;
          context.signature = paid?.razorpay_signature;
          const { orderId, amount, paymentId, signature } = context;
          if (orderId && amount && paymentId && signature) {
            taken.set(paymentId, { orderId, amount, paymentId, signature });
            afterPayment(taken.size);
          }
        },
      },
      {
        method: 'POST',
        path: '/api/subscription-confirmation.php',
        headers: json,
        setupRequest: (request, context: Checkout) => {
          const pending = context.paymentId ? taken.get(context.paymentId) : undefined;
          if (!pending) return undefined as never;
          context.step = 'confirmation';
          return { ...request, body: JSON.stringify(confirmationOf(pending)) };
        },
        onResponse: (status, _body, context: Checkout) => {
          if (status === 200 && context.paymentId) confirmed.add(context.paymentId);
        },
      },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (client, status, _bytes, time) => {
    // The step just answered: its onResponse ran first, in the client's context (not in autocannon's types).
    const step = (client as unknown as { requestIterator?: { context?: Checkout } }).requestIterator?.context
      ?.step;
    if (!step) return;
    if (status >= 200 && status < 300) latencies[step].push(time);
    else failures[step] += 1;
  });
  return { result: await finished, latencies, failures, taken, confirmed };
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
  const port = await freePort();
  let backend = await startBackend(dataDir, port, true);
  const watchdog = setTimeout(() => {
    console.error(`bench: not done within ${BOUND_MS / 1000} s; stopping`);
    backend.process.kill('SIGKILL');
    process.exit(1);
  }, BOUND_MS);
  watchdog.unref();

  // Every webhook twice, held and released newest first: duplicated and out of order.
  await call(backend.origin, '/__local/checkout-webhooks', { duplicate: true, hold: true });
  let releasing = true;
  const releaser = (async () => {
    while (releasing) {
      await call(backend.origin, '/__local/checkout-webhooks/release', { reverse: true }).catch(
        () => undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  // The crash: once half the payments are taken, the backend is killed where it stands and started again on
  // the same data, while the load goes on against it.
  let killedAt: number | undefined;
  let restarting: Promise<void> | undefined;
  const run = await load(port, CHECKOUTS, (taken) => {
    if (!crash || restarting || taken < CHECKOUTS / 2) return;
    killedAt = taken;
    backend.process.kill('SIGKILL');
    restarting = (async () => {
      await new Promise((resolve) => backend.process.once('exit', resolve));
      backend = await startBackend(dataDir, port, false);
      await call(backend.origin, '/__local/checkout-webhooks', { duplicate: true, hold: true });
    })();
  });
  await restarting;
  // The checkouts the kill cut short before their order was made start again against the restarted backend.
  const resumedCount = Math.max(1, CHECKOUTS - run.latencies.order.length);
  const resumed = crash ? await load(port, resumedCount, () => undefined) : undefined;
  const taken = new Map([...run.taken, ...(resumed?.taken ?? [])]);
  const confirmed = new Set([...run.confirmed, ...(resumed?.confirmed ?? [])]);

  // Of the browsers whose confirmation failed, every other one comes back and sends it from its outbox; the
  // others never return (the tab was closed), and their webhooks died with the killed simulator: only the
  // reconciler can find those payments.
  const outbox = [...taken.values()]
    .filter((pending) => !confirmed.has(pending.paymentId))
    .filter((_, index) => index % 2 === 0);
  const resent: Record<string, number> = {};
  for (const pending of outbox) {
    const reply = await call<{ status?: string }>(
      backend.origin,
      '/api/subscription-confirmation.php',
      confirmationOf(pending),
    );
    resent[reply.status ?? 'error'] = (resent[reply.status ?? 'error'] ?? 0) + 1;
  }
  releasing = false;
  await releaser;

  // Deliver what is still held, and wait until no delivery is under way.
  const origin = backend.origin;
  await call(origin, '/__local/checkout-webhooks', { duplicate: true });
  for (let round = 0; round < 600; round += 1) {
    await call(origin, '/__local/checkout-webhooks/release', { reverse: true });
    const { deliveries } = await call<{ deliveries: { state: string }[] }>(
      origin,
      '/__local/checkout-webhooks',
    );
    if (deliveries.every((d) => !['held', 'waiting', 'sending'].includes(d.state))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  let reconciled: { checked: number; settled: unknown[] } | undefined;
  if (crash) {
    // The reconciler's next run (as the clock will read when these orders are due).
    reconciled = await call(origin, '/__local/reconcile', {
      asOf: new Date(Date.now() + 6 * 60_000).toISOString(),
    });
  }

  const payments = await call<{ id: string; order_id: string; status: string }[]>(
    origin,
    '/__local/checkout-payments',
  );
  const records = await call<{ payment_id: string; order_id: string; source: string }[]>(
    origin,
    '/__local/payment-confirmations',
  );
  const orders = await call<{ id: string; status: string }[]>(origin, '/__local/orders');
  backend.process.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const captured = payments.filter((payment) => payment.status === 'captured');
  const recordsOf = new Map<string, number>();
  for (const record of records) recordsOf.set(record.payment_id, (recordsOf.get(record.payment_id) ?? 0) + 1);
  const capturedIds = new Set(captured.map((payment) => payment.id));
  const notOnce = captured.filter((payment) => recordsOf.get(payment.id) !== 1);
  const extra = records.filter((record) => !capturedIds.has(record.payment_id));
  const lost = [...taken.keys()].filter((id) => !capturedIds.has(id));
  const paidOrders = new Set(orders.filter((order) => order.status === 'paid').map((order) => order.id));
  const wrongOrders =
    captured.filter((payment) => !paidOrders.has(payment.order_id)).length +
    [...paidOrders].filter((id) => !captured.some((payment) => payment.order_id === id)).length;
  const sources = records.reduce<Record<string, number>>((tally, record) => {
    tally[record.source] = (tally[record.source] ?? 0) + 1;
    return tally;
  }, {});

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const report = (title: string, { latencies, failures, result }: Load) => {
    console.log(title);
    for (const step of ['order', 'payment', 'confirmation'] as const)
      console.log(
        `  ${step.padEnd(12)} ${String(latencies[step].length).padStart(4)} answered 2xx, ${failures[step]} not; ` +
          `p50 ${ms(percentile(latencies[step], 0.5))}, p95 ${ms(percentile(latencies[step], 0.95))}`,
      );
    console.log(
      `  autocannon: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  };
  console.log(
    `\nbench:${crash ? 'crash' : 'checkout'}: ${CHECKOUTS} checkouts at once against ${origin} (loopback)`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  report(crash ? `until the kill and while the backend restarted:` : `${CHECKOUTS} checkouts:`, run);
  if (resumed)
    report(
      `after the restart, the checkouts cut short before their order (${resumedCount} at once):`,
      resumed,
    );
  if (crash)
    console.log(
      `killed (SIGKILL) after ${killedAt ?? '?'} payments and restarted; the reconciler's run checked ` +
        `${reconciled?.checked ?? 0} orders and settled ${reconciled?.settled.length ?? 0}`,
    );
  console.log(
    `outbox: ${outbox.length} confirmations sent again after the run` +
      (outbox.length > 0
        ? ` (${Object.entries(resent)
            .map(([status, n]) => `${status} ${n}`)
            .join(', ')})`
        : ''),
  );
  console.log(
    `payments the simulator took: ${captured.length} (the clients saw ${taken.size}); recorded: ${records.length} ` +
      `(${Object.entries(sources)
        .map(([source, n]) => `${source} ${n}`)
        .join(', ')})`,
  );
  const problems = [
    notOnce.length > 0 && `${notOnce.length} captured payments not recorded exactly once`,
    extra.length > 0 && `${extra.length} recorded payments the simulator never took`,
    lost.length > 0 && `${lost.length} payments the simulator answered for are not in its records`,
    wrongOrders > 0 && `${wrongOrders} orders whose status disagrees with their payments`,
    !crash &&
      Object.values(run.failures).some((n) => n > 0) &&
      `errors: ${Object.values(run.failures).reduce((a, b) => a + b, 0)} answers were not 2xx`,
    !crash &&
      run.result.errors + run.result.timeouts > 0 &&
      `errors: ${run.result.errors + run.result.timeouts} requests failed`,
  ].filter((problem): problem is string => typeof problem === 'string');
  console.log(
    problems.length === 0 ? 'every paid order recorded exactly once, and nothing else' : problems.join('\n'),
  );
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  clearTimeout(watchdog);
  process.exit(problems.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
