import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { eventsCopy } from './content';
import { MALFORMED_EVENTS_MESSAGE, readEventsReply } from './model';
import type { EventItem } from './model';

import { appError } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

const isOk = (status: number) => status >= 200 && status < 300;

/** The spec's wording for a non-OK answer; a network failure keeps its own message. */
function fetchFailure(error: FetchBaseQueryError): FetchBaseQueryError {
  if (typeof error.status === 'number') return appError(eventsCopy.fetchFailed);
  if (error.status === 'PARSING_ERROR') {
    // An unreadable body on a 500 is still a failed fetch; on a 200 it is a malformed list.
    return appError(isOk(error.originalStatus) ? MALFORMED_EVENTS_MESSAGE : eventsCopy.fetchFailed);
  }
  return error;
}

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventItem[], undefined>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/admin/pages/events-api.php');
        if (result.error) return { error: fetchFailure(result.error) };
        const reply = readEventsReply(result.data);
        return reply.ok ? { data: reply.events } : { error: appError(reply.message) };
      },
      providesTags: (events) => [
        { type: 'Event', id: 'LIST' },
        ...(events ?? []).map((event) => ({ type: 'Event' as const, id: event.id })),
      ],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;
