/** Whether any part of `image` shows on the first screen. */
function inFirstView(image: HTMLImageElement, viewportHeight: number): boolean {
  const rect = image.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && rect.top < viewportHeight && rect.bottom > 0;
}

/**
 * Waits until every picture on the first screen can be painted (loaded and decoded, or failed), for at most
 * `capMs`, and resolves true if there was any. The entry asks for the app only then, a frame later: the
 * app's scripts (about 200 KB) would otherwise share the connection with the page's largest picture and hold
 * it back, and the first view is complete before the app starts working on it. Call it after the first
 * paint, when the page has been laid out.
 */
export function firstViewImagesReady(doc: Document = document, capMs = 2500): Promise<boolean> {
  const viewportHeight = doc.documentElement.clientHeight;
  const shown = [...doc.images].filter((image) => inFirstView(image, viewportHeight));
  if (shown.length === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), capMs);
    // decode() settles once a picture can be painted, whether it had finished loading or not; a broken one
    // rejects, and nothing waits for it.
    void Promise.all(shown.map((image) => image.decode().catch(() => undefined))).then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
