import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { checkoutPageLeft, paymentDialogClosed, paymentSucceeded } from './slice';

import { injectedSliceSelectors } from '@/lib/lazy-slices';
import type { CurrencyCode } from '@/lib/money';

/** Where the payment dialog stands: the form, the provider's checkout open over it, or a payment made. */
export type PaymentStep = 'editing' | 'inCheckout' | 'succeeded';

export type PaymentAlert = { severity: 'error' | 'warning' | 'info'; text: string };

/**
 * The page's client state for one visit (not persisted): currency per card, the dialog and where its payment
 * stands. The order request's own state (pending, the order, its failure) is the createOrder mutation's.
 */
export type CheckoutSessionState = {
  currencyByProduct: Record<string, CurrencyCode>;
  dialogProductId: string | null;
  payment: {
    step: PaymentStep;
    alert: PaymentAlert | null;
    /** The payment this dialog made; its status is the ledger's. */
    paymentId: string | null;
  };
};

const idlePayment: CheckoutSessionState['payment'] = { step: 'editing', alert: null, paymentId: null };

const initialSession: CheckoutSessionState = {
  currencyByProduct: {},
  dialogProductId: null,
  payment: idlePayment,
};

/** No dialog open, and no payment in it: what closing the dialog and leaving the page both come to. */
function closeDialog(state: CheckoutSessionState) {
  state.dialogProductId = null;
  state.payment = idlePayment;
}

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
    /** The visitor submitted the form: earlier alerts no longer apply. */
    paymentSubmitted(state) {
      state.payment.alert = null;
    },
    /** Payment cannot start (the checkout script is still loading or failed). */
    paymentBlocked(state, action: PayloadAction<PaymentAlert>) {
      state.payment.alert = action.payload;
    },
    /** The provider's checkout opened with the backend's order. */
    checkoutOpened(state) {
      state.payment.step = 'inCheckout';
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
      // Closed, or the visitor left the page (Back, a link) with the dialog open: coming back shows the page,
      // not a dialog with a stale form. What was paid is the ledger's (slice.ts).
      .addCase(paymentDialogClosed, closeDialog)
      .addCase(checkoutPageLeft, closeDialog)
      .addCase(paymentSucceeded, (state, action) => {
        state.payment.step = 'succeeded';
        state.payment.paymentId = action.payload.paymentId;
        state.payment.alert = null;
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
  paymentSubmitted,
  paymentBlocked,
  checkoutOpened,
  checkoutOpenFailed,
  checkoutDismissed,
  paymentFailed,
} = checkoutSessionSlice.actions;
export { checkoutPageLeft, paymentDialogClosed };
// The checkout page's own state joins the store with the page's code (lib/lazy-slices.ts), not with every page.
export const { selectCurrencyFor, selectDialogProductId, selectPayment } =
  injectedSliceSelectors(checkoutSessionSlice);
