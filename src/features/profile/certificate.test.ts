import { downloadCertificate, makeCertificate } from './certificate';
import { UnprintableNameError, drawCertificate, fetchFace } from './certificate-pdf';
import { certificateFileName } from './model';

import { saveFile } from '@/lib/download';

import { readPdf } from '@test/pdf-document';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

// Records when the shaping engine's module is loaded (it is real: the factory only notes the load).
const mockShapingLoaded = jest.fn();
jest.mock('@/lib/pdf-names/shaping', () => {
  mockShapingLoaded();
  return jest.requireActual('@/lib/pdf-names/shaping');
});

/** The faces as the browser fetches them: the subsets the build makes, answered by msw. */
const readFace = fetchFace;

const details = {
  learnerName: 'Priya Sharma',
  courseTitle: 'Data Analysis with the Tidyverse',
  completedOn: '20 November 2026',
  certificateId: 'MB-7K3Q-9D2X-TV0A',
  verificationUrl: 'https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A',
};

/** The names of the fonts a PDF uses, each once (a certificate's name fonts are named after their face). */
async function embeddedFonts(doc: Awaited<ReturnType<typeof drawCertificate>>): Promise<string[]> {
  return (await readPdf(doc.output('arraybuffer'))).fonts.map((font) => `/${font}`);
}

describe('certificate PDF', () => {
  it('is a one-page PDF with the course in its title, Helvetica for the text and a Noto subset for the name', async () => {
    const pdf = await readPdf((await drawCertificate(details, readFace)).output('arraybuffer'));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('Certificate of Completion: Data Analysis with the Tidyverse');
    expect(pdf.subject).toBe(
      'Priya Sharma completed Data Analysis with the Tidyverse on 20 November 2026. Certificate ID MB-7K3Q-9D2X-TV0A. Verify at https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A',
    );
    const fonts = pdf.fonts.map((font) => `/${font}`);
    expect(fonts).toEqual(expect.arrayContaining(['/Helvetica', '/Helvetica-Bold']));
    expect(fonts).toContain('/noto-sans-bold-latin');
  });

  it('prints the id, the verification address as a link, and a QR code at its foot', async () => {
    const content = (await drawCertificate(details, readFace)).output();
    expect(content).toContain('(Certificate ID: MB-7K3Q-9D2X-TV0A) Tj');
    expect(content).toContain('(Verify this certificate at) Tj');
    expect(content).toContain('(https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A) Tj');
    expect(content).toMatch(/\/URI \(https:\/\/www\.mindbridgeconsulting\.in\/verify\/MB-7K3Q-9D2X-TV0A\)/);
    // The QR code's dark modules: filled rectangles (src/lib/pdf-qr-code.test.ts decodes what it draws).
    expect(content.match(/ re\nf\n/g)?.length ?? 0).toBeGreaterThan(100);
  });

  it('embeds the Devanagari face for a Devanagari name, and the Latin faces it needs for Łukasz Ananyā', async () => {
    const devanagari = await embeddedFonts(
      await drawCertificate({ ...details, learnerName: 'अनन्या शर्मा' }, readFace),
    );
    expect(devanagari.filter((font) => /noto-sans/.test(font))).toEqual(['/noto-sans-devanagari-bold']);
    const latin = await embeddedFonts(
      await drawCertificate({ ...details, learnerName: 'Łukasz Ananyā' }, readFace),
    );
    expect(latin.filter((font) => /noto-sans/.test(font))).toEqual([
      '/noto-sans-bold-latin',
      '/noto-sans-bold-latin-ext-a',
    ]);
  });

  it('prints Latin, Greek and Cyrillic names as text without loading the shaping engine, which Devanagari loads', async () => {
    // A fresh module registry: the shaping module has not been loaded yet.
    jest.resetModules();
    const fresh = await import('./certificate-pdf');
    const plain = await fresh.drawCertificate(
      { ...details, learnerName: 'Łukasz Ananyā Ωμέγα Жанна' },
      readFace,
    );
    expect(mockShapingLoaded).not.toHaveBeenCalled();
    // Real text: the name is drawn with the text operator, visible (no invisible layer).
    expect(plain.output()).not.toMatch(/\b3 Tr\b/);
    const shaped = await fresh.drawCertificate({ ...details, learnerName: 'अनन्या शर्मा' }, readFace);
    expect(mockShapingLoaded).toHaveBeenCalledTimes(1);
    // The shaped outlines are filled paths, and the name's text is there too, invisible.
    expect(shaped.output()).toMatch(/\b3 Tr\b/);
  });

  it('prints a name typed with combining accents as its composed letters', async () => {
    const doc = await drawCertificate({ ...details, learnerName: '  Ananya\u0304 ' }, readFace);
    expect((await readPdf(doc.output('arraybuffer'))).subject).toMatch(/^Ananyā completed/);
  });

  it('refuses a name it cannot print rather than printing boxes', async () => {
    await expect(drawCertificate({ ...details, learnerName: 'محمد' }, readFace)).rejects.toThrow(
      UnprintableNameError,
    );
  });

  it('loads on demand and hands the file over as a named download; an unprintable name is reported', async () => {
    await downloadCertificate(details);
    expect(saveFile).toHaveBeenCalledWith(
      expect.any(Blob),
      'certificate-data-analysis-with-the-tidyverse.pdf',
    );
    const blob = jest.mocked(saveFile).mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');

    await expect(makeCertificate({ ...details, learnerName: 'Ali محمد' })).resolves.toEqual({
      unprintable: ['م', 'ح', 'د'],
    });
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  it('names the file after the course', () => {
    expect(certificateFileName('R Programming: Fundamentals!')).toBe(
      'certificate-r-programming-fundamentals.pdf',
    );
    expect(certificateFileName('***')).toBe('certificate-course.pdf');
  });
});
