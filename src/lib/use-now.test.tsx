import { act, renderHook } from '@testing-library/react';

import { useVisitorTimeZone } from './use-now';

describe('useVisitorTimeZone', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is unknown (undefined) in the first render, then the browser’s zone, read in a task of its own', () => {
    jest.useFakeTimers();
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    const { result } = renderHook(() => useVisitorTimeZone());
    expect(result.current).toBeUndefined();
    // Not inside the commit or its effects: the time-zone data loads in a later task.
    expect(dateFormat).not.toHaveBeenCalled();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(dateFormat).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(dateFormat.mock.results[0]?.value.resolvedOptions().timeZone);
  });

  it('is null when the browser names no zone', () => {
    jest.useFakeTimers();
    jest.spyOn(Intl, 'DateTimeFormat').mockReturnValue({
      resolvedOptions: () => ({ timeZone: '' }),
    } as Intl.DateTimeFormat);
    const { result } = renderHook(() => useVisitorTimeZone());
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(result.current).toBeNull();
  });
});
