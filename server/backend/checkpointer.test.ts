import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { SQLITE_AUTOCHECKPOINT_PAGES, walCheckpointer } from './checkpointer';
import { openDatabase } from './db';

const dirs: string[] = [];
const fresh = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  return { file: path.join(dir, 'backend.sqlite'), db: openDatabase(dir) };
};
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes about 8 MB (2000 pages, twice SQLite's own checkpoint mark) in commits of 80 KB. */
function writeMuch(db: ReturnType<typeof openDatabase>) {
  const insert = db.prepare('INSERT INTO progress_events (learner, id) VALUES (?, ?)');
  const commit = db.transaction((from: number) => {
    for (let i = from; i < from + 20; i += 1) insert.run('a', `e${i}-${'x'.repeat(4000)}`);
  });
  for (let from = 0; from < 2000; from += 20) commit(from);
}

describe('WAL checkpoints in a worker thread', () => {
  it('leaves the commits without checkpoints, and the worker copies the WAL into the database file', async () => {
    const { file, db } = fresh();
    const checkpoints = walCheckpointer(db, { everyMs: 3_600_000 });
    assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), 0);
    const before = fs.statSync(file).size;
    writeMuch(db);
    // No commit checkpointed: the database file has not grown, the rows are all in the WAL.
    assert.equal(fs.statSync(file).size, before);
    assert.ok(fs.statSync(`${file}-wal`).size > 8_000_000);
    await checkpoints.checkpoint();
    assert.ok(fs.statSync(file).size > before + 8_000_000, 'the worker made no checkpoint');
    await checkpoints.close();
    db.close();
    // The last connection closed: the WAL was checkpointed and removed.
    assert.equal(fs.existsSync(`${file}-wal`), false);
  });

  it("gives the connection back to SQLite's own checkpoints when the worker cannot open the database", async () => {
    const { db } = fresh();
    const checkpoints = walCheckpointer(db, {
      everyMs: 3_600_000,
      file: path.join(os.tmpdir(), 'no-such-dir', 'backend.sqlite'),
    });
    await assert.rejects(checkpoints.checkpoint());
    assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), SQLITE_AUTOCHECKPOINT_PAGES);
    await checkpoints.close();
    db.close();
  });

  it('keeps a process alive until the worker has exited, when closed with a checkpoint still answering', () => {
    // In a process of its own: what is tested is that the process does not end (with the close still
    // pending) when the checkpoint's answer arrives during the close and nothing else keeps it alive.
    const { file } = fresh();
    const script = path.join(path.dirname(file), 'close-while-answering.mts');
    const here = path.dirname(fileURLToPath(import.meta.url));
    fs.writeFileSync(
      script,
      [
        `import { walCheckpointer } from ${JSON.stringify(path.join(here, 'checkpointer.ts'))};`,
        `import { openDatabase } from ${JSON.stringify(path.join(here, 'db.ts'))};`,
        `const checkpoints = walCheckpointer(openDatabase(${JSON.stringify(path.dirname(file))}), { everyMs: 3_600_000 });`,
        'void checkpoints.checkpoint();',
        'await checkpoints.close();',
        "console.log('closed');",
      ].join('\n'),
    );
    const result = spawnSync(path.resolve('node_modules/.bin/tsx'), [script], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), 'closed');
  });
});
