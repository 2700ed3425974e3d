import jsQR from 'jsqr';

import type { PdfDocument } from './pdf';
import { drawQrCode } from './pdf-qr-code';

/** A page that records what is drawn on it and paints it into pixels, as a printer or a camera sees it. */
function pageRecorder(widthMm: number, heightMm: number, pxPerMm: number) {
  const width = Math.round(widthMm * pxPerMm);
  const height = Math.round(heightMm * pxPerMm);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  let fill = 0;
  const doc = {
    setFillColor: (r: number, g: number, b: number) => {
      fill = Math.round((r + g + b) / 3);
    },
    rect: (x: number, y: number, w: number, h: number, style?: string) => {
      if (style !== 'F') throw new Error('only filled rectangles are expected');
      const [left, top] = [Math.round(x * pxPerMm), Math.round(y * pxPerMm)];
      const [right, bottom] = [Math.round((x + w) * pxPerMm), Math.round((y + h) * pxPerMm)];
      for (let row = top; row < bottom; row += 1)
        for (let column = left; column < right; column += 1) {
          const at = (row * width + column) * 4;
          pixels.fill(fill, at, at + 3);
        }
    },
  };
  return { doc: doc as unknown as PdfDocument, pixels, width, height };
}

describe('drawQrCode', () => {
  it('draws a QR code that a reader decodes to the text, within its square', () => {
    const address = 'https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A';
    const page = pageRecorder(60, 60, 10);
    drawQrCode(page.doc, address, { x: 16, y: 16, size: 28 });
    const code = jsQR(page.pixels, page.width, page.height);
    expect(code?.data).toBe(address);
    // Nothing is drawn outside the square: the corners of the page stay white.
    expect(Array.from(page.pixels.slice(0, 4))).toEqual([255, 255, 255, 255]);
    const location = code?.location;
    expect(location?.topLeftCorner.x).toBeGreaterThan(160);
    expect(location?.bottomRightCorner.x).toBeLessThan(440);
  });

  it('reads back a long address too (a higher version, smaller modules)', () => {
    const address = `https://certificates.example.org/${'very-long-path/'.repeat(6)}verify/MB-0000-0000-0000`;
    const page = pageRecorder(40, 40, 12);
    drawQrCode(page.doc, address, { x: 5, y: 5, size: 30 });
    expect(jsQR(page.pixels, page.width, page.height)?.data).toBe(address);
  });
});
