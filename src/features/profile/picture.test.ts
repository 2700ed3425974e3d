import { MAX_PICTURE_BYTES, PictureTooLargeToKeep, readPicture } from './picture';

/** A data: URL of `bytes` characters, as a canvas would give. */
const dataUrlOf = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat(bytes - 23)}`;

/** A browser that decodes a `width`×`height` picture and encodes it at `bytesAt(quality)`. */
function drawingBrowser(width: number, height: number, bytesAt: (quality: number) => number) {
  const drawn: { width: number; height: number }[] = [];
  const close = jest.fn();
  window.createImageBitmap = jest.fn(() =>
    Promise.resolve({ width, height, close } as unknown as ImageBitmap),
  ) as unknown as typeof createImageBitmap;
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const { width: drawnWidth, height: drawnHeight } = this;
    return {
      drawImage: () => drawn.push({ width: drawnWidth, height: drawnHeight }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  const toDataURL = jest
    .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
    .mockImplementation((_type?: string, quality?: unknown) => dataUrlOf(bytesAt(quality as number)));
  return { drawn, close, restore: () => [getContext, toDataURL].forEach((spy) => spy.mockRestore()) };
}

const photo = () => new File([new Uint8Array(1_500_000)], 'me.png', { type: 'image/png' });

afterEach(() => {
  delete (window as { createImageBitmap?: unknown }).createImageBitmap;
  jest.restoreAllMocks();
});

describe('a chosen picture', () => {
  it('is shrunk to at most 256 px on its longest side, and kept as it fits', async () => {
    const browser = drawingBrowser(1024, 768, () => 40_000);
    const kept = await readPicture(photo());
    expect(browser.drawn).toEqual([{ width: 256, height: 192 }]);
    expect(kept).toBe(dataUrlOf(40_000));
    expect(browser.close).toHaveBeenCalled();
  });

  it('never grows a small picture', async () => {
    const browser = drawingBrowser(120, 90, () => 8_000);
    await readPicture(photo());
    expect(browser.drawn).toEqual([{ width: 120, height: 90 }]);
  });

  it('is encoded at a lower quality until it takes at most 100 KB', async () => {
    drawingBrowser(2000, 3000, (quality) => (quality > 0.6 ? 150_000 : 90_000));
    const kept = await readPicture(photo());
    expect(kept.length).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
    expect(kept).toBe(dataUrlOf(90_000));
  });

  it('is refused when even the lowest quality exceeds 100 KB', async () => {
    drawingBrowser(2000, 3000, () => MAX_PICTURE_BYTES + 1);
    await expect(readPicture(photo())).rejects.toBeInstanceOf(PictureTooLargeToKeep);
  });

  it('is kept as it is when the browser cannot draw it only if it is an SVG of at most 100 KB', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    await expect(readPicture(new File([svg], 'me.svg', { type: 'image/svg+xml' }))).resolves.toMatch(
      /^data:image\/svg\+xml/,
    );
    const hugeSvg = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(MAX_PICTURE_BYTES)}--></svg>`;
    await expect(
      readPicture(new File([hugeSvg], 'big.svg', { type: 'image/svg+xml' })),
    ).rejects.toBeInstanceOf(PictureTooLargeToKeep);
    // A photo it cannot draw is not kept at full size.
    await expect(readPicture(photo())).rejects.not.toBeInstanceOf(PictureTooLargeToKeep);
    await expect(readPicture(photo())).rejects.toThrow('unreadable');
  });
});
