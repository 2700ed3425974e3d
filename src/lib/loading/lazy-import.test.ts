import { lazyImport, STAYED_AFTER_BEFOREUNLOAD_MS } from './lazy-import';

/** Settles the promise's state for a look: 'pending', or what it resolved or rejected with. */
async function stateOf<T>(
  promise: Promise<T>,
): Promise<{ settled: 'pending' | 'resolved' | 'rejected'; value?: unknown }> {
  const pending = Symbol('pending');
  const outcome = await Promise.race([
    promise.then(
      (value) => ({ settled: 'resolved' as const, value }),
      (error: unknown) => ({ settled: 'rejected' as const, value: error }),
    ),
    // Every microtask the load's chain needs has run by the time a macrotask comes.
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 0)),
  ]);
  return outcome === pending ? { settled: 'pending' } : outcome;
}

const cancelled = () => new Error('Loading chunk route-about failed.');

describe('lazyImport', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
  });

  it('gives what the load gives', async () => {
    await expect(lazyImport(() => Promise.resolve({ default: 'page' }))()).resolves.toEqual({
      default: 'page',
    });
  });

  it('passes on a failure while the visitor is on the page, so it is reported with a reload action', async () => {
    await expect(lazyImport(() => Promise.reject(cancelled()))()).rejects.toThrow('Loading chunk');
  });

  it('leaves a load that fails after pagehide pending: the page is going away, nothing is reported', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    const loading = lazyImport(load)();
    window.dispatchEvent(new Event('pagehide'));
    fail(cancelled());
    expect(await stateOf(loading)).toEqual({ settled: 'pending' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the chunk again when the page comes back from the back-forward cache', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(cancelled())
      .mockResolvedValueOnce('page');
    window.dispatchEvent(new Event('pagehide'));
    const loading = lazyImport(load)();
    expect(await stateOf(loading)).toEqual({ settled: 'pending' });
    window.dispatchEvent(new Event('pageshow'));
    await expect(loading).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('Firefox: downloads cancelled after beforeunload, before pagehide', () => {
    let timers: jest.SpyInstance;
    beforeEach(() => {
      timers = jest.spyOn(window, 'setTimeout');
    });
    afterEach(() => {
      timers.mockRestore();
    });
    /** The "has the page stayed?" timer the failed load set, run now as if its time had come. */
    const runStayedTimer = () => {
      const call = timers.mock.calls.find(([, delay]) => delay === STAYED_AFTER_BEFOREUNLOAD_MS);
      if (!call) throw new Error('no stayed timer was set');
      (call[0] as () => void)();
    };

    it('leaves a load that fails after beforeunload pending: the next page is on its way', async () => {
      let fail: (error: Error) => void = () => undefined;
      const load = jest.fn(() => new Promise<string>((_, reject) => (fail = reject)));
      const loading = lazyImport(load)();
      window.dispatchEvent(new Event('beforeunload'));
      fail(cancelled());
      expect(await stateOf(loading)).toEqual({ settled: 'pending' });
      window.dispatchEvent(new Event('pagehide'));
      expect(await stateOf(loading)).toEqual({ settled: 'pending' });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('asks for the chunk again if the page stayed after all (a mailto: link), and reports a later failure', async () => {
      const load = jest
        .fn<Promise<string>, []>()
        .mockRejectedValueOnce(cancelled())
        .mockResolvedValueOnce('page')
        .mockRejectedValueOnce(cancelled());
      window.dispatchEvent(new Event('beforeunload'));
      const loading = lazyImport(load)();
      expect(await stateOf(loading)).toEqual({ settled: 'pending' });
      runStayedTimer();
      await expect(loading).resolves.toBe('page');
      expect(load).toHaveBeenCalledTimes(2);
      // The page stayed: a failure now is the site's, reported with its reload action.
      await expect(lazyImport(load)()).rejects.toThrow('Loading chunk');
    });

    it('keeps waiting when the stayed timer finds the page hidden, and asks again when it is shown', async () => {
      const load = jest
        .fn<Promise<string>, []>()
        .mockRejectedValueOnce(cancelled())
        .mockResolvedValueOnce('page');
      window.dispatchEvent(new Event('beforeunload'));
      const loading = lazyImport(load)();
      expect(await stateOf(loading)).toEqual({ settled: 'pending' });
      window.dispatchEvent(new Event('pagehide'));
      runStayedTimer();
      expect(await stateOf(loading)).toEqual({ settled: 'pending' });
      expect(load).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('pageshow'));
      await expect(loading).resolves.toBe('page');
    });
  });

  describe('offline', () => {
    let onLine: jest.SpyInstance<boolean, []>;
    // The site's answer to the check that the browser really is offline.
    const siteAnswer = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    const realFetch = globalThis.fetch;
    beforeEach(() => {
      onLine = jest.spyOn(window.navigator, 'onLine', 'get');
      siteAnswer.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
      globalThis.fetch = siteAnswer as typeof fetch;
    });
    afterEach(() => {
      onLine.mockRestore();
      globalThis.fetch = realFetch;
    });

    it('waits for the connection and asks for the chunk again, instead of failing the page', async () => {
      const load = jest
        .fn<Promise<string>, []>()
        .mockRejectedValueOnce(cancelled())
        .mockResolvedValueOnce('notice');
      onLine.mockReturnValue(false);
      const loading = lazyImport(load)();
      expect(await stateOf(loading)).toEqual({ settled: 'pending' });
      expect(load).toHaveBeenCalledTimes(1);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await expect(loading).resolves.toBe('notice');
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('reports the failure when the browser says offline but the site answers (a chunk that is not there)', async () => {
      onLine.mockReturnValue(false);
      siteAnswer.mockResolvedValue(new Response(null, { status: 200 }));
      await expect(lazyImport(() => Promise.reject(cancelled()))()).rejects.toThrow('Loading chunk');
      expect(siteAnswer).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
    });

    it('still reports a failure while online (a chunk that is not there)', async () => {
      onLine.mockReturnValue(true);
      await expect(lazyImport(() => Promise.reject(cancelled()))()).rejects.toThrow('Loading chunk');
    });
  });
});
