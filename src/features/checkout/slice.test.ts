import { selectConfirmationState, selectConfirmedPayments, selectPaymentsOf } from './ledger-views';
import {
  checkoutSlice,
  confirmationDeferred,
  confirmationRefused,
  isCheckoutState,
  paymentConfirmed,
  legacyPaymentsCarriedOver,
  legacyPaymentsClaimed,
  paymentSucceeded,
  selectOutbox,
} from './slice';
import type { CheckoutState } from './slice';

import { PERSIST_VERSION, migratePersistedState } from '@/app/legacy-read';
import { makeStore } from '@/app/store';
import { accountClosed } from '@/lib/account';

import { fixturePendingPayment as pending } from '@test/fixtures/checkout';

// These tests are about the ledger; delivering confirmations to the backend is tested with the page. Without
// this the listener would post after a test has ended.
jest.mock('./delivery', () => ({ deliverConfirmation: jest.fn(() => Promise.resolve()) }));

const ledger = (state: CheckoutState) => ({ checkout: state });

describe('payment ledger', () => {
  const reduce = checkoutSlice.reducer;

  it('records a payment once, counts deferrals, and marks it confirmed without its signature', () => {
    let state = reduce(undefined, paymentSucceeded(pending('pay_A')));
    const once = state;
    state = reduce(state, paymentSucceeded({ ...pending('pay_A'), title: 'Reported again' }));
    expect(state).toBe(once);
    expect(selectOutbox(ledger(state))).toEqual([expect.objectContaining({ paymentId: 'pay_A' })]);
    state = reduce(state, confirmationDeferred({ paymentId: 'pay_A' }));
    expect(selectOutbox(ledger(state))[0]?.deferrals).toBe(1);
    expect(selectConfirmationState(ledger(state), 'pay_A')).toBe('deferred');
    state = reduce(
      state,
      paymentConfirmed({
        paymentId: 'pay_A',
        status: 'already processed',
        confirmedAt: '2026-11-22T00:00:00Z',
      }),
    );
    expect(selectOutbox(ledger(state))).toEqual([]);
    expect(selectConfirmedPayments(ledger(state))).toEqual([
      expect.objectContaining({
        paymentId: 'pay_A',
        status: 'confirmed',
        confirmedAt: '2026-11-22T00:00:00Z',
      }),
    ]);
    expect(state.payments.pay_A).not.toHaveProperty('signature');
    expect(selectConfirmationState(ledger(state), 'pay_A')).toBe('confirmed');
    // Checkout repeating itself after the confirmation changes nothing.
    expect(reduce(state, paymentSucceeded(pending('pay_A')))).toBe(state);
  });

  it('records a refusal in the ledger, the one place the dialog and the outbox read it from', () => {
    const store = makeStore(undefined, { storage: null });
    store.dispatch(paymentSucceeded(pending('pay_B')));
    store.dispatch(confirmationRefused({ paymentId: 'pay_B', status: 'invalid signature', message: 'no' }));
    const state = store.getState();
    expect(selectOutbox(state)).toEqual([]);
    expect(selectConfirmedPayments(state)).toEqual([]);
    expect(state.checkout.payments.pay_B).toMatchObject({
      status: 'refused',
      refusal: { status: 'invalid signature', message: 'no' },
    });
    expect(selectConfirmationState(state, 'pay_B')).toBe('refused');
  });

  it('keeps the outbox oldest first and the confirmed payments newest first', () => {
    let state = reduce(undefined, paymentSucceeded(pending('pay_Late', '2026-11-21T06:00:00.000Z')));
    state = reduce(state, paymentSucceeded(pending('pay_Early', '2026-11-21T04:00:00.000Z')));
    expect(selectOutbox(ledger(state)).map((p) => p.paymentId)).toEqual(['pay_Early', 'pay_Late']);
    for (const paymentId of ['pay_Early', 'pay_Late'])
      state = reduce(state, paymentConfirmed({ paymentId, status: 'confirmed', confirmedAt: 'x' }));
    expect(selectConfirmedPayments(ledger(state)).map((p) => p.paymentId)).toEqual(['pay_Late', 'pay_Early']);
  });

  it("forgets a learner's settled payments at sign-out, and keeps one still waiting (nobody else sees it)", () => {
    let state = reduce(undefined, paymentSucceeded(pending('pay_Mine', undefined, 'user-a')));
    state = reduce(state, paymentSucceeded(pending('pay_Waiting', undefined, 'user-a')));
    state = reduce(state, paymentSucceeded(pending('pay_Theirs', undefined, 'user-b')));
    for (const paymentId of ['pay_Mine', 'pay_Theirs'])
      state = reduce(state, paymentConfirmed({ paymentId, status: 'confirmed', confirmedAt: 'x' }));
    expect(
      selectPaymentsOf(ledger(state), 'user-a')
        .map((p) => p.paymentId)
        .sort(),
    ).toEqual(['pay_Mine', 'pay_Waiting']);
    expect(selectPaymentsOf(ledger(state), null)).toEqual([]);
    const closed = reduce(state, accountClosed({ sub: 'user-a', forgotten: false }));
    expect(closed).toBe(state);
    state = reduce(state, accountClosed({ sub: 'user-a', forgotten: true }));
    expect(Object.keys(state.payments).sort()).toEqual(['pay_Theirs', 'pay_Waiting']);
    expect(selectOutbox(ledger(state)).map((p) => p.paymentId)).toEqual(['pay_Waiting']);
  });

  it("carries version 4's payments over as nobody's, then gives them to the first account that signs in", () => {
    const { owner: _owner, ...legacy } = pending('pay_Old');
    let state = reduce(
      undefined,
      legacyPaymentsCarriedOver({ payments: { pay_Old: { ...legacy, status: 'pending' }, junk: { x: 1 } } }),
    );
    expect(state.payments.pay_Old).toMatchObject({ owner: null, unclaimed: true, status: 'pending' });
    expect(Object.keys(state.payments)).toEqual(['pay_Old']);
    expect(selectOutbox(ledger(state)).map((p) => p.paymentId)).toEqual(['pay_Old']);
    state = reduce(state, legacyPaymentsClaimed({ owner: 'user-a' }));
    expect(state.payments.pay_Old).toMatchObject({ owner: 'user-a' });
    expect(state.payments.pay_Old).not.toHaveProperty('unclaimed');
    expect(reduce(state, legacyPaymentsClaimed({ owner: 'user-b' }))).toBe(state);
  });
});

describe('persisted ledger', () => {
  const stored: CheckoutState = {
    payments: {
      pay_A: { ...pending('pay_A'), status: 'pending' },
      pay_B: { ...pending('pay_B'), status: 'refused', refusal: { status: 'amount mismatch', message: 'm' } },
    },
  };

  it('accepts the ledger shape and rejects anything else', () => {
    expect(isCheckoutState(stored)).toBe(true);
    expect(isCheckoutState({ payments: {} })).toBe(true);
    expect(isCheckoutState({ payments: { pay_A: { paymentId: 'pay_A', status: 'pending' } } })).toBe(false);
    expect(isCheckoutState({ payments: { pay_X: stored.payments.pay_A } })).toBe(false);
    expect(isCheckoutState({ payments: { pay_A: { ...stored.payments.pay_A, status: 'lost' } } })).toBe(
      false,
    );
    expect(isCheckoutState({ payments: { pay_B: { ...stored.payments.pay_B, refusal: 'no' } } })).toBe(false);
    expect(isCheckoutState(null)).toBe(false);
  });

  it("is kept through migration to version 5 as nobody's payments, to join the ledger", async () => {
    const persisted = { version: 4, rehydrated: true };
    await expect(
      migratePersistedState({ checkout: stored, _persist: persisted } as never, PERSIST_VERSION),
    ).resolves.toMatchObject({ unclaimed: { payments: stored.payments } });
    const damaged = await migratePersistedState(
      { checkout: { payments: 'x' }, _persist: persisted } as never,
      PERSIST_VERSION,
    );
    expect(damaged).toMatchObject({ unclaimed: {} });
  });

  it('moves a version 2 ledger (handled ids, outbox, confirmed) to one entry per payment', async () => {
    const { deferrals: _deferrals, signature: _signature, ...confirmedRecord } = pending('pay_Done');
    const version2 = {
      handledPaymentIds: ['pay_Waiting', 'pay_Done'],
      outbox: [{ ...pending('pay_Waiting'), deferrals: 2 }],
      confirmed: [{ ...confirmedRecord, confirmedAt: '2026-11-21T05:00:03.000Z' }],
    };
    const migrated = await migratePersistedState(
      { checkout: version2, _persist: { version: 2, rehydrated: true } } as never,
      PERSIST_VERSION,
    );
    const { payments } = (migrated as unknown as { unclaimed: { payments: Record<string, unknown> } })
      .unclaimed;
    const checkout = checkoutSlice.reducer(undefined, legacyPaymentsCarriedOver({ payments }));
    expect(isCheckoutState(checkout)).toBe(true);
    expect(selectOutbox({ checkout })).toEqual([
      expect.objectContaining({
        paymentId: 'pay_Waiting',
        status: 'pending',
        deferrals: 2,
        signature: 'sig',
      }),
    ]);
    expect(selectConfirmedPayments({ checkout })).toEqual([
      expect.objectContaining({ paymentId: 'pay_Done', confirmedAt: '2026-11-21T05:00:03.000Z' }),
    ]);
  });
});
