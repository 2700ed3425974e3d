/**
 * Backups of the company's database: every payment, the learners' progress and certificates live in one
 * SQLite file (DATA_DIR/backend.sqlite). `npm run backup` copies it while the backend runs, consistently
 * (SQLite's online backup API through better-sqlite3's `db.backup()`: a snapshot of one moment, whatever is
 * being written meanwhile), checks the copy (`PRAGMA integrity_check`) before giving it its final name, and
 * removes the copies older than BACKUP_KEEP_DAYS. deploy/mindbridge-backup.timer runs it every hour.
 *
 * `npm run restore -- <backup file>` puts a copy back while the backend is stopped: it checks the copy, keeps
 * the database it replaces beside it (`backend.sqlite.replaced-<time>`), and writes the copy in its place.
 *
 *   BACKUP_DIR        where copies go (default DATA_DIR/backups; in production another disk)
 *   BACKUP_KEEP_DAYS  how long a copy is kept (default 14)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import Database from 'better-sqlite3';

import { SERVER_DIR } from './config';

/** The database file the backend writes (server/backend/db.ts). */
export const DATABASE_FILE = 'backend.sqlite';
export const DEFAULT_KEEP_DAYS = 14;

const DAY = 86_400_000;
const COPY = /^backend-(\d{8}T\d{6}Z)\.sqlite$/;

/** `backend-20261121T063000Z.sqlite`: copies sort by name in the order they were made. */
export const backupName = (at: Date): string =>
  `backend-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')}.sqlite`;

const timeOf = (name: string): number | undefined => {
  const stamp = COPY.exec(name)?.[1];
  if (!stamp) return undefined;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return Date.parse(iso);
};

/** SQLite's own check of a database file: `ok`, or what is wrong. Opens it read-only. */
export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Copies removed because they were older than the days kept. */
  removed: string[];
}

/**
 * Copies the live database to `backupDir` consistently, checks the copy, then removes copies older than
 * `keepDays`. A copy that fails its check is deleted and the call throws: a bad copy never looks like a good one.
 */
export function backupDatabase({
  dataDir,
  backupDir = path.join(dataDir, 'backups'),
  keepDays = DEFAULT_KEEP_DAYS,
  now = new Date(),
}: {
  dataDir: string;
  backupDir?: string;
  keepDays?: number;
  now?: Date;
}): BackupResult {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}.`);
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, backupName(now));
  const partial = `${file}.partial`;
  for (const leftover of ['', '-wal', '-shm']) fs.rmSync(`${partial}${leftover}`, { force: true });
  // `VACUUM INTO` in a connection of its own: one read transaction, so the copy is the database as it was at
  // one moment, every commit before it and none after. A WAL reader never blocks the backend's writes, and it
  // never starts over when they go on (the backup API restarts whenever another process writes, which a busy
  // checkout does every few milliseconds).
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.prepare('VACUUM INTO ?').run(partial);
  } finally {
    db.close();
  }
  // One self-contained file (no WAL beside it, whatever journal mode the copy was given) is kept and moved.
  const copy = new Database(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${partial}${suffix}`, { force: true });
  const integrity = integrityOf(partial);
  if (integrity !== 'ok') {
    fs.rmSync(partial, { force: true });
    throw new Error(`The copy of ${source} failed its integrity check: ${integrity}`);
  }
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
  const removed: string[] = [];
  const oldest = now.getTime() - keepDays * DAY;
  for (const name of fs.readdirSync(backupDir)) {
    const made = timeOf(name);
    if (made !== undefined && made < oldest) {
      fs.rmSync(path.join(backupDir, name), { force: true });
      removed.push(name);
    }
  }
  return { file, bytes: fs.statSync(file).size, removed };
}

/**
 * Puts a backup in the place of the database of `dataDir`, which the backend must not have open. The copy
 * is checked first; the database it replaces (with its WAL) is kept beside it, renamed.
 */
export function restoreDatabase({
  backupFile,
  dataDir,
  now = new Date(),
}: {
  backupFile: string;
  dataDir: string;
  now?: Date;
}): { restored: string; replaced?: string } {
  if (!fs.existsSync(backupFile)) throw new Error(`There is no backup at ${backupFile}.`);
  const integrity = integrityOf(backupFile);
  if (integrity !== 'ok') throw new Error(`${backupFile} failed its integrity check: ${integrity}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, DATABASE_FILE);
  let replaced: string | undefined;
  if (fs.existsSync(target)) {
    // The live database's last commits may be in its WAL: folded in first, so what is kept aside is whole.
    const live = new Database(target, { fileMustExist: true });
    try {
      live.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      live.close();
    }
    replaced = `${target}.replaced-${backupName(now).slice('backend-'.length, -'.sqlite'.length)}`;
    fs.renameSync(target, replaced);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  const partial = `${target}.restoring`;
  fs.copyFileSync(backupFile, partial);
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, target);
  return { restored: target, ...(replaced ? { replaced } : {}) };
}

function keepDaysFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.BACKUP_KEEP_DAYS?.trim();
  if (!raw) return DEFAULT_KEEP_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`BACKUP_KEEP_DAYS must be a whole number of days, got "${raw}"`);
  return days;
}

/** Whether a backend answers on the configured address (a restore under it would be lost or worse). */
async function backendAnswers(host: string, port: number): Promise<boolean> {
  const name = host.includes(':') ? `[${host}]` : host;
  try {
    const response = await fetch(`http://${name}:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  // DATA_DIR as the backend reads it (config.ts); no secret is needed, so the backup's unit is handed none.
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || path.join(SERVER_DIR, 'data'));
  try {
    if (command === 'backup') {
      const result = backupDatabase({
        dataDir,
        backupDir: process.env.BACKUP_DIR?.trim() || undefined,
        keepDays: keepDaysFrom(process.env),
      });
      console.log(
        `[backup] ${result.file} (${result.bytes} bytes, integrity ok)${
          result.removed.length > 0 ? `; removed ${result.removed.length} older than the days kept` : ''
        }`,
      );
      return;
    }
    if (command === 'restore' && file) {
      const host = process.env.BACKEND_HOST?.trim() || 'localhost';
      const port = Number(process.env.BACKEND_PORT?.trim() || 4100);
      if (await backendAnswers(host, port))
        throw new Error(
          `A backend answers on ${host}:${port}: stop it first (systemctl stop mindbridge-backend).`,
        );
      const result = restoreDatabase({ backupFile: path.resolve(file), dataDir });
      console.log(
        `[restore] ${result.restored} restored from ${file}${result.replaced ? `; the database it replaced is ${result.replaced}` : ''}`,
      );
      return;
    }
    console.error('Usage: npm run backup | npm run restore -- <backup file>');
    process.exitCode = 2;
  } catch (error) {
    console.error(`[${command ?? 'backup'}] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
