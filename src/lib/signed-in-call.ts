import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { currentAccessToken, renewedAccessToken } from './access-token';

/** Whether a call must carry the sign-in (`required`) or carries it when there is one (`optional`). */
export type SignIn = 'required' | 'optional';

type Result = { data?: unknown; error?: FetchBaseQueryError; meta?: unknown };
type BaseQuery = (args: string | FetchArgs) => PromiseLike<Result> | Result;

/** The HTTP status a base query's result came with, whether the base query counted it a success or not. */
export function statusOf(result: Result): number | undefined {
  const response = (result.meta as { response?: Response } | undefined)?.response;
  if (response) return response.status;
  const status = result.error?.status;
  if (typeof status === 'number') return status;
  return status === 'PARSING_ERROR' ? (result.error as { originalStatus: number }).originalStatus : undefined;
}

/** A 401 that never went out: there is no session to send. */
export const NOT_SIGNED_IN: FetchBaseQueryError = { status: 401, data: { message: 'Not signed in.' } };

const withBearer = (args: string | FetchArgs, token: string): FetchArgs => {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...request, headers };
};

/**
 * Sends a call with the learner's access token (docs/api.md, "The learner's account"). A call the backend
 * answers 401 is sent once more with a renewed token; answered 401 again, that answer is the result (the
 * caller keeps what it sends, and tries at its next chance). Without a session, an optional call goes
 * without a token, a required one does not go at all.
 */
export async function callSignedIn(
  baseQuery: BaseQuery,
  args: string | FetchArgs,
  signIn: SignIn,
): Promise<Result> {
  const token = await currentAccessToken();
  if (token === null) return signIn === 'optional' ? baseQuery(args) : { error: NOT_SIGNED_IN };
  const first = await baseQuery(withBearer(args, token));
  if (statusOf(first) !== 401) return first;
  const renewed = await renewedAccessToken();
  if (renewed === null) return first;
  return baseQuery(withBearer(args, renewed));
}

/** A base query whose calls carry the sign-in (`backendCall`'s `through`). */
export const signedIn =
  (signIn: SignIn) =>
  <R extends PromiseLike<Result> | Result>(baseQuery: (args: string | FetchArgs) => R) =>
  (args: string | FetchArgs): R =>
    callSignedIn(baseQuery, args, signIn) as unknown as R;
