/**
 * Step 3 of the start-up (entry.ts): when the prerendered page's first view is on the screen. The entry asks for the app only then: on a fast
 * connection its scripts (about 200 KB) would otherwise finish before the page's largest text or picture has
 * been shown, share the connection with that picture on a slow one, and start their work on a page the
 * visitor has not yet seen.
 */

/** Resolves after the next frame has been painted (a rAF callback runs just before the paint). */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

const observes = (type: string): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes(type);

/** Resolves with the first entry of `type` (reported ones included) that `accept` accepts. */
function firstEntry(type: string, accept: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(accept)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/** `promise`, or nothing after `ms`. */
const atMost = (ms: number, promise: Promise<unknown>): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The pictures that show, at least in part, on the first screen (the page must have been laid out). One
 * beside it (a carousel's next slides) is not: lazy, it would never load, and the page would wait its cap.
 */
function firstScreenPictures(doc: Document): HTMLImageElement[] {
  const { clientHeight: height, clientWidth: width } = doc.documentElement;
  return [...doc.images].filter((image) => {
    const rect = image.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.top < height &&
      rect.bottom > 0 &&
      rect.left < width &&
      rect.right > 0
    );
  });
}

/**
 * Resolves once the first view is on the screen: the first contentful paint has been presented (Paint
 * Timing; not merely painted on the main thread, which can be tens of milliseconds earlier), the whole
 * document has been painted, and every picture on the first screen has decoded, been painted and, if it is
 * the page's largest element, been presented too. Waits at most `capMs` for that paint to be reported and
 * for the pictures (a broken one is not waited for), and `lcpCapMs` for a picture that never becomes the
 * largest element.
 */
export async function firstViewShown(doc: Document = document, capMs = 2500, lcpCapMs = 200): Promise<void> {
  // Paint Timing may never report it (Firefox missed it on some reloads; no browser reports it for a page
  // loaded in a background tab): the app must not wait for it for ever, so it waits `capMs` at most.
  if (observes('paint')) {
    await atMost(
      capMs,
      firstEntry('paint', (entry) => entry.name === 'first-contentful-paint'),
    );
  }
  // On a slow phone the parser paints what it has so far: the first contentful paint can be the header
  // alone, the page's largest text still to come. The entry runs once the document has been parsed (its
  // script is deferred), so the next frame paints all of it.
  await afterNextPaint();
  const pictures = firstScreenPictures(doc);
  if (pictures.length === 0) return;
  await atMost(capMs, Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))));
  // A decoded picture is painted in the next frame, then presented: the app waits for the frame, and for
  // the presentation only when the picture is the largest element (no entry comes otherwise).
  await afterNextPaint();
  if (observes('largest-contentful-paint')) {
    await atMost(
      lcpCapMs,
      firstEntry('largest-contentful-paint', (entry) =>
        pictures.some((picture) => picture === (entry as LargestContentfulPaint).element),
      ),
    );
  }
}
