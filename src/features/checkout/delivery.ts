import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { confirmationApi } from './confirmation-api';
import { CONFIRMATION_RETRY_DELAYS_MS } from './model';
import type { ConfirmationOutcome, PendingConfirmation } from './model';
import { confirmationDeferred, confirmationRefused, paymentConfirmed } from './slice';

/** What a delivery needs from the listener that runs it: dispatch, and waits that end when it is cancelled. */
export type DeliveryApi = Pick<
  ListenerEffectAPI<unknown, ThunkDispatch<unknown, unknown, UnknownAction>>,
  'dispatch' | 'pause' | 'delay'
>;

/**
 * Posts one confirmation, retrying with backoff. Delivered (`confirmed` or `already processed`) marks it
 * confirmed in the ledger; a refusal the backend names is final and recorded as such; no answer after the
 * last retry leaves it pending for the next visit.
 */
export async function deliverConfirmation(pending: PendingConfirmation, api: DeliveryApi): Promise<void> {
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
