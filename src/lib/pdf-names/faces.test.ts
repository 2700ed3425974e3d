import { create } from 'fontkit';

import { NAME_FACES, planName } from './faces';

import { faceBytes } from '@test/msw/handlers/fonts';

describe('printing a name', () => {
  it('keeps a Latin name in one face, and puts Łukasz, Ananyā and Devanagari where their letters are', () => {
    const faceOf = (name: string) => {
      const plan = planName(name);
      return 'runs' in plan ? plan.runs.map((run) => [run.text, run.face.id]) : plan;
    };
    expect(faceOf('Priya Sharma')).toEqual([['Priya Sharma', 'noto-sans-bold-latin']]);
    expect(faceOf('Łukasz')).toEqual([
      ['Ł', 'noto-sans-bold-latin-ext-a'],
      ['ukasz', 'noto-sans-bold-latin'],
    ]);
    // The Devanagari face has its own space: the whole name is one face, one file.
    expect(faceOf('अनन्या शर्मा')).toEqual([['अनन्या शर्मा', 'noto-sans-devanagari-bold']]);
    expect(faceOf('Ωμέγα Жанна Ștefan')).toEqual([
      ['Ωμέγα ', 'noto-sans-bold-greek'],
      ['Жанна ', 'noto-sans-bold-cyrillic'],
      ['Ș', 'noto-sans-bold-latin-ext-b'],
      ['tefan', 'noto-sans-bold-latin'],
    ]);
  });

  it('names the letters it cannot print: scripts the fonts do not hold', () => {
    expect(planName('محمد Ali')).toEqual({ missing: ['م', 'ح', 'د'] });
    expect(planName('李小龙')).toEqual({ missing: ['李', '小', '龙'] });
  });

  // Nine subsets built with HarfBuzz's subsetter, once per change of their list (test/global-setup.ts).
  it('builds every face from its source, holding each character of its ranges; only Devanagari keeps its shaping tables', async () => {
    for (const face of NAME_FACES) {
      const bytes = await faceBytes(face.id);
      if (!bytes) throw new Error(`no subset for ${face.id}`);
      const font = create(Buffer.from(bytes));
      if (!('characterSet' in font)) throw new Error(`${face.id} is not a font`);
      const held = new Set(font.characterSet);
      const missing = face.ranges.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, index) => first + index).filter(
          (codePoint) => !held.has(codePoint),
        ),
      );
      expect({ face: face.id, missing }).toEqual({ face: face.id, missing: [] });
      const tables = Object.keys((font as unknown as { directory: { tables: object } }).directory.tables);
      expect({ face: face.id, shapingTables: tables.includes('GSUB') }).toEqual({
        face: face.id,
        shapingTables: face.shaping,
      });
    }
  }, 90_000);
});
