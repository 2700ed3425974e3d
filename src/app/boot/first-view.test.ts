import { firstViewShown } from './first-view';

import { isSettled } from '@test/settled';

const VIEWPORT_HEIGHT = 800;
const VIEWPORT_WIDTH = 412;

/** A PerformanceObserver the test reports entries to, by type (what was reported before is buffered). */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static reported: PerformanceEntry[] = [];
  static live = new Set<FakeObserver>();
  private type = '';
  constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe({ type }: { type: string }) {
    this.type = type;
    FakeObserver.live.add(this);
    this.deliver(FakeObserver.reported);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  deliver(entries: PerformanceEntry[]) {
    const mine = entries.filter((entry) => entry.entryType === this.type);
    if (mine.length > 0) this.callback({ getEntries: () => mine });
  }
  static report(entry: Partial<PerformanceEntry> & { element?: Element }) {
    const full = entry as PerformanceEntry;
    FakeObserver.reported.push(full);
    for (const observer of [...FakeObserver.live]) observer.deliver([full]);
  }
}

const firstContentfulPaint = () =>
  FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
const largestPaintOf = (element: Element) =>
  FakeObserver.report({ entryType: 'largest-contentful-paint', element });

/** A frame, and the task after it (fake timers run requestAnimationFrame every 16 ms). */
const FRAME = 50;

/** Lets `shown` reach its next wait for a frame, then runs that frame. */
async function nextFrame(shown: Promise<void>) {
  await isSettled(shown);
  jest.advanceTimersByTime(FRAME);
}

type Picture = HTMLImageElement & { decoded: () => void; broken: () => void };

/**
 * A picture placed at `top` (px from the top of the viewport) and `left`, 400x300, whose decoding the test
 * ends.
 */
function picture(top: number, { hidden = false, left = 0 } = {}): Picture {
  const element = document.createElement('img') as Picture;
  const decoding = new Promise<void>((resolve, reject) => {
    element.decoded = resolve;
    element.broken = () => reject(new Error('EncodingError'));
  });
  element.decode = () => decoding;
  element.getBoundingClientRect = () =>
    ({
      top,
      bottom: top + 300,
      left,
      right: left + 400,
      width: hidden ? 0 : 400,
      height: hidden ? 0 : 300,
    }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('firstViewShown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeObserver.reported = [];
    FakeObserver.live.clear();
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      writable: true,
      value: FakeObserver,
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: VIEWPORT_HEIGHT,
    });
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: VIEWPORT_WIDTH,
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits until the first contentful paint has been presented, then for the frame that paints the whole page', async () => {
    const shown = firstViewShown();
    expect(await isSettled(shown)).toBe(false);
    firstContentfulPaint();
    // The parser may have painted only the top of the page: the next frame paints the rest.
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(FRAME);
    expect(await isSettled(shown)).toBe(true);
  });

  it('goes on after 2.5 s when the browser never reports the first contentful paint', async () => {
    const shown = firstViewShown();
    jest.advanceTimersByTime(2499);
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(FRAME);
    expect(await isSettled(shown)).toBe(true);
  });

  it('then waits for each picture on the first screen to decode, be painted, and, the largest, be presented', async () => {
    const hero = picture(100);
    const card = picture(700); // partly on the first screen
    picture(900); // below it
    picture(-400); // scrolled past
    picture(200, { hidden: true }); // not displayed
    picture(100, { left: VIEWPORT_WIDTH }); // beside the screen: a carousel's next slide
    picture(100, { left: -400 }); // and its previous one
    firstContentfulPaint();

    const shown = firstViewShown();
    await nextFrame(shown);
    hero.decoded();
    expect(await isSettled(shown)).toBe(false);
    card.broken(); // a broken picture does not hold the page back
    await nextFrame(shown); // the frame that paints them
    expect(await isSettled(shown)).toBe(false);
    largestPaintOf(hero);
    expect(await isSettled(shown)).toBe(true);
  });

  it('does not wait long for a picture that never becomes the largest element', async () => {
    picture(100).decoded();
    firstContentfulPaint();
    const shown = firstViewShown(document, 2500, 200);
    await nextFrame(shown);
    await nextFrame(shown);
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(200);
    expect(await isSettled(shown)).toBe(true);
  });

  it('waits no longer than its cap for a picture that does not decode', async () => {
    picture(100);
    firstContentfulPaint();
    const shown = firstViewShown(document, 2500, 200);
    await nextFrame(shown);
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(2499);
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(1);
    await nextFrame(shown);
    expect(await isSettled(shown)).toBe(false); // then at most the wait for a largest paint
    jest.advanceTimersByTime(200);
    expect(await isSettled(shown)).toBe(true);
  });

  it('falls back to the next painted frame where Paint Timing is not observed', async () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    const shown = firstViewShown();
    expect(await isSettled(shown)).toBe(false);
    jest.advanceTimersByTime(FRAME);
    expect(await isSettled(shown)).toBe(true);
  });
});
