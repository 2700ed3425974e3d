import { groupCopy } from './content';
import { webinarsPath } from './endpoints';
import { readWebinars } from './model';
import type { Webinar, WebinarGroup } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

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
