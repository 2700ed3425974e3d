/** Builds every name font subset into the folder given (test/test-fonts.ts), as the build makes them. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildFace, readFaceSpecs } from '../scripts/font-subsets';

import { SUBSETS_LIST } from './test-fonts';

async function main(dir: string | undefined) {
  if (!dir) throw new Error('usage: tsx test/build-test-fonts.ts DIR');
  const building = `${dir}.building-${process.pid}`;
  mkdirSync(building, { recursive: true });
  for (const spec of readFaceSpecs(readFileSync(SUBSETS_LIST, 'utf8'))) {
    const { bytes } = await buildFace(spec);
    writeFileSync(path.join(building, `${spec.id}.ttf`), bytes);
  }
  // Whole or not at all: a folder that exists holds every face.
  renameSync(building, dir);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
