/**
 * What a PDF that jsPDF wrote says about itself: its document information, page count and fonts. jsPDF writes
 * these as plain dictionaries (never in compressed streams), so they are read from the file's text. Enough for
 * the tests of the PDFs this site makes; the browser tests read real PDFs with PDF.js (test/e2e/pdf-text.ts).
 */
export type PdfSummary = { title?: string; subject?: string; pageCount: number; fonts: string[] };

/** A PDF literal string's value: escapes undone, and UTF-16BE when it starts with the byte order mark. */
function literal(raw: string): string {
  const bytes = raw.replace(/\\([\\()])/g, '$1');
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  let text = '';
  for (let index = 2; index + 1 < bytes.length; index += 2)
    text += String.fromCharCode((bytes.charCodeAt(index) << 8) | bytes.charCodeAt(index + 1));
  return text;
}

export async function readPdf(file: Blob | ArrayBuffer): Promise<PdfSummary> {
  const bytes = file instanceof Blob ? await file.arrayBuffer() : file;
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('Not a PDF');
  const info = (key: string) => {
    const match = new RegExp(`/${key} \\(((?:\\\\.|[^\\\\)])*)\\)`).exec(text);
    return match?.[1] === undefined ? undefined : literal(match[1]);
  };
  const fonts = [...text.matchAll(/\/BaseFont \/([^\s/<>[\]()]+)/g)].map((match) => match[1] ?? '');
  return {
    title: info('Title'),
    subject: info('Subject'),
    pageCount: Number(/\/Type \/Pages\s[^>]*\/Count (\d+)/.exec(text)?.[1] ?? 0),
    fonts: [...new Set(fonts)].sort(),
  };
}
