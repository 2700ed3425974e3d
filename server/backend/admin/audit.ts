/** The audit log: who changed what and when, with the record before and after (`audit_log`, migration 11). */
import type { Db } from '../db';

/** A signed-in member of staff, as the audit log and `updatedBy` name them. */
export interface Staff {
  sub: string;
  /** The token's name, else its e-mail, else its subject. */
  name: string;
}

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'upload',
  'revoke',
  'erase',
  'refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  at: string;
  by: { sub: string; name: string };
  action: AuditAction;
  kind: string;
  id: string;
  before: unknown;
  after: unknown;
}

interface AuditRow {
  at: string;
  by_sub: string;
  by_name: string;
  action: AuditAction;
  kind: string;
  record_id: string;
  before: string | null;
  after: string | null;
}

/** Reads and appends the audit log. */
export function auditLog(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(
    `INSERT INTO audit_log (at, by_sub, by_name, action, kind, record_id, before, after)
     VALUES (@at, @bySub, @byName, @action, @kind, @id, @before, @after)`,
  );
  return {
    /** Appends one entry; called inside the write's own transaction. */
    record(
      by: Staff,
      action: AuditAction,
      kind: string,
      id: number | string,
      before: unknown,
      after: unknown,
    ) {
      insert.run({
        at: now().toISOString(),
        bySub: by.sub,
        byName: by.name,
        action,
        kind,
        id: String(id),
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
      });
    },

    /** Newest first, filtered by kind and record. */
    list(filter: { kind?: string | undefined; id?: string | undefined; page: number; perPage: number }) {
      const where: string[] = [];
      const params: Record<string, unknown> = {};
      if (filter.kind) {
        where.push('kind = @kind');
        params.kind = filter.kind;
      }
      if (filter.id) {
        where.push('record_id = @id');
        params.id = filter.id;
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM audit_log ${clause}`).get(params) as { n: number };
      const rows = db
        .prepare<Record<string, unknown>, AuditRow>(
          `SELECT * FROM audit_log ${clause} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: filter.perPage, offset: (filter.page - 1) * filter.perPage });
      const items: AuditEntry[] = rows.map((row) => ({
        at: row.at,
        by: { sub: row.by_sub, name: row.by_name },
        action: row.action,
        kind: row.kind,
        id: row.record_id,
        before: row.before === null ? null : (JSON.parse(row.before) as unknown),
        after: row.after === null ? null : (JSON.parse(row.after) as unknown),
      }));
      return { items, total: n };
    },
  };
}
