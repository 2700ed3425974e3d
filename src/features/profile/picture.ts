/** The longest side a kept picture is shrunk to: enough for the avatar, small enough for local storage. */
const MAX_SIDE = 256;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** Draws the image at most MAX_SIDE wide or high; null where the browser cannot decode or draw it. */
async function shrink(file: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}

/**
 * Reads a chosen picture as a data: URL to preview and keep. A picture of up to 2 MB would crowd local
 * storage (which also holds course progress), so it is shrunk to avatar size where the browser can draw it.
 */
export async function readPicture(file: File): Promise<string> {
  return (await shrink(file)) ?? readAsDataUrl(file);
}
