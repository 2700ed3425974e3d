import type { FastifyInstance, FastifyReply } from 'fastify';

import { isValidSignature, randomId } from '../../razorpay-signature';
import type { BackendContext } from '../context';
import { findProduct, priceInMinorUnits, toMajorUnits } from '../pricing';
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

/** Orders priced on the server, and the two payment confirmations that verify the signature before recording. */
export function orderRoutes(
  app: FastifyInstance,
  { settings, ledger, limited, learnerAuth }: BackendContext,
): void {
  // Signed in, the order belongs to the learner; a token that fails the checks is a 401, never a guest order.
  // The client's allowance is counted first, so a flood of bad tokens is refused as cheaply as any other.
  // The token (if any) first, so a signed-in learner's orders count on the account, a guest's on its address.
  const ordering = { onRequest: [learnerAuth.optionalLearner, limited('orders').onRequest] };
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

    const price = priceInMinorUnits(product.priceUsdMinor, currency, settings.exchangeRate);
    const orderId = randomId('order_');
    ledger.createOrder({
      id: orderId,
      kind,
      title: product.title,
      currency,
      rate: settings.exchangeRate,
      price,
      customer,
      learner: request.learner?.sub ?? null,
    });
    const order: OrderWire = {
      orderId,
      keyId: settings.keyId,
      amount: price.total,
      currency,
      rate: settings.exchangeRate,
      breakdown: toMajorUnits(price),
    };
    return reply.code(201).send(order);
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
