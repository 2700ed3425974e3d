/**
 * The console's orders as the backend sends them (docs/api.md, "Orders"), read at the boundary, and the
 * list's filters as they travel: in the address (so a filtered list can be shared and reloaded) and to the
 * backend (the same filters give the CSV).
 */
import { fail, isObject, text, textOrNull } from './reply';

import type { CurrencyCode } from '@/lib/money';

export const ORDER_STATES = ['created', 'failed', 'paid', 'refund requested', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_SORTS = ['createdAt', 'total', 'customerName', 'product'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export type OrderItem = {
  id: string;
  receipt: string | null;
  createdAt: string;
  kind: 'plan' | 'workshop';
  product: string;
  currency: CurrencyCode;
  /** Cents or paise. */
  totalMinor: number;
  customerName: string;
  customerEmail: string;
  learner: string | null;
  status: OrderState;
  paymentId: string | null;
};

export type OrderTotals = {
  currency: CurrencyCode;
  orders: number;
  paidOrders: number;
  paidMinor: number;
  refundedMinor: number;
};

export type OrderList = { items: OrderItem[]; total: number; totals: OrderTotals[]; products: string[] };

export type OrderHistoryEntry = { at: string; event: string; source: string };

export type OrderRefund = {
  id: string | null;
  status: 'requested' | 'processed';
  amountMinor: number;
  reason: string;
  requestedAt: string;
  refundedAt: string | null;
};

export type OrderDetail = OrderItem & {
  customerPhone: string;
  rate: number;
  price: { baseMinor: number; feeMinor: number; gstMinor: number; totalMinor: number };
  payment: { id: string; recordedAt: string; source: string } | null;
  refund: OrderRefund | null;
  history: OrderHistoryEntry[];
};

/** The list's filters, as the address and the backend both take them. */
export type OrderFilters = {
  q: string;
  status: OrderState | '';
  product: string;
  currency: CurrencyCode | '';
  /** India days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  sort: OrderSort;
  order: 'asc' | 'desc';
};

export type OrderListArg = OrderFilters & { page: number; perPage: number };

type Json = Record<string, unknown>;

const minor = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const currencyOf = (value: unknown): CurrencyCode => (value === 'INR' ? 'INR' : 'USD');
const isState = (value: unknown): value is OrderState => ORDER_STATES.includes(value as OrderState);

function readItem(item: unknown): OrderItem {
  if (!isObject(item) || typeof item.id !== 'string' || !isState(item.status)) return fail('an order');
  return {
    id: item.id,
    receipt: textOrNull(item.receipt),
    createdAt: text(item.createdAt),
    kind: item.kind === 'workshop' ? 'workshop' : 'plan',
    product: text(item.product),
    currency: currencyOf(item.currency),
    totalMinor: minor(item.totalMinor),
    customerName: text(item.customerName),
    customerEmail: text(item.customerEmail),
    learner: textOrNull(item.learner),
    status: item.status,
    paymentId: textOrNull(item.paymentId),
  };
}

const readTotals = (row: unknown): OrderTotals => {
  if (!isObject(row)) return fail("an order list's totals");
  return {
    currency: currencyOf(row.currency),
    orders: minor(row.orders),
    paidOrders: minor(row.paidOrders),
    paidMinor: minor(row.paidMinor),
    refundedMinor: minor(row.refundedMinor),
  };
};

/** A page of orders, `{ items, total, totals, products }`. */
export function readOrderList(body: unknown): OrderList {
  if (!isObject(body) || !Array.isArray(body.items) || typeof body.total !== 'number')
    return fail('a list of orders');
  return {
    items: body.items.map(readItem),
    total: body.total,
    totals: Array.isArray(body.totals) ? body.totals.map(readTotals) : [],
    products: Array.isArray(body.products)
      ? body.products.filter((p): p is string => typeof p === 'string')
      : [],
  };
}

const readEntry = (entry: unknown): OrderHistoryEntry => {
  if (!isObject(entry) || typeof entry.at !== 'string' || typeof entry.event !== 'string')
    return fail("an order's history");
  return { at: entry.at, event: entry.event, source: text(entry.source) };
};

const readRefund = (refund: unknown): OrderRefund | null => {
  if (!isObject(refund)) return null;
  return {
    id: textOrNull(refund.id),
    status: refund.status === 'processed' ? 'processed' : 'requested',
    amountMinor: minor(refund.amountMinor),
    reason: text(refund.reason),
    requestedAt: text(refund.requestedAt),
    refundedAt: textOrNull(refund.refundedAt),
  };
};

/** One order with its prices, payment, refund and history. */
export function readOrderDetail(body: unknown): OrderDetail {
  const item = readItem(body);
  const record = body as Json;
  const price = isObject(record.price) ? record.price : {};
  const payment = isObject(record.payment) && typeof record.payment.id === 'string' ? record.payment : null;
  return {
    ...item,
    customerPhone: text(record.customerPhone),
    rate: typeof record.rate === 'number' ? record.rate : 1,
    price: {
      baseMinor: minor(price.baseMinor),
      feeMinor: minor(price.feeMinor),
      gstMinor: minor(price.gstMinor),
      totalMinor: minor(price.totalMinor),
    },
    payment: payment
      ? { id: text(payment.id), recordedAt: text(payment.recordedAt), source: text(payment.source) }
      : null,
    refund: readRefund(record.refund),
    history: Array.isArray(record.history) ? record.history.map(readEntry) : [],
  };
}

export const NO_FILTERS: OrderFilters = {
  q: '',
  status: '',
  product: '',
  currency: '',
  from: '',
  to: '',
  sort: 'createdAt',
  order: 'desc',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address holds; anything it does not know is left out, never sent on. */
export function filtersOf(search: URLSearchParams): OrderFilters {
  const status = search.get('status');
  const currency = search.get('currency');
  const sort = search.get('sort');
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').trim(),
    status: isState(status) ? status : '',
    product: search.get('product') ?? '',
    currency: currency === 'USD' || currency === 'INR' ? currency : '',
    from: day('from'),
    to: day('to'),
    sort: ORDER_SORTS.includes(sort as OrderSort) ? (sort as OrderSort) : 'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The query string of a filtered list (the CSV's too, without the page): only what differs from none. */
export function orderQuery(filters: OrderFilters, page?: { page: number; perPage: number }): string {
  const params = new URLSearchParams();
  for (const name of ['q', 'status', 'product', 'currency', 'from', 'to'] as const)
    if (filters[name]) params.set(name, filters[name]);
  if (filters.sort !== NO_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order !== NO_FILTERS.order) params.set('order', filters.order);
  if (page) {
    params.set('page', String(page.page));
    params.set('perPage', String(page.perPage));
  }
  return params.toString();
}

/**
 * Whether an order can be refunded from the console: paid, or its refund claimed but not yet taken by the
 * provider (asking again is safe: the backend never refunds twice).
 */
export const refundable = (order: Pick<OrderItem, 'status'>): boolean =>
  order.status === 'paid' || order.status === 'refund requested';

/** The CSV's file name for a day: `orders-2026-12-03.csv`. */
export const ordersFileName = (today: string): string => `orders-${today.slice(0, 10)}.csv`;
