/**
 * The import behind every `lazy()` (React's, and the route table's `lazy`) and behind the app's own code at
 * start-up. Leaving a page cancels what it was still loading: a chunk asked for just before the visitor left
 * fails, and React Router or an error boundary would report that failure for a page the visitor is no longer
 * on. Firefox cancels the old page's downloads as soon as the next page is asked for (after `beforeunload`,
 * before `pagehide`), Chromium only once the page is hidden. A load that fails once leaving has begun
 * therefore stays pending: the page is going away. If it comes back from the back-forward cache
 * (`pageshow`), the chunk is asked for again; if it is still here a while after `beforeunload` (the visitor
 * opened a `mailto:` link, or a download), the chunk is asked for again then.
 *
 * The same for a load that fails while the browser is offline (a learner on a train): the part waits and
 * its chunk is asked for again when the connection is back (`online`), instead of the failure taking the
 * page down with it (React Router's error page in place of the lesson being watched).
 */

/**
 * How long after `beforeunload` a page that is still shown counts as staying. Only a page that stayed waits
 * this long (a page that leaves is gone before it): it then asks again for what failed.
 */
export const STAYED_AFTER_BEFOREUNLOAD_MS = 10_000;

/** Whether the page has been hidden for leaving and not shown again since. */
let hidden = false;
/** Whether `beforeunload` came and the page has not been shown (again) since: it may be leaving. */
let unloadAsked = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    unloadAsked = true;
  });
  window.addEventListener('pagehide', () => {
    hidden = true;
  });
  window.addEventListener('pageshow', () => {
    hidden = false;
    unloadAsked = false;
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
 * `load`, whose failure once leaving has begun waits for the page to be shown again (or to have stayed), and
 * whose failure while offline waits for the connection, instead of rejecting.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch(async (error: unknown) => {
      if (hidden) return attemptAgainOn('pageshow');
      if (unloadAsked) return attemptAgainOnceStayed();
      if (!navigator.onLine && !(await siteAnswers())) return attemptAgainOn('online');
      throw error;
    });
  /** Pending until the window's `event`, then the load asked for again. */
  const attemptAgainOn = (event: 'pageshow' | 'online') =>
    new Promise<T>((resolve) => {
      window.addEventListener(event, () => resolve(attempt()), { once: true });
    });
  /** Pending while the page leaves; asked for again if it is shown again or is still here a while later. */
  const attemptAgainOnceStayed = () =>
    new Promise<T>((resolve) => {
      const again = () => {
        window.clearTimeout(stayed);
        window.removeEventListener('pageshow', again);
        resolve(attempt());
      };
      const stayed = window.setTimeout(() => {
        if (hidden) return; // It left after all: `pageshow` asks again if it comes back.
        unloadAsked = false;
        again();
      }, STAYED_AFTER_BEFOREUNLOAD_MS);
      window.addEventListener('pageshow', again, { once: true });
    });
  return attempt;
}
