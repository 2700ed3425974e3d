import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { pageRefresh } from './admin/page-refresh';

/** Timers the test runs by hand, on its own clock. */
function manualTimers() {
  let now = 0;
  const pending: { at: number; run: () => void; cancelled: boolean }[] = [];
  return {
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run, cancelled: false };
      pending.push(timer);
      return { cancel: () => void (timer.cancelled = true) };
    },
    advance: async (ms: number) => {
      now += ms;
      for (const timer of pending.filter((t) => !t.cancelled && t.at <= now)) {
        timer.cancelled = true;
        timer.run();
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
    now: () => now,
  };
}

describe('the page refresh after console writes', () => {
  it('renders once for many saves in a row, after the console is quiet', async () => {
    const timers = manualTimers();
    let renders = 0;
    const refresh = pageRefresh({ render: async () => void (renders += 1), setTimer: timers.setTimer });
    for (let i = 0; i < 10; i += 1) {
      refresh.changed(timers.now());
      await timers.advance(1_000);
    }
    assert.equal(renders, 0);
    await timers.advance(5_000);
    assert.equal(renders, 1);
  });

  it('renders within the longest wait however busy the console is, and once more for changes during a render', async () => {
    const timers = manualTimers();
    let renders = 0;
    let finish: () => void = () => undefined;
    const refresh = pageRefresh({
      render: () =>
        new Promise<void>((resolve) => {
          renders += 1;
          finish = resolve;
        }),
      setTimer: timers.setTimer,
    });
    for (let i = 0; i < 40; i += 1) {
      refresh.changed(timers.now());
      await timers.advance(1_000);
    }
    assert.equal(renders, 1, 'a render by 30 s');
    refresh.changed(timers.now());
    await timers.advance(10_000);
    assert.equal(renders, 1, 'none while one runs');
    finish();
    await timers.advance(0);
    await timers.advance(0);
    assert.equal(renders, 2);
    refresh.stop();
  });
});
