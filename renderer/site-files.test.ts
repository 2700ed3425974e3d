import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { sweepTemporaries, writeFileAtomically } from './site-files';

const temporaries = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tmp'));

describe('files written where a web server serves them', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'site-files-test-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('replaces a file in one rename, leaving no temporary file', () => {
    const target = path.join(folder, 'events', 'index.html');
    writeFileAtomically(target, 'old');
    writeFileAtomically(target, 'new');
    assert.equal(readFileSync(target, 'utf8'), 'new');
    assert.deepEqual(temporaries(folder), []);
  });

  it('removes its temporary file when the write fails', () => {
    const target = path.join(folder, 'taken');
    mkdirSync(path.join(target, 'inside'), { recursive: true });
    assert.throws(() => writeFileAtomically(target, 'a page'), /EISDIR|ENOTEMPTY|EEXIST/);
    assert.deepEqual(temporaries(folder), []);
  });

  it('sweeps what a killed writer left behind, and leaves a running writer its files', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => gone.once('exit', () => resolve(gone.pid ?? 0)));
    mkdirSync(path.join(folder, 'c', '1'), { recursive: true });
    const left = path.join('c', '1', `.index.html.${deadPid}.1764000000000.tmp`);
    const running = `.sitemap.xml.${process.ppid}.1764000000000.tmp`;
    writeFileSync(path.join(folder, left), 'half a page');
    writeFileSync(path.join(folder, running), 'being written');
    writeFileSync(path.join(folder, 'notes.tmp'), 'not ours');
    assert.deepEqual(sweepTemporaries(folder), [left]);
    assert.equal(existsSync(path.join(folder, left)), false);
    assert.equal(existsSync(path.join(folder, running)), true);
    assert.equal(existsSync(path.join(folder, 'notes.tmp')), true);
  });

  it('stopped by SIGTERM mid-run (systemd), a writer ends between two writes, leaving no temporary file', async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), 'site-files-signal-test-'));
    const module = path.resolve('renderer/site-files.ts');
    const writer = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { removeTemporariesOnSignal, writeFileAtomically } = require(${JSON.stringify(module)});
         removeTemporariesOnSignal();
         const page = 'x'.repeat(4_000_000);
         (async () => {
           for (let i = 0; ; i += 1) {
             writeFileAtomically(${JSON.stringify(target)} + '/page-' + (i % 20) + '.html', page);
             if (i === 0) console.log('writing');
             await new Promise((resolve) => setImmediate(resolve));
           }
         })();`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<number | null>((resolve) => writer.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
    writer.kill('SIGTERM');
    try {
      assert.equal(await exited, 143);
      assert.deepEqual(temporaries(target), []);
      assert.ok(readdirSync(target).length > 0);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});
