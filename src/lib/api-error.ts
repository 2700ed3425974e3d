import type { SerializedError } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The one place that turns a failed call into the message a feature names. Every endpoint is declared with
 * `backendCall` (RTK Query) or uses `failureMessage` (anything else), so a 500 with an HTML body, a refused
 * connection and an unreadable 200 are told apart the same way everywhere.
 */

/** The messages a feature gives for the ways one of its calls can fail. */
export type FailureCopy = {
  /** A non-OK answer, whatever its body (JSON, HTML from a proxy, a crashed PHP page, nothing). */
  failed: string;
  /** An OK answer whose body cannot be read or normalized. Defaults to MALFORMED_REPLY. */
  malformed?: string;
  /** No answer at all (offline, refused, timed out). Defaults to the browser's own words ("Failed to fetch"). */
  network?: string;
};

/** What an OK answer that cannot be read says when the feature names nothing better. */
export const MALFORMED_REPLY = 'The server sent a response that could not be read';

/** Thrown by a normalizer when the reply is readable but refuses (PHP's `{ success: false, message }`). */
export class ReplyRejected extends Error {
  override name = 'ReplyRejected';
}

/** How a call failed, whatever produced the failure. */
export type FailureKind =
  | { kind: 'status'; status: number }
  | { kind: 'network'; detail: string }
  | { kind: 'malformed' }
  | { kind: 'rejected'; message: string };

const isOkStatus = (status: number) => status >= 200 && status < 300;

const networkDetail = (text: string) => text.replace(/^TypeError:\s*/, '') || 'Failed to fetch';

/**
 * Classifies any failure: an RTK Query error, a thrown TypeError from fetch, a non-OK Response, a
 * ReplyRejected, or anything a normalizer threw (which means the body was not what it should be).
 */
export function classifyFailure(cause: unknown): FailureKind {
  if (cause instanceof ReplyRejected) return { kind: 'rejected', message: cause.message };
  if (typeof cause === 'object' && cause !== null && 'status' in cause) {
    const error = cause as FetchBaseQueryError | { status: unknown; ok?: unknown };
    const { status } = error;
    if (typeof status === 'number') {
      return isOkStatus(status) ? { kind: 'malformed' } : { kind: 'status', status };
    }
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
      return { kind: 'network', detail: networkDetail((error as { error: string }).error) };
    }
    if (status === 'PARSING_ERROR') {
      // A 500 whose body is HTML is a failed answer first; only an OK answer is "malformed".
      const original = (error as { originalStatus: number }).originalStatus;
      return isOkStatus(original) ? { kind: 'malformed' } : { kind: 'status', status: original };
    }
    if (status === 'CUSTOM_ERROR') {
      return { kind: 'rejected', message: (error as { error: string }).error };
    }
  }
  // fetch() rejects with a TypeError when no answer came at all.
  if (cause instanceof TypeError) return { kind: 'network', detail: networkDetail(cause.message) };
  return { kind: 'malformed' };
}

/** The message to show for any failure, in the feature's own words. */
export function failureMessage(cause: unknown, copy: FailureCopy): string {
  const failure = classifyFailure(cause);
  switch (failure.kind) {
    case 'status':
      return copy.failed;
    case 'network':
      return copy.network ?? failure.detail;
    case 'malformed':
      return copy.malformed ?? MALFORMED_REPLY;
    case 'rejected':
      return failure.message;
  }
}

/** Builds the error an endpoint returns, carrying the message the page shows as it is. */
export const appError = (message: string): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: message,
});

type AnyBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Runs one call through RTK Query's base query and normalizes the body. Every failure (non-OK with any
 * body, network error, unreadable or wrongly shaped body) comes back as `appError(message)` in the
 * feature's words; a normalizer signals a refusal by throwing ReplyRejected, a bad shape by throwing
 * anything else.
 */
export async function callEndpoint<T>(
  baseQuery: (args: string | FetchArgs) => ReturnType<AnyBaseQuery>,
  args: string | FetchArgs,
  copy: FailureCopy,
  normalize: (body: unknown) => T,
): Promise<{ data: T; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }> {
  const result = await baseQuery(args);
  if (result.error) return { error: appError(failureMessage(result.error, copy)) };
  try {
    return { data: normalize(result.data) };
  } catch (error) {
    return { error: appError(failureMessage(error, copy)) };
  }
}

/** The human message for any error RTK Query hands a component. */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback = 'Something went wrong',
): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'CUSTOM_ERROR') return error.error;
    // Endpoints map their failures through callEndpoint; this is the last line for one that did not.
    return failureMessage(error, { failed: fallback });
  }
  return error.message ?? fallback;
}

/** One backend call, declared: what to ask for, how it fails in the feature's words, how to read the reply. */
export type BackendCall<Arg, T> = {
  /** The path (the base query puts the backend's origin in front), an absolute URL, or fetch arguments. */
  request: (arg: Arg) => string | FetchArgs;
  failures: FailureCopy | ((arg: Arg) => FailureCopy);
  /** The normalizer: throws ReplyRejected for a refusal, anything else for a body of the wrong shape. */
  read: (body: unknown, arg: Arg) => T;
};

/**
 * An endpoint's `queryFn` from its declaration: `queryFn: backendCall({ request, failures, read })`.
 *
 * Not RTK Query's `query` + `transformResponse`: a normalizer that throws inside `transformResponse` is not
 * turned into the endpoint's error but logged as an unhandled error and rejected as a SerializedError, so
 * a malformed body could not show the feature's message (and would put an error in the console);
 * `transformErrorResponse` never sees it. Through `callEndpoint`, every failure is the feature's own words.
 */
export function backendCall<Arg, T>({ request, failures, read }: BackendCall<Arg, T>) {
  return (
    arg: Arg,
    _api: unknown,
    _extraOptions: unknown,
    baseQuery: (args: string | FetchArgs) => ReturnType<AnyBaseQuery>,
  ) =>
    callEndpoint(baseQuery, request(arg), typeof failures === 'function' ? failures(arg) : failures, (body) =>
      read(body, arg),
    );
}
