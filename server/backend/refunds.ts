/**
 * Full refunds of paid orders (the cancellation policy's promise), through the provider's Refunds API. The
 * company asks with `npm run payments -- refund` (server/payments-command.ts) and, later, from its console:
 * both call `refundOrder`. A refund is claimed once in the ledger before the provider is asked, and recorded
 * once, by whichever of the provider's answer, its `refund.processed` webhook or the reconciler's look-up
 * (`settleRefunds`) reports it first. From the refund's date the order's plan or workshop access ends
 * (learner-payments.ts).
 */
import type { PaymentLedger, RefundRow } from './payment-ledger';
import { ProviderError, type ProviderClient, type ProviderRefund } from './provider-client';

export type RefundResult =
  | { status: 'refunded' | 'already refunded'; orderId: string; refundId: string; refundedAt: string }
  /** The provider took the refund and will report it processed (webhook, reconciler). */
  | { status: 'pending'; orderId: string; refundId: string }
  | { status: 'unknown order' | 'not paid'; orderId: string }
  /** The provider could not be asked or refused; the claim stays, so asking again is safe. */
  | { status: 'provider failed'; orderId: string; message: string };

export interface RefundDeps {
  ledger: PaymentLedger;
  provider: ProviderClient;
}

const MAX_REASON = 200;

const isoOf = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();

/** The processed full refund among a payment's refunds at the provider, if any. */
const fullRefund = (refunds: readonly ProviderRefund[], claim: RefundRow): ProviderRefund | undefined =>
  refunds.find(
    (refund) =>
      refund.status === 'processed' &&
      refund.amount === claim.amount_minor &&
      refund.currency === claim.currency,
  );

/** Records a refund the provider reports, returning what the caller is told. */
function record(
  ledger: PaymentLedger,
  claim: RefundRow,
  refund: ProviderRefund,
  source: 'provider' | 'reconciler',
): RefundResult {
  if (refund.status !== 'processed')
    return { status: 'pending', orderId: claim.order_id, refundId: refund.id };
  ledger.recordRefund({
    paymentId: claim.payment_id,
    refundId: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    refundedAt: isoOf(refund.created_at),
    source,
  });
  // Whichever path recorded it first, the ledger now holds the one refund of this order.
  const kept = ledger.requestRefund(claim.order_id, claim.reason);
  if (kept.outcome !== 'already refunded')
    return { status: 'pending', orderId: claim.order_id, refundId: refund.id };
  return {
    status: 'refunded',
    orderId: claim.order_id,
    refundId: kept.refund.refund_id ?? refund.id,
    refundedAt: kept.refund.refunded_at ?? isoOf(refund.created_at),
  };
}

/**
 * Refunds a paid order in full, once. Asking again is safe: a refund already recorded is reported, and a
 * claim whose provider call failed first asks the provider what it holds, so no payment is refunded twice.
 */
export async function refundOrder(
  { ledger, provider }: RefundDeps,
  orderId: string,
  reason: string,
): Promise<RefundResult> {
  const claim = ledger.requestRefund(orderId, reason.trim().slice(0, MAX_REASON) || 'refund');
  if (!('refund' in claim)) return { status: claim.outcome, orderId };
  const { refund } = claim;
  if (claim.outcome === 'already refunded')
    return {
      status: 'already refunded',
      orderId,
      refundId: refund.refund_id ?? '',
      refundedAt: refund.refunded_at ?? refund.requested_at,
    };
  try {
    if (claim.outcome === 'requested before') {
      const made = fullRefund(await provider.paymentRefunds(refund.payment_id), refund);
      if (made) return record(ledger, refund, made, 'provider');
    }
    const answer = await provider.refundPayment(refund.payment_id, {
      notes: { reason: refund.reason, order: orderId },
    });
    return record(ledger, refund, answer, 'provider');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Refunded already at the provider (a first answer lost on the way): record what it holds.
    if (error.failure === 'refused') {
      const made = await provider.paymentRefunds(refund.payment_id).then(
        (refunds) => fullRefund(refunds, refund),
        () => undefined,
      );
      if (made) return record(ledger, refund, made, 'provider');
    }
    return { status: 'provider failed', orderId, message: error.message };
  }
}

/**
 * Asks the provider about one refund claimed but not yet recorded, and records it when the provider has
 * processed it: the reconciler's beat does this for every claim, the console's "check with the provider now"
 * for one order's.
 */
export async function settleRefund(
  { ledger, provider }: RefundDeps,
  claim: RefundRow,
  signal?: AbortSignal,
): Promise<string | undefined> {
  try {
    const made = fullRefund(await provider.paymentRefunds(claim.payment_id, signal), claim);
    return made ? record(ledger, claim, made, 'reconciler').status : undefined;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return `provider failed: ${error.message}`;
  }
}

/**
 * The reconciler's part for refunds: each refund claimed but not yet recorded is looked up at the provider
 * and recorded when the provider has processed it (the webhook may never have come).
 */
export async function settleRefunds(
  deps: RefundDeps,
  signal?: AbortSignal,
): Promise<{ orderId: string; outcome: string }[]> {
  const settled: { orderId: string; outcome: string }[] = [];
  for (const claim of deps.ledger.pendingRefunds()) {
    if (signal?.aborted) break;
    const outcome = await settleRefund(deps, claim, signal);
    if (outcome !== undefined) settled.push({ orderId: claim.order_id, outcome });
  }
  return settled;
}
