import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

import { LEDGER_PERSIST_KEY, legacyPaymentsCarriedOver, paymentSucceeded, selectOutbox } from './slice';
import type { CheckoutState } from './slice';

/**
 * Delivers payment confirmations so no paid order is lost: after each new successful payment, and after the
 * persisted ledger is restored on the next visit (redux-persist's REHYDRATE, after hydration). This part
 * starts with every page; the delivery code loads only when there is something to deliver.
 * A confirmation posted twice is harmless: the backend answers `already processed`, which counts as delivered.
 */
export const checkoutListener = createListenerMiddleware();

type LedgerState = { checkout?: CheckoutState };

const isDeliveryTrigger = (action: UnknownAction, current: unknown, original: unknown): boolean =>
  // The ledger's own key was read back (a store that persists nothing has no such moment).
  (action.type === REHYDRATE && (action as { key?: unknown }).key === LEDGER_PERSIST_KEY) ||
  legacyPaymentsCarriedOver.match(action) ||
  // A payment the ledger already held changes nothing, and starts nothing.
  (paymentSucceeded.match(action) &&
    (current as LedgerState).checkout !== (original as LedgerState).checkout);

checkoutListener.startListening({
  predicate: isDeliveryTrigger,
  effect: async (_action, api) => {
    // One delivery run at a time: a newer trigger takes over the whole outbox, the older run stops.
    api.cancelActiveListeners();
    const state = api.getState() as LedgerState;
    const outbox = state.checkout ? selectOutbox({ checkout: state.checkout }) : [];
    if (outbox.length === 0) return;
    const { deliverConfirmation } = await api.pause(
      import(/* webpackChunkName: "checkout-delivery" */ './delivery'),
    );
    for (const pending of outbox) {
      await deliverConfirmation(pending, api);
    }
  },
});
