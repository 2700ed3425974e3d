/**
 * WAL checkpoints off the event loop. SQLite's own (every 1000 pages of WAL) run inside the commit that
 * crosses the mark: they copy the WAL into the database file and sync both, and the server waits for the
 * disk. Here the backend's connection makes none; a worker thread with its own connection makes a passive
 * one every second (which never blocks a writer nor waits for one). Should the worker fail, the connection
 * goes back to SQLite's own checkpoints, so the WAL never grows without end.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { Db } from './db';

/** SQLite's default `wal_autocheckpoint`, in pages: what the connection goes back to without its worker. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** How often the worker is asked for a checkpoint. */
const EVERY_MS = 1000;

/** Plain CommonJS, run with `eval`: the worker loads no TypeScript. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
`;

export interface Checkpointer {
  /** Asks the worker for a checkpoint now; settles when it is made (tests, and the timer). */
  checkpoint(): Promise<void>;
  /** Ends the worker after its checkpoint in progress, if any: call before closing the database. */
  close(): Promise<void>;
}

/**
 * Moves `db`'s checkpoints to a worker thread (a database in WAL mode on disk; otherwise none is made).
 * `file` is the database's own unless a test names another.
 */
export function walCheckpointer(
  db: Db,
  { everyMs = EVERY_MS, file = db.memory ? '' : path.resolve(db.name) } = {},
): Checkpointer {
  if (db.memory || db.pragma('journal_mode', { simple: true }) !== 'wal')
    return { checkpoint: async () => undefined, close: async () => undefined };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  db.pragma('wal_autocheckpoint = 0');

  let failed = false;
  const fallBack = (reason: unknown) => {
    if (failed) return;
    failed = true;
    clearInterval(timer);
    if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    for (const waiter of waiting.splice(0)) waiter.reject(reason);
  };
  const waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let closing = false;
  worker.on('message', (message: { ok: boolean; error?: string }) => {
    const waiter = waiting.shift();
    // Once closing, the worker stays held until it has exited: the answer to a checkpoint asked for before
    // the close must not let the process end while `close` still waits for the exit.
    if (waiting.length === 0 && !closing) worker.unref();
    if (message.ok) waiter?.resolve();
    else waiter?.reject(new Error(message.error));
  });
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(new Error(`the checkpoint worker ended (${code})`)));
  // A backend that is never closed (a start that failed, a script that ends) is not kept alive by its
  // worker. After the listeners: adding a 'message' listener refs the worker's port again.
  worker.unref();

  const checkpoint = () =>
    new Promise<void>((resolve, reject) => {
      if (failed) return reject(new Error('the checkpoint worker has ended'));
      waiting.push({ resolve, reject });
      // Held open while a checkpoint is asked for, so that whoever awaits it gets its answer.
      worker.ref();
      worker.postMessage('checkpoint');
    });
  const timer = setInterval(() => {
    // One at a time: a checkpoint slower than the interval is not queued behind.
    if (waiting.length === 0) checkpoint().catch(() => undefined);
  }, everyMs);
  timer.unref();

  return {
    checkpoint,
    close: async () => {
      clearInterval(timer);
      if (failed) return;
      failed = true;
      closing = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      // Held open until the worker has closed its connection, whatever else the process is waiting for.
      worker.ref();
      worker.postMessage('close');
      await exited;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error('the checkpoint worker was closed'));
    },
  };
}
