/**
 * The accounts the backend knows (`learner_accounts`, migration 14), for the console's learners: each token's
 * subject with the name and verified e-mail its provider reported at the account's latest call that recorded
 * something for it (progress taken, an order placed, a certificate issued). Reads never write, so an account
 * that only looked is not listed, and has nothing to list. A call writes the account only when its name or
 * e-mail changed or the last write is older than `SEEN_EVERY_MS`: a progress sync adds no write of its own.
 */
import { likePattern } from './admin/store';
import type { Db } from './db';
import type { Learner } from './learner-auth';

/** How often the same account's "last seen" is written at most. */
export const SEEN_EVERY_MS = 5 * 60_000;

/** How many accounts the write throttle remembers; past it, the oldest is forgotten (one extra write). */
const REMEMBERED = 10_000;

export interface LearnerAccount {
  sub: string;
  name: string;
  email: string;
  /** Null for an account known from its orders or progress before the backend kept accounts. */
  firstSeenAt: string | null;
  lastSeenAt: string | null;
}

interface AccountRow {
  sub: string;
  name: string;
  email: string;
  first_seen_at: string | null;
  last_seen_at: string | null;
}

const accountOf = (row: AccountRow): LearnerAccount => ({
  sub: row.sub,
  name: row.name,
  email: row.email,
  firstSeenAt: row.first_seen_at,
  lastSeenAt: row.last_seen_at,
});

export interface LearnerAccounts {
  /** Notes a call that recorded something for this account. */
  seen(learner: Learner): void;
  /** Newest seen first; `q` searches name, e-mail and subject. */
  list(query: { q?: string | undefined; page: number; perPage: number }): {
    items: LearnerAccount[];
    total: number;
  };
  find(sub: string): LearnerAccount | undefined;
  /** Removes the account's profile (an erase); true when there was one. */
  remove(sub: string): boolean;
}

export function learnerAccounts(db: Db, now: () => Date): LearnerAccounts {
  const upsert = db.prepare(
    `INSERT INTO learner_accounts (sub, name, email, first_seen_at, last_seen_at)
     VALUES (@sub, @name, @email, @at, @at)
     ON CONFLICT (sub) DO UPDATE SET name = excluded.name, email = excluded.email,
       first_seen_at = COALESCE(first_seen_at, excluded.first_seen_at), last_seen_at = excluded.last_seen_at`,
  );
  const one = db.prepare<[string], AccountRow>('SELECT * FROM learner_accounts WHERE sub = ?');
  const drop = db.prepare<[string]>('DELETE FROM learner_accounts WHERE sub = ?');
  const written = new Map<string, { name: string; email: string; atMs: number }>();

  return {
    seen(learner) {
      const name = learner.name ?? '';
      const email = learner.verifiedEmail ?? '';
      const at = now();
      const last = written.get(learner.sub);
      if (last && last.name === name && last.email === email && at.getTime() - last.atMs < SEEN_EVERY_MS)
        return;
      upsert.run({ sub: learner.sub, name, email, at: at.toISOString() });
      written.delete(learner.sub);
      if (written.size >= REMEMBERED) {
        const oldest = written.keys().next();
        if (!oldest.done) written.delete(oldest.value);
      }
      written.set(learner.sub, { name, email, atMs: at.getTime() });
    },

    list({ q, page, perPage }) {
      const text = q?.trim();
      const where = text
        ? `WHERE name LIKE @q ESCAPE '\\' OR email LIKE @q ESCAPE '\\' OR sub LIKE @q ESCAPE '\\'`
        : '';
      const params = { q: text ? likePattern(text) : null, limit: perPage, offset: (page - 1) * perPage };
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM learner_accounts ${where}`).get(params) as {
        n: number;
      };
      const rows = db
        .prepare<typeof params, AccountRow>(
          `SELECT * FROM learner_accounts ${where}
           ORDER BY last_seen_at IS NULL, last_seen_at DESC, sub LIMIT @limit OFFSET @offset`,
        )
        .all(params);
      return { items: rows.map(accountOf), total: n };
    },

    find(sub) {
      const row = one.get(sub);
      return row ? accountOf(row) : undefined;
    },

    remove(sub) {
      written.delete(sub);
      return drop.run(sub).changes > 0;
    },
  };
}
