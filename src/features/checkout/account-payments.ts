import { checkoutCopy, plans, workshops } from './content';
import type { PaymentRecord, ProductKind } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { isRecord } from '@/lib/loose-payload';
import { isCurrencyCode } from '@/lib/money';
import { signedIn } from '@/lib/signed-in-call';

/** A plan (or a workshop's access) the learner holds or held, from the payment day to its end. */
export type PlanHeld = { kind: ProductKind; title: string; from: string; until: string };

/** A payment of the account: the record its receipt prints, and when it was refunded in full, if it was. */
export type AccountPayment = PaymentRecord & { refundedAt?: string };

/** The account's payments and the plans they give. */
export type AccountPayments = { payments: AccountPayment[]; plans: PlanHeld[] };

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${what} is missing`);
  return value;
};
const time = (value: unknown, what: string): string => {
  const raw = text(value, what);
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new Error(`${what} is not a time`);
  return new Date(ms).toISOString();
};
const minor = (value: unknown, what: string): number => {
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`${what} is not an amount in minor units`);
  return amount;
};
const kindOf = (value: unknown): ProductKind => {
  if (value !== 'plan' && value !== 'workshop') throw new Error('kind is not plan or workshop');
  return value;
};

/** The price list's period of a product ("3 months"), or "" for one the site no longer sells. */
const periodOf = (kind: ProductKind, title: string): string =>
  [...plans, ...workshops].find((product) => product.kind === kind && product.title === title)?.period ?? '';

function readPayment(raw: unknown): AccountPayment {
  if (!isRecord(raw)) throw new Error('a payment is not an object');
  const kind = kindOf(raw.kind);
  const title = text(raw.title, 'title');
  const { currency, breakdown, customer } = raw;
  if (!isCurrencyCode(currency)) throw new Error('currency is not USD or INR');
  if (!isRecord(breakdown) || !isRecord(customer)) throw new Error('a payment has no breakdown or customer');
  const parts = {
    base: minor(breakdown.base, 'base'),
    fee: minor(breakdown.fee, 'fee'),
    gst: minor(breakdown.gst, 'gst'),
    total: minor(breakdown.total, 'total'),
  };
  if (parts.base + parts.fee + parts.gst !== parts.total) throw new Error('the breakdown does not add up');
  const rate = Number(raw.rate);
  return {
    paymentId: text(raw.paymentId, 'paymentId'),
    orderId: text(raw.orderId, 'orderId'),
    kind,
    title,
    period: periodOf(kind, title),
    currency,
    rate: Number.isFinite(rate) && rate > 0 ? rate : 0,
    breakdown: parts,
    customer: {
      name: typeof customer.name === 'string' ? customer.name : '',
      email: typeof customer.email === 'string' ? customer.email : '',
      phone: typeof customer.phone === 'string' ? customer.phone : '',
    },
    paidAt: time(raw.paidAt, 'paidAt'),
    // Absent (or null) while the payment stands; a refund that is not a time is a malformed answer.
    ...(raw.refundedAt === undefined || raw.refundedAt === null
      ? {}
      : { refundedAt: time(raw.refundedAt, 'refundedAt') }),
  };
}

function readPlan(raw: unknown): PlanHeld {
  if (!isRecord(raw)) throw new Error('a plan is not an object');
  return {
    kind: kindOf(raw.kind),
    title: text(raw.title, 'title'),
    from: time(raw.from, 'from'),
    until: time(raw.until, 'until'),
  };
}

/** Normalizes `GET /api/me/payments`; throws on any other shape (the page shows its error state). */
export function readAccountPayments(body: unknown): AccountPayments {
  if (!isRecord(body) || !Array.isArray(body.payments) || !Array.isArray(body.plans))
    throw new Error('not the account payments');
  return { payments: body.payments.map(readPayment), plans: body.plans.map(readPlan) };
}

/** Whether a plan still holds at `now` (ms). */
export const isPlanActive = (plan: PlanHeld, now: number): boolean => Date.parse(plan.until) > now;

/** The account's payments (`GET /api/me/payments`): loaded with Payment History only (its own chunk). */
export const accountPaymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in learner's payments from any device, and the plans they hold (`sub` keys the cache). */
    getAccountPayments: build.query<AccountPayments, string>({
      queryFn: backendCall({
        through: signedIn('required'),
        request: () => '/api/me/payments',
        failures: {
          failed: checkoutCopy.historyFailed,
          malformed: checkoutCopy.historyFailed,
          network: checkoutCopy.historyFailed,
        },
        read: readAccountPayments,
      }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetAccountPaymentsQuery } = accountPaymentsApi;
