import { readProgressRecord } from './progress-reader';
import type { ProgressEvent, ProgressRecord } from './progress-record';

import { baseApi } from '@/lib/base-api';
import { callSignedIn, statusOf } from '@/lib/signed-in-call';

/** How a progress call ended, as the sync acts on it. */
export type SyncOutcome =
  /**
   * The account's progress (the answer to both calls); for a batch, the events of it the backend refused
   * (each naming a course or lesson it does not have): sending those again cannot succeed, the rest it took.
   */
  | { kind: 'progress'; record: ProgressRecord; refused: RefusedEvent[] }
  /** The backend refused the batch as malformed: sending it again cannot succeed. */
  | { kind: 'refused'; message: string }
  /** No session, or the token was refused even after a renewal: wait for the next chance. */
  | { kind: 'signedOut' }
  /** No answer, a failure or an unreadable answer: try again later. */
  | { kind: 'unreachable' };

type Result = Parameters<typeof statusOf>[0];

/** One event of a batch the backend refused, and why (its sentence). */
export type RefusedEvent = { id: string; message: string };

/** The refused events a batch's answer names (`refused`, docs/api.md); entries that are not one are skipped. */
function refusedOf(body: unknown): RefusedEvent[] {
  const list =
    typeof body === 'object' && body !== null ? (body as { refused?: unknown }).refused : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const { id, message } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    return typeof id === 'string' ? [{ id, message: typeof message === 'string' ? message : 'refused' }] : [];
  });
}

function outcomeOf(result: Result): SyncOutcome {
  const status = statusOf(result);
  if (status === 401) return { kind: 'signedOut' };
  if (status === 400 || status === 413) {
    const body = result.data as { message?: unknown } | undefined;
    return { kind: 'refused', message: typeof body?.message === 'string' ? body.message : `HTTP ${status}` };
  }
  if (status !== 200) return { kind: 'unreachable' };
  try {
    return { kind: 'progress', record: readProgressRecord(result.data), refused: refusedOf(result.data) };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Every answer is data: the sync decides what each means; nothing here is shown on a page. */
const asData = { validateStatus: () => true, responseHandler: 'content-type' as const };

/**
 * The learner's progress on the account (docs/api.md, "The learner's account"); loaded with the sync, so
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
