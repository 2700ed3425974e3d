/**
 * The database under trouble: a payment answered 200 is on disk when the process is killed right after;
 * when another process holds the database, a write answers 503 with Retry-After at once instead of holding
 * the event loop, and reads go on.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import Database from 'better-sqlite3';

import { buildLocalStack } from '../local-stack';
import { signPayment, signWebhook } from '../razorpay-signature';

import type { BuiltBackend } from './app';
import { BUSY_TIMEOUT_MS } from './db';
import { NO_RATE_LIMITS } from './rate-limits';
import type { OrderWire } from './wire';

const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };
const order = { kind: 'plan', title: 'R-Guru Member', currency: 'USD', customer };

describe('a database another process holds', () => {
  let backend: BuiltBackend;
  let dataDir: string;
  let other: Database.Database;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-test-'));
    backend = await buildLocalStack({ dataDir, rateLimits: NO_RATE_LIMITS, keySecret: 'busy-key-secret' });
    other = new Database(path.join(dataDir, 'backend.sqlite'));
  });
  after(async () => {
    other.close();
    await backend.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits a moment at most, and writes to disk before answering', () => {
    assert.equal(backend.db.pragma('busy_timeout', { simple: true }), BUSY_TIMEOUT_MS);
    assert.ok(BUSY_TIMEOUT_MS <= 100, 'SQLite waits inside the call, holding the event loop');
    assert.equal(backend.db.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(backend.db.pragma('synchronous', { simple: true }), 2, 'FULL');
  });

  it('answers writes 503 with Retry-After while another process holds the write lock, and serves reads', async () => {
    const created = (
      await backend.app.inject({ method: 'POST', url: '/api/orders.php', payload: order })
    ).json<OrderWire>();
    const paymentId = 'pay_Busy0000000001';
    const confirmation = {
      paymentId,
      orderId: created.orderId,
      signature: signPayment(created.orderId, paymentId, 'busy-key-secret'),
      planTitle: 'R-Guru Member',
      amount: created.amount,
      currency: 'USD',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    };
    other.exec('BEGIN IMMEDIATE');
    try {
      const refused = await backend.app.inject({ method: 'POST', url: '/api/orders.php', payload: order });
      assert.equal(refused.statusCode, 503);
      assert.equal(refused.headers['retry-after'], '1');
      assert.equal(typeof refused.json<{ message: string }>().message, 'string');
      // A confirmation is not refused (the browser would drop it): a server error, which its outbox retries.
      const confirm = await backend.app.inject({
        method: 'POST',
        url: '/api/subscription-confirmation.php',
        payload: confirmation,
      });
      assert.equal(confirm.statusCode, 503);
      assert.equal('status' in confirm.json<Record<string, unknown>>(), false);
      // The provider retries a webhook that did not get a 2xx.
      const event = JSON.stringify({ event: 'payment.captured', payload: {} });
      const webhook = await backend.app.inject({
        method: 'POST',
        url: '/api/razorpay-webhook.php',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(event, backend.settings.webhookSecret),
          'x-razorpay-event-id': 'evt_Busy00000000001',
        },
        payload: event,
      });
      assert.equal(webhook.statusCode, 503);
      assert.equal((await backend.app.inject('/admin/pages/events-api.php')).statusCode, 200, 'reads go on');
    } finally {
      other.exec('ROLLBACK');
    }
    const again = await backend.app.inject({
      method: 'POST',
      url: '/api/subscription-confirmation.php',
      payload: confirmation,
    });
    assert.deepEqual(again.json(), { status: 'confirmed' });
  });
});

describe('a killed backend', () => {
  it('keeps a payment it answered 200 for', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'killed-test-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        BACKEND_PORT: '0',
        OIDC_PORT: '0',
        // Only the browser's confirmation records the payment: the simulator's webhooks wait for an hour.
        CHECKOUT_WEBHOOK_DELAY_MS: '3600000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /backend .* listening on (http:\/\/\S+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then(() => reject(new Error(`the services exited: ${out}`)));
      });
      const post = async <T>(url: string, body: unknown) =>
        (await (
          await fetch(origin + url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()) as T;
      const created = await post<OrderWire>('/api/orders.php', order);
      const paid = await post<Record<string, string>>('/checkout/v1/payments', {
        key: 'rzp_test_local',
        order_id: created.orderId,
        amount: created.amount,
        currency: 'USD',
      });
      const confirmed = await post('/api/subscription-confirmation.php', {
        paymentId: paid.razorpay_payment_id,
        orderId: created.orderId,
        signature: paid.razorpay_signature,
        planTitle: 'R-Guru Member',
        amount: created.amount,
        currency: 'USD',
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
      });
      assert.deepEqual(confirmed, { status: 'confirmed' });
      child.kill('SIGKILL');
      assert.equal(await exited, 'SIGKILL');

      const db = new Database(path.join(dataDir, 'backend.sqlite'), { readonly: true });
      try {
        assert.deepEqual(db.prepare('SELECT payment_id, source FROM payment_confirmations').all(), [
          { payment_id: paid.razorpay_payment_id, source: 'browser' },
        ]);
        assert.deepEqual(db.prepare('SELECT status FROM orders WHERE id = ?').get(created.orderId), {
          status: 'paid',
        });
      } finally {
        db.close();
      }
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
