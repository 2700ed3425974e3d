/**
 * Nothing lost with the disk: `npm run backup` copies the live database consistently while checkouts are
 * being paid, and `npm run restore` puts the copy back with every payment answered 200 before the backup
 * began. The copies are checked and kept for the days configured; `GET /api/health` says whether the
 * database answers.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import Database from 'better-sqlite3';

import { buildBackend } from './backend/app';
import { NO_RATE_LIMITS } from './backend/rate-limits';
import type { OrderWire } from './backend/wire';
import { backupDatabase, backupName, integrityOf, restoreDatabase } from './backup';
import { startLocalStack, type RunningLocalStack } from './local-stack';
import { signPayment } from './razorpay-signature';

const KEY_SECRET = 'backup-test-key-secret';
const customer = { name: 'Meera Nair', email: 'meera.nair@example.com', phone: '+91 98480 55667' };
const CHECKOUTS = 120;
const AT_ONCE = 8;

/** `server/backup.ts` as the timer and the operator run it; resolves with its exit code and output. */
function command(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': 'exit' may come before the pipes have handed over the last of the output.
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('a backup taken during the checkout load, restored', () => {
  let dataDir: string;
  let backupDir: string;
  let restoredDir: string;
  let backend: RunningLocalStack;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-live-'));
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-copies-'));
    restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-restored-'));
    // With the card provider's stand-in: an order is created at the provider.
    backend = await startLocalStack({
      dataDir,
      host: '127.0.0.1',
      port: 0,
      keySecret: KEY_SECRET,
      rateLimits: NO_RATE_LIMITS,
    });
  });
  after(async () => {
    await backend.close();
    for (const dir of [dataDir, backupDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One checkout: the order, then the browser's confirmation of its payment. The payment id once answered 200. */
  async function checkout(index: number): Promise<string | undefined> {
    const post = (url: string, body: unknown) =>
      fetch(`${backend.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await post('/api/orders.php', {
      kind: 'plan',
      title: 'R-Guru Member',
      currency: 'USD',
      customer,
    });
    assert.equal(created.status, 201);
    const order = (await created.json()) as OrderWire;
    const paymentId = `pay_Backup${String(index).padStart(9, '0')}`;
    const confirmed = await post('/api/subscription-confirmation.php', {
      paymentId,
      orderId: order.orderId,
      signature: signPayment(order.orderId, paymentId, KEY_SECRET),
      planTitle: 'R-Guru Member',
      amount: order.amount,
      currency: 'USD',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    });
    const body = (await confirmed.json()) as { status?: string };
    return confirmed.status === 200 && body.status === 'confirmed' ? paymentId : undefined;
  }

  it('restores every payment answered 200 before the backup began', async () => {
    const answered: string[] = [];
    let beforeBackup: string[] | undefined;
    let backup: Promise<{ code: number | null; output: string }> | undefined;
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < CHECKOUTS; index = next++) {
        const paid = await checkout(index);
        if (paid) answered.push(paid);
        // A third of the way in, the timer's backup starts in a process of its own; the load goes on.
        if (!backup && answered.length >= CHECKOUTS / 3) {
          beforeBackup = [...answered];
          backup = command(['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    assert.ok(backup && beforeBackup);
    const { code, output } = await backup;
    assert.equal(code, 0, output);
    assert.match(output, /integrity ok/);
    assert.equal(answered.length, CHECKOUTS, 'every checkout was answered 200');

    const copies = fs.readdirSync(backupDir);
    assert.equal(copies.length, 1, `one copy: ${copies.join(', ')}`);
    const [copy] = copies;
    assert.match(copy ?? '', /^backend-\d{8}T\d{6}Z\.sqlite$/);

    // The disk is lost: the copy is restored elsewhere (the command refuses while a backend answers; none does
    // on port 1).
    const restored = await command(['restore', path.join(backupDir, copy ?? '')], {
      DATA_DIR: restoredDir,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: '1',
    });
    assert.equal(restored.code, 0, restored.output);
    const db = new Database(path.join(restoredDir, 'backend.sqlite'), { readonly: true });
    try {
      const kept = new Set(
        (db.prepare('SELECT payment_id FROM payment_confirmations').all() as { payment_id: string }[]).map(
          (row) => row.payment_id,
        ),
      );
      const lost = beforeBackup.filter((paymentId) => !kept.has(paymentId));
      assert.deepEqual(lost, [], 'payments answered 200 before the backup and missing from it');
      assert.ok(kept.size >= beforeBackup.length && kept.size <= CHECKOUTS);
      const unpaid = db
        .prepare(
          `SELECT COUNT(*) AS n FROM payment_confirmations AS p JOIN orders AS o ON o.id = p.order_id
           WHERE o.status != 'paid'`,
        )
        .get() as { n: number };
      assert.equal(unpaid.n, 0, 'each payment with its order paid: one moment, not a mix');
    } finally {
      db.close();
    }
    // And the backend starts on it.
    const again = await buildBackend({ dataDir: restoredDir, rateLimits: NO_RATE_LIMITS });
    try {
      assert.equal(again.seeded, false, 'the restored data, not a fresh seed');
      assert.deepEqual((await again.app.inject('/api/health')).json(), { status: 'ok' });
    } finally {
      await again.app.close();
    }
  });

  it('restore refuses while a backend answers on the configured address', async () => {
    const copy = fs.readdirSync(backupDir)[0] ?? '';
    const refused = await command(['restore', path.join(backupDir, copy)], {
      DATA_DIR: restoredDir,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(backend.port),
    });
    assert.equal(refused.code, 1);
    assert.match(refused.output, /A backend answers on 127\.0\.0\.1:\d+: stop it first/);
  });
});

describe('backup copies', () => {
  let dataDir: string;
  let backupDir: string;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-unit-'));
    backupDir = path.join(dataDir, 'copies');
    const built = await buildBackend({ dataDir, rateLimits: NO_RATE_LIMITS });
    await built.app.close();
  });
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('are checked, readable by their owner only, and kept for the days configured', async () => {
    const now = new Date('2026-12-02T03:00:00Z');
    fs.mkdirSync(backupDir, { recursive: true });
    const old = backupName(new Date('2026-11-17T02:59:59Z'));
    const recent = backupName(new Date('2026-11-18T03:00:01Z'));
    for (const name of [old, recent, 'notes.txt']) fs.writeFileSync(path.join(backupDir, name), 'x');
    const result = backupDatabase({ dataDir, backupDir, keepDays: 14, now });
    assert.equal(path.basename(result.file), 'backend-20261202T030000Z.sqlite');
    assert.equal(integrityOf(result.file), 'ok');
    assert.equal(fs.statSync(result.file).mode & 0o777, 0o600);
    assert.deepEqual(result.removed, [old]);
    assert.deepEqual(
      fs.readdirSync(backupDir).sort(),
      [path.basename(result.file), recent, 'notes.txt'].sort(),
    );
  });

  it('a restore refuses a damaged copy and leaves the database as it was', async () => {
    const damaged = path.join(backupDir, backupName(new Date('2026-12-02T04:00:00Z')));
    const good = fs.readFileSync(path.join(backupDir, 'backend-20261202T030000Z.sqlite'));
    // A page in the middle overwritten: SQLite opens it, its check does not pass.
    good.fill(0x5a, 8192, 12288);
    fs.writeFileSync(damaged, good);
    const before = fs.readFileSync(path.join(dataDir, 'backend.sqlite'));
    assert.throws(
      () => restoreDatabase({ backupFile: damaged, dataDir }),
      /integrity|malformed|not a database/,
    );
    assert.deepEqual(fs.readFileSync(path.join(dataDir, 'backend.sqlite')), before);
  });

  it('a restore keeps the database it replaces beside it', () => {
    const copy = path.join(backupDir, 'backend-20261202T030000Z.sqlite');
    const { replaced } = restoreDatabase({
      backupFile: copy,
      dataDir,
      now: new Date('2026-12-02T05:00:00Z'),
    });
    assert.equal(path.basename(replaced ?? ''), 'backend.sqlite.replaced-20261202T050000Z');
    assert.equal(integrityOf(replaced ?? ''), 'ok');
    assert.equal(integrityOf(path.join(dataDir, 'backend.sqlite')), 'ok');
  });
});

describe('GET /api/health', () => {
  it('answers 200 while the database answers, 503 once it does not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    const built = await buildBackend({ dataDir: dir, rateLimits: NO_RATE_LIMITS });
    try {
      const ok = await built.app.inject('/api/health');
      assert.equal(ok.statusCode, 200);
      assert.deepEqual(ok.json(), { status: 'ok' });
      assert.equal(ok.headers['cache-control'], 'no-store');
      built.db.close();
      const down = await built.app.inject('/api/health');
      assert.equal(down.statusCode, 503);
      assert.deepEqual(down.json(), { status: 'unavailable' });
      assert.ok(Number(down.headers['retry-after']) >= 1);
    } finally {
      // The database is closed already; the server closes without it.
      await built.app.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
