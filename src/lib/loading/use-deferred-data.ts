import { useDeferredValue } from 'react';

/**
 * A query result whose `data` renders in a deferred, interruptible render. A store update re-renders its
 * readers synchronously, so a list of cards arriving from the network would otherwise be rendered in one
 * long task that blocks input; deferred, React renders it in small slices and the page keeps what it shows
 * (its skeleton) until the list is ready.
 */
export function useDeferredData<Result extends { data?: unknown }>(result: Result): Result {
  const data = useDeferredValue(result.data);
  return data === result.data ? result : { ...result, data };
}
