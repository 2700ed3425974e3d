import {
  checkoutSessionSlice,
  paymentFailed,
  productChosen,
  selectCurrencyFor,
  selectDialogProductId,
  selectPayment,
} from './session-slice';
import { paymentSucceeded } from './slice';

import { makeStore } from '@/app/store';

import { fixturePendingPayment } from '@test/fixtures/checkout';

// The ledger's listener would post the confirmation below after the test has ended.
jest.mock('./delivery', () => ({ deliverConfirmation: jest.fn(() => Promise.resolve()) }));

const payment = fixturePendingPayment('pay_B');

describe('checkout session slice', () => {
  it('reads the starting state from a store the checkout page has not joined yet', () => {
    // Before the checkout page's code arrives (lib/lazy-slices.ts) the store has no `checkoutSession`.
    expect(selectDialogProductId({})).toBeNull();
    expect(selectCurrencyFor({}, 'r-guru-member')).toBe('USD');
    expect(selectPayment({})).toEqual({ step: 'editing', alert: null, paymentId: null });
  });

  it('joins the store with its code, and shows the payment the ledger recorded as made', () => {
    const store = makeStore(undefined, { storage: null });
    store.dispatch(productChosen('r-guru-member'));
    expect(store.getState().checkoutSession?.dialogProductId).toBe('r-guru-member');
    store.dispatch(paymentSucceeded(payment));
    expect(selectPayment(store.getState())).toMatchObject({ step: 'succeeded', paymentId: 'pay_B' });
  });

  it('resets the dialog when a new product is chosen', () => {
    const reduceSession = checkoutSessionSlice.reducer;
    let state = reduceSession(undefined, productChosen('r-guru-member'));
    state = reduceSession(state, paymentFailed('Payment failed: x'));
    state = reduceSession(state, productChosen('live-mentoring-class'));
    expect(state.dialogProductId).toBe('live-mentoring-class');
    expect(state.payment.alert).toBeNull();
  });
});
