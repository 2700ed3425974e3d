/**
 * Razorpay's ids and signatures, as its protocol defines them: the card provider's stand-in signs with them
 * (server/card-provider/), the company backend checks them (server/backend/). Neither side imports the other.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-looking id: prefix + 14 random alphanumerics (`order_...`, `pay_...`, `evt_...`, `rfnd_...`). */
export function randomId(prefix: 'order_' | 'pay_' | 'evt_' | 'rfnd_'): string {
  const bytes = randomBytes(14);
  let id = prefix;
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

const hmacHex = (secret: string, message: string | Uint8Array): string =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Compares a presented hex signature with the expected one in constant time. */
function matches(expectedHex: string, presented: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(presented, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signPayment(orderId: string, paymentId: string, secret: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Checks a payment signature (the browser's confirmation) against the key secret. */
export function isValidSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  return matches(signPayment(orderId, paymentId, secret), signature);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function signWebhook(rawBody: string | Uint8Array, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Checks `X-Razorpay-Signature` over the exact bytes received, never over re-serialized JSON. */
export function isValidWebhookSignature(
  rawBody: string | Uint8Array,
  signature: string,
  webhookSecret: string,
): boolean {
  return matches(signWebhook(rawBody, webhookSecret), signature);
}
