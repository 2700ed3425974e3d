import { ADMIN, adminApi, adminCall } from './api';
import type { ConsoleFile } from './learners-api';
import { readSubscriberList } from './subscribers-model';
import type { SubscriberList } from './subscribers-model';

type ListArg = { q?: string; page: number; perPage: number };

const LIST = { type: 'AdminSubscriber' as const, id: 'LIST' };

/** The subscribers' calls of the console (docs/api.md, "Subscribers"). */
export const subscribersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscribers: build.query<SubscriberList, ListArg>({
      queryFn: adminCall(({ q, page, perPage }) => {
        const params = new URLSearchParams({ page: String(page), perPage: String(perPage) });
        if (q) params.set('q', q);
        return `${ADMIN}/subscribers?${params.toString()}`;
      }, readSubscriberList),
      providesTags: [LIST],
    }),
    removeSubscriber: build.mutation<null, number>({
      queryFn: adminCall(
        (id) => ({ url: `${ADMIN}/subscribers/${id}`, method: 'DELETE' }),
        () => null,
      ),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useGetSubscribersQuery, useRemoveSubscriberMutation } = subscribersApi;

/** The CSV of a searched list: every subscriber the search keeps, in the list's order. */
export const subscribersCsv = (q: string, today: string): ConsoleFile => ({
  url: `${ADMIN}/subscribers.csv${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`,
  fileName: `subscribers-${today}.csv`,
  type: 'text/csv',
});
