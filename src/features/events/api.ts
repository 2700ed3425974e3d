import { eventsCopy } from './content';
import { MALFORMED_EVENTS_MESSAGE, readEventsReply } from './model';
import type { EventItem } from './model';

import { ReplyRejected, backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import { mergeInShownOrder } from '@/lib/shown-order';

/** The backend address this feature reads; the renderer reads it too (the page's data and preload). */
export const EVENTS_PATH = '/admin/pages/events-api.php';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventItem[], undefined>({
      queryFn: backendCall({
        request: () => EVENTS_PATH,
        failures: { failed: eventsCopy.fetchFailed, malformed: MALFORMED_EVENTS_MESSAGE },
        read: (body) => {
          const reply = readEventsReply(body, getConfig().apiBaseUrl);
          if (!reply.ok) throw new ReplyRejected(reply.message);
          return reply.events;
        },
      }),
      merge: mergeInShownOrder,
      providesTags: (events) => [
        { type: 'Event', id: 'LIST' },
        ...(events ?? []).map((event) => ({ type: 'Event' as const, id: event.id })),
      ],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;
