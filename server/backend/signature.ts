import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-looking id: prefix + 14 random alphanumerics (`order_...`, `pay_...`). */
export function randomId(prefix: 'order_' | 'pay_'): string {
  const bytes = randomBytes(14);
  let id = prefix;
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signPayment(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Compares a presented signature with the expected one in constant time. */
export function isValidSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signPayment(orderId, paymentId, secret), 'utf8');
  const presented = Buffer.from(signature, 'utf8');
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
