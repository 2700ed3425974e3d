import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  CombinedState,
  EndpointDefinitions,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { getConfig } from './config';
import { pageDataRestored } from './page-data';

let backendQuery: { baseUrl: string; query: ReturnType<typeof fetchBaseQuery> } | undefined;

// The base URL comes from the runtime configuration, which is only readable once the page runs (or the
// prerender has provided the build's).
const companyBackendQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const { apiBaseUrl } = getConfig();
  if (backendQuery?.baseUrl !== apiBaseUrl) {
    backendQuery = { baseUrl: apiBaseUrl, query: fetchBaseQuery({ baseUrl: apiBaseUrl }) };
  }
  return backendQuery.query(args, api, extraOptions);
};

const tagTypes = [
  'Event',
  'Webinar',
  'TextTestimonial',
  'VideoTestimonial',
  'Certificate',
  'Course',
  'Instructor',
  'Order',
  'ExchangeRate',
  'LearnerCertificate',
  'Article',
  'Newsletter',
  'AdminRecord',
  'AdminAudit',
  'StaffMember',
  'AdminLearner',
  'AdminOrder',
  'AdminSubscriber',
  'PlayerCourse',
] as const;

type TagType = (typeof tagTypes)[number];

/** The one RTK Query API for the company backend; each feature adds its endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: companyBackendQuery,
  tagTypes,
  endpoints: () => ({}),
  // A prerendered page's embedded data (src/lib/page-data.ts), restored before hydration: RTK Query's
  // rehydration. The prerender wrote it from this same slice, so its shape is the slice's own.
  extractRehydrationInfo: (action, { reducerPath }) =>
    pageDataRestored.match(action) && reducerPath === 'api'
      ? (action.payload.api as unknown as CombinedState<EndpointDefinitions, TagType, 'api'>)
      : undefined,
});

/** Forgets the base query bound to the configuration (tests only). */
export function resetBaseQueryForTests(): void {
  backendQuery = undefined;
}
