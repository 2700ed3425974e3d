import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { isValidSignature } from '../../razorpay-signature';
import type { BackendContext } from '../context';
import type { OrderRow } from '../payment-ledger';
import { findProduct, priceInMinorUnits, toMajorUnits } from '../pricing';
import { ProviderError } from '../provider-client';
import { isRecord, readCustomer, text, unknownField } from '../validate';
import type {
  ConfirmationResponseWire,
  ConfirmationStatus,
  CurrencyCode,
  OrderWire,
  ProductKind,
} from '../wire';

const isCurrency = (value: unknown): value is CurrencyCode => value === 'USD' || value === 'INR';

const ORDER_FIELDS = ['kind', 'title', 'currency', 'customer'];

/** What the dialog shows for any order the provider could not create (CONTRACT.md, the checkout's alert). */
export const PROVIDER_UNAVAILABLE = 'Unable to initialize payment. Please try again later.';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Our own order reference, the provider order's `receipt`: `LM-` and 20 random characters (at most 40). */
export function orderReference(): string {
  let reference = 'LM-';
  for (const byte of randomBytes(20)) reference += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return reference;
}

/** An optional `Idempotency-Key` header: 8 to 64 of `A-Z a-z 0-9 _ -`. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The order's answer, from the ledger's row (a retried request gets the same one). */
const orderWire = (order: OrderRow, keyId: string): OrderWire => ({
  orderId: order.id,
  keyId,
  amount: order.amount_minor,
  currency: order.currency,
  rate: order.rate,
  breakdown: toMajorUnits({
    base: order.base_minor,
    fee: order.fee_minor,
    gst: order.gst_minor,
    total: order.amount_minor,
  }),
});

type Created = { ok: true; order: OrderWire } | { ok: false; status: 409 | 503; message: string };

/** Orders priced on the server, and the two payment confirmations that verify the signature before recording. */
export function orderRoutes(
  app: FastifyInstance,
  { settings, ledger, limited, learnerAuth, provider }: BackendContext,
): void {
  // Signed in, the order belongs to the learner; a token that fails the checks is a 401, never a guest order.
  // The token (if any) first, so a signed-in learner's orders count on the account, a guest's on its address.
  const ordering = { onRequest: [learnerAuth.optionalLearner, limited('orders').onRequest] };
  /** Requests under way by idempotency key: a retry that arrives meanwhile waits for the first's answer. */
  const inFlight = new Map<string, Promise<Created>>();

  app.post('/api/orders.php', ordering, async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return reply.code(400).send({ message: 'Send a JSON object.' });
    // The server prices the order: a field it does not read (an amount, a price) is refused, not ignored.
    const unknown = unknownField(body, ORDER_FIELDS);
    if (unknown !== undefined) return reply.code(400).send({ message: `Unknown field "${unknown}".` });
    const { kind, title, currency } = body;
    if (kind !== 'plan' && kind !== 'workshop')
      return reply.code(400).send({ message: 'kind must be "plan" or "workshop".' });
    if (typeof title !== 'string') return reply.code(400).send({ message: 'title is required.' });
    const product = findProduct(kind, title);
    if (!product) return reply.code(400).send({ message: `Unknown ${kind}: "${title.slice(0, 100)}".` });
    if (!isCurrency(currency)) return reply.code(400).send({ message: 'currency must be "USD" or "INR".' });
    const customer = readCustomer(body.customer);
    if (!customer.ok) return reply.code(400).send({ message: customer.message });
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
      return reply.code(400).send({ message: 'Idempotency-Key must be 8 to 64 of A-Z a-z 0-9 _ -.' });
    const learner = request.learner?.sub ?? null;
    // A retried request (same key) gets the order the first one made, never a second provider order.
    const sameRequest = (order: OrderRow) =>
      order.kind === kind &&
      order.title === product.title &&
      order.currency === currency &&
      order.customer_email === customer.email &&
      (order.learner ?? null) === learner;

    const create = async (): Promise<Created> => {
      const made = key === undefined ? undefined : ledger.findOrderByRequestKey(key);
      if (made)
        return sameRequest(made)
          ? { ok: true, order: orderWire(made, settings.keyId) }
          : { ok: false, status: 409, message: 'This Idempotency-Key was used for another order.' };
      const price = priceInMinorUnits(product.priceUsdMinor, currency, settings.exchangeRate);
      const receipt = orderReference();
      let created;
      try {
        // The provider issues the order Checkout will open; nothing is kept here until it has.
        created = await provider.createOrder({
          amount: price.total,
          currency,
          receipt,
          notes: { kind, title: product.title, rate: String(settings.exchangeRate) },
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ component: 'provider', failure: error.failure }, error.message);
        return { ok: false, status: 503, message: PROVIDER_UNAVAILABLE };
      }
      ledger.createOrder({
        id: created.id,
        receipt,
        requestKey: key ?? null,
        kind,
        title: product.title,
        currency,
        rate: settings.exchangeRate,
        price,
        customer,
        learner,
      });
      return {
        ok: true,
        order: {
          orderId: created.id,
          keyId: settings.keyId,
          amount: price.total,
          currency,
          rate: settings.exchangeRate,
          breakdown: toMajorUnits(price),
        },
      };
    };

    let pending = key === undefined ? undefined : inFlight.get(key);
    if (!pending) {
      pending = create();
      if (key !== undefined) {
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
      }
    }
    const result = await pending;
    if (!result.ok) {
      if (result.status === 503) reply.header('Retry-After', '5');
      return reply.code(result.status).send({ message: result.message });
    }
    return reply.code(201).send(result.order);
  });

  const refuse = (reply: FastifyReply, status: ConfirmationStatus, message: string): FastifyReply =>
    reply.code(400).send({ status, message } satisfies ConfirmationResponseWire);

  const confirm = (kind: ProductKind, titleField: 'planTitle' | 'workshopTitle') =>
    async function confirmPayment(request: { body: unknown }, reply: FastifyReply): Promise<FastifyReply> {
      const body = request.body;
      if (!isRecord(body)) return refuse(reply, 'invalid request', 'Send a JSON object.');
      const paymentId = text(body.paymentId, 64);
      const orderId = text(body.orderId, 64);
      const signature = text(body.signature, 128);
      const title = text(body[titleField], 200);
      const { amount, currency } = body;
      if (!paymentId || !/^pay_[A-Za-z0-9]+$/.test(paymentId))
        return refuse(reply, 'invalid request', 'paymentId must look like pay_...');
      if (!orderId) return refuse(reply, 'invalid request', 'orderId is required.');
      if (!signature) return refuse(reply, 'invalid request', 'signature is required.');
      if (!title) return refuse(reply, 'invalid request', `${titleField} is required.`);
      if (typeof amount !== 'number' || !Number.isInteger(amount))
        return refuse(reply, 'invalid request', 'amount must be an integer in minor units.');
      if (!isCurrency(currency)) return refuse(reply, 'invalid request', 'currency must be "USD" or "INR".');
      const customer = readCustomer({
        name: body.customerName,
        email: body.customerEmail,
        phone: body.customerPhone,
      });
      if (!customer.ok)
        return refuse(reply, 'invalid request', customer.message.replace('customer.', 'customer '));

      const order = ledger.findOrder(orderId);
      if (!order) return refuse(reply, 'unknown order', 'No order with this id.');
      if (!isValidSignature(orderId, paymentId, signature, settings.keySecret))
        return refuse(reply, 'invalid signature', 'The payment signature does not match.');
      if (order.kind !== kind || order.title !== title)
        return refuse(reply, 'order mismatch', `This order is for the ${order.kind} "${order.title}".`);
      if (order.amount_minor !== amount || order.currency !== currency)
        return refuse(reply, 'amount mismatch', 'The amount or currency differs from the order.');

      // The webhook or the reconciler may have recorded this payment already: then it is "already processed".
      const outcome = ledger.recordPayment({ order, paymentId, source: 'browser', customer });
      if (outcome === 'another order')
        return refuse(reply, 'invalid request', 'This payment belongs to another order.');
      return reply.code(200).send({ status: outcome } satisfies ConfirmationResponseWire);
    };

  app.post('/api/subscription-confirmation.php', confirm('plan', 'planTitle'));
  app.post('/api/workshop-confirmation.php', confirm('workshop', 'workshopTitle'));
}
