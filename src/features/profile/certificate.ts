import type { CertificateDetails } from './certificate-pdf';
import type { CertificateFailure } from './components/my-courses-panel';
import { certificateFileName } from './model';

import { saveFile } from '@/lib/download';

export type { CertificateDetails } from './certificate-pdf';

/** True for the error a name the certificate cannot print faithfully raises (its class loads on demand). */
function isUnprintableName(error: unknown): error is Error & { characters: readonly string[] } {
  return error instanceof Error && error.name === 'UnprintableNameError' && 'characters' in error;
}

/**
 * Makes the certificate in the browser and hands it over as a download. The PDF library and the fonts the
 * name needs load only now, never with a page, and the shaping engine only for a script that needs it.
 */
export async function downloadCertificate(details: CertificateDetails): Promise<void> {
  const { drawCertificate, fetchFace } = await import(
    /* webpackChunkName: "certificate-pdf" */ './certificate-pdf'
  );
  const doc = await drawCertificate(details, fetchFace);
  saveFile(doc.output('blob'), certificateFileName(details.courseTitle));
}

/**
 * Makes and downloads a certificate, resolving to null, or to the letters of a name that the certificate
 * cannot print faithfully (the learner is told, rather than handed boxes or misplaced marks). Any other
 * failure rejects.
 */
export async function makeCertificate(details: CertificateDetails): Promise<CertificateFailure | null> {
  try {
    await downloadCertificate(details);
    return null;
  } catch (error) {
    if (isUnprintableName(error)) return { unprintable: error.characters };
    throw error;
  }
}
