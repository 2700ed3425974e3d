import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

import { confirmationApi } from './confirmation-api';
import { CONFIRMATION_RETRY_DELAYS_MS } from './model';
import type { ConfirmationOutcome, PendingConfirmation } from './model';
import { confirmationDeferred, confirmationRefused, paymentConfirmed, paymentSucceeded } from './slice';
import type { CheckoutState } from './slice';

type LedgerRoot = { checkout: CheckoutState };

/**
 * Delivers payment confirmations so no paid order is lost: after each successful payment, and after the
 * persisted outbox is restored on the next visit (redux-persist's REHYDRATE, after hydration). Each
 * confirmation is tried, retried with backoff, and left in the outbox when the backend never answers.
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
    const outbox = (api.getState() as Partial<LedgerRoot>).checkout?.outbox ?? [];
    for (const pending of outbox) {
      await deliver(pending, api);
    }
  },
});

type ListenerApi = Parameters<Parameters<typeof checkoutListener.startListening>[0]['effect']>[1];

async function deliver(pending: PendingConfirmation, api: ListenerApi): Promise<void> {
  const { paymentId } = pending;
  for (let attempt = 0; ; attempt += 1) {
    const request = api.dispatch(
      confirmationApi.endpoints.confirmPayment.initiate(pending, { track: false }),
    );
    const result: { data?: ConfirmationOutcome } = await api.pause(request);
    const outcome = result.data;
    if (outcome?.kind === 'delivered') {
      api.dispatch(
        paymentConfirmed({ paymentId, status: outcome.status, confirmedAt: new Date().toISOString() }),
      );
      return;
    }
    if (outcome?.kind === 'refused') {
      console.warn(`Payment ${paymentId}: the backend refused its confirmation (${outcome.status}).`);
      api.dispatch(confirmationRefused({ paymentId, status: outcome.status, message: outcome.message }));
      return;
    }
    const wait = CONFIRMATION_RETRY_DELAYS_MS[attempt];
    if (wait === undefined) {
      console.warn(`Payment ${paymentId}: confirmation not delivered yet; kept in the outbox.`);
      api.dispatch(confirmationDeferred({ paymentId }));
      return;
    }
    await api.delay(wait);
  }
}
