import { jsPDF } from 'jspdf';

import { downloadCertificate, drawCertificate } from './certificate';
import { certificateFileName, formatCompletionDate } from './model';

import { saveFile } from '@/lib/download';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

const details = {
  learnerName: 'Priya Sharma',
  courseTitle: 'Data Analysis with the Tidyverse',
  completedOn: formatCompletionDate('2026-11-20T09:00:00.000Z', 'UTC'),
};

describe('certificate PDF', () => {
  it('states the learner, the course and the completion date', () => {
    expect(details.completedOn).toBe('20 November 2026');
    const pdf = drawCertificate(jsPDF, details).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Certificate of Completion)');
    expect(pdf).toContain('(Priya Sharma)');
    expect(pdf).toContain('(Data Analysis with the Tidyverse)');
    expect(pdf).toContain('(Completed on 20 November 2026)');
  });

  it('loads the PDF library on demand and hands the file over as a named download', async () => {
    await downloadCertificate(details);
    expect(saveFile).toHaveBeenCalledWith(
      expect.any(Blob),
      'certificate-data-analysis-with-the-tidyverse.pdf',
    );
    const blob = jest.mocked(saveFile).mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
  });

  it('names the file after the course', () => {
    expect(certificateFileName('R Programming: Fundamentals!')).toBe(
      'certificate-r-programming-fundamentals.pdf',
    );
    expect(certificateFileName('***')).toBe('certificate-course.pdf');
  });
});
