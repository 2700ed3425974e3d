import { confirmationPath, confirmationPayload, readConfirmationReply } from './model';
import type { ConfirmationOutcome, PendingConfirmation } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

/**
 * The payment confirmation post, apart from the page's other calls: the outbox delivers it from any page,
 * so it is part of the first load while the rest of checkout is not.
 */
export const confirmationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmPayment: build.mutation<ConfirmationOutcome, PendingConfirmation>({
      queryFn: backendCall({
        request: (pending: PendingConfirmation) => ({
          url: confirmationPath(pending.kind),
          method: 'POST',
          body: confirmationPayload(pending),
          // A 4xx refusal carries a status to read; 5xx and unreadable answers stay failures (retried).
          validateStatus: (response: Response, body: unknown) =>
            response.ok ||
            (response.status >= 400 && response.status < 500 && typeof body === 'object' && body !== null),
        }),
        failures: { failed: 'The payment confirmation was not accepted' },
        read: readConfirmationReply,
      }),
    }),
  }),
});
