import { HttpResponse, http, type HttpHandler } from 'msw';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

import { plansHeld } from '../../../server/backend/learner-payments';
import type { LearnerPaymentWire } from '../../../server/backend/learner-wire';
import { movesForward, type OrderStatus, type RecordOutcome } from '../../../server/backend/payment-ledger';
import { findProduct, priceInMinorUnits, toMajorUnits } from '../../../server/backend/pricing';
import { isRecord, text } from '../../../server/backend/validate';
import {
  actOnWebhookEvent,
  readWebhookPayment,
  type WebhookLedger,
} from '../../../server/backend/webhook-event';
import {
  ConfirmationRequest,
  CreateOrderRequest,
  type ConfirmationStatus,
  type OrderWire,
  type ProductKind,
} from '../../../server/backend/wire';
import { problemMessage } from '../../../server/backend/wire-schema';
import { isValidWebhookSignature } from '../../../server/razorpay-signature';
import {
  exchangeRate,
  FIXTURE_KEY_ID,
  FIXTURE_RATE,
  FIXTURE_WEBHOOK_SECRET,
  fixtureAccountPayment,
  fixtureOrder,
  signFixturePayment,
} from '../../fixtures/checkout';
import { failuresFor } from '../failure-factories';

import { learnerOf } from './learner-token';

/** Whether a body fits the backend's schema for it, and if not the sentence the backend answers. */
const checkAgainst = (schema: TSchema, value: unknown): string | undefined =>
  Value.Check(schema, value) ? undefined : problemMessage(schema, [...Value.Errors(schema, value)], 'body');

const ORDERS = '*/api/orders.php';
const PLAN_CONFIRMATION = '*/api/subscription-confirmation.php';
const WORKSHOP_CONFIRMATION = '*/api/workshop-confirmation.php';
const WEBHOOK = '*/api/razorpay-webhook.php';
const EXCHANGE_RATE = '*/latest';
const LEARNER_PAYMENTS = '*/api/me/payments';

interface KnownOrder {
  kind: ProductKind;
  title: string;
  currency: 'USD' | 'INR';
  amount: number;
  status: OrderStatus;
  /** The signed-in learner who placed it (the access token's subject), or null for a guest. */
  learner?: string | null;
  customer?: { name: string; email: string; phone: string };
  breakdown?: { base: number; fee: number; gst: number; total: number };
}

/**
 * Orders created, payments recorded (payment id -> order id) and webhook events seen in this test run; the
 * fixture order is always known.
 */
const orders = new Map<string, KnownOrder>();
const confirmed = new Map<string, string>();
/** When each payment was recorded, and with which customer details. */
const payments = new Map<
  string,
  { paidAt: string; customer?: { name: string; email: string; phone: string } }
>();
const seenEvents = new Set<string>();
let orderCount = 0;

function seedState(): void {
  orders.clear();
  confirmed.clear();
  payments.clear();
  seenEvents.clear();
  orderCount = 0;
  orders.set(fixtureOrder.orderId, { ...fixtureOrder, status: 'created' });
}

/** Records a captured payment once, as the backend's ledger does: whichever path comes first. */
function recordPayment(orderId: string, paymentId: string): RecordOutcome {
  const seenFor = confirmed.get(paymentId);
  if (seenFor !== undefined) return seenFor === orderId ? 'already processed' : 'another order';
  confirmed.set(paymentId, orderId);
  payments.set(paymentId, { paidAt: new Date().toISOString() });
  moveOrder(orderId, 'paid');
  return 'confirmed';
}

/**
 * The paid orders of a learner, as the backend lists them: placed with their token, or as a guest with the
 * e-mail address their provider reports as verified.
 */
function paidOrdersOf(sub: string, verifiedEmail: string | null): LearnerPaymentWire[] {
  const list: LearnerPaymentWire[] = [];
  for (const [paymentId, orderId] of confirmed) {
    const order = orders.get(orderId);
    const payment = payments.get(paymentId);
    if (!order?.customer || !order.breakdown || !payment || order.status !== 'paid') continue;
    const guestMatch =
      (order.learner ?? null) === null &&
      verifiedEmail !== null &&
      order.customer.email.toLowerCase() === verifiedEmail.toLowerCase();
    if (order.learner !== sub && !guestMatch) continue;
    list.push({
      paymentId,
      orderId,
      kind: order.kind,
      title: order.title,
      currency: order.currency,
      amount: order.amount,
      breakdown: order.breakdown,
      rate: FIXTURE_RATE,
      customer: payment.customer ?? order.customer,
      paidAt: payment.paidAt,
    });
  }
  return list.sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.paymentId.localeCompare(b.paymentId));
}

function moveOrder(orderId: string, to: OrderStatus): boolean {
  const order = orders.get(orderId);
  if (!order || !movesForward(order.status, to)) return false;
  order.status = to;
  return true;
}

const webhookLedger: WebhookLedger = {
  findOrder: (orderId) => orders.get(orderId),
  recordPayment,
  recordFailure: (orderId) => moveOrder(orderId, 'failed'),
};
seedState();

/** Forgets created orders and confirmed payments (between tests). */
export const resetCheckout = (): void => seedState();

/** The payment ids confirmed so far, for assertions. */
export const confirmedPaymentIds = (): string[] => [...confirmed.keys()];

const refuse = (status: ConfirmationStatus, message: string) =>
  HttpResponse.json({ status, message }, { status: 400 });

function confirmation(kind: ProductKind, titleField: 'planTitle' | 'workshopTitle') {
  return async ({ request }: { request: Request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    // Checked by the backend's own schema, refused in its words.
    const problem = checkAgainst(ConfirmationRequest(titleField), body);
    if (problem !== undefined || !isRecord(body)) return refuse('invalid request', problem ?? '');
    const [paymentId, orderId, signature, title] = [
      body.paymentId,
      body.orderId,
      body.signature,
      body[titleField],
    ].map((value) => String(value).trim()) as [string, string, string, string];
    const { amount, currency } = body;
    const customer = {
      name: String(body.customerName).trim(),
      email: String(body.customerEmail).trim(),
      phone: String(body.customerPhone).trim(),
    };
    const order = orders.get(orderId);
    if (!order) return refuse('unknown order', 'No order with this id.');
    if (signature !== signFixturePayment(orderId, paymentId))
      return refuse('invalid signature', 'The payment signature does not match.');
    if (order.kind !== kind || order.title !== title)
      return refuse('order mismatch', `This order is for "${order.title}".`);
    if (order.amount !== amount || order.currency !== currency)
      return refuse('amount mismatch', 'The amount or currency differs from the order.');
    const outcome = recordPayment(orderId, paymentId);
    if (outcome === 'another order')
      return refuse('invalid request', 'This payment belongs to another order.');
    const recorded = payments.get(paymentId);
    if (outcome === 'confirmed' && recorded)
      recorded.customer = { name: customer.name, email: customer.email, phone: customer.phone };
    return HttpResponse.json({ status: outcome });
  };
}

/** The provider's webhook, verified over the raw body with the fixture webhook secret. */
async function webhook({ request }: { request: Request }) {
  const raw = await request.text();
  const signature = request.headers.get('x-razorpay-signature') ?? '';
  if (!isValidWebhookSignature(raw, signature, FIXTURE_WEBHOOK_SECRET))
    return HttpResponse.json(
      { status: 'invalid signature', message: 'The webhook signature does not match.' },
      { status: 400 },
    );
  const eventId = text(request.headers.get('x-razorpay-event-id'), 64);
  if (!eventId)
    return HttpResponse.json(
      { status: 'invalid request', message: 'x-razorpay-event-id is required.' },
      { status: 400 },
    );
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return HttpResponse.json(
      { status: 'invalid request', message: 'The body is not JSON.' },
      { status: 400 },
    );
  }
  if (!isRecord(body))
    return HttpResponse.json(
      { status: 'invalid request', message: 'The body is not a JSON object.' },
      { status: 400 },
    );
  if (seenEvents.has(eventId)) return HttpResponse.json({ status: 'duplicate event' });
  seenEvents.add(eventId);
  const event = typeof body.event === 'string' ? body.event : '';
  return HttpResponse.json({ status: actOnWebhookEvent(event, readWebhookPayment(body), webhookLedger) });
}

/**
 * Orders priced like the backend (same price list and arithmetic, rate 85.5), confirmations verified with
 * the fixture key secret, and the provider's webhook with the fixture webhook secret.
 */
export const handlers = [
  http.post(ORDERS, async ({ request }) => {
    // Signed in, the order is the learner's; a token that fails is a 401, never a guest order.
    const learner = request.headers.has('authorization') ? learnerOf(request) : null;
    if (learner instanceof Response) return learner;
    const body: unknown = await request.json().catch(() => undefined);
    const problem = checkAgainst(CreateOrderRequest, body);
    if (problem !== undefined) return HttpResponse.json({ message: problem }, { status: 400 });
    const { kind, title, currency, customer: given } = body as Static<typeof CreateOrderRequest>;
    const product = findProduct(kind, title);
    if (!product)
      return HttpResponse.json({ message: `Unknown ${kind}: "${String(title)}".` }, { status: 400 });
    const customer = { name: given.name.trim(), email: given.email.trim(), phone: given.phone.trim() };
    const price = priceInMinorUnits(product.priceUsdMinor, currency, FIXTURE_RATE);
    orderCount += 1;
    const orderId = `order_Msw${String(orderCount).padStart(11, '0')}`;
    orders.set(orderId, {
      kind,
      title: product.title,
      currency,
      amount: price.total,
      status: 'created',
      learner: learner?.sub ?? null,
      customer: { name: customer.name, email: customer.email, phone: customer.phone },
      breakdown: price,
    });
    const order: OrderWire = {
      orderId,
      keyId: FIXTURE_KEY_ID,
      amount: price.total,
      currency,
      rate: FIXTURE_RATE,
      breakdown: toMajorUnits(price),
    };
    return HttpResponse.json(order, { status: 201 });
  }),
  // The learner's paid orders and plans live with the orders they come from.
  http.get(LEARNER_PAYMENTS, ({ request }) => {
    const learner = learnerOf(request);
    if (learner instanceof Response) return learner;
    const payments = paidOrdersOf(learner.sub, learner.verifiedEmail);
    return HttpResponse.json({ payments, plans: plansHeld(payments) });
  }),
  http.post(PLAN_CONFIRMATION, confirmation('plan', 'planTitle')),
  http.post(WORKSHOP_CONFIRMATION, confirmation('workshop', 'workshopTitle')),
  http.post(WEBHOOK, webhook),
  http.get(EXCHANGE_RATE, ({ request }) => {
    const url = new URL(request.url);
    const from = (url.searchParams.get('from') ?? 'USD').toUpperCase();
    const to = (url.searchParams.get('to') ?? 'INR').toUpperCase();
    if (from !== 'USD' || to !== 'INR') return HttpResponse.json({ message: 'not found' }, { status: 404 });
    return HttpResponse.json(exchangeRate);
  }),
];

export const failures = {
  orders: {
    ...failuresFor('post', ORDERS),
    /** The backend's answer when the card provider is down, slow or refuses to create the order. */
    providerUnavailable: (): HttpHandler =>
      http.post(ORDERS, () =>
        HttpResponse.json(
          { message: 'Unable to initialize payment. Please try again later.' },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
  },
  subscriptionConfirmation: failuresFor('post', PLAN_CONFIRMATION),
  workshopConfirmation: failuresFor('post', WORKSHOP_CONFIRMATION),
  exchangeRate: failuresFor('get', EXCHANGE_RATE),
  learnerPayments: {
    ...failuresFor('get', LEARNER_PAYMENTS),
    /** A payment whose `refundedAt` is not a time: the answer is malformed as a whole. */
    refundNotATime: (): HttpHandler =>
      http.get(LEARNER_PAYMENTS, () =>
        HttpResponse.json({
          payments: [{ ...fixtureAccountPayment, refundedAt: 'yesterday' }],
          plans: [],
        }),
      ),
  },
};
