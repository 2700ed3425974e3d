import { renderHook } from '@testing-library/react';

import { useOnDemand } from './use-on-demand';

import { idleDeadline } from '@test/idle';

describe('useOnDemand', () => {
  const { requestIdleCallback, cancelIdleCallback } = window;
  beforeEach(() => {
    jest.useFakeTimers();
    // The browser is idle 100 ms from now (test/setup.ts's stub never is).
    window.requestIdleCallback = (callback) => window.setTimeout(() => callback(idleDeadline), 100);
    window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
  });

  it('mounts the part from the first time it is wanted on, and keeps it mounted', () => {
    const load = jest.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(wanted, false, load), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBe(false);
    rerender({ wanted: true });
    expect(result.current).toBe(true);
    rerender({ wanted: false }); // closed: it stays, to fade out and to open at once next time
    expect(result.current).toBe(true);
  });

  it('fetches the code ahead only once the page shows what it is about, when the browser is idle', () => {
    const load = jest.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ prefetch }) => useOnDemand(false, prefetch, load), {
      initialProps: { prefetch: false },
    });
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();

    rerender({ prefetch: true });
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch ahead (the part tries again when it is wanted)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    renderHook(() => useOnDemand(false, true, load));
    jest.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve(); // an unhandled rejection would fail the test run
  });
});
