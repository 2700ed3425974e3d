import type { CurrencyCode } from '@/lib/money';
import { divideRoundingHalfUp, isCurrencyCode, toMajorUnits, toMinorUnits } from '@/lib/money';

/** What the R training page sells. */
export type ProductKind = 'plan' | 'workshop';

/** An access plan or a workshop, priced in US dollars (spec part 2, section 9). */
export type Product = {
  id: string;
  kind: ProductKind;
  title: string;
  /** The price list's price, in US cents. */
  priceUsdMinor: number;
  period: string;
  description?: string;
  features: readonly string[];
};

/** The USD to INR rate used when the exchange-rate service cannot be read. */
export const DEFAULT_EXCHANGE_RATE = 86.09;
export const PLATFORM_FEE_PERCENT = 2;
/** GST applies to the platform fee only. */
export const GST_PERCENT = 18;

/** A price split into its parts, each in integer minor units of the chosen currency. */
export type PriceBreakdown = { base: number; fee: number; gst: number; total: number };

/** The rate in millionths, so a price times the rate is an exact integer product. */
const RATE_SCALE = 1_000_000;

/** The base price in the chosen currency: the USD price, or in INR round(USD x rate) whole rupees. */
export function basePriceMinor(priceUsdMinor: number, currency: CurrencyCode, rate: number): number {
  if (currency === 'USD') return priceUsdMinor;
  const rateScaled = Math.round(rate * RATE_SCALE);
  const rupees = divideRoundingHalfUp(priceUsdMinor * rateScaled, 100 * RATE_SCALE);
  return rupees * 100;
}

/**
 * Base, platform fee (2 % of base) and GST (18 % of the fee), each rounded half up to the minor unit, and
 * their exact sum: the same arithmetic the backend prices an order with.
 */
export function priceBreakdown(priceUsdMinor: number, currency: CurrencyCode, rate: number): PriceBreakdown {
  const base = basePriceMinor(priceUsdMinor, currency, rate);
  const fee = divideRoundingHalfUp(base * PLATFORM_FEE_PERCENT, 100);
  const gst = divideRoundingHalfUp(fee * GST_PERCENT, 100);
  return { base, fee, gst, total: base + fee + gst };
}

/** A usable exchange rate: a finite positive number. */
export const isUsableRate = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** Reads `rates.INR` from the exchange-rate service's reply; throws on any other shape. */
export function readExchangeRate(body: unknown): number {
  const rate = (body as { rates?: { INR?: unknown } } | null)?.rates?.INR;
  if (!isUsableRate(rate)) throw new Error('The exchange-rate reply has no usable rates.INR');
  return rate;
}

/** The customer's details, as the checkout form collects them. */
export type Customer = { name: string; email: string; phone: string };

/** An order the backend created and priced: what checkout opens with. */
export type Order = {
  orderId: string;
  keyId: string;
  /** The total in minor units: the amount checkout charges. */
  amount: number;
  currency: CurrencyCode;
  rate: number;
  breakdown: PriceBreakdown;
};

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Reads the backend's order (breakdown in major units) into minor units, and refuses one whose parts do
 * not add up to the amount: checkout must never open with an amount the page cannot explain.
 */
export function readOrder(body: unknown): Order {
  const reply = (body ?? {}) as Record<string, unknown>;
  const { orderId, keyId, amount, currency, rate } = reply;
  const parts = (reply.breakdown ?? {}) as Record<string, unknown>;
  if (!nonEmptyString(orderId) || !nonEmptyString(keyId)) throw new Error('The order has no id or key');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    throw new Error('The order amount is not a positive integer of minor units');
  if (!isCurrencyCode(currency)) throw new Error('The order currency is not USD or INR');
  if (!isUsableRate(rate)) throw new Error('The order has no usable rate');
  const values = [parts.base, parts.fee, parts.gst, parts.total];
  if (!values.every((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0))
    throw new Error('The order breakdown is incomplete');
  const [base, fee, gst, total] = (values as number[]).map(toMinorUnits) as [number, number, number, number];
  if (base + fee + gst !== total || total !== amount)
    throw new Error('The order breakdown does not add up to its amount');
  return { orderId, keyId, amount, currency, rate, breakdown: { base, fee, gst, total } };
}

/** What a successful checkout hands to `handler(response)`. */
export type PaymentResponse = { paymentId: string; orderId: string; signature: string };

/** Reads checkout's success response; undefined when it is not one. */
export function readPaymentResponse(response: unknown): PaymentResponse | undefined {
  const value = (response ?? {}) as Record<string, unknown>;
  const paymentId = value.razorpay_payment_id;
  const orderId = value.razorpay_order_id;
  const signature = value.razorpay_signature;
  if (!nonEmptyString(paymentId) || !nonEmptyString(orderId) || !nonEmptyString(signature)) return undefined;
  return { paymentId, orderId, signature };
}

/** A payment checkout reported as successful, with everything its confirmation and receipt need. */
export type PaymentRecord = {
  paymentId: string;
  orderId: string;
  kind: ProductKind;
  title: string;
  period: string;
  currency: CurrencyCode;
  rate: number;
  breakdown: PriceBreakdown;
  customer: Customer;
  /** ISO 8601, when checkout reported success. */
  paidAt: string;
};

/** A payment whose confirmation the backend has not acknowledged yet. */
export type PendingConfirmation = PaymentRecord & {
  signature: string;
  /** Delivery rounds that ended without an answer (each round retries with backoff). */
  deferrals: number;
};

/** A payment the backend confirmed (or had already confirmed). */
export type ConfirmedPayment = PaymentRecord & { confirmedAt: string };

/** A payment whose confirmation the backend refused for good (a signature or amount it cannot verify). */
export type RefusedPayment = PaymentRecord & { refusal: { status: string; message: string } };

/** Builds the record of a successful payment from the order, the product and checkout's response. */
export function paymentRecord(
  product: Pick<Product, 'kind' | 'title' | 'period'>,
  order: Order,
  customer: Customer,
  response: PaymentResponse,
  paidAt: string,
): PendingConfirmation {
  return {
    paymentId: response.paymentId,
    // The order the page created, not an id echoed back: the backend checks the signature against it.
    orderId: order.orderId,
    signature: response.signature,
    kind: product.kind,
    title: product.title,
    period: product.period,
    currency: order.currency,
    rate: order.rate,
    breakdown: order.breakdown,
    customer,
    paidAt,
    deferrals: 0,
  };
}

/** The backend's confirmation endpoint for a kind of product. */
export const confirmationPath = (kind: ProductKind): string =>
  kind === 'plan' ? '/api/subscription-confirmation.php' : '/api/workshop-confirmation.php';

/** The confirmation post's JSON (docs/api.md): the amount is the order's, in minor units. */
export function confirmationPayload(pending: PendingConfirmation): Record<string, string | number> {
  return {
    paymentId: pending.paymentId,
    orderId: pending.orderId,
    signature: pending.signature,
    [pending.kind === 'plan' ? 'planTitle' : 'workshopTitle']: pending.title,
    amount: pending.breakdown.total,
    currency: pending.currency,
    customerName: pending.customer.name,
    customerEmail: pending.customer.email,
    customerPhone: pending.customer.phone,
  };
}

/** What the backend answered a confirmation with. */
export type ConfirmationOutcome =
  | { kind: 'delivered'; status: 'confirmed' | 'already processed' }
  | { kind: 'refused'; status: string; message: string };

const REFUSALS = [
  'invalid signature',
  'amount mismatch',
  'order mismatch',
  'unknown order',
  'invalid request',
];

/**
 * Reads a confirmation answer (2xx or 4xx). `already processed` counts as delivered; a refusal the backend
 * names is final (sending it again cannot succeed); anything else throws, so the post is retried.
 */
export function readConfirmationReply(body: unknown): ConfirmationOutcome {
  const reply = (body ?? {}) as Record<string, unknown>;
  const { status } = reply;
  if (status === 'confirmed' || status === 'already processed') return { kind: 'delivered', status };
  if (typeof status === 'string' && REFUSALS.includes(status)) {
    const message = typeof reply.message === 'string' ? reply.message : status;
    return { kind: 'refused', status, message };
  }
  throw new Error('The confirmation reply has no known status');
}

/** Waits between the attempts of one delivery round; after the last, the confirmation waits in the outbox. */
export const CONFIRMATION_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 9000];

/** The checkout's description: `Plan: {title}` or `Workshop: {title}`. */
export const checkoutDescription = (product: Pick<Product, 'kind' | 'title'>): string =>
  `${product.kind === 'plan' ? 'Plan' : 'Workshop'}: ${product.title}`;

/** The green of the checkout's theme. */
export const CHECKOUT_THEME_COLOR = '#2e7d32';

/** The options checkout opens with, apart from the callbacks. */
export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: CurrencyCode;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
};

const decimal = (minor: number): string => toMajorUnits(minor).toFixed(2);

/** Checkout's options for an order the backend created: amount and currency come from the order only. */
export function checkoutOptions(
  product: Pick<Product, 'kind' | 'title' | 'period'>,
  order: Order,
  customer: Customer,
  merchantName: string,
): CheckoutOptions {
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: merchantName,
    description: checkoutDescription(product),
    order_id: order.orderId,
    prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    notes: {
      title: product.title,
      period: product.period,
      basePrice: decimal(order.breakdown.base),
      platformFee: decimal(order.breakdown.fee),
      gst: decimal(order.breakdown.gst),
      totalAmount: decimal(order.breakdown.total),
      exchangeRate: String(order.rate),
      customerName: customer.name,
    },
    theme: { color: CHECKOUT_THEME_COLOR },
  };
}

/** The receipt's file name for a payment. */
export const receiptFileName = (paymentId: string): string => `receipt-${paymentId}.pdf`;
