/**
 * The import behind every `lazy()` (React's, and the route table's `lazy`). Leaving a page cancels what it
 * was still loading: a chunk asked for just before the visitor left fails, and React Router or an error
 * boundary would report that failure (Firefox logs it) for a page the visitor is no longer on. A load that
 * fails once the page has been hidden for leaving (`pagehide`) therefore stays pending: the page is going
 * away. If it comes back from the back-forward cache (`pageshow`), the chunk is asked for again.
 *
 * The same for a load that fails while the browser is offline (a learner on a train): the part waits and
 * its chunk is asked for again when the connection is back (`online`), instead of the failure taking the
 * page down with it (React Router's error page in place of the lesson being watched).
 */

/** Whether the page has been hidden for leaving and not shown again since. */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Whether the site answers at all. The browser's offline flag can be wrong: Chromium on Linux calls a machine
 * whose only network is its loopback offline, and some VPNs fool it too. A chunk missing from a site that
 * answers (a deployment replaced it) must be reported with its reload action, not waited for.
 */
const siteAnswers = (): Promise<boolean> =>
  fetch('/', { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );

/**
 * `load`, whose failure after `pagehide` waits for the page to be shown again, and whose failure while
 * offline waits for the connection, instead of rejecting.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch(async (error: unknown) => {
      if (leaving) return attemptAgainOn('pageshow');
      if (!navigator.onLine && !(await siteAnswers())) return attemptAgainOn('online');
      throw error;
    });
  /** Pending until the window's `event`, then the load asked for again. */
  const attemptAgainOn = (event: 'pageshow' | 'online') =>
    new Promise<T>((resolve) => {
      window.addEventListener(event, () => resolve(attempt()), { once: true });
    });
  return attempt;
}
