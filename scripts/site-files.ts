/**
 * Writing the files a web server is serving: each is written beside its target and renamed into place,
 * so a visitor gets the old file or the new one, never half of one. Pages and the sitemap get the .gz and
 * .br siblings the preview and nginx serve.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes `content` to `target` through a temporary file in the same folder and one rename. */
export function writeFileAtomically(target: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`,
  );
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Writes a text file and its precompressed .gz and .br siblings, each atomically. */
export function writeCompressed(target: string, text: string): void {
  // The siblings first: a server that prefers them switches to the new page at about the same moment.
  writeFileAtomically(
    `${target}.br`,
    zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileAtomically(`${target}.gz`, zlib.gzipSync(text, { level: 9 }));
  writeFileAtomically(target, text);
}

/** Removes a page's file and its siblings, and its folder when nothing else is left in it. */
export function removeCompressed(target: string): void {
  for (const file of [`${target}.br`, `${target}.gz`, target]) rmSync(file, { force: true });
  const folder = path.dirname(target);
  if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
}
