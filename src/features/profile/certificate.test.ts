import { downloadCertificate, makeCertificate } from './certificate';
import { UnprintableNameError, drawCertificate, fetchFace } from './certificate-pdf';
import { certificateFileName, certificateId, formatCompletionDate } from './model';

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
  completedOn: formatCompletionDate('2026-11-20T09:00:00.000Z', 'UTC'),
  certificateId: certificateId({
    account: 'learner@example.com',
    courseId: '2',
    completedAt: '2026-11-20T09:00:00.000Z',
  }),
};

/** The names of the fonts a PDF uses, each once (a certificate's name fonts are named after their face). */
async function embeddedFonts(doc: Awaited<ReturnType<typeof drawCertificate>>): Promise<string[]> {
  return (await readPdf(doc.output('arraybuffer'))).fonts.map((font) => `/${font}`);
}

describe('certificate id', () => {
  const subject = { account: 'learner@example.com', courseId: '2', completedAt: '2026-11-20T09:00:00.000Z' };

  it('is MB- and three groups of four unambiguous characters, the same for the same learner, course and day', () => {
    const id = certificateId(subject);
    expect(id).toMatch(/^MB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(certificateId({ ...subject, completedAt: '2026-11-20T23:59:00.000Z' })).toBe(id);
    expect(certificateId({ ...subject, account: ' Learner@Example.com ' })).toBe(id);
  });

  it('differs for another learner, course or completion date', () => {
    const id = certificateId(subject);
    expect(certificateId({ ...subject, account: 'someone@example.com' })).not.toBe(id);
    expect(certificateId({ ...subject, courseId: '3' })).not.toBe(id);
    expect(certificateId({ ...subject, completedAt: '2026-11-21T09:00:00.000Z' })).not.toBe(id);
  });

  it('is stable across releases (it is printed on certificates already issued)', () => {
    expect(certificateId(subject)).toBe(certificateId({ ...subject }));
    expect(certificateId({ account: 'a', courseId: '1', completedAt: '2026-01-01' })).toMatchInlineSnapshot(
      `"MB-QAZ7-EBKE-WWNB"`,
    );
  });
});

describe('certificate PDF', () => {
  it('is a one-page PDF with the course in its title, Helvetica for the text and a Noto subset for the name', async () => {
    const pdf = await readPdf((await drawCertificate(details, readFace)).output('arraybuffer'));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('Certificate of Completion: Data Analysis with the Tidyverse');
    expect(pdf.subject).toContain(details.certificateId);
    const fonts = pdf.fonts.map((font) => `/${font}`);
    expect(fonts).toEqual(expect.arrayContaining(['/Helvetica', '/Helvetica-Bold']));
    expect(fonts).toContain('/noto-sans-bold-latin');
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
