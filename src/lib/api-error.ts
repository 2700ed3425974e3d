import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Builds the error an endpoint returns when a response is unusable (non-OK, `success: false`, malformed). */
export const appError = (message: string): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: message,
});

/** The human message for any error RTK Query hands a component. */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback = 'Something went wrong',
): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      // "TypeError: Failed to fetch" reads better without the class name.
      return error.error.replace(/^TypeError:\s*/, '');
    }
    if (error.status === 'PARSING_ERROR') return 'The server sent a response that could not be read';
    if (error.status === 'CUSTOM_ERROR') return error.error;
    return fallback;
  }
  return error.message ?? fallback;
}
