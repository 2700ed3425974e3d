/**
 * The console's lists read their default order from an index (db.ts, migration 13), so the first page of ten
 * thousand rows costs what the first page of ten does (`npm run bench:admin` gives the figures).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { KIND_NAMES, KINDS } from './admin/kinds';
import { listSql, type ListQuery } from './admin/store';
import { openDatabase } from './db';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-lists-'));
const db = openDatabase(dir);
after(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const plan = (sql: string, params: Record<string, unknown>) =>
  db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(params)
    .map((row) => (row as { detail: string }).detail)
    .join('; ');

const first: ListQuery = { page: 1, perPage: 25 };

describe("the console's lists", () => {
  for (const name of KIND_NAMES) {
    const kind = KINDS[name];
    it(`${name}: the first page, all or by status, and its count, without sorting the table`, () => {
      for (const query of [first, { ...first, order: 'desc' as const }, { ...first, page: 200 }]) {
        const { page, params } = listSql(kind, query);
        const detail = plan(page, params);
        assert.match(detail, new RegExp(`USING (COVERING )?INDEX ${kind.table}_console_order`), detail);
        assert.doesNotMatch(detail, /TEMP B-TREE/);
      }
      const byStatus = listSql(kind, { ...first, status: 'draft' });
      const detail = plan(byStatus.page, byStatus.params);
      assert.match(detail, new RegExp(`INDEX ${kind.table}_console_status \\(status=\\?\\)`), detail);
      assert.doesNotMatch(detail, /TEMP B-TREE/);
      assert.match(plan(byStatus.count, byStatus.params), /COVERING INDEX/);
    });
  }

  it('sorts the matches of a search rather than walking the whole order for them', () => {
    const { page, params } = listSql(KINDS.events, { ...first, q: 'workshop' });
    const detail = plan(page, params);
    assert.doesNotMatch(detail, /events_console_order/, detail);
    assert.match(detail, /USE TEMP B-TREE FOR ORDER BY/);
  });

  it('finds what a search names, with its wildcards taken as text', () => {
    const { page, params } = listSql(KINDS.events, { ...first, q: '100%_' });
    assert.equal(params.q, '%100\\%\\_%');
    assert.match(page, /LIKE @q ESCAPE '\\'/);
  });
});
