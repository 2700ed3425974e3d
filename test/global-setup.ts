/** Before any jest worker starts: the name fonts' subsets, built in a process of their own (test/test-fonts.ts). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { testFontsDir } from './test-fonts';

export default function globalSetup() {
  const dir = testFontsDir();
  if (existsSync(dir)) return;
  const tsx = path.resolve(__dirname, '../node_modules/.bin/tsx');
  const built = spawnSync(tsx, [path.resolve(__dirname, 'build-test-fonts.ts'), dir], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the test fonts into ${dir} failed (${built.status})`);
}
