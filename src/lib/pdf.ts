import type { jsPDF as JsPdf } from 'jspdf';

export type PdfDocument = JsPdf;

/**
 * Loads the PDF library (jsPDF) on demand: certificates, receipts and the brochure are made in the browser
 * when asked for, and the library never joins a page's first load (the bundle budget checks it).
 */
export async function loadPdfLibrary(): Promise<typeof JsPdf> {
  const { jsPDF } = await import(/* webpackChunkName: "pdf" */ 'jspdf');
  return jsPDF;
}
