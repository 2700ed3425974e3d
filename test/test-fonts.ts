/**
 * The name fonts' subsets for jest, built once per change of their list rather than in every test file's
 * worker: HarfBuzz's subsetter is WebAssembly, and a jest worker that ran it could not exit in time (V8
 * still compiled the module's hot functions in the background, and Node waits for that before it exits:
 * "A worker process has failed to exit gracefully"). `test/global-setup.ts` builds them in a process of
 * its own; the msw handler for fonts reads the files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SUBSETS_LIST = path.resolve(__dirname, '../src/lib/pdf-names/name-fonts.subsets');

let dir: string | undefined;

/** Where this list's subsets are kept: a folder named by what they are built from. */
export function testFontsDir(): string {
  if (dir) return dir;
  const inputs = [
    readFileSync(SUBSETS_LIST, 'utf8'),
    readFileSync(path.resolve(__dirname, '../scripts/font-subsets.ts'), 'utf8'),
    readFileSync(require.resolve('subset-font/package.json'), 'utf8'),
  ];
  const hash = createHash('sha256').update(inputs.join('\0')).digest('hex').slice(0, 16);
  dir = path.resolve(__dirname, `../.cache/test-fonts/${hash}`);
  return dir;
}

/** The subset of face `id`, as the build makes it. */
export const testFontFile = (id: string) => path.join(testFontsDir(), `${id}.ttf`);
