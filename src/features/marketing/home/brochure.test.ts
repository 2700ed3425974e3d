import { BROCHURE_FILE_NAME, buildBrochure } from './brochure';

import { loadPdfLibrary } from '@/lib/pdf';

describe('the brochure', () => {
  it('is a four-page PDF about the company, named as a brochure', async () => {
    const JsPdf = await loadPdfLibrary();
    const doc = buildBrochure(JsPdf);
    expect(doc.getNumberOfPages()).toBe(4);
    const source = doc.output();
    expect(source.startsWith('%PDF-')).toBe(true);
    for (const text of [
      'MindBridge Consulting',
      'Who we are',
      'Our offerings',
      'Training & Placement',
      '500081',
    ]) {
      expect(source).toContain(text);
    }
    expect(BROCHURE_FILE_NAME).toBe('MindBridge-Consulting-Brochure.pdf');
  });
});
