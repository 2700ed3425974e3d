/**
 * The company's certificate command (`npm run certificates -- <command>`), run beside the backend on the same
 * data folder (DATA_DIR):
 *
 *   revoke MB-XXXX-XXXX-XXXX --reason "why"   marks the certificate revoked (the reason is kept, never shown)
 *   show MB-XXXX-XXXX-XXXX                    prints what the backend holds about one certificate
 *
 * The verification page, the credential and the revocation status list say "revoked" on their next read;
 * nothing needs restarting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { isCertificateId, readCertificateId } from '../src/lib/certificate-id';

import { certificateStore, type IssuedCertificate } from './backend/certificate-store';
import { verificationOf } from './backend/certificate-wire';
import { openDatabase } from './backend/db';
import { readConfig } from './config';

const USAGE = `Usage:
  npm run certificates -- revoke MB-XXXX-XXXX-XXXX --reason "why it is revoked"
  npm run certificates -- show MB-XXXX-XXXX-XXXX`;

/** The longest reason kept. */
const MAX_REASON = 500;

/** What a run printed and its exit status: 0 done, 1 refused (unknown id, no database), 2 a usage error. */
export interface CommandResult {
  status: 0 | 1 | 2;
  output: string;
}

const describe = (certificate: IssuedCertificate): string => {
  const { status, completedOn, revokedOn } = verificationOf(certificate);
  return [
    `${certificate.id}: ${status}${revokedOn ? ` since ${revokedOn}` : ''}`,
    `  ${certificate.name}, ${certificate.courseTitle}, completed ${completedOn}`,
    `  issued ${certificate.issuedAt} to account ${certificate.learner}`,
    ...(certificate.revocationReason ? [`  revoked because: ${certificate.revocationReason}`] : []),
  ].join('\n');
};

/** Runs one command against the database in `dataDir`, at `now`. */
export function runCertificateCommand(
  args: readonly string[],
  dataDir: string,
  now = new Date(),
): CommandResult {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { reason: { type: 'string' } },
    });
  } catch (error) {
    return { status: 2, output: `${(error as Error).message}\n${USAGE}` };
  }
  const [command, rawId, ...extra] = parsed.positionals;
  if ((command !== 'revoke' && command !== 'show') || rawId === undefined || extra.length > 0)
    return { status: 2, output: USAGE };
  const id = readCertificateId(rawId);
  if (id === null || !isCertificateId(id))
    return { status: 2, output: `"${rawId}" is not a certificate ID (MB-XXXX-XXXX-XXXX).` };
  const reason = parsed.values.reason?.trim() ?? '';
  if (command === 'revoke' && (reason.length === 0 || reason.length > MAX_REASON))
    return { status: 2, output: `revoke needs --reason "…" (1 to ${MAX_REASON} characters).\n${USAGE}` };
  if (!fs.existsSync(path.join(dataDir, 'backend.sqlite')))
    return { status: 1, output: `There is no backend database in ${dataDir} (DATA_DIR).` };

  const db = openDatabase(dataDir);
  try {
    const store = certificateStore(db);
    if (command === 'show') {
      const certificate = store.find(id);
      return certificate
        ? { status: 0, output: describe(certificate) }
        : { status: 1, output: `No certificate has the ID ${id}.` };
    }
    const result = store.revoke(id, reason, now);
    if (result.outcome === 'unknown') return { status: 1, output: `No certificate has the ID ${id}.` };
    const said = result.outcome === 'revoked' ? 'Revoked' : 'Already revoked; nothing changed';
    return { status: 0, output: `${said}.\n${describe(result.certificate)}` };
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { status, output } = runCertificateCommand(process.argv.slice(2), readConfig().dataDir);
  (status === 0 ? console.log : console.error)(output);
  process.exitCode = status;
}
