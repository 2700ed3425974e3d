/**
 * A load shared by every caller until it fails; `reset` forgets it (tests start like a fresh page), and
 * `started` is the load asked for so far, if any (tests stop what it started).
 */
export type LoadOnce<Args extends unknown[], T> = ((...args: Args) => Promise<T>) & {
  reset: () => void;
  started: () => Promise<T> | undefined;
};

/**
 * Makes `load` run once: later calls share its promise, whatever arguments they pass. A failed load is
 * forgotten (after `onFailure` tidies up what it left), so the next call tries again: a chunk or script
 * that failed on a bad connection can succeed a moment later.
 */
export function loadOnce<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
  onFailure?: (error: unknown) => void,
): LoadOnce<Args, T> {
  let loading: Promise<T> | undefined;
  const shared = (...args: Args): Promise<T> => {
    loading ??= load(...args).catch((error: unknown) => {
      loading = undefined;
      onFailure?.(error);
      throw error;
    });
    return loading;
  };
  return Object.assign(shared, {
    reset: () => {
      loading = undefined;
    },
    started: () => loading,
  });
}
