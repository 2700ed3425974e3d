import type { PendingConfirmation } from './model';
import {
  checkoutSessionSlice,
  checkoutSlice,
  confirmationDeferred,
  confirmationRefused,
  isCheckoutState,
  paymentConfirmed,
  paymentReported,
  paymentSucceeded,
  selectConfirmationState,
} from './slice';

import { migratePersistedState } from '@/app/persist';
import { makeStore } from '@/app/store';

// These tests are about the ledger; delivering confirmations to the backend is tested with the page. Without
// this the listener would post after a test has ended.
jest.mock('./delivery', () => ({ deliverConfirmation: jest.fn(() => Promise.resolve()) }));

const pending = (paymentId: string): PendingConfirmation => ({
  paymentId,
  orderId: `order_${paymentId}`,
  signature: 'sig',
  kind: 'plan',
  title: 'R-Guru Member',
  period: '3 months',
  currency: 'USD',
  rate: 85.5,
  breakdown: { base: 9900, fee: 198, gst: 36, total: 10134 },
  customer: { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' },
  paidAt: '2026-11-21T05:00:00.000Z',
  deferrals: 0,
});

describe('payment ledger', () => {
  const reduce = checkoutSlice.reducer;

  it('records a payment once, moves it from the outbox to confirmed, and counts deferrals', () => {
    let state = reduce(undefined, paymentSucceeded(pending('pay_A')));
    state = reduce(state, paymentSucceeded(pending('pay_A')));
    expect(state.handledPaymentIds).toEqual(['pay_A']);
    expect(state.outbox).toHaveLength(1);
    state = reduce(state, confirmationDeferred({ paymentId: 'pay_A' }));
    expect(state.outbox[0]?.deferrals).toBe(1);
    expect(selectConfirmationState({ checkout: state }, 'pay_A')).toBe('deferred');
    state = reduce(
      state,
      paymentConfirmed({
        paymentId: 'pay_A',
        status: 'already processed',
        confirmedAt: '2026-11-22T00:00:00Z',
      }),
    );
    expect(state.outbox).toEqual([]);
    expect(state.confirmed).toEqual([
      expect.objectContaining({ paymentId: 'pay_A', confirmedAt: '2026-11-22T00:00:00Z' }),
    ]);
    expect(state.confirmed[0]).not.toHaveProperty('signature');
    expect(selectConfirmationState({ checkout: state }, 'pay_A')).toBe('confirmed');
  });

  it('drops a refused confirmation from the outbox and tells the open dialog', () => {
    const store = makeStore(undefined, { storage: null });
    store.dispatch(paymentSucceeded(pending('pay_B')));
    store.dispatch(confirmationRefused({ paymentId: 'pay_B', status: 'invalid signature', message: 'no' }));
    expect(store.getState().checkout.outbox).toEqual([]);
    expect(store.getState().checkout.confirmed).toEqual([]);
    expect(store.getState().checkoutSession.payment.refused).toBe(true);
  });

  it('ignores a payment id already handled', () => {
    const store = makeStore(undefined, { storage: null });
    store.dispatch(paymentReported(pending('pay_C')));
    store.dispatch(paymentReported(pending('pay_C')));
    expect(store.getState().checkout.handledPaymentIds).toEqual(['pay_C']);
    expect(store.getState().checkout.outbox.filter((entry) => entry.paymentId === 'pay_C')).toHaveLength(1);
  });

  it('resets the dialog when a new product is chosen', () => {
    const reduceSession = checkoutSessionSlice.reducer;
    let state = reduceSession(undefined, checkoutSessionSlice.actions.productChosen('r-guru-member'));
    state = reduceSession(state, checkoutSessionSlice.actions.paymentFailed('Payment failed: x'));
    state = reduceSession(state, checkoutSessionSlice.actions.productChosen('live-mentoring-class'));
    expect(state.dialogProductId).toBe('live-mentoring-class');
    expect(state.payment.alert).toBeNull();
  });
});

describe('persisted ledger', () => {
  const ledger = { handledPaymentIds: ['pay_A'], outbox: [pending('pay_A')], confirmed: [] };

  it('accepts the ledger shape and rejects anything else', () => {
    expect(isCheckoutState(ledger)).toBe(true);
    expect(isCheckoutState({ ...ledger, outbox: [{ paymentId: 'pay_A' }] })).toBe(false);
    expect(isCheckoutState({ ...ledger, handledPaymentIds: [1] })).toBe(false);
    expect(isCheckoutState({ ...ledger, confirmed: [pending('pay_A')] })).toBe(false);
    expect(isCheckoutState(null)).toBe(false);
  });

  it('is kept through migration, and a damaged one is dropped', async () => {
    const persisted = { version: 1, rehydrated: true };
    await expect(
      migratePersistedState({ checkout: ledger, _persist: persisted } as never, 1),
    ).resolves.toMatchObject({ checkout: ledger });
    const damaged = await migratePersistedState(
      { checkout: { outbox: 'x' }, _persist: persisted } as never,
      1,
    );
    expect(damaged).not.toHaveProperty('checkout');
  });
});
