/** The longest side a kept picture is shrunk to: enough for the avatar, small enough for local storage. */
export const MAX_PICTURE_SIDE = 256;
/** The most a kept picture may take in the browser's storage (as its data: URL), beside the learner's record. */
export const MAX_PICTURE_BYTES = 100 * 1024;
/** The JPEG qualities tried in turn until the picture fits. */
const QUALITIES = [0.85, 0.7, 0.5, 0.35] as const;

/** A picture that cannot be kept at avatar size within MAX_PICTURE_BYTES: the dialog says so. */
export class PictureTooLargeToKeep extends Error {
  constructor() {
    super('The picture cannot be kept within its size even when shrunk.');
    this.name = 'PictureTooLargeToKeep';
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The data: URL's size as stored (one byte per character: it is ASCII). */
const sizeOf = (dataUrl: string) => dataUrl.length;

/**
 * Draws the image at most MAX_PICTURE_SIDE wide or high, at the best quality that fits MAX_PICTURE_BYTES;
 * null where the browser cannot decode or draw it (an SVG in some browsers).
 */
async function shrink(file: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let canvas: HTMLCanvasElement;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_PICTURE_SIDE / Math.max(bitmap.width, bitmap.height));
    canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
  } catch {
    return null;
  }
  for (const quality of QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (sizeOf(dataUrl) <= MAX_PICTURE_BYTES) return dataUrl;
  }
  throw new PictureTooLargeToKeep();
}

/**
 * Reads a chosen picture as a data: URL to preview and keep: shrunk to at most MAX_PICTURE_SIDE and
 * MAX_PICTURE_BYTES, since a picture of up to 2 MB would crowd the browser's storage (which also holds
 * course progress). A picture the browser cannot draw is kept as it is only when it has no pixel size to
 * shrink (SVG) and fits. One that cannot fit is refused with PictureTooLargeToKeep; an unreadable one with
 * any other error.
 */
export async function readPicture(file: File): Promise<string> {
  const shrunk = await shrink(file);
  if (shrunk !== null) return shrunk;
  // A raster image the browser cannot draw cannot be shown either.
  if (file.type !== 'image/svg+xml') throw new Error('unreadable');
  const dataUrl = await readAsDataUrl(file);
  if (sizeOf(dataUrl) > MAX_PICTURE_BYTES) throw new PictureTooLargeToKeep();
  return dataUrl;
}
