/**
 * `npm run compare-pages -- <build A> <build B>`: whether two builds prerendered the same pages, byte for
 * byte, once what changes with every build is masked: the content hashes in asset names and the times the
 * backend's snapshot was taken, and the ids and times of the data requests made while prerendering. A move of code that changes nothing a visitor sees must print "same"; it
 * prints each page that differs with the first place it differs, and exits 1.
 *
 * The chunks a page lists for the entry to preload (`#root`'s `data-code`) are compared apart and printed,
 * without failing: webpack names a shared chunk by a number drawn from the modules it holds and regroups
 * shared modules when files move, so a move of files changes that list while every byte a visitor is sent
 * in the page stays the same. What the chunks weigh is `npm run test:budget`'s to judge.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An asset's content hash (`main.0a1b2c3d4e.js`) and an ISO time (`2026-11-26T21:44:53.127Z`). */
const ASSET_HASH = /(\/assets\/[\w.-]*?)\.[0-9a-f]{8,20}(\.[a-z0-9]+)/g;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})\b/g;
/** RTK Query's bookkeeping in the state handed to the browser (quotes escaped inside a script's string). */
const REQUEST_ID = /(\\?"requestId\\?":\\?")[\w-]+/g;
const REQUEST_TIME = /(\\?"(?:started|fulfilled)TimeStamp\\?":)\d+/g;

/** The page with its asset hashes, snapshot times and request ids and times masked. */
export function maskVolatile(html: string): string {
  return html
    .replace(ASSET_HASH, '$1.[hash]$2')
    .replace(ISO_TIME, '[time]')
    .replace(REQUEST_ID, '$1[id]')
    .replace(REQUEST_TIME, '$1[time]');
}

/** `#root`'s list of the route's chunks, which the entry preloads. */
const CODE_LIST = /( data-code=")([^"]*)(")/;

/** The page with its code list taken out (masked as `[code]`), and the list, masked, or '' when it has none. */
export function splitCodeList(html: string): { page: string; code: string } {
  const match = CODE_LIST.exec(html);
  return { page: html.replace(CODE_LIST, '$1[code]$3'), code: match?.[2] ?? '' };
}

/** The first place two texts differ, with some context, or null when they are the same. */
export function firstDifference(a: string, b: string, context = 60): string | null {
  if (a === b) return null;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const from = Math.max(0, at - context);
  return `at ${at}:\n  - ${JSON.stringify(a.slice(from, at + context))}\n  + ${JSON.stringify(b.slice(from, at + context))}`;
}

/** Every HTML page under `root`, as paths relative to it. */
export function htmlPages(root: string, under = ''): string[] {
  return readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlPages(root, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

export type PageComparison = {
  same: string[];
  differ: { page: string; where: string }[];
  only: string[];
  /** Pages the same but for the chunks they list: each list before and after. */
  codeLists: { page: string; before: string; after: string }[];
};

export function comparePages(rootA: string, rootB: string): PageComparison {
  const a = new Set(htmlPages(rootA));
  const b = new Set(htmlPages(rootB));
  const result: PageComparison = { same: [], differ: [], only: [], codeLists: [] };
  for (const page of [...new Set([...a, ...b])].sort()) {
    if (!a.has(page) || !b.has(page)) {
      result.only.push(`${page} (only in ${a.has(page) ? rootA : rootB})`);
      continue;
    }
    const before = splitCodeList(maskVolatile(readFileSync(path.join(rootA, page), 'utf8')));
    const after = splitCodeList(maskVolatile(readFileSync(path.join(rootB, page), 'utf8')));
    const where = firstDifference(before.page, after.page);
    if (where !== null) {
      result.differ.push({ page, where });
      continue;
    }
    result.same.push(page);
    if (before.code !== after.code) result.codeLists.push({ page, before: before.code, after: after.code });
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [rootA, rootB] = process.argv.slice(2);
  if (!rootA || !rootB) {
    console.error('usage: npm run compare-pages -- <build A> <build B>   (two dist folders)');
    process.exit(2);
  }
  const { same, differ, only, codeLists } = comparePages(rootA, rootB);
  for (const { page, before, after } of codeLists)
    console.log(`chunks listed (not a difference in the page): ${page}\n  - ${before}\n  + ${after}`);
  for (const { page, where } of differ) console.log(`differs: ${page} ${where}`);
  for (const page of only) console.log(`missing: ${page}`);
  console.log(`${same.length} pages the same, ${differ.length} differ, ${only.length} in one build only.`);
  process.exit(differ.length + only.length === 0 ? 0 : 1);
}
