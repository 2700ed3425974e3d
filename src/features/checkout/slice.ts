import { createAction, createSelector, createSlice } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction } from '@reduxjs/toolkit';

import type { ConfirmedPayment, Order, PaymentRecord, PendingConfirmation } from './model';

import { isRecord } from '@/lib/loose-payload';
import type { CurrencyCode } from '@/lib/money';

/** Checkout reported a payment as successful (a payment id not handled before). */
export const paymentSucceeded = createAction<PendingConfirmation>('checkout/paymentSucceeded');
/** Checkout reported a payment id already handled: nothing happens, but QA can see it did. */
export const duplicatePaymentIgnored = createAction<string>('checkout/duplicatePaymentIgnored');
/** The backend refused a confirmation for good (bad signature, amount or order mismatch). */
export const confirmationRefused = createAction<{ paymentId: string; status: string; message: string }>(
  'checkout/confirmationRefused',
);

/** How many handled payment ids are remembered: far more than one browser ever pays for. */
const HANDLED_IDS_KEPT = 200;

/**
 * The payment ledger, persisted across visits: payment ids already handled (so a repeated success is
 * ignored), the outbox of confirmations the backend has not acknowledged, and the confirmed payments.
 */
export type CheckoutState = {
  handledPaymentIds: string[];
  outbox: PendingConfirmation[];
  confirmed: ConfirmedPayment[];
};

const initialLedger: CheckoutState = { handledPaymentIds: [], outbox: [], confirmed: [] };

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
      const pending = state.outbox.find((entry) => entry.paymentId === paymentId);
      state.outbox = state.outbox.filter((entry) => entry.paymentId !== paymentId);
      if (!pending || state.confirmed.some((payment) => payment.paymentId === paymentId)) return;
      const { signature: _signature, deferrals: _deferrals, ...record } = pending;
      state.confirmed.push({ ...record, confirmedAt });
    },
    /** A delivery round ended without an answer: the confirmation waits in the outbox for the next visit. */
    confirmationDeferred(state, action: PayloadAction<{ paymentId: string }>) {
      const pending = state.outbox.find((entry) => entry.paymentId === action.payload.paymentId);
      if (pending) pending.deferrals += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentSucceeded, (state, action) => {
        const { paymentId } = action.payload;
        if (state.handledPaymentIds.includes(paymentId)) return;
        state.handledPaymentIds = [...state.handledPaymentIds, paymentId].slice(-HANDLED_IDS_KEPT);
        state.outbox.push(action.payload);
      })
      .addCase(confirmationRefused, (state, action) => {
        state.outbox = state.outbox.filter((entry) => entry.paymentId !== action.payload.paymentId);
      });
  },
  selectors: {
    selectHandledPaymentIds: (state) => state.handledPaymentIds,
    selectOutbox: (state) => state.outbox,
    /** Confirmed payments, newest first. */
    selectConfirmedPayments: createSelector([(state: CheckoutState) => state.confirmed], (confirmed) =>
      [...confirmed].sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
    ),
    /** The record of a payment, pending or confirmed, for its receipt. */
    selectPaymentRecord: (state, paymentId: string | null): PaymentRecord | undefined =>
      paymentId === null
        ? undefined
        : (state.confirmed.find((payment) => payment.paymentId === paymentId) ??
          state.outbox.find((entry) => entry.paymentId === paymentId)),
    /** Where a payment's confirmation stands. */
    selectConfirmationState: (state, paymentId: string | null): ConfirmationState => {
      if (paymentId === null) return 'none';
      if (state.confirmed.some((payment) => payment.paymentId === paymentId)) return 'confirmed';
      const pending = state.outbox.find((entry) => entry.paymentId === paymentId);
      if (pending) return pending.deferrals > 0 ? 'deferred' : 'sending';
      return 'none';
    },
  },
});

export type ConfirmationState = 'none' | 'sending' | 'deferred' | 'confirmed';

export const { paymentConfirmed, confirmationDeferred } = checkoutSlice.actions;
export const {
  selectHandledPaymentIds,
  selectOutbox,
  selectConfirmedPayments,
  selectPaymentRecord,
  selectConfirmationState,
} = checkoutSlice.selectors;

/**
 * Records a successful payment once: a payment id this browser already handled is ignored (checkout may
 * report the same success twice), otherwise the payment enters the outbox and its confirmation starts.
 */
export const paymentReported =
  (pending: PendingConfirmation) =>
  (dispatch: Dispatch, getState: () => { checkout: CheckoutState }): void => {
    if (getState().checkout.handledPaymentIds.includes(pending.paymentId)) {
      dispatch(duplicatePaymentIgnored(pending.paymentId));
      return;
    }
    dispatch(paymentSucceeded(pending));
  };

const isPaymentRecordLike = (value: unknown): boolean => {
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

/** True when a value read back from storage has the shape of the payment ledger. */
export function isCheckoutState(value: unknown): value is CheckoutState {
  if (!isRecord(value)) return false;
  const { handledPaymentIds, outbox, confirmed } = value;
  return (
    Array.isArray(handledPaymentIds) &&
    handledPaymentIds.every((id) => typeof id === 'string') &&
    Array.isArray(outbox) &&
    outbox.every(
      (entry) =>
        isPaymentRecordLike(entry) &&
        typeof (entry as Record<string, unknown>).signature === 'string' &&
        typeof (entry as Record<string, unknown>).deferrals === 'number',
    ) &&
    Array.isArray(confirmed) &&
    confirmed.every(
      (payment) =>
        isPaymentRecordLike(payment) && typeof (payment as Record<string, unknown>).confirmedAt === 'string',
    )
  );
}

/** Where the payment dialog stands. */
export type PaymentStep = 'editing' | 'creatingOrder' | 'inCheckout' | 'succeeded';

export type PaymentAlert = { severity: 'error' | 'warning' | 'info'; text: string };

/** The page's client state for one visit (not persisted): currency per card, the dialog and its payment. */
export type CheckoutSessionState = {
  currencyByProduct: Record<string, CurrencyCode>;
  dialogProductId: string | null;
  payment: {
    step: PaymentStep;
    order: Order | null;
    alert: PaymentAlert | null;
    paymentId: string | null;
    /** The backend refused this payment's confirmation for good. */
    refused: boolean;
  };
};

const idlePayment: CheckoutSessionState['payment'] = {
  step: 'editing',
  order: null,
  alert: null,
  paymentId: null,
  refused: false,
};

const initialSession: CheckoutSessionState = {
  currencyByProduct: {},
  dialogProductId: null,
  payment: idlePayment,
};

export const checkoutSessionSlice = createSlice({
  name: 'checkoutSession',
  initialState: initialSession,
  reducers: {
    currencyChosen(state, action: PayloadAction<{ productId: string; currency: CurrencyCode }>) {
      state.currencyByProduct[action.payload.productId] = action.payload.currency;
    },
    productChosen(state, action: PayloadAction<string>) {
      state.dialogProductId = action.payload;
      state.payment = idlePayment;
    },
    paymentDialogClosed(state) {
      state.dialogProductId = null;
      state.payment = idlePayment;
    },
    /** Payment cannot start (the checkout script is still loading or failed). */
    paymentBlocked(state, action: PayloadAction<PaymentAlert>) {
      state.payment.alert = action.payload;
    },
    orderRequested(state) {
      state.payment.step = 'creatingOrder';
      state.payment.alert = null;
    },
    orderCreated(state, action: PayloadAction<Order>) {
      state.payment.step = 'inCheckout';
      state.payment.order = action.payload;
    },
    orderFailed(state, action: PayloadAction<string>) {
      state.payment.step = 'editing';
      state.payment.alert = { severity: 'error', text: action.payload };
    },
    checkoutOpenFailed(state, action: PayloadAction<string>) {
      state.payment.step = 'editing';
      state.payment.alert = { severity: 'error', text: action.payload };
    },
    /** The visitor closed checkout without paying: the form stays as it was. */
    checkoutDismissed(state) {
      if (state.payment.step === 'inCheckout') state.payment.step = 'editing';
    },
    /** Checkout reported a failed attempt; it may stay open for another try. */
    paymentFailed(state, action: PayloadAction<string>) {
      state.payment.alert = { severity: 'error', text: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentSucceeded, (state, action) => {
        state.payment.step = 'succeeded';
        state.payment.paymentId = action.payload.paymentId;
        state.payment.alert = null;
      })
      .addCase(confirmationRefused, (state, action) => {
        if (state.payment.paymentId === action.payload.paymentId) state.payment.refused = true;
      });
  },
  selectors: {
    selectCurrencyFor: (state, productId: string): CurrencyCode =>
      state.currencyByProduct[productId] ?? 'USD',
    selectDialogProductId: (state) => state.dialogProductId,
    selectPayment: (state) => state.payment,
  },
});

export const {
  currencyChosen,
  productChosen,
  paymentDialogClosed,
  paymentBlocked,
  orderRequested,
  orderCreated,
  orderFailed,
  checkoutOpenFailed,
  checkoutDismissed,
  paymentFailed,
} = checkoutSessionSlice.actions;
export const { selectCurrencyFor, selectDialogProductId, selectPayment } = checkoutSessionSlice.selectors;
