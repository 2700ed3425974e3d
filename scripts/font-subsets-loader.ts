import { createHash } from 'node:crypto';

import type { LoaderContext } from 'webpack';

import { buildFace, readFaceSpecs } from './font-subsets';

/**
 * Webpack loader for a `.subsets` list (src/lib/pdf-names/name-fonts.subsets): builds each face's TrueType
 * subset at build time, emits it as a content-hashed asset, and turns the list into a module exporting each
 * face's id, address, code point ranges and whether it needs shaping. `emit: false` (the prerender build)
 * only names the files.
 */
export default function fontSubsetsLoader(this: LoaderContext<{ emit?: boolean }>, source: string): void {
  const done = this.async();
  const { emit = true } = this.getOptions();
  Promise.all(readFaceSpecs(source).map((spec) => buildFace(spec)))
    .then((faces) => {
      const entries = faces.map((face) => {
        this.addDependency(face.sourceFile);
        const hash = createHash('sha256').update(face.bytes).digest('hex').slice(0, 10);
        const file = `assets/${face.id}.${hash}.ttf`;
        if (emit) this.emitFile(file, face.bytes, undefined, { immutable: true });
        const { id, ranges, shaping } = face;
        return `  { id: ${JSON.stringify(id)}, url: __webpack_public_path__ + ${JSON.stringify(file)}, ranges: ${JSON.stringify(ranges)}, shaping: ${shaping} }`;
      });
      done(null, `export default [\n${entries.join(',\n')}\n];\n`);
    })
    .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
}
