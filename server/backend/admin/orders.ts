/**
 * The console's orders (docs/api.md, "Orders"): the list with its filters, totals and CSV, one order with its
 * history as it happened, a look-up at the provider on demand, and the policy's full refund, which calls the
 * same refundOrder as `npm run payments -- refund`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Type, type Static } from 'typebox';

import type { BackendContext } from '../context';
import type { Db } from '../db';
import type { OrderRow, RefundRow } from '../payment-ledger';
import { PRODUCTS } from '../pricing';
import { refundOrder, settleRefund } from '../refunds';
import { Currency, IsoDay, Message, ProductKind, Strict } from '../wire-schema';

import { auditLog, type Staff } from './audit';
import { csvFile } from './csv';
import { likePattern } from './store';

export const ORDERS_READ = 'orders:read';
export const ORDERS_REFUND = 'orders:refund';

export const ORDER_ROUTES: readonly string[] = [
  'GET /api/admin/orders',
  'GET /api/admin/orders.csv',
  'GET /api/admin/orders/:orderId',
  'POST /api/admin/orders/:orderId/check',
  'POST /api/admin/orders/:orderId/refund',
];

/** Where an order stands in the console: the ledger's status, with a refund claimed or made after it. */
export const ORDER_STATES = ['created', 'failed', 'paid', 'refund requested', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const State = Type.Union(
  [
    Type.Literal('created'),
    Type.Literal('failed'),
    Type.Literal('paid'),
    Type.Literal('refund requested'),
    Type.Literal('refunded'),
  ],
  { description: "The ledger's status, or the refund's once one is claimed." },
);

const OrderItem = Type.Object({
  id: Type.String(),
  receipt: Nullable(Type.String()),
  createdAt: Type.String(),
  kind: ProductKind,
  product: Type.String(),
  currency: Currency,
  totalMinor: Type.Integer({ description: 'What the customer pays, in cents or paise.' }),
  customerName: Type.String(),
  customerEmail: Type.String(),
  learner: Nullable(Type.String()),
  status: State,
  paymentId: Nullable(Type.String()),
});
type OrderItemWire = Static<typeof OrderItem>;

const Totals = Type.Array(
  Type.Object({
    currency: Currency,
    orders: Type.Integer(),
    paidOrders: Type.Integer(),
    paidMinor: Type.Integer({ description: 'The paid orders’ totals, refunded ones included.' }),
    refundedMinor: Type.Integer(),
  }),
  { description: 'The filtered set, per currency.' },
);

const HistoryEntry = Type.Object({
  at: Type.String(),
  event: Type.String(),
  source: Type.String({ description: 'backend, browser, webhook, reconciler, provider or console (who)' }),
});

const OrderDetail = Type.Object({
  ...OrderItem.properties,
  customerPhone: Type.String(),
  rate: Type.Number({ description: 'INR per USD the order was priced at (1 for USD).' }),
  price: Type.Object({
    baseMinor: Type.Integer(),
    feeMinor: Type.Integer(),
    gstMinor: Type.Integer(),
    totalMinor: Type.Integer(),
  }),
  payment: Nullable(
    Type.Object({
      id: Type.String(),
      recordedAt: Type.String(),
      source: Type.Union([Type.Literal('browser'), Type.Literal('webhook'), Type.Literal('reconciler')]),
    }),
  ),
  refund: Nullable(
    Type.Object({
      id: Nullable(Type.String()),
      status: Type.Union([Type.Literal('requested'), Type.Literal('processed')]),
      amountMinor: Type.Integer(),
      reason: Type.String(),
      requestedAt: Type.String(),
      refundedAt: Nullable(Type.String()),
    }),
  ),
  history: Type.Array(HistoryEntry),
});
type OrderDetailWire = Static<typeof OrderDetail>;

const SORTS = {
  createdAt: 'o.created_at',
  total: 'o.amount_minor',
  customerName: 'o.customer_name COLLATE NOCASE',
  product: 'o.title',
} as const;

const Filters = {
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Part of the name, e-mail, order id, receipt or payment id.',
    }),
  ),
  status: Type.Optional(State),
  product: Type.Optional(Type.String({ maxLength: 200, description: "The product's title." })),
  currency: Type.Optional(Currency),
  from: Type.Optional(IsoDay('The first day (India time) of the orders listed.')),
  to: Type.Optional(IsoDay('The last day (India time) of the orders listed.')),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('createdAt'),
      Type.Literal('total'),
      Type.Literal('customerName'),
      Type.Literal('product'),
    ]),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};
const ListQuery = Strict({
  ...Filters,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const CsvQuery = Strict(Filters);
type FilterQuery = Static<typeof CsvQuery>;

const OrderParams = Type.Object({ orderId: Type.String({ pattern: '^order_[A-Za-z0-9]{14}$' }) });
const RefundRequest = Strict({
  reason: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    errorMessage: 'must say why, in 1 to 200 characters.',
  }),
});

/** The first instant of an India day (UTC+05:30, no summer time), as the ledger's ISO times. */
const indiaDayStart = (day: string, plusDays = 0): string =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000).toISOString();

const STATE_SQL = `CASE r.status WHEN 'processed' THEN 'refunded' WHEN 'requested' THEN 'refund requested'
  ELSE o.status END`;

/** The WHERE clause and its parameters for a filtered list (the CSV's rows are the same set). */
function whereOf(query: FilterQuery): { where: string; params: Record<string, string> } {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  const q = query.q?.trim();
  if (q) {
    // The raw pattern lets the trigram index find the candidates (`_` and `%` match more there); the
    // escaped one keeps those that hold the text exactly. Under three characters the index cannot help.
    params.raw = `%${q}%`;
    params.q = likePattern(q);
    clauses.push(`o.id IN (SELECT s.order_id FROM order_search s WHERE s.id IN (
      SELECT rowid FROM order_search_index WHERE text LIKE @raw AND text LIKE @q ESCAPE '\\'))`);
  }
  // No order has a refund before it is paid, so only `paid` asks the refunds, and none needs a join.
  if (query.status === 'refunded' || query.status === 'refund requested') {
    params.refund = query.status === 'refunded' ? 'processed' : 'requested';
    clauses.push('o.id IN (SELECT order_id FROM order_refunds WHERE status = @refund)');
  } else if (query.status) {
    params.status = query.status;
    clauses.push('o.status = @status');
    if (query.status === 'paid') clauses.push('o.id NOT IN (SELECT order_id FROM order_refunds)');
  }
  if (query.product) {
    params.product = query.product;
    clauses.push('o.title = @product');
  }
  if (query.currency) {
    params.currency = query.currency;
    clauses.push('o.currency = @currency');
  }
  if (query.from) {
    params.from = indiaDayStart(query.from);
    clauses.push('o.created_at >= @from');
  }
  if (query.to) {
    params.to = indiaDayStart(query.to, 1);
    clauses.push('o.created_at < @to');
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

interface ItemRow {
  id: string;
  receipt: string | null;
  created_at: string;
  kind: 'plan' | 'workshop';
  title: string;
  currency: 'USD' | 'INR';
  amount_minor: number;
  customer_name: string;
  customer_email: string;
  learner: string | null;
  state: OrderState;
  payment_id: string | null;
}

const ITEM_COLUMNS = `o.id, o.receipt, o.created_at, o.kind, o.title, o.currency, o.amount_minor,
  o.customer_name, o.customer_email, o.learner, ${STATE_SQL} AS state,
  (SELECT payment_id FROM payment_confirmations p WHERE p.order_id = o.id ORDER BY p.created_at LIMIT 1)
    AS payment_id`;

const itemOf = (row: ItemRow): OrderItemWire => ({
  id: row.id,
  receipt: row.receipt,
  createdAt: row.created_at,
  kind: row.kind,
  product: row.title,
  currency: row.currency,
  totalMinor: row.amount_minor,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  learner: row.learner,
  status: row.state,
  paymentId: row.payment_id,
});

/** The orders a filter selects: one page, sorted, with the set's size and totals; or every row, for CSV. */
export function orderQueries(db: Db) {
  const rowsOf = (query: FilterQuery, limit?: { page: number; perPage: number }): ItemRow[] => {
    const { where, params } = whereOf(query);
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const column = SORTS[query.sort ?? 'createdAt'];
    const order = `ORDER BY ${column} ${direction}, o.id ${direction}`;
    if (!limit)
      return db
        .prepare<Record<string, string>, ItemRow>(
          `SELECT ${ITEM_COLUMNS} FROM orders o LEFT JOIN order_refunds r ON r.order_id = o.id ${where} ${order}`,
        )
        .all(params);
    // The page's ids first, from the sort's index alone; then the page's rows, 25 at most, with their
    // payment and refund: the rows skipped by OFFSET are never read whole.
    const ids = db
      .prepare<Record<string, string>, { id: string }>(
        `SELECT o.id FROM orders o ${where} ${order}
         LIMIT ${limit.perPage} OFFSET ${(limit.page - 1) * limit.perPage}`,
      )
      .all(params)
      .map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = new Map(
      db
        .prepare<string[], ItemRow>(
          `SELECT ${ITEM_COLUMNS} FROM orders o LEFT JOIN order_refunds r ON r.order_id = o.id
           WHERE o.id IN (${ids.map(() => '?').join(', ')})`,
        )
        .all(...ids)
        .map((row) => [row.id, row]),
    );
    return ids.flatMap((id) => rows.get(id) ?? []);
  };
  const totalsOf = (query: FilterQuery) => {
    const { where, params } = whereOf(query);
    // Two reads: the orders' (the covering index orders_totals when nothing else is asked) and the
    // refunds' (a small table), since a join on every order would cost the whole table.
    const sums = db
      .prepare<
        Record<string, string>,
        { currency: 'USD' | 'INR'; orders: number; paidOrders: number; paidMinor: number }
      >(
        `SELECT o.currency, COUNT(*) AS orders,
           COUNT(CASE WHEN o.status = 'paid' THEN 1 END) AS paidOrders,
           COALESCE(SUM(CASE WHEN o.status = 'paid' THEN o.amount_minor END), 0) AS paidMinor
         FROM orders o ${where} GROUP BY o.currency ORDER BY o.currency`,
      )
      .all(params);
    const refunded = new Map(
      db
        .prepare<Record<string, string>, { currency: string; refundedMinor: number }>(
          `SELECT o.currency, SUM(r.amount_minor) AS refundedMinor
           FROM order_refunds r JOIN orders o ON o.id = r.order_id
           ${where ? `${where} AND` : 'WHERE'} r.status = 'processed' GROUP BY o.currency`,
        )
        .all(params)
        .map((row) => [row.currency, row.refundedMinor]),
    );
    return sums.map((row) => ({ ...row, refundedMinor: refunded.get(row.currency) ?? 0 }));
  };
  // A filter's totals are the same on every page of it until the database changes (this connection's
  // writes, or another's such as the payments command): paging through a list adds them up once.
  const cache = new Map<string, ReturnType<typeof totalsOf>>();
  let cachedAt = '';
  const remembered = (query: FilterQuery) => {
    const state = `${String(db.pragma('data_version', { simple: true }))}/${String(
      (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n,
    )}`;
    if (state !== cachedAt) {
      cache.clear();
      cachedAt = state;
    }
    const { q, status, product, currency, from, to } = query;
    const key = JSON.stringify([q?.trim(), status, product, currency, from, to]);
    const known = cache.get(key);
    if (known) return known;
    const totals = totalsOf(query);
    if (cache.size >= 100) cache.clear();
    cache.set(key, totals);
    return totals;
  };
  return {
    page(query: FilterQuery & { page: number; perPage: number }) {
      const totals = remembered(query);
      return {
        items: rowsOf(query, query).map(itemOf),
        total: totals.reduce((sum, row) => sum + row.orders, 0),
        totals,
      };
    },
    all: (query: FilterQuery) => rowsOf(query).map(itemOf),
  };
}

const CSV_COLUMNS: readonly [string, (order: OrderItemWire) => string | number | null][] = [
  ['Order', (order) => order.id],
  ['Receipt', (order) => order.receipt],
  ['Created', (order) => order.createdAt],
  ['Kind', (order) => order.kind],
  ['Product', (order) => order.product],
  ['Currency', (order) => order.currency],
  ['Total', (order) => order.totalMinor / 100],
  ['Customer', (order) => order.customerName],
  ['E-mail', (order) => order.customerEmail],
  ['Account', (order) => order.learner],
  ['Status', (order) => order.status],
  ['Payment', (order) => order.paymentId],
];

/** The reason the ledger gives a refund it learnt of without a claim (made at the provider's dashboard). */
const MADE_AT_PROVIDER = 'refunded at the provider';

const money = (minor: number, currency: string) =>
  `${currency === 'INR' ? '₹' : '$'}${(minor / 100).toFixed(2)}`;

/** Who asked for an order's refund from the console (the audit log), as `console (name)`. */
function requestedBy(db: Db, orderId: string): string | undefined {
  const entry = db
    .prepare<[string], { by_name: string }>(
      "SELECT by_name FROM audit_log WHERE kind = 'orders' AND record_id = ? AND action = 'refund' ORDER BY id LIMIT 1",
    )
    .get(orderId);
  return entry ? `console (${entry.by_name})` : undefined;
}

/** One order as the console shows it, with everything that happened to it in the order it happened. */
function detailOf(db: Db, order: OrderRow): OrderDetailWire {
  const [item] = db
    .prepare<[string], ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM orders o LEFT JOIN order_refunds r ON r.order_id = o.id WHERE o.id = ?`,
    )
    .all(order.id);
  const payments = db
    .prepare<
      [string],
      { payment_id: string; created_at: string; source: 'browser' | 'webhook' | 'reconciler' }
    >(
      'SELECT payment_id, created_at, source FROM payment_confirmations WHERE order_id = ? ORDER BY created_at',
    )
    .all(order.id);
  const refund = db
    .prepare<[string], RefundRow>('SELECT * FROM order_refunds WHERE order_id = ?')
    .get(order.id);
  const history: Static<typeof HistoryEntry>[] = [
    {
      at: order.created_at,
      event: `Order created at the provider${order.receipt ? `, receipt ${order.receipt}` : ''}`,
      source: 'backend',
    },
    ...payments.map((payment) => ({
      at: payment.created_at,
      event: `Payment ${payment.payment_id} recorded`,
      source: payment.source,
    })),
    ...db
      .prepare<[string], { at: string; payment_id: string; outcome: string; first_id: number; id: number }>(
        `SELECT at, payment_id, outcome, id,
           (SELECT MIN(id) FROM confirmation_attempts f WHERE f.order_id = a.order_id) AS first_id
         FROM confirmation_attempts a WHERE order_id = ? ORDER BY id`,
      )
      .all(order.id)
      .map((attempt) => ({
        at: attempt.at,
        event:
          attempt.id === attempt.first_id
            ? `Browser confirmation of ${attempt.payment_id}: ${attempt.outcome}`
            : `Browser confirmation sent again (checkout outbox retry): ${attempt.outcome}`,
        source: 'browser',
      })),
    ...db
      .prepare<[string], { received_at: string; event: string; outcome: string }>(
        'SELECT received_at, event, outcome FROM webhook_events WHERE order_id = ? ORDER BY received_at',
      )
      .all(order.id)
      .map((event) => ({
        at: event.received_at,
        event: `Webhook ${event.event}: ${event.outcome}`,
        source: 'webhook',
      })),
    ...db
      .prepare<[string], { at: string; source: string; outcome: string }>(
        'SELECT at, source, outcome FROM order_checks WHERE order_id = ? ORDER BY id',
      )
      .all(order.id)
      .map((check) => ({
        at: check.at,
        event: `Checked with the provider: ${check.outcome}`,
        source: check.source,
      })),
    ...(refund && refund.reason !== MADE_AT_PROVIDER
      ? [
          {
            at: refund.requested_at,
            event: `Refund of ${money(refund.amount_minor, refund.currency)} requested: ${refund.reason}`,
            source: requestedBy(db, order.id) ?? 'command',
          },
        ]
      : []),
    ...(refund?.refunded_at
      ? [
          {
            // The provider's time is in whole seconds: never before the request it answers.
            at: refund.refunded_at < refund.requested_at ? refund.requested_at : refund.refunded_at,
            event: `Refund ${refund.refund_id ?? ''} processed`,
            source: refund.source ?? 'provider',
          },
        ]
      : []),
  ];
  // Stable: what happened at the same instant keeps the order above.
  history.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const payment = payments[0];
  return {
    ...itemOf(item as ItemRow),
    customerPhone: order.customer_phone,
    rate: order.rate,
    price: {
      baseMinor: order.base_minor,
      feeMinor: order.fee_minor,
      gstMinor: order.gst_minor,
      totalMinor: order.amount_minor,
    },
    payment: payment
      ? { id: payment.payment_id, recordedAt: payment.created_at, source: payment.source }
      : null,
    refund: refund
      ? {
          id: refund.refund_id,
          status: refund.status,
          amountMinor: refund.amount_minor,
          reason: refund.reason,
          requestedAt: refund.requested_at,
          refundedAt: refund.refunded_at,
        }
      : null,
    history,
  };
}

export interface OrderRouteOptions {
  guard: (permission: string) => { onRequest: onRequestAsyncHookHandler[] };
  staffOf: (request: FastifyRequest) => Staff;
}

/** Registers the orders' calls of the console. */
export function orderAdminRoutes(
  parent: FastifyInstance,
  { db, now, ledger, provider, reconciler }: BackendContext,
  { guard, staffOf }: OrderRouteOptions,
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const queries = orderQueries(db);
  const audit = auditLog(db, now);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const notFound = { message: 'No order has this id.' };

  app.get(
    '/api/admin/orders',
    {
      ...guard(ORDERS_READ),
      schema: {
        querystring: ListQuery,
        response: {
          200: Type.Object({
            items: Type.Array(OrderItem),
            total: Type.Integer(),
            totals: Totals,
            products: Type.Array(Type.String(), { description: 'The titles the product filter takes.' }),
          }),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { page = 1, perPage = 25, ...filters } = request.query;
      return { ...queries.page({ ...filters, page, perPage }), products: PRODUCTS.map((p) => p.title) };
    },
  );

  app.get(
    '/api/admin/orders.csv',
    {
      ...guard(ORDERS_READ),
      schema: {
        querystring: CsvQuery,
        response: {
          200: Type.String({ description: 'The filtered orders as CSV (attachment), every row.' }),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const stamp = now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${stamp}.csv"`)
        .send(csvFile(CSV_COLUMNS, queries.all(request.query)));
    },
  );

  app.get(
    '/api/admin/orders/:orderId',
    { ...guard(ORDERS_READ), schema: { params: OrderParams, response: { 200: OrderDetail, 404: Message } } },
    async (request, reply) => {
      noStore(reply);
      const order = ledger.findOrder(request.params.orderId);
      return order ? detailOf(db, order) : reply.code(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/orders/:orderId/check',
    {
      ...guard(ORDERS_READ),
      schema: { params: OrderParams, response: { 200: OrderDetail, 404: Message, 502: Message } },
    },
    async (request, reply) => {
      noStore(reply);
      const order = ledger.findOrder(request.params.orderId);
      if (!order) return reply.code(404).send(notFound);
      const report = await reconciler.checkOrder(order);
      const claim = db
        .prepare<[string], RefundRow>(
          "SELECT * FROM order_refunds WHERE order_id = ? AND status = 'requested'",
        )
        .get(order.id);
      if (claim) await settleRefund({ ledger, provider }, claim, AbortSignal.timeout(30_000));
      const [failed] = report.errors;
      if (failed)
        return reply.code(502).send({
          message: `The provider could not be asked now (${failed.message}). Try again in a minute.`,
        });
      return detailOf(db, ledger.findOrder(order.id) ?? order);
    },
  );

  app.post(
    '/api/admin/orders/:orderId/refund',
    {
      ...guard(ORDERS_REFUND),
      schema: {
        params: OrderParams,
        body: RefundRequest,
        response: { 200: OrderDetail, 404: Message, 409: Message, 502: Message },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { orderId } = request.params;
      const order = ledger.findOrder(orderId);
      if (!order) return reply.code(404).send(notFound);
      const reason = request.body.reason.trim();
      const paid = ledger.paymentOf(orderId);
      const result = await refundOrder({ ledger, provider }, orderId, reason);
      switch (result.status) {
        case 'unknown order':
          return reply.code(404).send(notFound);
        case 'not paid':
          return reply.code(409).send({ message: 'This order is not paid: there is nothing to refund.' });
        case 'already refunded':
          return reply
            .code(409)
            .send({ message: `This order was already refunded on ${result.refundedAt.slice(0, 10)}.` });
        case 'provider failed':
          return reply.code(502).send({
            message: `The provider did not take the refund (${result.message}). Nothing was refunded twice: asking again is safe.`,
          });
        default:
          audit.record(staffOf(request), 'refund', 'orders', orderId, null, {
            reason,
            amount: paid ? money(paid.amount_minor, paid.currency) : null,
            outcome: result.status,
          });
          return detailOf(db, ledger.findOrder(orderId) ?? order);
      }
    },
  );
}
