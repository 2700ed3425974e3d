import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { JSDOM } from 'jsdom';

import { startLocalStack, type RunningLocalStack } from '../local-stack';
import { signPayment } from '../razorpay-signature';

import { CHECKOUT_SCRIPT_PATH } from './simulator';

/** What the checkout options take of the merchant's order (docs/api.md, "Checkout"). */
interface OrderWire {
  orderId: string;
  keyId: string;
  amount: number;
  currency: string;
}

const SECRET = 'simulator-test-secret';
const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '9848022338' };

interface RazorpayInstance {
  open(): RazorpayInstance;
  on(event: string, callback: (payload: { error: { description: string } }) => void): RazorpayInstance;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let backend: RunningLocalStack;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-'));

before(async () => {
  backend = await startLocalStack({
    port: 0,
    dataDir,
    keySecret: SECRET,
    webhookDelivery: { delayMs: 0, retryBaseMs: 50 },
  });
});
after(async () => {
  await backend.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function createOrder(): Promise<OrderWire> {
  const response = await fetch(`${backend.url}/api/orders.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'plan', title: 'R-Guru Member', currency: 'INR', customer }),
  });
  return (await response.json()) as OrderWire;
}

/** A page on the backend's origin with the simulator script loaded (the script talks to its own origin). */
function page() {
  const dom = new JSDOM('<!doctype html><body><button id="buy">Buy</button></body>', {
    url: `${backend.url}/`,
    runScripts: 'outside-only',
  });
  const errors: string[] = [];
  Object.assign(dom.window, { fetch });
  dom.window.console.error = (message: unknown) => void errors.push(String(message));
  dom.window.eval(fs.readFileSync(CHECKOUT_SCRIPT_PATH, 'utf8'));
  const Razorpay = (dom.window as unknown as { Razorpay: RazorpayConstructor }).Razorpay;
  return { dom, document: dom.window.document, Razorpay, errors };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const button = (document: Document, name: RegExp): HTMLButtonElement => {
  const found = [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
  assert.ok(found, `a button named ${name}`);
  return found;
};

function options(order: OrderWire, extra: Record<string, unknown> = {}) {
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: 'MindBridge Consulting',
    description: 'Plan: R-Guru Member',
    order_id: order.orderId,
    prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    theme: { color: '#2e7d32' },
    ...extra,
  };
}

describe('checkout simulator script', () => {
  it('shows an accessible dialog; Pay calls handler with a signature the backend made', async () => {
    const order = await createOrder();
    const { document, Razorpay } = page();
    let response: Record<string, string> | undefined;
    new Razorpay(options(order, { handler: (r: Record<string, string>) => (response = r) })).open();
    const dialog = document.querySelector('[role="dialog"]');
    assert.ok(dialog);
    assert.equal(dialog.getAttribute('aria-modal'), 'true');
    assert.match(dialog.textContent ?? '', /Plan: R-Guru Member/);
    assert.match(dialog.textContent ?? '', /₹/);
    const pay = button(document, /^Pay/);
    await until(() => !pay.disabled, 'the order check');
    pay.click();
    await until(() => response !== undefined, 'the handler');
    assert.equal(response?.razorpay_order_id, order.orderId);
    assert.equal(
      response?.razorpay_signature,
      signPayment(order.orderId, response?.razorpay_payment_id ?? '', SECRET),
    );
    assert.equal(document.querySelector('[role="dialog"]'), null, 'the dialog closes after paying');
  });

  it('Decline fires payment.failed with a description and keeps the dialog open', async () => {
    const order = await createOrder();
    const { document, Razorpay } = page();
    let description = '';
    new Razorpay(options(order)).on('payment.failed', (r) => (description = r.error.description)).open();
    const decline = button(document, /^Decline$/);
    await until(() => !decline.disabled, 'the order check');
    decline.click();
    await until(() => description !== '', 'payment.failed');
    assert.match(description, /declined/);
    assert.ok(document.querySelector('[role="dialog"]'));
  });

  it('Close and Escape call ondismiss and return focus; Tab stays inside the dialog', async () => {
    const order = await createOrder();
    const { dom, document, Razorpay } = page();
    const buy = document.getElementById('buy');
    buy?.focus();
    let dismissed = 0;
    const rzp = new Razorpay(options(order, { modal: { ondismiss: () => (dismissed += 1) } }));
    rzp.open();
    const pay = button(document, /^Pay/);
    const decline = button(document, /^Decline$/);
    await until(() => !pay.disabled, 'the order check');
    decline.focus();
    const dialog = document.querySelector('[role="dialog"]');
    dialog?.dispatchEvent(
      new dom.window.KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }),
    );
    assert.equal(
      document.activeElement,
      button(document, /^Close$/),
      'Tab from the last button wraps to the first',
    );
    dialog?.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    assert.equal(dismissed, 1);
    assert.equal(document.querySelector('[role="dialog"]'), null);
    assert.equal(document.activeElement, buy);

    rzp.open();
    button(document, /^Close$/).click();
    assert.equal(dismissed, 2);
  });

  it('refuses an unknown order_id and a changed amount, on the console and in the dialog', async () => {
    const order = await createOrder();
    for (const [extra, reason] of [
      [{ order_id: 'order_Nowhere0000000' }, /unknown order_id/],
      [{ amount: order.amount - 100 }, /differs from the order amount/],
    ] as const) {
      const { document, Razorpay, errors } = page();
      new Razorpay(options(order, extra)).open();
      await until(() => errors.length > 0, 'the refusal');
      assert.match(errors[0] ?? '', reason);
      const alert = document.querySelector('[role="alert"]');
      assert.match(alert?.textContent ?? '', reason);
      assert.equal(button(document, /^Pay/).disabled, true);
    }
  });

  it('tells the backend itself after Pay: the order is paid with no confirmation from the page', async () => {
    const order = await createOrder();
    const { document, Razorpay } = page();
    // A page that never confirms (closed, asleep, offline before its handler could post).
    new Razorpay(options(order, { handler: () => undefined })).open();
    const pay = button(document, /^Pay/);
    await until(() => !pay.disabled, 'the order check');
    pay.click();
    const read = async <T>(name: string): Promise<T[]> =>
      (await (await fetch(`${backend.url}/__local/${name}`)).json()) as T[];
    let status = '';
    for (let i = 0; i < 300 && status !== 'paid'; i += 1) {
      const orders = await read<{ id: string; status: string }>('orders');
      status = orders.find((row) => row.id === order.orderId)?.status ?? '';
      if (status !== 'paid') await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(status, 'paid', 'the webhook arrived');
    const records = await read<{ order_id: string; source: string }>('payment-confirmations');
    assert.deepEqual(
      records.filter((row) => row.order_id === order.orderId).map((row) => row.source),
      ['webhook'],
    );
    // Both events arrive, in either order: the first records the payment, the second finds it.
    await backend.cardProvider.webhooks.settled();
    const events = await read<{ order_id: string; event: string; outcome: string }>('webhook-events');
    const mine = events.filter((row) => row.order_id === order.orderId);
    assert.deepEqual(mine.map((row) => row.event).sort(), [
      'order.paid',
      'payment.authorized',
      'payment.captured',
    ]);
    // Authorized is not paid: the capture (or order.paid) records it, the other finds it recorded.
    assert.deepEqual(mine.map((row) => row.outcome).sort(), ['already processed', 'confirmed', 'ignored']);
  });
});
