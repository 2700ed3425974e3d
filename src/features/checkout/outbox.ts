import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

import { paymentSucceeded } from './slice';
import type { CheckoutState } from './slice';

/**
 * Delivers payment confirmations so no paid order is lost: after each successful payment, and after the
 * persisted outbox is restored on the next visit (redux-persist's REHYDRATE, after hydration). This part
 * starts with every page; the delivery code loads only when the outbox holds something.
 * A confirmation posted twice is harmless: the backend answers `already processed`, which counts as delivered.
 */
export const checkoutListener = createListenerMiddleware();

const isDeliveryTrigger = (action: UnknownAction): boolean =>
  paymentSucceeded.match(action) || action.type === REHYDRATE;

checkoutListener.startListening({
  predicate: isDeliveryTrigger,
  effect: async (_action, api) => {
    // One delivery run at a time: a newer trigger takes over the whole outbox, the older run stops.
    api.cancelActiveListeners();
    const outbox = (api.getState() as { checkout?: CheckoutState }).checkout?.outbox ?? [];
    if (outbox.length === 0) return;
    const { deliverConfirmation } = await api.pause(
      import(/* webpackChunkName: "checkout-delivery" */ './delivery'),
    );
    for (const pending of outbox) {
      await deliverConfirmation(pending, api);
    }
  },
});

/** What the delivery needs from the listener: dispatch, and the cancellable waits. */
export type DeliveryApi = Parameters<Parameters<typeof checkoutListener.startListening>[0]['effect']>[1];
