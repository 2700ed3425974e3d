import { renderHook } from '@testing-library/react';

import { useDeferredData } from './use-deferred-data';

describe('useDeferredData', () => {
  it('passes a result through unchanged while its data stays the same', () => {
    const result = { data: ['a'], isError: false };
    const { result: hook } = renderHook(() => useDeferredData(result));
    expect(hook.current).toBe(result);
  });

  it('renders arriving data in a second, deferred render after one that keeps what was shown', () => {
    type Query = { data?: string[]; isFetching: boolean };
    const rendered: (string[] | undefined)[] = [];
    const loading: Query = { isFetching: true };
    const { result: hook, rerender } = renderHook(
      ({ query }: { query: Query }) => {
        const result = useDeferredData(query);
        rendered.push(result.data);
        return result;
      },
      { initialProps: { query: loading } },
    );
    rerender({ query: { data: ['event'], isFetching: false } });
    // The urgent render still shows the skeleton (no data); the list follows in the deferred one.
    expect(rendered).toEqual([undefined, undefined, ['event']]);
    expect(hook.current).toEqual({ data: ['event'], isFetching: false });
  });
});
