import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { certificateStore } from './backend/certificate-store';
import { openDatabase } from './backend/db';
import { seedCourse } from './backend/player-course-seed';
import { certificateCourseOf } from './backend/player-courses';
import { runCertificateCommand } from './certificate-command';

const course = certificateCourseOf(seedCourse('2'));

let dataDir: string;
let id: string;

before(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-cli-'));
  const db = openDatabase(dataDir);
  id = certificateStore(db).issue(
    {
      learner: 'sub-cli',
      verifiedEmail: null,
      course,
      name: 'Arjun Mehta',
      completedAt: '2026-11-20T10:00:00.000Z',
    },
    new Date('2026-11-21T06:30:00.000Z'),
  ).certificate.id;
  db.close();
});
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run certificates', () => {
  it('shows a certificate, then revokes it with a reason, once', () => {
    const shown = runCertificateCommand(['show', id], dataDir);
    assert.equal(shown.status, 0);
    assert.match(
      shown.output,
      new RegExp(`^${id}: valid\\n  Arjun Mehta, Data Analysis with the Tidyverse, completed 2026-11-20`),
    );

    const at = new Date('2026-11-25T10:00:00.000Z');
    const revoked = runCertificateCommand(
      ['revoke', id.toLowerCase(), '--reason', 'Issued in error'],
      dataDir,
      at,
    );
    assert.equal(revoked.status, 0, revoked.output);
    assert.match(revoked.output, /^Revoked\.\n/);
    assert.match(revoked.output, /revoked since 2026-11-25/);
    assert.match(revoked.output, /revoked because: Issued in error/);

    const again = runCertificateCommand(['revoke', id, '--reason', 'Twice'], dataDir, new Date());
    assert.equal(again.status, 0);
    assert.match(again.output, /^Already revoked; nothing changed\./);
    assert.match(again.output, /revoked because: Issued in error/);
  });

  it('refuses an unknown id, a missing reason and what is not a command', () => {
    assert.deepEqual(runCertificateCommand(['revoke', 'MB-0000-0000-0000', '--reason', 'x'], dataDir), {
      status: 1,
      output: 'No certificate has the ID MB-0000-0000-0000.',
    });
    assert.equal(runCertificateCommand(['revoke', id], dataDir).status, 2);
    assert.equal(runCertificateCommand(['revoke', id, '--reason', '  '], dataDir).status, 2);
    assert.equal(runCertificateCommand(['revoke', 'hello', '--reason', 'x'], dataDir).status, 2);
    assert.equal(runCertificateCommand(['delete', id], dataDir).status, 2);
    assert.equal(runCertificateCommand(['show', id, '--force'], dataDir).status, 2);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-none-'));
    assert.equal(runCertificateCommand(['show', id], empty).status, 1);
    assert.deepEqual(fs.readdirSync(empty), [], 'no database is created where there was none');
    fs.rmSync(empty, { recursive: true });
  });

  it('runs as the npm script, on the data folder DATA_DIR names', () => {
    const result = spawnSync('npx', ['tsx', 'server/certificate-command.ts', 'show', id], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`^${id}: revoked since 2026-11-25`));
  });
});
