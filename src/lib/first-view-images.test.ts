import { firstViewImagesReady } from './first-view-images';

const VIEWPORT_HEIGHT = 800;

type Picture = HTMLImageElement & { decoded: () => void; broken: () => void };

/** A picture placed at `top` (px from the top of the viewport), 300 px tall, whose decoding the test ends. */
function picture(top: number, { hidden = false } = {}): Picture {
  const element = document.createElement('img') as Picture;
  const decoding = new Promise<void>((resolve, reject) => {
    element.decoded = resolve;
    element.broken = () => reject(new Error('EncodingError'));
  });
  element.decode = () => decoding;
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + 300, width: hidden ? 0 : 400, height: hidden ? 0 : 300 }) as DOMRect;
  document.body.append(element);
  return element;
}

async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return settled;
}

describe('firstViewImagesReady', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: VIEWPORT_HEIGHT,
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits until each picture on the first screen can be painted, and only those', async () => {
    const hero = picture(100);
    const card = picture(700); // partly on the first screen
    picture(900); // below it
    picture(-400); // scrolled past
    picture(200, { hidden: true }); // not displayed

    const ready = firstViewImagesReady();
    hero.decoded();
    expect(await isSettled(ready)).toBe(false);
    card.broken(); // a broken picture does not hold the page back
    await expect(ready).resolves.toBe(true);
  });

  it('waits no longer than its cap', async () => {
    picture(100);
    const ready = firstViewImagesReady(document, 2500);
    jest.advanceTimersByTime(2499);
    expect(await isSettled(ready)).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(ready).resolves.toBe(true);
  });

  it('does not wait when the first screen shows no picture', async () => {
    picture(1200);
    await expect(firstViewImagesReady()).resolves.toBe(false);
  });
});
