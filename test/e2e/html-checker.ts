/**
 * The W3C Nu Html Checker (`vnu-jar`, run by Debian's Java) over a set of documents: every error it reports,
 * one line each, named by the document it is in.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The checker's jar, as the package ships it (its own launcher would look for a Java to download). */
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * Messages the checker gives for markup the HTML Standard allows, each with where the Standard says so.
 * `<link rel="expect" blocking="render">` (public/index.html) is the Standard's "expect" link type
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), which the checker does not know yet.
 */
const standardMarkup = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number };

/** The checker's errors in `documents` (name -> HTML), as `name:line: message (extract)` lines. */
export async function htmlErrors(documents: ReadonlyMap<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'html-checker-'));
  try {
    const files = new Map<string, string>();
    [...documents].forEach(([name, html], index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, html);
      files.set(file, name);
    });
    const { stdout, stderr } = await run(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // The checker writes its JSON report to standard error.
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error')
      .filter((message) => !standardMarkup.some((pattern) => pattern.test(message.message)))
      .map((message) => {
        // The checker names each document by its file: URL.
        const file = [...files.keys()].find((candidate) => message.url?.endsWith(candidate));
        const name = (file && files.get(file)) ?? message.url ?? '?';
        const extract = (message.extract ?? '').replace(/\s+/g, ' ').slice(0, 160);
        return `${name}:${message.lastLine ?? '?'}: ${message.message} (${extract})`;
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
