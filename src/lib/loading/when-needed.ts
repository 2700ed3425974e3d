/** The parts still waiting, each with the call that stops its wait. */
const waiting = new Set<() => void>();
/** Set once nothing is to wait any more. */
let everythingNeeded = false;

/**
 * Everything that waits for the visitor is needed now, and from now on nothing waits. React cannot apply an
 * update (a navigation's new address, say) to a part that has not hydrated: it holds a transition until
 * that part has, so the first change of the router's state must bring in what still waits. And a page that
 * the browser renders itself, rather than hydrates, has no prerendered part to keep.
 */
export function needEverythingNow(): void {
  everythingNeeded = true;
  for (const done of [...waiting]) done();
}

/**
 * Resolves when the visitor is about to use the prerendered element `id`: it comes within `marginPx` of the
 * viewport, or takes focus, a pointer or a key press. For a part of the page whose prerendered HTML works as
 * it is (links, text) and whose code can wait: a lazy component that awaits this stays dehydrated, and its
 * chunk off the network and the main thread, until then. Resolves at once where there is nothing to wait
 * for: in Node (the prerender renders everything), without IntersectionObserver, when the page has no such
 * element, or once everything is needed (needEverythingNow).
 */
export function whenNeeded(id: string, marginPx = 400): Promise<void> {
  if (everythingNeeded || typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const interactions = ['focusin', 'pointerdown', 'keydown'] as const;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    function done() {
      waiting.delete(done);
      observer.disconnect();
      for (const type of interactions) element?.removeEventListener(type, done, true);
      resolve();
    }
    waiting.add(done);
    observer.observe(element);
    for (const type of interactions) element.addEventListener(type, done, true);
  });
}
