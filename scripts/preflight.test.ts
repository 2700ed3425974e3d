import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { BROWSER_TEST_PACKAGES, dpkgQuery, preflight, stopLine } from './preflight';
import type { Installer, PackageQuery } from './preflight';

/** A machine whose installed packages are `installed`; installing adds to them. */
function machine(installed: string[]) {
  const have = new Set(installed);
  const query: PackageQuery = (names) => names.filter((name) => !have.has(name));
  const installs: string[][] = [];
  const installer =
    (works: boolean): Installer =>
    (names) => {
      installs.push([...names]);
      if (works) for (const name of names) have.add(name);
      return works;
    };
  return { query, installer, installs };
}

describe('preflight', () => {
  it('is ready when every package is installed, and installs nothing', () => {
    const { query, installer, installs } = machine([...BROWSER_TEST_PACKAGES]);
    assert.deepEqual(preflight({ query, installer: installer(true) }), { kind: 'ready' });
    assert.deepEqual(installs, []);
  });

  it('installs exactly the missing packages when it may (root with apt)', () => {
    const { query, installer, installs } = machine([
      'chromium',
      'chromium-headless-shell',
      'firefox-esr',
      'xauth',
    ]);
    const outcome = preflight({ query, installer: installer(true) });
    const missing = [
      'webkit2gtk-driver',
      'xvfb',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'openssl',
      'default-jre-headless',
    ];
    assert.deepEqual(outcome, { kind: 'installed', packages: missing });
    assert.deepEqual(installs, [missing]);
  });

  it('stops with one line naming the missing packages and the command, when it may not install', () => {
    const { query } = machine([
      'chromium',
      'chromium-headless-shell',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'xauth',
      'openssl',
      'default-jre-headless',
    ]);
    const outcome = preflight({ query });
    assert.equal(outcome.kind, 'stop');
    assert.equal(
      outcome.kind === 'stop' && outcome.line,
      'The browser tests need Debian packages that are not installed: nginx libnginx-mod-http-brotli-static. ' +
        'Install them with: sudo apt-get install -y nginx libnginx-mod-http-brotli-static',
    );
    assert.equal(stopLine(['nginx']).includes('\n'), false);
  });

  it('stops with what is still missing when the install fails', () => {
    const { query, installer } = machine([]);
    const outcome = preflight({ query, installer: installer(false) });
    assert.deepEqual(outcome.kind === 'stop' && outcome.packages, [...BROWSER_TEST_PACKAGES]);
  });
});

describe('preflight against dpkg-query and apt-get (fakes on the PATH they are read from)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const installedFile = path.join(dir, 'installed');
  /** A dpkg-query that knows the packages listed in `installedFile`, in dpkg-query's own output. */
  const fakeQuery = path.join(dir, 'dpkg-query');
  writeFileSync(
    fakeQuery,
    `#!/bin/sh
shift 3
for name in "$@"; do
  if grep -qx "$name" "${installedFile}"; then echo "$name ii "; else echo "dpkg-query: no packages found matching $name" >&2; fi
done
`,
  );
  /** An apt-get that installs by adding to `installedFile`, or fails when FAKE_APT_FAILS is set. */
  const fakeApt = path.join(dir, 'apt-get');
  writeFileSync(
    fakeApt,
    `#!/bin/sh
[ -n "$FAKE_APT_FAILS" ] && [ "$1" = install ] && { echo "E: Unable to locate package" >&2; exit 100; }
[ "$1" = install ] && { shift 3; for name in "$@"; do echo "$name" >> "${installedFile}"; done; }
exit 0
`,
  );
  chmodSync(fakeQuery, 0o755);
  chmodSync(fakeApt, 0o755);
  const run = (env: Record<string, string>) =>
    spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/preflight.ts'], {
      encoding: 'utf8',
      env: { ...process.env, PREFLIGHT_DPKG_QUERY: fakeQuery, PREFLIGHT_APT_GET: fakeApt, ...env },
    });

  it('reads dpkg-query: a package it does not list as installed is missing', () => {
    writeFileSync(installedFile, 'chromium\nnginx\n');
    assert.deepEqual(dpkgQuery(fakeQuery)(['chromium', 'nginx', 'xvfb']), ['xvfb']);
  });

  it('as root, installs what is missing with apt-get and goes on', { skip: process.getuid?.() !== 0 }, () => {
    writeFileSync(
      installedFile,
      'chromium\nchromium-headless-shell\nfirefox-esr\nwebkit2gtk-driver\nxauth\n',
    );
    const result = run({});
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /installing the browser tests' Debian packages: xvfb nginx libnginx-mod/);
    assert.deepEqual(readFileSync(installedFile, 'utf8').trim().split('\n').slice(5), [
      'xvfb',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'openssl',
      'default-jre-headless',
    ]);
  });

  it('stops before any test with the one line when apt-get cannot install', () => {
    writeFileSync(
      installedFile,
      'chromium\nchromium-headless-shell\nfirefox-esr\nwebkit2gtk-driver\nxvfb\nxauth\n',
    );
    const result = run({ FAKE_APT_FAILS: '1' });
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr.trim().split('\n').at(-1),
      stopLine(['nginx', 'libnginx-mod-http-brotli-static', 'openssl', 'default-jre-headless']),
    );
  });
});
