/**
 * Leaving a page cancels what it was still loading (its pictures, the code of its idle parts): that is not
 * a failure of the site when the page navigated after asking for it. The browser fixtures (Playwright's in
 * fixtures.ts, Firefox's in journeys/firefox.ts) tell such a request apart with this record of the order in
 * which requests and the page's own navigations started; it is judged when a test reads the problems, since
 * the navigation is seen after the abort.
 */
export function navigationAborts<Request extends object>() {
  let started = 0;
  const startedAt = new WeakMap<Request, number>();
  const navigations: number[] = [];
  const aborted: { at: number; problem: string }[] = [];
  return {
    /** Every request, as it starts; `navigates` when it loads a new document into the page. */
    started(request: Request, navigates: boolean) {
      started += 1;
      startedAt.set(request, started);
      if (navigates) navigations.push(started);
    },
    /** A request that was cancelled, with what to report if no navigation of the page started after it. */
    aborted(request: Request, problem: string) {
      aborted.push({ at: startedAt.get(request) ?? started, problem });
    },
    /** The cancelled requests that no later navigation explains. */
    unexplained(): string[] {
      return aborted
        .filter(({ at }) => !navigations.some((navigation) => navigation > at))
        .map(({ problem }) => problem);
    },
  };
}
