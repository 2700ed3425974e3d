/**
 * Writing the files a web server is serving: each is written beside its target and renamed into place,
 * so a visitor gets the old file or the new one, never half of one. Pages and the sitemap get the .gz and
 * .br siblings the preview and nginx serve.
 *
 * No temporary file outlives its writer: one that fails removes its own, a run stopped by a signal removes
 * those in flight (`removeTemporariesOnSignal`), and a run killed outright leaves files the next run sweeps
 * (`sweepTemporaries`). nginx denies dotfiles and `*.tmp` in any case (deploy/nginx.conf).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** `.<target name>.<pid>.<time>.tmp`: hidden, and naming the process that writes it. */
const TEMPORARY = /^\..+\.(\d+)\.\d+\.tmp$/;

/** The temporary files this process is writing now. */
const inFlight = new Set<string>();

/** Writes `content` to `target` through a temporary file in the same folder and one rename. */
export function writeFileAtomically(target: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`,
  );
  inFlight.add(temporary);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    inFlight.delete(temporary);
  }
}

/** Whether a process with this id is running (it may be another user's: then it is). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes, under `folder`, the temporary files of writers that are no longer running (a run that was
 * killed); those of a running writer stay. Returns the paths removed, relative to `folder`.
 */
export function sweepTemporaries(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const removed: string[] = [];
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const pid = Number(TEMPORARY.exec(path.basename(file))?.[1]);
    if (!pid || (pid !== process.pid && isRunning(pid))) continue;
    if (pid === process.pid && inFlight.has(path.join(folder, file))) continue;
    rmSync(path.join(folder, file), { force: true });
    removed.push(file);
  }
  return removed;
}

/**
 * On SIGINT or SIGTERM (systemd stopping a run), exits between two writes rather than in the middle of one
 * (the default would end the process wherever it is, leaving the file being written), removing any temporary
 * file still in flight.
 */
export function removeTemporariesOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const temporary of inFlight) rmSync(temporary, { force: true });
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    });
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
