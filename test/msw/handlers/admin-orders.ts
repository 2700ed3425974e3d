/**
 * The console's orders (docs/api.md, "Orders") as the local backend answers them, over a small in-memory
 * store: the permission checks, search, filters, sorting and paging with the set's totals, the CSV of the
 * same set, an order with its history, a look-up, and the refund once (409 after). Failure cases beside them.
 */
import { HttpResponse, http } from 'msw';

import { staffOf } from './admin';

const ADMIN = '*/api/admin';

type State = 'created' | 'failed' | 'paid' | 'refund requested' | 'refunded';
type Order = {
  id: string;
  receipt: string | null;
  createdAt: string;
  kind: 'plan' | 'workshop';
  product: string;
  currency: 'USD' | 'INR';
  totalMinor: number;
  customerName: string;
  customerEmail: string;
  learner: string | null;
  status: State;
  paymentId: string | null;
  refund: null | {
    id: string | null;
    status: 'requested' | 'processed';
    amountMinor: number;
    reason: string;
    requestedAt: string;
    refundedAt: string | null;
  };
  checks: number;
};

export const PAID_ORDER = 'order_PriyaPaid00001';
export const UNPAID_ORDER = 'order_AnitaOpen00001';
export const PRODUCTS = ['R-Guru Member', 'University Student / Prior Member', 'Live Mentoring Class'];

const seedOrders = (): Order[] => [
  {
    id: PAID_ORDER,
    receipt: 'LM-PRIYA0001',
    createdAt: '2026-12-01T06:30:00.000Z',
    kind: 'plan',
    product: 'R-Guru Member',
    currency: 'USD',
    totalMinor: 10134,
    customerName: 'Priya Sharma',
    customerEmail: 'priya@example.com',
    learner: 'user-priya',
    status: 'paid',
    paymentId: 'pay_PriyaPaid00001',
    refund: null,
    checks: 0,
  },
  {
    id: UNPAID_ORDER,
    receipt: 'LM-ANITA0001',
    createdAt: '2026-12-02T04:00:00.000Z',
    kind: 'plan',
    product: 'Live Mentoring Class',
    currency: 'INR',
    totalMinor: 3465000,
    customerName: 'Anita Rao',
    customerEmail: 'anita@example.com',
    learner: null,
    status: 'created',
    paymentId: null,
    refund: null,
    checks: 0,
  },
];

let orders = seedOrders();
/** The requests the handlers saw, for tests that check what was sent. */
export const orderRequests: { url: string; body?: unknown }[] = [];

export function resetAdminOrders(): void {
  orders = seedOrders();
  orderRequests.length = 0;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

const itemOf = ({ refund: _refund, checks: _checks, ...item }: Order) => item;

const detailOf = (order: Order) => ({
  ...itemOf(order),
  customerPhone: '+91 98480 22338',
  rate: order.currency === 'INR' ? 85.5 : 1,
  price: {
    baseMinor: Math.round(order.totalMinor * 0.977),
    feeMinor: order.totalMinor - Math.round(order.totalMinor * 0.977),
    gstMinor: 0,
    totalMinor: order.totalMinor,
  },
  payment: order.paymentId ? { id: order.paymentId, recordedAt: order.createdAt, source: 'webhook' } : null,
  refund: order.refund,
  history: [
    {
      at: order.createdAt,
      event: `Order created at the provider, receipt ${order.receipt ?? ''}`,
      source: 'backend',
    },
    ...(order.paymentId
      ? [
          { at: order.createdAt, event: `Payment ${order.paymentId} recorded`, source: 'webhook' },
          { at: order.createdAt, event: 'Webhook payment.captured: confirmed', source: 'webhook' },
          {
            at: order.createdAt,
            event: `Browser confirmation of ${order.paymentId}: already processed`,
            source: 'browser',
          },
        ]
      : []),
    ...Array.from({ length: order.checks }, () => ({
      at: '2026-12-02T06:30:00.000Z',
      event: order.paymentId
        ? 'Checked with the provider: no captured payment'
        : 'Checked with the provider: no payment yet',
      source: 'console',
    })),
    ...(order.refund
      ? [
          {
            at: order.refund.requestedAt,
            event: `Refund of USD ${(order.refund.amountMinor / 100).toFixed(2)} requested: ${order.refund.reason}`,
            source: 'console (Rahul Verma)',
          },
          {
            at: order.refund.requestedAt,
            event: `Refund ${order.refund.id ?? ''} processed`,
            source: 'provider',
          },
        ]
      : []),
  ],
});

function selected(url: URL): Order[] {
  const get = (name: string) => url.searchParams.get(name) ?? '';
  const q = get('q').toLowerCase();
  const found = orders.filter(
    (order) =>
      (!q ||
        [order.customerName, order.customerEmail, order.id, order.receipt ?? '', order.paymentId ?? ''].some(
          (text) => text.toLowerCase().includes(q),
        )) &&
      (!get('status') || order.status === get('status')) &&
      (!get('product') || order.product === get('product')) &&
      (!get('currency') || order.currency === get('currency')),
  );
  const direction = get('order') === 'asc' ? 1 : -1;
  const key = (order: Order): string | number =>
    get('sort') === 'total'
      ? order.totalMinor
      : get('sort') === 'customerName'
        ? order.customerName
        : order.createdAt;
  return found.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
}

const totalsOf = (found: Order[]) =>
  (['INR', 'USD'] as const)
    .map((currency) => {
      const rows = found.filter((order) => order.currency === currency);
      const paid = rows.filter((order) => ['paid', 'refund requested', 'refunded'].includes(order.status));
      return {
        currency,
        orders: rows.length,
        paidOrders: paid.length,
        paidMinor: paid.reduce((sum, order) => sum + order.totalMinor, 0),
        refundedMinor: rows
          .filter((order) => order.status === 'refunded')
          .reduce((sum, order) => sum + order.totalMinor, 0),
      };
    })
    .filter((row) => row.orders > 0);

export const handlers = [
  http.get(`${ADMIN}/orders.csv`, ({ request }) => {
    const staff = staffOf(request, 'orders:read');
    if (staff instanceof Response) return staff;
    const url = new URL(request.url);
    orderRequests.push({ url: url.pathname + url.search });
    const rows = selected(url).map((order) => `${order.id},${order.customerEmail},${order.status}`);
    return new HttpResponse(['Order,E-mail,Status', ...rows].join('\r\n'), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  }),

  http.get(`${ADMIN}/orders`, ({ request }) => {
    const staff = staffOf(request, 'orders:read');
    if (staff instanceof Response) return staff;
    const url = new URL(request.url);
    orderRequests.push({ url: url.pathname + url.search });
    const found = selected(url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 25);
    return json({
      items: found.slice((page - 1) * perPage, page * perPage).map(itemOf),
      total: found.length,
      totals: totalsOf(found),
      products: PRODUCTS,
    });
  }),

  http.get(`${ADMIN}/orders/:id`, ({ request, params }) => {
    const staff = staffOf(request, 'orders:read');
    if (staff instanceof Response) return staff;
    const order = orders.find((item) => item.id === params.id);
    return order ? json(detailOf(order)) : json({ message: 'No order has this id.' }, 404);
  }),

  http.post(`${ADMIN}/orders/:id/check`, ({ request, params }) => {
    const staff = staffOf(request, 'orders:read');
    if (staff instanceof Response) return staff;
    orderRequests.push({ url: new URL(request.url).pathname });
    const order = orders.find((item) => item.id === params.id);
    if (!order) return json({ message: 'No order has this id.' }, 404);
    order.checks += 1;
    return json(detailOf(order));
  }),

  http.post(`${ADMIN}/orders/:id/refund`, async ({ request, params }) => {
    const staff = staffOf(request, 'orders:refund');
    if (staff instanceof Response) return staff;
    const body = (await request.json()) as { reason?: string };
    orderRequests.push({ url: new URL(request.url).pathname, body });
    const order = orders.find((item) => item.id === params.id);
    if (!order) return json({ message: 'No order has this id.' }, 404);
    if (order.status === 'refunded')
      return json({ message: 'This order was already refunded on 2026-12-02.' }, 409);
    if (order.status !== 'paid' && order.status !== 'refund requested')
      return json({ message: 'This order is not paid: there is nothing to refund.' }, 409);
    if (!String(body.reason ?? '').trim())
      return json({ message: 'body/reason must say why, in 1 to 200 characters.' }, 400);
    order.status = 'refunded';
    order.refund = {
      id: 'rfnd_PriyaPaid0001',
      status: 'processed',
      amountMinor: order.totalMinor,
      reason: String(body.reason).trim(),
      requestedAt: '2026-12-02T06:30:00.000Z',
      refundedAt: '2026-12-02T06:30:01.000Z',
    };
    return json(detailOf(order));
  }),
];

/** The order list failing as a broken proxy does: a 500 with an HTML page. */
export const ordersDown = http.get(
  `${ADMIN}/orders`,
  () =>
    new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', {
      status: 500,
      headers: { 'Content-Type': 'text/html' },
    }),
);

/** The provider down for a refund: the backend's 502 with its message. */
export const refundProviderDown = http.post(`${ADMIN}/orders/:id/refund`, () =>
  json(
    {
      message:
        'The provider did not take the refund (the provider did not answer). Nothing was refunded twice: asking again is safe.',
    },
    502,
  ),
);
