import { createAction, createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { ConfirmedPayment, PaymentRecord, PendingConfirmation, RefusedPayment } from './model';

import { accountClosed } from '@/lib/account';
import { isRecord } from '@/lib/loose-payload';

/** The ledger's own key in the browser's storage (app/persist.ts): apart from everything else. */
export const LEDGER_PERSIST_KEY = 'mindbridge-payments';

/** Whose payment it is: the signed-in learner's account (`sub`), or null for a guest. */
type Owned = { owner: string | null };

/**
 * The payment dialog closed, or the visitor left the checkout page with it open (the session slice closes the
 * dialog; the ledger forgets the guest payments whose receipt the dialog offered). Declared here, with the
 * session slice's names, so both slices take the one event.
 */
export const paymentDialogClosed = createAction('checkoutSession/paymentDialogClosed');
export const checkoutPageLeft = createAction('checkoutSession/checkoutPageLeft');

/** Checkout reported a payment as successful. Reported again (checkout may repeat itself), it changes nothing. */
export const paymentSucceeded = createAction<PendingConfirmation & Owned>('checkout/paymentSucceeded');

/**
 * The payments kept in this browser before they were kept per account (version 4) joined the ledger. They
 * belong to the account that signs in first afterwards (`legacyPaymentsClaimed`); pending ones are
 * delivered meanwhile, whoever signs in.
 */
export const legacyPaymentsCarriedOver = createAction<{ payments: Record<string, unknown> }>(
  'checkout/legacyPaymentsCarriedOver',
);
export const legacyPaymentsClaimed = createAction<{ owner: string }>('checkout/legacyPaymentsClaimed');

/** One payment this browser handled, whose it is, and where its confirmation stands. */
export type LedgerEntry = (
  | (PendingConfirmation & { status: 'pending' })
  | (ConfirmedPayment & { status: 'confirmed' })
  | (RefusedPayment & { status: 'refused' })
) &
  Owned & {
    /** Carried over from version 4, until the first account to sign in claims it. */
    unclaimed?: true;
  };

/**
 * The payment ledger, persisted across visits: every payment this browser handled, by payment id, with
 * where its confirmation stands. It is the one record of a payment's status: the outbox (pending), the
 * payment history (confirmed) and the refusals are views of it, and a payment id is recorded once.
 */
export type CheckoutState = { payments: Record<string, LedgerEntry> };

const initialLedger: CheckoutState = { payments: {} };

/** A pending payment without what only its delivery needs (the signature, the deferrals). */
const settled = ({
  signature: _signature,
  deferrals: _deferrals,
  status: _status,
  ...payment
}: PendingConfirmation & { status: 'pending' } & Owned & { unclaimed?: true }): PaymentRecord &
  Owned & { unclaimed?: true } => payment;

/**
 * A guest's payment (no account, not carried over for one) that the backend has answered. A guest has no
 * payment history: its receipt is offered only by the dialog that took the payment, so such an entry keeps
 * the name and e-mail address the receipt prints (the phone, which only the confirmation sends, is blanked),
 * is never written to the browser's storage (app/persist.ts), and leaves the ledger when that dialog closes
 * or the page is left. At most for the visit in which the payment was made, then; one confirmed on a later
 * visit (its tab closed while pending) is offered nowhere and goes with that visit's tab.
 */
export const isSettledGuestPayment = (entry: {
  owner: string | null;
  unclaimed?: true;
  status: string;
}): boolean => entry.owner === null && !entry.unclaimed && entry.status !== 'pending';

/** The ledger without its settled guest payments: what is stored, and what a closed dialog leaves. */
export function withoutSettledGuestPayments<P extends Record<string, LedgerEntry>>(payments: P): P {
  return Object.fromEntries(
    Object.entries(payments).filter(([, entry]) => !isSettledGuestPayment(entry)),
  ) as P;
}

/** What a settled entry keeps of its customer: a guest's phone is not needed by its receipt. */
const customerKept = (entry: LedgerEntry): LedgerEntry['customer'] =>
  entry.owner === null && !entry.unclaimed ? { ...entry.customer, phone: '' } : entry.customer;

/** The dialog that offered a guest's receipt is gone: so are the guest's settled payments. */
const forgetOfferedGuestReceipts = (state: CheckoutState) => {
  state.payments = withoutSettledGuestPayments(state.payments);
};

/** Payments in the order they were paid. */
export const byPaidAt = (a: PaymentRecord, b: PaymentRecord) => a.paidAt.localeCompare(b.paidAt);

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialLedger,
  reducers: {
    /** The backend answered `confirmed` or `already processed`. */
    paymentConfirmed(
      state,
      action: PayloadAction<{
        paymentId: string;
        status: 'confirmed' | 'already processed';
        confirmedAt: string;
      }>,
    ) {
      const { paymentId, confirmedAt } = action.payload;
      const entry = state.payments[paymentId];
      if (entry?.status !== 'pending') return;
      state.payments[paymentId] = {
        ...settled(entry),
        customer: customerKept(entry),
        status: 'confirmed',
        confirmedAt,
      };
    },
    /** A delivery round ended without an answer: the confirmation waits for the next visit. */
    confirmationDeferred(state, action: PayloadAction<{ paymentId: string }>) {
      const entry = state.payments[action.payload.paymentId];
      if (entry?.status === 'pending') entry.deferrals += 1;
    },
    /** The backend refused a confirmation for good (bad signature, amount or order mismatch). */
    confirmationRefused(
      state,
      action: PayloadAction<{ paymentId: string; status: string; message: string }>,
    ) {
      const { paymentId, status, message } = action.payload;
      const entry = state.payments[paymentId];
      if (entry?.status !== 'pending') return;
      state.payments[paymentId] = {
        ...settled(entry),
        customer: customerKept(entry),
        status: 'refused',
        refusal: { status, message },
      };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentSucceeded, (state, action) => {
        // The one duplicate check: a payment id already in the ledger keeps the entry it has.
        state.payments[action.payload.paymentId] ??= { ...action.payload, status: 'pending' };
      })
      .addCase(paymentDialogClosed, forgetOfferedGuestReceipts)
      .addCase(checkoutPageLeft, forgetOfferedGuestReceipts)
      .addCase(legacyPaymentsCarriedOver, (state, action) => {
        for (const [paymentId, entry] of Object.entries(action.payload.payments)) {
          const carried = isRecord(entry) ? { ...entry, owner: null, unclaimed: true } : entry;
          if (isLedgerEntry(carried) && (carried as LedgerEntry).paymentId === paymentId)
            state.payments[paymentId] ??= carried as LedgerEntry;
        }
      })
      .addCase(legacyPaymentsClaimed, (state, action) => {
        for (const entry of Object.values(state.payments)) {
          if (!entry.unclaimed) continue;
          entry.owner = action.payload.owner;
          delete entry.unclaimed;
        }
      })
      .addCase(accountClosed, (state, action) => {
        if (!action.payload.forgotten) return;
        // Signed out: this browser forgets the learner's payments. One still waiting for its confirmation
        // stays until the backend has it (nobody else sees it), then goes too.
        state.payments = Object.fromEntries(
          Object.entries(state.payments).filter(
            ([, entry]) => entry.owner !== action.payload.sub || entry.status === 'pending',
          ),
        );
      });
  },
  // The views the pages show (payment history, the dialog's confirmation, receipts) are ledger-views.ts's,
  // which load with those pages; the start-up needs only what the delivery sends.
  selectors: {
    /** Confirmations the backend has not acknowledged, oldest first: what the delivery sends. */
    selectOutbox: createSelector([(state: CheckoutState) => state.payments], (payments) =>
      Object.values(payments)
        .filter((entry) => entry.status === 'pending')
        .sort(byPaidAt),
    ),
  },
});

export const { paymentConfirmed, confirmationDeferred, confirmationRefused } = checkoutSlice.actions;
export const { selectOutbox } = checkoutSlice.selectors;

const isPaymentRecordLike = (value: unknown): value is Record<string, unknown> => {
  if (!isRecord(value)) return false;
  const breakdown = value.breakdown;
  const customer = value.customer;
  return (
    ['paymentId', 'orderId', 'kind', 'title', 'period', 'currency', 'paidAt'].every(
      (key) => typeof value[key] === 'string',
    ) &&
    typeof value.rate === 'number' &&
    isRecord(breakdown) &&
    ['base', 'fee', 'gst', 'total'].every((key) => Number.isInteger(breakdown[key])) &&
    isRecord(customer) &&
    ['name', 'email', 'phone'].every((key) => typeof customer[key] === 'string')
  );
};

const isLedgerEntry = (value: unknown): boolean => {
  if (!isPaymentRecordLike(value)) return false;
  if (value.owner !== null && typeof value.owner !== 'string') return false;
  if (value.unclaimed !== undefined && value.unclaimed !== true) return false;
  switch (value.status) {
    case 'pending':
      return typeof value.signature === 'string' && typeof value.deferrals === 'number';
    case 'confirmed':
      return typeof value.confirmedAt === 'string';
    case 'refused':
      return (
        isRecord(value.refusal) &&
        typeof value.refusal.status === 'string' &&
        typeof value.refusal.message === 'string'
      );
    default:
      return false;
  }
};

/** True when a value read back from storage has the shape of the payment ledger. */
export function isCheckoutState(value: unknown): value is CheckoutState {
  if (!isRecord(value) || !isRecord(value.payments)) return false;
  return Object.entries(value.payments).every(
    ([paymentId, entry]) => isLedgerEntry(entry) && (entry as { paymentId: unknown }).paymentId === paymentId,
  );
}
