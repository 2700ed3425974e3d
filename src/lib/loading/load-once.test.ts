import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('runs the load once and gives every caller the same result', async () => {
    const load = jest.fn((name: string) => Promise.resolve(`loaded ${name}`));
    const shared = loadOnce(load);
    const first = shared('a');
    const second = shared('b');
    expect(second).toBe(first);
    await expect(first).resolves.toBe('loaded a');
    await expect(shared('c')).resolves.toBe('loaded a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, tidies up after it, and tries again on the next call', async () => {
    const load = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(42);
    const onFailure = jest.fn();
    const shared = loadOnce(load, onFailure);
    const failing = shared();
    // Callers during the failing attempt share it, and all see the failure.
    expect(shared()).toBe(failing);
    await expect(failing).rejects.toThrow('offline');
    expect(onFailure).toHaveBeenCalledWith(new Error('offline'));
    await expect(shared()).resolves.toBe(42);
    await expect(shared()).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a reset', async () => {
    let count = 0;
    const shared = loadOnce(() => Promise.resolve((count += 1)));
    await expect(shared()).resolves.toBe(1);
    shared.reset();
    await expect(shared()).resolves.toBe(2);
  });
});
