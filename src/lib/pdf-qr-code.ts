import { create } from 'qrcode';

import type { PdfDocument } from './pdf';

/** Where a QR code goes on a page, in the document's units: its top-left corner and the side of its square. */
export type QrPlacement = { x: number; y: number; size: number };

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code (the qrcode library's encoder; error correction M, which survives a crease or a
 * smudge on paper) in vector squares, crisp at any zoom or print size. The square includes the quiet zone,
 * painted white so the code reads on any background. Loaded only with the document that prints it.
 */
export function drawQrCode(doc: PdfDocument, text: string, { x, y, size }: QrPlacement): void {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / (count + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * module;
  const top = y + QUIET_ZONE * module;
  doc.setFillColor(255, 255, 255);
  doc.rect(x, y, size, size, 'F');
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < count; row += 1) {
    // One rectangle per run of dark modules in a row: fewer operators, the same picture.
    let start = -1;
    for (let column = 0; column <= count; column += 1) {
      const dark = column < count && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(left + start * module, top + row * module, (column - start) * module, module, 'F');
        start = -1;
      }
    }
  }
}
