import { isChunkLoadError } from './chunk-load';

import { chunkLoadError } from '@test/chunk-error';

describe('isChunkLoadError', () => {
  it("recognises webpack's and the browsers' words for code that did not arrive", () => {
    expect(isChunkLoadError(chunkLoadError('route-about'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk footer failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('The about page could not be drawn'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 3 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
