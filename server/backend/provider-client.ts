/**
 * The backend's one client of the card provider's REST API (Razorpay's; docs/api.md, "The stand-ins of the outside services"):
 * every call it makes, each with HTTP Basic (key id : key secret), each bounded in time, each answer checked
 * before anything trusts it, and one error type for what went wrong. A small typed client rather than the
 * official `razorpay` SDK (server/README.md says why); the SDK drives the simulator in the contract suite
 * (test/contract/provider.test.ts), so both meet the same protocol.
 */
import http from 'node:http';
import https from 'node:https';

import { isRecord } from './validate';

/** How a call failed: no answer in time or no connection, a refusal (4xx/5xx), or an answer we cannot read. */
export type ProviderFailure = 'unavailable' | 'refused' | 'malformed';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    /** The provider's `error.description`, when it sent one. */
    readonly description?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** One HTTP exchange with the provider: JSON in, status and parsed JSON (or undefined) out. */
export type ProviderTransport = (request: {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}) => Promise<{ status: number; body: unknown }>;

/** The provider's order, the fields the backend reads. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/** A payment as the provider lists it (the fields the backend reads). */
export interface ProviderPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

/** A refund, the fields the backend reads. */
export interface ProviderRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
  /** Unix seconds. */
  created_at: number;
}

export interface NewProviderOrder {
  amount: number;
  currency: string;
  /** Our own order reference, at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderClient {
  /** `POST /v1/orders`; the answer checked: `created`, the same amount, currency and receipt. */
  createOrder(order: NewProviderOrder, signal?: AbortSignal): Promise<ProviderOrder>;
  /** `GET /v1/orders/{id}/payments`. */
  orderPayments(orderId: string, signal?: AbortSignal): Promise<ProviderPayment[]>;
  /** `POST /v1/payments/{id}/refund` for the whole payment. */
  refundPayment(
    paymentId: string,
    request: { notes: Record<string, string>; receipt?: string },
    signal?: AbortSignal,
  ): Promise<ProviderRefund>;
  /** `GET /v1/payments/{id}/refunds`. */
  paymentRefunds(paymentId: string, signal?: AbortSignal): Promise<ProviderRefund[]>;
}

export interface ProviderClientOptions {
  /** The merchant's key id and key secret, read at each call (a rotated secret applies at once). */
  credentials: { readonly keyId: string; readonly keySecret: string };
  transport: ProviderTransport;
  /** Longest wait for one answer, in milliseconds. */
  timeoutMs: number;
}

/** The longest wait for the provider's answer by default: the visitor waits on order creation. */
export const PROVIDER_TIMEOUT_MS = 8000;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function readPayment(item: unknown): ProviderPayment | undefined {
  if (!isRecord(item)) return undefined;
  const { id, order_id: orderId, amount, currency, status } = item;
  if (typeof id !== 'string' || typeof orderId !== 'string' || !isInteger(amount)) return undefined;
  if (typeof currency !== 'string' || typeof status !== 'string') return undefined;
  return { id, order_id: orderId, amount, currency, status };
}

function readRefund(item: unknown): ProviderRefund | undefined {
  if (!isRecord(item)) return undefined;
  const { id, payment_id: paymentId, amount, currency, status, created_at: createdAt } = item;
  if (typeof id !== 'string' || !id.startsWith('rfnd_') || typeof paymentId !== 'string') return undefined;
  if (!isInteger(amount) || typeof currency !== 'string' || typeof status !== 'string') return undefined;
  if (!isInteger(createdAt)) return undefined;
  return { id, payment_id: paymentId, amount, currency, status, created_at: createdAt };
}

const collection = <T>(body: unknown, read: (item: unknown) => T | undefined, what: string): T[] => {
  const items = isRecord(body) && Array.isArray(body.items) ? body.items : undefined;
  if (!items) throw new ProviderError('malformed', `the provider sent no list of ${what}`);
  return items.map(read).filter((item): item is T => item !== undefined);
};

/** The provider's API client over a transport (fetch to its origin, or the local stack in process). */
export function providerClient({ credentials, transport, timeoutMs }: ProviderClientOptions): ProviderClient {
  const basic = () =>
    `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const bounded = AbortSignal.any([...(signal ? [signal] : []), AbortSignal.timeout(timeoutMs)]);
    let answer: { status: number; body: unknown };
    try {
      answer = await transport({
        method,
        path,
        headers: {
          authorization: basic(),
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: bounded,
      });
    } catch (error) {
      const why = bounded.aborted
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new ProviderError('unavailable', `${method} ${path}: ${why}`);
    }
    if (answer.status < 200 || answer.status >= 300) {
      const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : {};
      const description = typeof error.description === 'string' ? error.description : undefined;
      throw new ProviderError(
        answer.status >= 500 ? 'unavailable' : 'refused',
        `${method} ${path}: the provider answered ${answer.status}${description ? ` (${description})` : ''}`,
        answer.status,
        description,
      );
    }
    return answer.body;
  }

  return {
    async createOrder(order, signal) {
      const body = await call('POST', '/v1/orders', order, signal);
      if (!isRecord(body) || typeof body.id !== 'string' || !/^order_[A-Za-z0-9]+$/.test(body.id))
        throw new ProviderError('malformed', 'the provider sent no order id');
      // What Checkout will charge is the provider's order: it must be the one priced here.
      if (body.status !== 'created' || body.amount !== order.amount || body.currency !== order.currency)
        throw new ProviderError(
          'malformed',
          `the provider's order ${body.id} is not a new order of ${order.amount} ${order.currency}`,
        );
      return {
        id: body.id,
        amount: order.amount,
        currency: order.currency,
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: body.status,
      };
    },
    async orderPayments(orderId, signal) {
      const body = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, undefined, signal);
      return collection(body, readPayment, 'payments');
    },
    async refundPayment(paymentId, request, signal) {
      const body = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        request,
        signal,
      );
      const refund = readRefund(body);
      if (!refund || refund.payment_id !== paymentId)
        throw new ProviderError('malformed', 'the provider sent no refund of this payment');
      return refund;
    },
    async paymentRefunds(paymentId, signal) {
      const body = await call(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        undefined,
        signal,
      );
      return collection(body, readRefund, 'refunds');
    },
  };
}

/** Connections to the provider are kept open between calls (HTTPS to Razorpay, HTTP to the local stand-in). */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * The provider at `origin` over HTTP, as production reaches Razorpay: node's own client with kept-alive
 * connections (a fraction of fetch's cost per call, which counts with hundreds of checkouts at once).
 */
export const httpTransport =
  (origin: () => string | undefined): ProviderTransport =>
  ({ method, path, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      const base = origin();
      if (!base) return reject(new Error('the provider has no address yet'));
      const url = new URL(path, base);
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        {
          method,
          agent,
          signal,
          headers: {
            ...headers,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
