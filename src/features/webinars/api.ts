import { groupCopy } from './content';
import { readWebinars } from './model';
import type { Webinar, WebinarGroup } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

/** The backend's `group_id` of each series. */
const GROUP_IDS: Record<WebinarGroup, 1 | 2> = { 'r-programming': 1, 'executive-coaching': 2 };

/**
 * The backend address of one series' webinars, query included: the app also asks for both early, before it
 * has loaded, and the early answer is reused only when the address is the same to the character.
 */
export const webinarsPath = (group: WebinarGroup): string =>
  `/admin/pages/webinars.php?endpoint=webinars&group_id=${GROUP_IDS[group]}`;

export const webinarsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One series' webinars; each group is its own query, so one failing leaves the other on screen. */
    getWebinars: build.query<Webinar[], WebinarGroup>({
      queryFn: backendCall({
        request: webinarsPath,
        failures: (group: WebinarGroup) => ({
          failed: groupCopy[group].fetchFailed,
          malformed: groupCopy[group].malformed,
        }),
        read: readWebinars,
      }),
      providesTags: (webinars, _error, group) => [
        { type: 'Webinar', id: `LIST-${group}` },
        ...(webinars ?? []).map((webinar) => ({ type: 'Webinar' as const, id: webinar.id })),
      ],
    }),
  }),
});

export const { useGetWebinarsQuery } = webinarsApi;
