import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text items of a PDF's first page, in drawing order, as PDF.js (Firefox's reader) extracts them. */
export async function pdfTextItems(file: string): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(file));
  // The metrics of the standard 14 fonts (the certificate's Helvetica), which PDF.js reads from its package.
  const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await pdfjs.getDocument({ data, standardFontDataUrl }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.flatMap((item) => ('str' in item ? [item.str] : []));
}

/** The text a reader extracts between two lines of a PDF's first page. */
export async function pdfTextBetween(file: string, before: string, after: string): Promise<string> {
  const items = await pdfTextItems(file);
  const start = items.indexOf(before);
  const end = items.indexOf(after);
  if (start < 0 || end < start)
    throw new Error(`"${before}" ... "${after}" not found in ${JSON.stringify(items)}`);
  return items.slice(start + 1, end).join('');
}

/**
 * The QR code a PDF's first page shows, decoded as a phone's camera would read it from the printed page:
 * PDF.js draws the page (through @napi-rs/canvas, its canvas in Node) at print resolution, and jsQR reads
 * the picture. Null when no code is found.
 */
export async function qrCodeOnPdfPage(file: string): Promise<string | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const { default: jsQR } = await import('jsqr');
  const data = new Uint8Array(await readFile(file));
  const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await pdfjs.getDocument({ data, standardFontDataUrl }).promise;
  const page = await pdf.getPage(1);
  // About 200 dots per inch: a 28 mm code is some 220 pixels wide.
  const viewport = page.getViewport({ scale: 2.8 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
