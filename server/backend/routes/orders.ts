import { randomBytes } from 'node:crypto';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { isValidSignature } from '../../razorpay-signature';
import type { BackendContext } from '../context';
import type { OrderRow } from '../payment-ledger';
import { findProduct, priceInMinorUnits, toMajorUnits } from '../pricing';
import { ProviderError } from '../provider-client';
import {
  ConfirmationRefusal,
  ConfirmationRequest,
  ConfirmationResponse,
  CreateOrderRequest,
  Order,
  OrderHeaders,
  type ConfirmationResponseWire,
  type ConfirmationStatus,
  type OrderWire,
  type ProductKind,
} from '../wire';
import { Message } from '../wire-schema';

const trimmed = <T extends Record<string, string>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as T;

/** What the dialog shows for any order the provider could not create (docs/api.md, "Checkout"). */
export const PROVIDER_UNAVAILABLE = 'Unable to initialize payment. Please try again later.';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Our own order reference, the provider order's `receipt`: `LM-` and 20 random characters (at most 40). */
export function orderReference(): string {
  let reference = 'LM-';
  for (const byte of randomBytes(20)) reference += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return reference;
}

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
  parent: FastifyInstance,
  { settings, ledger, limited, learnerAuth, provider, accounts }: BackendContext,
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // Signed in, the order belongs to the learner; a token that fails the checks is a 401, never a guest order.
  // The token (if any) first, so a signed-in learner's orders count on the account, a guest's on its address.
  const ordering = {
    onRequest: [learnerAuth.optionalLearner, limited('orders').onRequest],
    schema: {
      body: CreateOrderRequest,
      headers: OrderHeaders,
      response: { 201: Order, 400: Message, 401: Message, 409: Message, 429: Message, 503: Message },
    },
  };
  /** Requests under way by idempotency key: a retry that arrives meanwhile waits for the first's answer. */
  const inFlight = new Map<string, Promise<Created>>();

  app.post('/api/orders.php', ordering, async (request, reply) => {
    // The server prices the order: a field it does not read (an amount, a price) is refused by the schema.
    const { kind, title, currency } = request.body;
    const product = findProduct(kind, title);
    if (!product) return reply.code(400).send({ message: `Unknown ${kind}: "${title.slice(0, 100)}".` });
    const customer = trimmed(request.body.customer);
    const key = request.headers['idempotency-key'];
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
      if (request.learner) accounts.seen(request.learner);
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
    app.post(
      `/api/${kind === 'plan' ? 'subscription' : 'workshop'}-confirmation.php`,
      {
        schema: {
          body: ConfirmationRequest(titleField),
          response: { '2xx': ConfirmationResponse, 400: ConfirmationRefusal },
        },
      },
      async (request, reply) => {
        const { amount, currency } = request.body;
        const { paymentId, orderId, signature } = trimmed({
          paymentId: request.body.paymentId,
          orderId: request.body.orderId,
          signature: request.body.signature,
        });
        const title = String(request.body[titleField]).trim();
        const customer = trimmed({
          name: request.body.customerName,
          email: request.body.customerEmail,
          phone: request.body.customerPhone,
        });

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
      },
    );

  confirm('plan', 'planTitle');
  confirm('workshop', 'workshopTitle');
}
