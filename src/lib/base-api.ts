import { getConfig } from './config';
import { createApi, fetchBaseQuery } from './rtk-query';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from './rtk-query';

let backendQuery: ReturnType<typeof fetchBaseQuery> | undefined;

// The base URL comes from the runtime configuration, which is only readable once the page runs.
const companyBackendQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  backendQuery ??= fetchBaseQuery({ baseUrl: getConfig().apiBaseUrl });
  return backendQuery(args, api, extraOptions);
};

/** The one RTK Query API for the company backend; each feature adds its endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: companyBackendQuery,
  tagTypes: [
    'Event',
    'Webinar',
    'TextTestimonial',
    'VideoTestimonial',
    'Certificate',
    'Course',
    'Instructor',
    'Order',
    'ExchangeRate',
  ],
  endpoints: () => ({}),
});

/** Forgets the base query bound to the configuration (tests only). */
export function resetBaseQueryForTests(): void {
  backendQuery = undefined;
}
