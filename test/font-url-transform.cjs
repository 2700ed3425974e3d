// Jest reads an imported font file as the address webpack would give it: one the msw handler for fonts
// (test/msw/handlers/fonts.ts) answers with the real file from node_modules, so certificates use real fonts.
/* global require, module, __dirname */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads transformers with require()
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    const fromPackages = path.relative(path.resolve(__dirname, '../node_modules'), filename).split(path.sep);
    return {
      code: `module.exports = ${JSON.stringify(`http://localhost/test-fonts/${fromPackages.join('/')}`)};`,
    };
  },
};
