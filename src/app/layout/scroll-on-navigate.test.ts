import { restoreScroll, scrollAfterNavigation } from './scroll-on-navigate';

const at = (pathname: string, hash = '', key = 'new') => ({ pathname, hash, key });

describe('scrollAfterNavigation', () => {
  const positions = new Map([['left', 4806]]);

  it('opens a new page at its top', () => {
    expect(scrollAfterNavigation(at('/events'), at('/privacy-policy'), 'PUSH', positions)).toEqual({
      kind: 'top',
    });
    expect(scrollAfterNavigation(at('/events'), at('/privacy-policy'), 'REPLACE', positions)).toEqual({
      kind: 'top',
    });
  });

  it('returns to where the visitor left an entry on Back and Forward', () => {
    expect(scrollAfterNavigation(at('/privacy-policy'), at('/events', '', 'left'), 'POP', positions)).toEqual(
      { kind: 'restore', y: 4806 },
    );
  });

  it('opens an entry it has no position for as a new page would', () => {
    expect(scrollAfterNavigation(at('/privacy-policy'), at('/events', '', 'gone'), 'POP', positions)).toEqual(
      { kind: 'top' },
    );
  });

  it('restores only on Back and Forward, never on a new visit to the same entry key', () => {
    expect(
      scrollAfterNavigation(at('/privacy-policy'), at('/events', '', 'left'), 'PUSH', positions),
    ).toEqual({ kind: 'top' });
  });

  it('opens a new page at its anchor instantly', () => {
    expect(scrollAfterNavigation(at('/'), at('/r-training', '#plans'), 'PUSH', positions)).toEqual({
      kind: 'anchor',
      id: 'plans',
      instant: true,
    });
  });

  it("scrolls to an anchor on the same page, as the theme scrolls, when the router's link went there", () => {
    expect(
      scrollAfterNavigation(
        at('/privacy-policy'),
        at('/privacy-policy', '#data%20we%20keep'),
        'PUSH',
        positions,
      ),
    ).toEqual({ kind: 'anchor', id: 'data we keep', instant: false });
  });

  it('leaves the window to the browser for an anchor followed on the page, and for Back within it', () => {
    // The browser has scrolled to it; its entry's key is "default", the first page's too.
    expect(
      scrollAfterNavigation(at('/r-training'), at('/r-training', '#plans', 'default'), 'POP', positions),
    ).toEqual({ kind: 'stay' });
    expect(scrollAfterNavigation(at('/r-training'), at('/r-training', '', 'left'), 'POP', positions)).toEqual(
      {
        kind: 'stay',
      },
    );
  });

  it('leaves the page where it is when only the query changes, or the anchor cannot be read', () => {
    expect(scrollAfterNavigation(at('/events'), at('/events'), 'REPLACE', positions)).toEqual({
      kind: 'stay',
    });
    expect(scrollAfterNavigation(at('/events'), at('/events', '#%E0%A4%A'), 'PUSH', positions)).toEqual({
      kind: 'stay',
    });
  });
});

describe('restoreScroll', () => {
  /** A window 844 px high on a page `height` px tall: it clamps a scroll as a browser does. */
  let height: number;
  let y: number;
  let resized: ResizeObserverCallback | undefined;
  let disconnected: boolean;
  const realResizeObserver = window.ResizeObserver;

  beforeEach(() => {
    y = 0;
    resized = undefined;
    disconnected = false;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => height,
    });
    (window.scrollTo as jest.Mock).mockImplementation(({ top }: ScrollToOptions) => {
      y = Math.max(0, Math.min(top ?? 0, height - 844));
    });
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {
        disconnected = true;
      }
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0, writable: true });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768, writable: true });
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    (window.scrollTo as jest.Mock).mockReset();
    window.ResizeObserver = realResizeObserver;
  });

  /** The page takes a new height; the browser clamps the window to it, and tells the observer. */
  const resize = (to: number) => {
    height = to;
    y = Math.min(y, Math.max(0, height - 844));
    if (!disconnected) resized?.([], {} as ResizeObserver);
  };

  it('returns to the position at once when the page is tall enough', () => {
    height = 8000;
    restoreScroll(6916);
    expect(y).toBe(6916);
  });

  it('goes on to the position as a page that came back shorter grows', () => {
    height = 7755; // 5 px short: the browser clamps to 6911
    restoreScroll(6916);
    expect(y).toBe(6911);
    resize(7758);
    expect(y).toBe(6914);
    resize(7760);
    expect(y).toBe(6916);
  });

  it('returns again when the page shrinks for a moment once there and grows back', () => {
    height = 7760;
    restoreScroll(6916);
    resize(7755);
    expect(y).toBe(6911);
    resize(7760);
    expect(y).toBe(6916);
  });

  it('leaves a window away from the page’s end alone (what grew was elsewhere)', () => {
    height = 9000;
    restoreScroll(6916);
    y = 6000; // the browser's scroll anchoring moved it: something above shrank
    resize(8800);
    expect(y).toBe(6000);
  });

  it('leaves the window to the visitor once they scroll themselves', () => {
    height = 7000;
    restoreScroll(6916);
    window.dispatchEvent(new Event('wheel'));
    expect(disconnected).toBe(true);
    resize(8000);
    expect(y).toBe(6156);
  });

  it('stops when told to (the next navigation)', () => {
    height = 7000;
    const stop = restoreScroll(6916);
    stop();
    expect(disconnected).toBe(true);
    resize(8000);
    expect(y).toBe(6156);
  });
});
