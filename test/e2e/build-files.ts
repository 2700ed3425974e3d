import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser build's chunk groups (the entry `main`, the `app` it loads, each route's and widget's
 * `webpackChunkName`) with their JavaScript files, as the build reports them in `.cache/build-report.json`.
 * Lazily loaded chunks are named by id and hash (webpack.config.ts, `chunkFilename`), so a test finds a
 * group's files here, never by a name in the file's address.
 */
type Report = { groups: Record<string, string[]>; named: Record<string, string[]> };

function buildReport(): Report {
  const file = path.resolve('.cache/build-report.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`the browser tests need the build's report (${file}): run \`npm run build\` first`);
  }
  return JSON.parse(text) as Report;
}

const { groups, named } = buildReport();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsInOneOf = (files: string[]) => new RegExp(`/(?:${files.map(escape).join('|')})$`);

/** An address (or a path) that ends in one of the files of chunk group `group` (`main`, `app`, a route's). */
export function codeOf(group: string): RegExp {
  const files = groups[group];
  if (!files?.length) throw new Error(`the build has no chunk group "${group}"`);
  return endsInOneOf(files);
}

/**
 * An address (or a path) that ends in the own file of the chunk named `name` (a route's or a widget's
 * `webpackChunkName`), without the chunks its group shares with others.
 */
export function ownCodeOf(name: string): RegExp {
  const files = named[name];
  if (!files?.length) throw new Error(`the build has no chunk named "${name}"`);
  return endsInOneOf(files);
}
