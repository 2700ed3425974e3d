import { createSelector } from '@reduxjs/toolkit';

import type { PaymentRecord } from './model';
import { byPaidAt } from './slice';
import type { CheckoutState } from './slice';

/**
 * The payment ledger as the pages show it: the payment history, the payment dialog's confirmation and the
 * receipts. Apart from the slice, which starts with every page, so that these load with the pages that show
 * them; the slice keeps the one view the start-up needs, the outbox the delivery sends.
 */
type LedgerRoot = { checkout: CheckoutState };

const paymentsOf = (state: LedgerRoot) => state.checkout.payments;

/** Where a payment's confirmation stands. */
export type ConfirmationState = 'none' | 'sending' | 'deferred' | 'confirmed' | 'refused';

/** Confirmed payments, newest first. */
export const selectConfirmedPayments = createSelector([paymentsOf], (payments) =>
  Object.values(payments)
    .filter((entry) => entry.status === 'confirmed')
    .sort((a, b) => byPaidAt(b, a)),
);

/** An account's payments as this browser knows them (confirmed, or waiting for confirmation), newest first. */
export const selectPaymentsOf = createSelector(
  [paymentsOf, (_state: LedgerRoot, owner: string | null) => owner],
  (payments, owner) =>
    owner === null
      ? []
      : Object.values(payments)
          .filter((entry) => entry.owner === owner && entry.status !== 'refused')
          .sort((a, b) => byPaidAt(b, a)),
);

/** The record of a payment, whatever its status, for its receipt. */
export const selectPaymentRecord = (
  state: LedgerRoot,
  paymentId: string | null,
): PaymentRecord | undefined => (paymentId === null ? undefined : state.checkout.payments[paymentId]);

/** Where a payment's confirmation stands. */
export function selectConfirmationState(state: LedgerRoot, paymentId: string | null): ConfirmationState {
  const entry = paymentId === null ? undefined : state.checkout.payments[paymentId];
  if (!entry) return 'none';
  if (entry.status === 'pending') return entry.deferrals > 0 ? 'deferred' : 'sending';
  return entry.status;
}
