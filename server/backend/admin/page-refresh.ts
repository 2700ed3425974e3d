/**
 * The public pages follow the console: a write that changes what they show asks for a render, and many
 * writes in a row cause one. The render starts `quietMs` after the last change, or `maxWaitMs` after the
 * first one however busy the console is, so a change is on the pages within a minute; changes that arrive
 * while a render runs cause one more afterwards. The render itself is given (`npm run refresh-pages`).
 */
export interface PageRefreshOptions {
  /** Renders the data pages again; resolves when done (a failure is logged, the next change tries again). */
  render: () => Promise<void>;
  quietMs?: number;
  maxWaitMs?: number;
  setTimer?: (run: () => void, ms: number) => { cancel: () => void };
  onError?: (error: unknown) => void;
}

/** A debounced page render: `changed()` after each public change; `stop()` on close. */
export function pageRefresh(options: PageRefreshOptions) {
  const quietMs = options.quietMs ?? 5_000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const setTimer =
    options.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      timer.unref();
      return { cancel: () => clearTimeout(timer) };
    });
  let timer: { cancel: () => void } | undefined;
  let firstChangeAt: number | undefined;
  let running = false;
  let again = false;
  let stopped = false;

  const start = () => {
    timer = undefined;
    firstChangeAt = undefined;
    running = true;
    void options
      .render()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
        if (again && !stopped) {
          again = false;
          // Those changes have waited for this render already.
          start();
        }
      });
  };

  const schedule = (now: number) => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    firstChangeAt ??= now;
    timer?.cancel();
    const wait = Math.max(0, Math.min(quietMs, firstChangeAt + maxWaitMs - now));
    timer = setTimer(start, wait);
  };

  return {
    /** A public change happened at `now` (ms since 1970). */
    changed: (now: number = Date.now()) => schedule(now),
    stop: () => {
      stopped = true;
      timer?.cancel();
    },
  };
}
