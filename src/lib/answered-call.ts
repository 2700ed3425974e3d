import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { backendCall } from './api-error';
import type { BackendCall } from './api-error';

type AnyBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type BaseQuery = (args: string | FetchArgs) => ReturnType<AnyBaseQuery>;

/** A call some non-OK statuses answer, each read from its JSON body by its own reader. */
export type AnsweredCall<Arg, T> = BackendCall<Arg, T> & {
  /**
   * Statuses that are answers, not failures: a 404 that means "nobody holds this id", a 409 that says what is
   * missing. A body that is not JSON (a proxy's HTML page) is still a failure, in the feature's words.
   */
  answers: Partial<Record<number, (body: unknown, arg: Arg) => T>>;
};

/**
 * `backendCall` for an endpoint whose answers include non-OK statuses. Kept apart from api-error.ts, which every
 * page's code carries, so only the pages that need it pay for it.
 */
export function answeredCall<Arg, T>({ answers, read, ...call }: AnsweredCall<Arg, T>) {
  return (arg: Arg, api: unknown, extraOptions: unknown, baseQuery: BaseQuery) => {
    let answeredBy: ((body: unknown, arg: Arg) => T) | undefined;
    const answering: BaseQuery = async (args) => {
      const result = await baseQuery(args);
      const status = result.error?.status;
      answeredBy = typeof status === 'number' ? answers[status] : undefined;
      return answeredBy && result.error ? { data: result.error.data, meta: result.meta } : result;
    };
    return backendCall<Arg, T>({ ...call, read: (body, given) => (answeredBy ?? read)(body, given) })(
      arg,
      api,
      extraOptions,
      answering,
    );
  };
}
