// Jest reads a font subsets list (src/lib/pdf-names/name-fonts.subsets) as webpack's loader would give it:
// each face with its ranges and an address, which the msw handler for fonts (test/msw/handlers/fonts.ts)
// answers with the subset built from the real source font, as the build makes it.
/* global module */

module.exports = {
  process(source) {
    const faces = JSON.parse(source).map(({ id, unicodeRange, shaping }) => ({
      id,
      url: `http://localhost/test-fonts/${id}.ttf`,
      unicodeRange,
      shaping,
    }));
    return {
      code: `const { parseUnicodeRange } = require('@/lib/unicode-range');
module.exports = { __esModule: true, default: ${JSON.stringify(faces)}.map(({ unicodeRange, ...face }) => ({ ...face, ranges: parseUnicodeRange(unicodeRange) })) };`,
    };
  },
};
