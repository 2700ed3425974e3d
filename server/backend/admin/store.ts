/**
 * The console's reads and writes of one content kind, over the table `kinds.ts` describes. Every write runs
 * in one transaction with its audit entry (the record before and after), so the log never misses a write and
 * never records one that did not happen.
 */
import type { Db } from '../db';

import { auditLog, type Staff } from './audit';
import type { FieldProblems, KindDef } from './kinds';

export type AdminRecord = Record<string, unknown> & {
  id: number;
  status: 'draft' | 'published';
  updatedAt: string;
  updatedBy: string;
};

export interface ListQuery {
  page: number;
  perPage: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  status?: 'draft' | 'published' | undefined;
}

export type WriteResult =
  | { ok: true; record: AdminRecord; /** The public pages show something else now. */ publicChange: boolean }
  | { ok: false; status: 400; message: string; fields: FieldProblems }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 409; message: string; current?: AdminRecord };

/** "2 December 2026, 17:05 IST": when a record changed, for the stale-save message. */
export function changedAtText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  return `${parts} IST`;
}

/** The columns a kind's list can be ordered by, by the name the console sorts with. */
function sortableColumns(kind: KindDef): ReadonlyMap<string, string> {
  return new Map<string, string>([
    ...Object.entries(kind.fields).map(([name, def]): [string, string] => [name, def.column]),
    ['id', 'id'],
    ['status', 'status'],
    ['updatedAt', 'updated_at'],
  ]);
}

/** `%text%` for LIKE ... ESCAPE '\\', with LIKE's own characters escaped. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The statements of a list (its count, and its page) with their parameters. */
export function listSql(
  kind: KindDef,
  query: ListQuery,
): { count: string; page: string; params: Record<string, unknown> } {
  const where: string[] = [];
  const params: Record<string, unknown> = {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
  if (query.status) {
    where.push('status = @status');
    params.status = query.status;
  }
  const q = query.q?.trim();
  if (q) {
    params.q = likePattern(q);
    where.push(
      `(${kind.search.map((name) => `${kind.fields[name]?.column ?? 'id'} LIKE @q ESCAPE '\\'`).join(' OR ')})`,
    );
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  // A search keeps few rows: SQLite would walk the order's index (db.ts, migration 13) and read every row
  // from it; sorting the matches (`+` keeps the index out of the order) is faster.
  const sortColumn = `${q ? '+' : ''}${sortableColumns(kind).get(query.sort ?? kind.defaultSort) ?? 'id'}`;
  const order = query.order === 'desc' ? 'DESC' : 'ASC';
  return {
    count: `SELECT COUNT(*) AS n FROM ${kind.table} ${clause}`,
    page: `SELECT * FROM ${kind.table} ${clause} ORDER BY ${sortColumn} ${order}, id ${order} LIMIT @limit OFFSET @offset`,
    params,
  };
}

/** The console's store of one kind. */
export function kindStore(db: Db, kind: KindDef, now: () => Date) {
  const audit = auditLog(db, now);
  const columns = Object.entries(kind.fields);
  const sortable = sortableColumns(kind);

  const fromRow = (row: Record<string, unknown>): AdminRecord => {
    const record: Record<string, unknown> = { id: row.id };
    for (const [name, def] of columns) {
      const value = row[def.column];
      record[name] = def.fromColumn ? def.fromColumn(value) : value;
    }
    record.status = row.status;
    record.updatedAt = row.updated_at;
    record.updatedBy = row.updated_by;
    return record as AdminRecord;
  };

  const selectOne = db.prepare<[number], Record<string, unknown>>(`SELECT * FROM ${kind.table} WHERE id = ?`);
  const read = (id: number): AdminRecord | undefined => {
    const row = selectOne.get(id);
    return row ? fromRow(row) : undefined;
  };

  /** A timestamp later than the record's last one, even within the same millisecond. */
  const stamp = (previous?: string): string => {
    const at = now().getTime();
    const before = previous ? Date.parse(previous) : Number.NaN;
    return new Date(Number.isNaN(before) || at > before ? at : before + 1).toISOString();
  };

  const columnsOf = (record: Record<string, unknown>) => {
    const values: Record<string, unknown> = {};
    for (const [name, def] of columns) {
      const value = record[name] === undefined ? def.default : record[name];
      values[def.column] = def.toColumn ? def.toColumn(value) : value;
    }
    return values;
  };

  const withDefaults = (record: Record<string, unknown>) => {
    const filled: Record<string, unknown> = { ...record };
    for (const [name, def] of columns) if (filled[name] === undefined) filled[name] = def.default;
    return filled;
  };

  const refuse = (fields: FieldProblems): WriteResult => ({
    ok: false,
    status: 400,
    message: `The ${kind.noun} cannot be saved: ${Object.values(fields)[0] ?? 'check the fields.'}`,
    fields,
  });

  const writeRow = (id: number | null, values: Record<string, unknown>): number => {
    const names = Object.keys(values);
    if (id === null) {
      const info = db
        .prepare(
          `INSERT INTO ${kind.table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
        )
        .run(values);
      return Number(info.lastInsertRowid);
    }
    db.prepare(`UPDATE ${kind.table} SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`).run({
      ...values,
      id,
    });
    return id;
  };

  return {
    list(query: ListQuery): { items: AdminRecord[]; total: number } {
      const { count, page, params } = listSql(kind, query);
      const { n } = db.prepare(count).get(params) as { n: number };
      const rows = db.prepare<Record<string, unknown>, Record<string, unknown>>(page).all(params);
      return { items: rows.map(fromRow), total: n };
    },

    /** Whether `sort` names a field the list can be ordered by. */
    sortable: (sort: string) => sortable.has(sort),

    read,

    create(input: Record<string, unknown>, by: Staff): WriteResult {
      const record = withDefaults(input);
      const fields = kind.rules(record, db);
      if (Object.keys(fields).length > 0) return refuse(fields);
      const status = input.status === 'published' ? 'published' : 'draft';
      return db.transaction((): WriteResult => {
        const id = writeRow(null, {
          ...columnsOf(record),
          ...(kind.onCreate?.(now()) ?? {}),
          ...(kind.onStatus?.(status) ?? {}),
          status,
          updated_at: stamp(),
          updated_by: by.name,
        });
        const created = read(id) as AdminRecord;
        audit.record(by, 'create', kind.name, id, null, created);
        return { ok: true, record: created, publicChange: status === 'published' };
      })();
    },

    update(id: number, input: Record<string, unknown>, by: Staff): WriteResult {
      return db.transaction((): WriteResult => {
        const current = read(id);
        if (!current) return { ok: false, status: 404, message: `No ${kind.noun} has the id ${id}.` };
        if (current.updatedAt !== input.updatedAt)
          return {
            ok: false,
            status: 409,
            message: `This ${kind.noun} was changed by ${current.updatedBy} at ${changedAtText(current.updatedAt)}, after you opened it. Nothing was saved: compare the two versions and save again.`,
            current,
          };
        const record = { ...input, id };
        const fields = kind.rules(record, db);
        if (Object.keys(fields).length > 0) return refuse(fields);
        const status =
          input.status === 'draft' || input.status === 'published' ? input.status : current.status;
        writeRow(id, {
          ...columnsOf(record),
          ...(status === current.status ? {} : (kind.onStatus?.(status) ?? {})),
          status,
          updated_at: stamp(current.updatedAt),
          updated_by: by.name,
        });
        const updated = read(id) as AdminRecord;
        audit.record(by, 'update', kind.name, id, current, updated);
        return {
          ok: true,
          record: updated,
          publicChange: current.status === 'published' || updated.status === 'published',
        };
      })();
    },

    setStatus(id: number, status: 'draft' | 'published', by: Staff): WriteResult {
      return db.transaction((): WriteResult => {
        const current = read(id);
        if (!current) return { ok: false, status: 404, message: `No ${kind.noun} has the id ${id}.` };
        if (status === 'published') {
          const fields = kind.rules(current, db);
          if (Object.keys(fields).length > 0) return refuse(fields);
        }
        writeRow(id, {
          ...(kind.onStatus?.(status) ?? {}),
          status,
          updated_at: stamp(current.updatedAt),
          updated_by: by.name,
        });
        const changed = read(id) as AdminRecord;
        audit.record(by, status === 'published' ? 'publish' : 'unpublish', kind.name, id, current, changed);
        return { ok: true, record: changed, publicChange: current.status !== status };
      })();
    },

    remove(id: number, by: Staff): WriteResult {
      return db.transaction((): WriteResult => {
        const current = read(id);
        if (!current) return { ok: false, status: 404, message: `No ${kind.noun} has the id ${id}.` };
        const refused = kind.referredBy?.(db, id) ?? null;
        if (refused) return { ok: false, status: 409, message: refused };
        db.prepare(`DELETE FROM ${kind.table} WHERE id = ?`).run(id);
        audit.record(by, 'delete', kind.name, id, current, null);
        return { ok: true, record: current, publicChange: current.status === 'published' };
      })();
    },
  };
}

export type KindStore = ReturnType<typeof kindStore>;
