import type { FastifyInstance, FastifyReply } from 'fastify';

import type { BackendContext } from '../context';
import { findProduct, priceInMinorUnits, toMajorUnits } from '../pricing';
import { isValidSignature, randomId } from '../signature';
import { isRecord, readCustomer, text } from '../validate';
import type {
  ConfirmationResponseWire,
  ConfirmationStatus,
  CurrencyCode,
  OrderWire,
  ProductKind,
} from '../wire';

export interface OrderRow {
  id: string;
  kind: ProductKind;
  title: string;
  currency: CurrencyCode;
  rate: number;
  base_minor: number;
  fee_minor: number;
  gst_minor: number;
  amount_minor: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: 'created' | 'paid';
  created_at: string;
}

const isCurrency = (value: unknown): value is CurrencyCode => value === 'USD' || value === 'INR';

/** Orders priced on the server, and the two payment confirmations that verify the signature before recording. */
export function orderRoutes(app: FastifyInstance, { db, settings, now }: BackendContext): void {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
       customer_name, customer_email, customer_phone, created_at)
     VALUES (@id, @kind, @title, @currency, @rate, @base, @fee, @gst, @amount, @name, @email, @phone, @createdAt)`,
  );

  app.post('/api/orders.php', async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return reply.code(400).send({ message: 'Send a JSON object.' });
    const { kind, title, currency } = body;
    if (kind !== 'plan' && kind !== 'workshop')
      return reply.code(400).send({ message: 'kind must be "plan" or "workshop".' });
    if (typeof title !== 'string') return reply.code(400).send({ message: 'title is required.' });
    const product = findProduct(kind, title);
    if (!product) return reply.code(400).send({ message: `Unknown ${kind}: "${title.slice(0, 100)}".` });
    if (!isCurrency(currency)) return reply.code(400).send({ message: 'currency must be "USD" or "INR".' });
    const customer = readCustomer(body.customer);
    if (!customer.ok) return reply.code(400).send({ message: customer.message });

    const price = priceInMinorUnits(product.priceUsd, currency, settings.exchangeRate);
    const orderId = randomId('order_');
    insertOrder.run({
      id: orderId,
      kind,
      title: product.title,
      currency,
      rate: settings.exchangeRate,
      base: price.base,
      fee: price.fee,
      gst: price.gst,
      amount: price.total,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      createdAt: now().toISOString(),
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

  const findOrder = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const findConfirmation = db.prepare<[string], { order_id: string }>(
    'SELECT order_id FROM payment_confirmations WHERE payment_id = ?',
  );
  const insertConfirmation = db.prepare(
    `INSERT INTO payment_confirmations (payment_id, order_id, kind, title, amount_minor, currency,
       customer_name, customer_email, customer_phone, created_at)
     VALUES (@paymentId, @orderId, @kind, @title, @amount, @currency, @name, @email, @phone, @createdAt)`,
  );
  const markPaid = db.prepare("UPDATE orders SET status = 'paid' WHERE id = ?");

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

      const order = findOrder.get(orderId);
      if (!order) return refuse(reply, 'unknown order', 'No order with this id.');
      if (!isValidSignature(orderId, paymentId, signature, settings.keySecret))
        return refuse(reply, 'invalid signature', 'The payment signature does not match.');
      if (order.kind !== kind || order.title !== title)
        return refuse(reply, 'order mismatch', `This order is for the ${order.kind} "${order.title}".`);
      if (order.amount_minor !== amount || order.currency !== currency)
        return refuse(reply, 'amount mismatch', 'The amount or currency differs from the order.');

      const seen = findConfirmation.get(paymentId);
      if (seen) {
        if (seen.order_id !== orderId)
          return refuse(reply, 'invalid request', 'This payment belongs to another order.');
        return reply.code(200).send({ status: 'already processed' } satisfies ConfirmationResponseWire);
      }
      db.transaction(() => {
        insertConfirmation.run({
          paymentId,
          orderId,
          kind,
          title,
          amount,
          currency,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          createdAt: now().toISOString(),
        });
        markPaid.run(orderId);
      })();
      return reply.code(200).send({ status: 'confirmed' } satisfies ConfirmationResponseWire);
    };

  app.post('/api/subscription-confirmation.php', confirm('plan', 'planTitle'));
  app.post('/api/workshop-confirmation.php', confirm('workshop', 'workshopTitle'));
}
