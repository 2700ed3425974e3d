/**
 * RTK Query's entry, on its own so that the app's start-up evaluates the package (about a third of the
 * base API's start-up cost) in a task apart from creating the API (see the stages in main.tsx).
 */
export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export type {
  BaseQueryFn,
  CombinedState,
  EndpointDefinitions,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
