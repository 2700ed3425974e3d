import { readProgressRecord } from './progress-reader';
import type { ProgressEvent, ProgressRecord } from './progress-record';

import { baseApi } from '@/lib/base-api';
import { callSignedIn, statusOf } from '@/lib/signed-in-call';

/** How a progress call ended, as the sync acts on it. */
export type SyncOutcome =
  /** The account's progress (the answer to both calls). */
  | { kind: 'progress'; record: ProgressRecord }
  /** The backend refused the batch as malformed: sending it again cannot succeed. */
  | { kind: 'refused'; message: string }
  /** No session, or the token was refused even after a renewal: wait for the next chance. */
  | { kind: 'signedOut' }
  /** No answer, a failure or an unreadable answer: try again later. */
  | { kind: 'unreachable' };

type Result = Parameters<typeof statusOf>[0];

function outcomeOf(result: Result): SyncOutcome {
  const status = statusOf(result);
  if (status === 401) return { kind: 'signedOut' };
  if (status === 400 || status === 413) {
    const body = result.data as { message?: unknown } | undefined;
    return { kind: 'refused', message: typeof body?.message === 'string' ? body.message : `HTTP ${status}` };
  }
  if (status !== 200) return { kind: 'unreachable' };
  try {
    return { kind: 'progress', record: readProgressRecord(result.data) };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Every answer is data: the sync decides what each means; nothing here is shown on a page. */
const asData = { validateStatus: () => true, responseHandler: 'content-type' as const };

/**
 * The learner's progress on the account (CONTRACT.md, "The learner's account"); loaded with the sync, so
 * only the player and the profile carry it.
 */
export const progressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountProgress: build.mutation<SyncOutcome, undefined>({
      queryFn: async (_arg, _api, _extra, baseQuery) => ({
        data: outcomeOf(await callSignedIn(baseQuery, { url: '/api/me/progress', ...asData }, 'required')),
      }),
    }),
    recordProgress: build.mutation<SyncOutcome, { events: ProgressEvent[]; keepalive?: boolean }>({
      queryFn: async ({ events, keepalive = false }, _api, _extra, baseQuery) => ({
        data: outcomeOf(
          await callSignedIn(
            baseQuery,
            { url: '/api/me/progress', method: 'POST', body: { events }, keepalive, ...asData },
            'required',
          ),
        ),
      }),
    }),
  }),
});
