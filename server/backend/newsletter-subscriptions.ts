/**
 * The newsletter's subscriptions: one row per address subscribed, deleted when the subscription ends (its
 * owner's unsubscribe, staff's removal, a learner's erase). Each subscription has an unsubscribe token, a
 * JWT signed with the backend's newsletter secret (HMAC-SHA256) that names the subscription's id and address:
 * no one can write one without the secret, one for an address names no other, and once the subscription
 * has ended its token names nothing (ids are never given twice: db.ts, migration 18), not even when the
 * address subscribes again.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

import { likePattern } from './admin/store';
import type { Db } from './db';

/** A subscription as the console lists it. */
export interface Subscription {
  id: number;
  email: string;
  subscribedAt: string;
}

interface SubscriptionRow {
  id: number;
  email: string;
  created_at: string;
}

const subscriptionOf = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  subscribedAt: row.created_at,
});

/** What the tokens are for, so a token signed for anything else with the same secret is refused. */
const AUDIENCE = 'newsletter-unsubscribe';
const ALGORITHM = 'HS256';

/** Signs and reads the unsubscribe tokens. */
export function unsubscribeTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** The token that ends this subscription (no expiry: the link in a welcome e-mail works for as long). */
    sign: (subscription: Pick<Subscription, 'id' | 'email'>): Promise<string> =>
      new SignJWT({ email: subscription.email })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(subscription.id))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .sign(key),
    /** The subscription a token names, or null when it is not one of ours. */
    async read(token: string): Promise<{ id: number; email: string } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE });
        const id = Number(payload.sub);
        const email = payload.email;
        if (!Number.isSafeInteger(id) || id < 1 || typeof email !== 'string') return null;
        return { id, email };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The subscriptions' reads and writes. */
export function newsletterSubscriptions(db: Db, now: () => Date) {
  const insert = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
  );
  const byId = db.prepare<[number], SubscriptionRow>(
    'SELECT id, email, created_at FROM newsletter_subscriptions WHERE id = ?',
  );
  const remove = db.prepare<[number]>('DELETE FROM newsletter_subscriptions WHERE id = ?');
  // The token's address must be this row's, byte for byte: a token names one subscription of one address.
  const removeNamed = db.prepare<[number, string]>(
    'DELETE FROM newsletter_subscriptions WHERE id = ? AND email = ? COLLATE BINARY',
  );
  const where = (q: string | undefined) =>
    q
      ? { clause: "WHERE email LIKE @q ESCAPE '\\'", params: { q: likePattern(q) } }
      : { clause: '', params: {} };

  return {
    /** Stores the address once; the new subscription, or null when the address is subscribed already. */
    subscribe(email: string): Subscription | null {
      const { changes, lastInsertRowid } = insert.run(email, now().toISOString());
      if (changes !== 1) return null;
      const row = byId.get(Number(lastInsertRowid));
      return row ? subscriptionOf(row) : null;
    },
    /** Ends the subscription a token named; whether there was one to end. */
    end: (named: { id: number; email: string }): boolean =>
      removeNamed.run(named.id, named.email).changes === 1,
    find: (id: number): Subscription | null => {
      const row = byId.get(id);
      return row ? subscriptionOf(row) : null;
    },
    remove: (id: number): boolean => remove.run(id).changes === 1,
    /** The newest first, filtered by part of the address. */
    list({ q, page, perPage }: { q?: string | undefined; page: number; perPage: number }) {
      const { clause, params } = where(q);
      const total =
        db
          .prepare<Record<string, unknown>, { n: number }>(
            `SELECT count(*) AS n FROM newsletter_subscriptions ${clause}`,
          )
          .get(params)?.n ?? 0;
      const items = db
        .prepare<Record<string, unknown>, SubscriptionRow>(
          `SELECT id, email, created_at FROM newsletter_subscriptions ${clause}
           ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: perPage, offset: (page - 1) * perPage })
        .map(subscriptionOf);
      return { items, total };
    },
    /** Every subscription the filter keeps, in the list's order (the CSV). */
    all(q: string | undefined): Subscription[] {
      const { clause, params } = where(q);
      return db
        .prepare<Record<string, unknown>, SubscriptionRow>(
          `SELECT id, email, created_at FROM newsletter_subscriptions ${clause} ORDER BY created_at DESC, id DESC`,
        )
        .all(params)
        .map(subscriptionOf);
    },
  };
}

export type NewsletterSubscriptions = ReturnType<typeof newsletterSubscriptions>;
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
