import { confirmationApi } from './confirmation-api';
import { CONFIRMATION_RETRY_DELAYS_MS } from './model';
import type { ConfirmationOutcome, PendingConfirmation } from './model';
import type { DeliveryApi } from './outbox';
import { confirmationDeferred, confirmationRefused, paymentConfirmed } from './slice';

/**
 * Posts one confirmation, retrying with backoff. Delivered (`confirmed` or `already processed`) moves it to
 * the confirmed payments; a refusal the backend names is final; no answer after the last retry leaves it
 * in the outbox for the next visit.
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
