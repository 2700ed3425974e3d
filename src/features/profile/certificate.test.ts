import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';

import { downloadCertificate, makeCertificate } from './certificate';
import { NAME_FACES, planName } from './certificate-fonts';
import { UnprintableNameError, drawCertificate } from './certificate-pdf';
import type { FontReader } from './certificate-pdf';
import { certificateFileName, certificateId, formatCompletionDate } from './model';

import { saveFile } from '@/lib/download';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

/** The font files themselves, as the browser would fetch them. */
const readFace: FontReader = (face) => {
  const bytes = readFileSync(path.resolve('node_modules/@fontsource', face.file));
  return Promise.resolve(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
};

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

/** The names of the fonts a PDF uses, each once (pdf-lib names a subset after its font and a number). */
async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict =>
        object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
    )
    .map((font) => font.get(PDFName.of('BaseFont'))?.toString() ?? '')
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort();
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

describe('printing a name', () => {
  it('keeps a Latin name in one face, and puts Łukasz, Ananyā and Devanagari where their letters are', () => {
    const faceOf = (name: string) => {
      const plan = planName(name);
      return 'runs' in plan ? plan.runs.map((run) => [run.text, run.face.file.split('/').at(-1)]) : plan;
    };
    expect(faceOf('Priya Sharma')).toEqual([['Priya Sharma', 'noto-sans-latin-700-normal.woff']]);
    expect(faceOf('Łukasz')).toEqual([
      ['Ł', 'noto-sans-latin-ext-700-normal.woff'],
      ['ukasz', 'noto-sans-latin-700-normal.woff'],
    ]);
    expect(faceOf('अनन्या शर्मा')).toEqual([
      ['अनन्या', 'noto-sans-devanagari-devanagari-700-normal.woff'],
      [' ', 'noto-sans-latin-700-normal.woff'],
      ['शर्मा', 'noto-sans-devanagari-devanagari-700-normal.woff'],
    ]);
  });

  it('names the letters it cannot print: scripts the fonts do not hold', () => {
    expect(planName('محمد Ali')).toEqual({ missing: ['م', 'ح', 'د'] });
    expect(planName('李小龙')).toEqual({ missing: ['李', '小', '龙'] });
  });

  it('knows a file for every face', () => {
    for (const face of NAME_FACES)
      expect(() => readFileSync(path.resolve('node_modules/@fontsource', face.file))).not.toThrow();
  });
});

describe('certificate PDF', () => {
  it('is a one-page PDF with the course in its title, Helvetica for the text and a Noto subset for the name', async () => {
    const bytes = await drawCertificate(details, readFace);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Certificate of Completion: Data Analysis with the Tidyverse');
    expect(doc.getSubject()).toContain(details.certificateId);
    const fonts = await embeddedFonts(bytes);
    expect(fonts).toEqual(expect.arrayContaining(['/Helvetica', '/Helvetica-Bold']));
    expect(fonts.some((font) => /^\/NotoSans-Bold-\d+$/.test(font))).toBe(true);
  });

  it('embeds the Devanagari face for a Devanagari name, and the Latin faces it needs for Łukasz Ananyā', async () => {
    const devanagari = await embeddedFonts(
      await drawCertificate({ ...details, learnerName: 'अनन्या शर्मा' }, readFace),
    );
    expect(devanagari.some((font) => /NotoSansDevanagari/.test(font))).toBe(true);
    const latin = await embeddedFonts(
      await drawCertificate({ ...details, learnerName: 'Łukasz Ananyā' }, readFace),
    );
    expect(latin.filter((font) => /NotoSans/.test(font))).toHaveLength(2);
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
