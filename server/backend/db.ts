import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Versioned migrations: index i takes the schema from version i to i + 1 (PRAGMA user_version).
 * Never edit a shipped migration; append a new one.
 */
const MIGRATIONS: readonly string[] = [
  // 1: the content the PHP admin manages
  `
  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    details TEXT NOT NULL,
    image TEXT NOT NULL,
    category TEXT NOT NULL,
    location TEXT NOT NULL,
    date_text TEXT NOT NULL,
    starts_on TEXT NOT NULL,
    link TEXT NOT NULL DEFAULT '',
    is_upcoming INTEGER NOT NULL,
    registration_open INTEGER NOT NULL
  );
  CREATE TABLE text_testimonials (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    content TEXT NOT NULL,
    image TEXT NOT NULL
  );
  CREATE TABLE video_testimonials (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    video_url TEXT NOT NULL
  );
  CREATE TABLE certificates (
    id INTEGER PRIMARY KEY,
    certificate_title TEXT NOT NULL,
    certificate_image TEXT NOT NULL
  );
  CREATE TABLE webinars (
    id INTEGER PRIMARY KEY,
    group_id INTEGER NOT NULL CHECK (group_id IN (1, 2)),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    date TEXT NOT NULL,
    time TEXT NOT NULL,
    duration_hours REAL NOT NULL,
    is_confirmed INTEGER NOT NULL,
    speaker TEXT NOT NULL,
    registration_link TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX webinars_group ON webinars (group_id, date, time);
  CREATE TABLE instructors (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    designation TEXT NOT NULL,
    bio TEXT NOT NULL,
    email TEXT NOT NULL,
    profile_picture TEXT NOT NULL
  );
  CREATE TABLE courses (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    short_description TEXT NOT NULL,
    description TEXT NOT NULL,
    category TEXT NOT NULL,
    instructor_id INTEGER NOT NULL REFERENCES instructors (id),
    thumbnail TEXT NOT NULL,
    video_file TEXT NOT NULL DEFAULT '',
    video_url TEXT NOT NULL DEFAULT '',
    duration TEXT NOT NULL,
    level TEXT NOT NULL,
    language TEXT NOT NULL DEFAULT 'English',
    price_paise INTEGER NOT NULL,
    discount_price_paise INTEGER,
    is_published INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE seed_info (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seeded_at TEXT NOT NULL
  );
  `,
  // 2: what visitors send: subscriptions, orders, payments, confirmations, e-mails
  `
  CREATE TABLE newsletter_subscriptions (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('plan', 'workshop')),
    title TEXT NOT NULL,
    currency TEXT NOT NULL CHECK (currency IN ('USD', 'INR')),
    rate REAL NOT NULL,
    base_minor INTEGER NOT NULL,
    fee_minor INTEGER NOT NULL,
    gst_minor INTEGER NOT NULL,
    amount_minor INTEGER NOT NULL,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
    created_at TEXT NOT NULL
  );
  CREATE TABLE checkout_payments (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders (id),
    status TEXT NOT NULL CHECK (status IN ('captured', 'failed')),
    amount_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    error_description TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE payment_confirmations (
    payment_id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders (id),
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    amount_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE emails (
    id INTEGER PRIMARY KEY,
    endpoint TEXT NOT NULL CHECK (endpoint IN ('send', 'send-form')),
    lib_version TEXT NOT NULL,
    user_id TEXT NOT NULL,
    service_id TEXT NOT NULL,
    template_id TEXT NOT NULL,
    params_json TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  // 3: payments the provider reports itself. An order may fail (a declined attempt) before it is paid; the
  // reconciler notes when it last asked the provider about an order; a recorded payment says which path
  // recorded it first; each webhook event id is kept once, with what it did.
  `
  CREATE TABLE orders_v3 (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('plan', 'workshop')),
    title TEXT NOT NULL,
    currency TEXT NOT NULL CHECK (currency IN ('USD', 'INR')),
    rate REAL NOT NULL,
    base_minor INTEGER NOT NULL,
    fee_minor INTEGER NOT NULL,
    gst_minor INTEGER NOT NULL,
    amount_minor INTEGER NOT NULL,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'failed', 'paid')),
    created_at TEXT NOT NULL,
    checked_at TEXT
  );
  INSERT INTO orders_v3 (id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
      customer_name, customer_email, customer_phone, status, created_at)
    SELECT id, kind, title, currency, rate, base_minor, fee_minor, gst_minor, amount_minor,
      customer_name, customer_email, customer_phone, status, created_at
    FROM orders;
  DROP TABLE orders;
  ALTER TABLE orders_v3 RENAME TO orders;
  CREATE INDEX orders_unsettled ON orders (status, created_at);
  ALTER TABLE payment_confirmations ADD COLUMN source TEXT NOT NULL DEFAULT 'browser'
    CHECK (source IN ('browser', 'webhook', 'reconciler'));
  CREATE TABLE webhook_events (
    id TEXT PRIMARY KEY,
    event TEXT NOT NULL,
    order_id TEXT,
    payment_id TEXT,
    outcome TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  `,
  // 4: the learner's account. An order may belong to a learner (the access token's subject); each learner's
  // progress events are kept once by their id, and the progress merged from them per lesson, per course and
  // for playback (server/backend/progress.ts merges; progress-store.ts reads and writes these).
  `
  ALTER TABLE orders ADD COLUMN learner TEXT;
  CREATE INDEX orders_learner ON orders (learner);
  CREATE INDEX orders_customer_email ON orders (customer_email COLLATE NOCASE);
  CREATE TABLE progress_events (
    learner TEXT NOT NULL,
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    at TEXT NOT NULL,
    event_json TEXT NOT NULL,
    received_at TEXT NOT NULL,
    PRIMARY KEY (learner, id)
  ) WITHOUT ROWID;
  CREATE TABLE progress_lessons (
    learner TEXT NOT NULL,
    course_id TEXT NOT NULL,
    lesson_id TEXT NOT NULL,
    completed_at TEXT,
    last_completed_at TEXT,
    position_seconds REAL,
    position_at TEXT,
    PRIMARY KEY (learner, course_id, lesson_id)
  ) WITHOUT ROWID;
  CREATE TABLE progress_courses (
    learner TEXT NOT NULL,
    course_id TEXT NOT NULL,
    restarted_at TEXT,
    PRIMARY KEY (learner, course_id)
  ) WITHOUT ROWID;
  CREATE TABLE progress_playback (
    learner TEXT PRIMARY KEY,
    rate REAL NOT NULL,
    rate_at TEXT,
    auto_advance INTEGER NOT NULL,
    auto_advance_at TEXT
  ) WITHOUT ROWID;
  `,
  // 5: certificates the backend issues to learners (server/backend/certificate-store.ts). One per learner and
  // course; the name is the one chosen at issue; the subject is named in credentials by a random URN and a
  // salted hash of the learner's identity, never in clear; a revoked one keeps its reason for the company only.
  `
  CREATE TABLE learner_certificates (
    id TEXT PRIMARY KEY,
    learner TEXT NOT NULL,
    course_id TEXT NOT NULL,
    course_title TEXT NOT NULL,
    name TEXT NOT NULL,
    completed_at TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    subject_id TEXT NOT NULL UNIQUE,
    identity_type TEXT NOT NULL,
    identity_hash TEXT NOT NULL,
    identity_salt TEXT NOT NULL,
    revoked_at TEXT,
    revocation_reason TEXT,
    UNIQUE (learner, course_id),
    CHECK ((revoked_at IS NULL) = (revocation_reason IS NULL))
  );
  `,
  // 6: the card provider's and the e-mail service's stand-ins keep what they take in stores of their own
  // (server/card-provider/payments.ts, server/email-service/): the company's database holds only what the
  // company records.
  `
  DROP TABLE checkout_payments;
  DROP TABLE emails;
  `,
  // 7: smaller progress events. Every sync writes its events, and their JSON repeated the id, type and time
  // of their own columns (rows of about 230 bytes: the benchmark's batch wrote 29 KB of WAL, 20 KB now).
  // The times are now milliseconds since 1970 (the wire's times are toISOString's, so nothing is lost), and
  // what only the JSON held has a column each, null where the type has no such field. Nothing reads the
  // events back (the merged tables answer the reads); they are kept whole so the merged tables could be
  // rebuilt from them. The key stays (learner, id) in a table without rowid: one B-tree write per event, no
  // other index. No CHECK on the type: it cost about 1 µs per event, and readProgressEvent takes only the
  // four types. An event time that cannot be read fails the migration (NOT NULL) rather than lose it.
  `
  CREATE TABLE progress_events_v7 (
    learner TEXT NOT NULL,
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    course_id TEXT,
    lesson_id TEXT,
    seconds REAL,
    rate REAL,
    auto_advance INTEGER,
    received_ms INTEGER NOT NULL,
    PRIMARY KEY (learner, id)
  ) WITHOUT ROWID;
  INSERT INTO progress_events_v7 (learner, id, type, at_ms, course_id, lesson_id, seconds, rate, auto_advance,
      received_ms)
    SELECT learner, id, type, CAST(round(unixepoch(at, 'subsec') * 1000) AS INTEGER),
      json_extract(event_json, '$.courseId'), json_extract(event_json, '$.lessonId'),
      json_extract(event_json, '$.seconds'), json_extract(event_json, '$.rate'),
      json_extract(event_json, '$.autoAdvance'), CAST(round(unixepoch(received_at, 'subsec') * 1000) AS INTEGER)
    FROM progress_events;
  DROP TABLE progress_events;
  ALTER TABLE progress_events_v7 RENAME TO progress_events;
  `,
  // 8: progress bounded per learner, with dates the backend can stand behind. Each learner keeps a window of
  // its newest events (progress-store.ts, MAX_STORED_EVENTS): `seq` numbers a learner's events in the order
  // they were taken, and (learner, seq) finds the oldest to let go. Each course the learner has progress in
  // has a row, with the time the backend first took an event of it (`first_active_ms`): no completion in it
  // is dated before. Older folders: numbered by received time, then id; trimmed to the window at once (so no
  // sync pays for it later); a course's first activity is its earliest event kept.
  `
  ALTER TABLE progress_events ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
  UPDATE progress_events SET seq = numbered.n
    FROM (SELECT learner, id, row_number() OVER (PARTITION BY learner ORDER BY received_ms, id) AS n
          FROM progress_events) AS numbered
    WHERE numbered.learner = progress_events.learner AND numbered.id = progress_events.id;
  CREATE INDEX progress_events_window ON progress_events (learner, seq);
  DELETE FROM progress_events WHERE seq <= (SELECT MAX(seq) FROM progress_events AS newest
    WHERE newest.learner = progress_events.learner) - 10000;
  ALTER TABLE progress_courses ADD COLUMN first_active_ms INTEGER;
  INSERT INTO progress_courses (learner, course_id)
    SELECT DISTINCT learner, course_id FROM progress_lessons WHERE true
    ON CONFLICT (learner, course_id) DO NOTHING;
  UPDATE progress_courses SET first_active_ms = first.ms
    FROM (SELECT learner, course_id, MIN(received_ms) AS ms FROM progress_events
          WHERE course_id IS NOT NULL GROUP BY learner, course_id) AS first
    WHERE first.learner = progress_courses.learner AND first.course_id = progress_courses.course_id;
  `,
  // 9: each certificate's bit in the revocation status list its credential points to (status-list.ts). The
  // certificates issued before get the positions 0, 1, 2... in the order they were issued; new ones a random
  // free position. A position is never reused.
  `
  ALTER TABLE learner_certificates ADD COLUMN status_index INTEGER;
  UPDATE learner_certificates SET status_index = (
    SELECT COUNT(*) FROM learner_certificates AS earlier
    WHERE earlier.issued_at < learner_certificates.issued_at
      OR (earlier.issued_at = learner_certificates.issued_at AND earlier.id < learner_certificates.id)
  );
  CREATE UNIQUE INDEX learner_certificates_status_index ON learner_certificates (status_index);
  `,
  // 10: orders created at the card provider (their id is the provider's; `receipt` our own reference, sent
  // with it), a retried order request found by its idempotency key, and each paid order's refund, once.
  `
  ALTER TABLE orders ADD COLUMN receipt TEXT;
  ALTER TABLE orders ADD COLUMN request_key TEXT;
  CREATE UNIQUE INDEX orders_request_key ON orders (request_key) WHERE request_key IS NOT NULL;
  CREATE TABLE order_refunds (
    order_id TEXT PRIMARY KEY REFERENCES orders (id),
    payment_id TEXT NOT NULL REFERENCES payment_confirmations (payment_id),
    refund_id TEXT UNIQUE,
    amount_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    reason TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('requested', 'processed')),
    requested_at TEXT NOT NULL,
    refunded_at TEXT,
    source TEXT CHECK (source IN ('provider', 'webhook', 'reconciler'))
  );
  `,
  // 11: the company console writes the content (server/backend/admin/). Every content row is a draft or
  // published (the public calls serve published rows only; the seed's rows are published), knows when and
  // by whom it last changed (the console's stale-save check), and every write is in the audit log. Webinars
  // may carry an image; articles and newsletters get tables of their own.
  `
  ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE events ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE events ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  ALTER TABLE webinars ADD COLUMN image TEXT NOT NULL DEFAULT '';
  ALTER TABLE webinars ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE webinars ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE webinars ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  ALTER TABLE courses ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE courses ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE courses ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  ALTER TABLE instructors ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE instructors ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE instructors ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  ALTER TABLE text_testimonials ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE text_testimonials ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE text_testimonials ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  ALTER TABLE video_testimonials ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE video_testimonials ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE video_testimonials ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  ALTER TABLE certificates ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE certificates ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  ALTER TABLE certificates ADD COLUMN updated_by TEXT NOT NULL DEFAULT 'seed';
  CREATE TABLE articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    excerpt TEXT NOT NULL,
    body TEXT NOT NULL,
    category TEXT NOT NULL,
    featured INTEGER NOT NULL DEFAULT 0,
    image TEXT NOT NULL DEFAULT '',
    author TEXT NOT NULL,
    date TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    updated_at TEXT NOT NULL,
    updated_by TEXT NOT NULL
  );
  CREATE TABLE newsletters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    preview_text TEXT NOT NULL,
    date TEXT NOT NULL,
    category TEXT NOT NULL,
    cover_image TEXT NOT NULL DEFAULT '',
    pdf TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    updated_at TEXT NOT NULL,
    updated_by TEXT NOT NULL
  );
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    by_sub TEXT NOT NULL,
    by_name TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'delete', 'upload')),
    kind TEXT NOT NULL,
    record_id TEXT NOT NULL,
    before TEXT,
    after TEXT
  );
  CREATE INDEX audit_log_record ON audit_log (kind, record_id, id);
  `,
  // 12: a progress event is kept only for its id (progress-store.ts): sent again, it changes nothing. Nothing
  // ever read its other columns back, and they, with the (learner, seq) index of the window, were a third of
  // a sync's cost. The key alone, in a table without rowid, is one B-tree write per event. The window now
  // counts each learner's events in a row of its own and lets the oldest go by id (the browser's ids are
  // version 7 UUIDs, ordered by time; an id that goes only loses its dedupe, as every field of the merge
  // moves one way).
  `
  CREATE TABLE progress_event_ids (
    learner TEXT NOT NULL,
    id TEXT NOT NULL,
    PRIMARY KEY (learner, id)
  ) WITHOUT ROWID;
  INSERT INTO progress_event_ids (learner, id) SELECT learner, id FROM progress_events;
  DROP TABLE progress_events;
  ALTER TABLE progress_event_ids RENAME TO progress_events;
  CREATE TABLE progress_learners (
    learner TEXT PRIMARY KEY,
    events_kept INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO progress_learners (learner, events_kept)
    SELECT learner, COUNT(*) FROM progress_events GROUP BY learner;
  `, // 13: the console's lists in their default order, all or by status, read from an index: its first page, or
  // its two-hundredth, is a walk of 25 entries (or of the offset) rather than a sort of the whole table, and
  // a status's count reads the index alone (admin/store.ts; npm run bench:admin).
  `
  CREATE INDEX events_console_order ON events (starts_on, id);
  CREATE INDEX events_console_status ON events (status, starts_on, id);
  CREATE INDEX webinars_console_order ON webinars (date, id);
  CREATE INDEX webinars_console_status ON webinars (status, date, id);
  CREATE INDEX courses_console_order ON courses (title, id);
  CREATE INDEX courses_console_status ON courses (status, title, id);
  CREATE INDEX instructors_console_order ON instructors (name, id);
  CREATE INDEX instructors_console_status ON instructors (status, name, id);
  CREATE INDEX text_testimonials_console_order ON text_testimonials (name, id);
  CREATE INDEX text_testimonials_console_status ON text_testimonials (status, name, id);
  CREATE INDEX video_testimonials_console_order ON video_testimonials (name, id);
  CREATE INDEX video_testimonials_console_status ON video_testimonials (status, name, id);
  CREATE INDEX certificates_console_order ON certificates (certificate_title, id);
  CREATE INDEX certificates_console_status ON certificates (status, certificate_title, id);
  CREATE INDEX articles_console_order ON articles (date, id);
  CREATE INDEX articles_console_status ON articles (status, date, id);
  CREATE INDEX newsletters_console_order ON newsletters (date, id);
  CREATE INDEX newsletters_console_status ON newsletters (status, date, id);
  `,
  // 14: the accounts the backend has seen, with the name and e-mail the provider reported at their last call
  // (learner-accounts.ts), for the console's learners; accounts known before from their orders, progress or
  // certificates start with their latest order's name and e-mail, unseen. The audit log also records a
  // certificate's revocation, a learner's erase and an order's refund.
  `
  CREATE TABLE learner_accounts (
    sub TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    first_seen_at TEXT,
    last_seen_at TEXT
  ) WITHOUT ROWID;
  CREATE INDEX learner_accounts_last_seen ON learner_accounts (last_seen_at, sub);
  INSERT INTO learner_accounts (sub, name, email)
    SELECT known.learner, COALESCE(latest.customer_name, ''), COALESCE(latest.customer_email, '')
    FROM (SELECT learner FROM progress_learners
          UNION SELECT learner FROM orders WHERE learner IS NOT NULL
          UNION SELECT learner FROM learner_certificates) AS known
    LEFT JOIN (SELECT learner, customer_name, customer_email, MAX(created_at) FROM orders
               WHERE learner IS NOT NULL GROUP BY learner) AS latest ON latest.learner = known.learner;
  CREATE TABLE audit_log_v14 (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    by_sub TEXT NOT NULL,
    by_name TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'delete', 'upload',
      'revoke', 'erase', 'refund')),
    kind TEXT NOT NULL,
    record_id TEXT NOT NULL,
    before TEXT,
    after TEXT
  );
  INSERT INTO audit_log_v14 SELECT id, at, by_sub, by_name, action, kind, record_id, before, after FROM audit_log;
  DROP TABLE audit_log;
  ALTER TABLE audit_log_v14 RENAME TO audit_log;
  CREATE INDEX audit_log_record ON audit_log (kind, record_id, id);
  `,
  // 15: the player's courses are content the console writes (player-courses.ts): a course, in the order the
  // site lists it, with its lessons in order as one JSON array (read and written whole, checked by the
  // console's schema on every write). The seed (player-course-seed.ts) fills an empty table on start, so a
  // database from before this version gets today's three courses too, and progress and certificates keep
  // naming the same course and lesson ids.
  `
  CREATE TABLE player_courses (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    lessons TEXT NOT NULL CHECK (json_valid(lessons) AND json_type(lessons) = 'array'),
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    updated_at TEXT NOT NULL,
    updated_by TEXT NOT NULL
  );
  `,
  // 16: each time the reconciler (or, later, the console) asked the provider about an order is kept with what
  // it learnt, for the order's history (checked_at keeps only the last); the orders in their default order and
  // by status, and an order's payment and webhook events, are found by index.
  `
  CREATE TABLE order_checks (
    id INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL,
    at TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('reconciler', 'console')),
    outcome TEXT NOT NULL
  );
  CREATE INDEX order_checks_order ON order_checks (order_id, id);
  CREATE INDEX orders_console_order ON orders (created_at, id);
  CREATE INDEX orders_console_status ON orders (status, created_at, id);
  CREATE INDEX payment_confirmations_order ON payment_confirmations (order_id);
  CREATE INDEX webhook_events_order ON webhook_events (order_id);
  `,
  // 17: the console's orders. Every signed confirmation the browser sends for an order is kept with what it
  // did, so the order's history shows the checkout outbox's retries (a confirmation repeated after the
  // payment was recorded); the list's totals and search have indexes of their own.
  `
  CREATE TABLE confirmation_attempts (
    id INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL,
    payment_id TEXT NOT NULL,
    at TEXT NOT NULL,
    outcome TEXT NOT NULL
  );
  CREATE INDEX confirmation_attempts_order ON confirmation_attempts (order_id, id);
  -- The console's totals read this index alone (no row of orders), each of its sorts an index of its own,
  -- and its search an FTS5 trigram index
  -- (substring search by the index) over each order's name, e-mail, id, receipt and payment ids, kept by
  -- triggers as SQLite documents for an external-content table: an erase's "erased" replaces the old text.
  CREATE INDEX orders_totals ON orders (currency, status, amount_minor);
  CREATE INDEX orders_console_total ON orders (amount_minor, id);
  CREATE INDEX orders_console_customer ON orders (customer_name COLLATE NOCASE, id);
  CREATE INDEX orders_console_product ON orders (title, id);
  CREATE TABLE order_search (
    id INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL
  );
  CREATE VIRTUAL TABLE order_search_index USING fts5(
    text, content = 'order_search', content_rowid = 'id', tokenize = 'trigram'
  );
  CREATE TRIGGER order_search_added AFTER INSERT ON order_search BEGIN
    INSERT INTO order_search_index (rowid, text) VALUES (new.id, new.text);
  END;
  CREATE TRIGGER order_search_changed AFTER UPDATE ON order_search BEGIN
    INSERT INTO order_search_index (order_search_index, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO order_search_index (rowid, text) VALUES (new.id, new.text);
  END;
  CREATE VIEW order_search_text AS
    SELECT o.id AS order_id,
      o.customer_name || ' ' || o.customer_email || ' ' || o.id || ' ' || COALESCE(o.receipt, '') || ' ' ||
      COALESCE((SELECT group_concat(p.payment_id, ' ') FROM payment_confirmations p WHERE p.order_id = o.id), '')
      AS text
    FROM orders o;
  CREATE TRIGGER orders_searchable AFTER INSERT ON orders BEGIN
    INSERT INTO order_search (order_id, text) SELECT order_id, text FROM order_search_text WHERE order_id = new.id;
  END;
  CREATE TRIGGER orders_search_changed AFTER UPDATE OF customer_name, customer_email, receipt ON orders BEGIN
    UPDATE order_search SET text = (SELECT text FROM order_search_text WHERE order_id = new.id)
      WHERE order_id = new.id;
  END;
  CREATE TRIGGER payments_searchable AFTER INSERT ON payment_confirmations BEGIN
    UPDATE order_search SET text = (SELECT text FROM order_search_text WHERE order_id = new.order_id)
      WHERE order_id = new.order_id;
  END;
  INSERT INTO order_search (order_id, text) SELECT order_id, text FROM order_search_text;
  `,
  // 18: a subscription's id is never given twice (AUTOINCREMENT), because its unsubscribe token names it
  // (newsletter-subscriptions.ts): a subscription ended is deleted, and an address subscribing again gets a
  // new id, so the old token names nothing. The ids of today's rows stay as they are.
  `
  CREATE TABLE newsletter_subscriptions_18 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL
  );
  INSERT INTO newsletter_subscriptions_18 (id, email, created_at)
    SELECT id, email, created_at FROM newsletter_subscriptions;
  DROP TABLE newsletter_subscriptions;
  ALTER TABLE newsletter_subscriptions_18 RENAME TO newsletter_subscriptions;
  CREATE INDEX newsletter_subscriptions_created ON newsletter_subscriptions (created_at, id);
  `,
];

/** The schema version this code expects. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * How long a statement waits for another connection's lock before it fails with SQLITE_BUSY. SQLite waits
 * inside the call, which holds Node's event loop, so the wait is short: past it, the request answers 503
 * with Retry-After (app.ts) and every other request goes on being served.
 */
export const BUSY_TIMEOUT_MS = 50;

/**
 * Opens (creating if needed) the database in dataDir and applies pending migrations in a transaction each,
 * up to `version` (the latest unless a test builds an older database).
 *
 * Durability: WAL with `synchronous = FULL`, so a transaction is on disk (the WAL synced) before the call
 * that committed it returns, and a payment answered 200 survives the process being killed and the machine
 * losing power. (`NORMAL` would survive a killed process but may lose the last commits on power loss.)
 */
export function openDatabase(dataDir: string, version: number = SCHEMA_VERSION): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'backend.sqlite'), { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db, version);
  return db;
}

/** Whether an error is SQLite saying another connection holds the lock it needs (SQLITE_BUSY and kin). */
export function isBusy(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    (error.code.startsWith('SQLITE_BUSY') || error.code.startsWith('SQLITE_LOCKED'))
  );
}

/**
 * SQLite changes a table's constraints only by rebuilding it, and dropping a table that others reference
 * fails while foreign keys are enforced. So migrations run with enforcement off (it cannot change inside a
 * transaction), and each checks the references itself before it commits (SQLite's documented procedure).
 */
function migrate(db: Db, target: number): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The database is at schema version ${current}, newer than this code (${MIGRATIONS.length}). Run npm run services:reset.`,
    );
  }
  if (current >= target) return;
  db.pragma('foreign_keys = OFF');
  try {
    MIGRATIONS.slice(current, target).forEach((sql, offset) => {
      const version = current + offset + 1;
      db.transaction(() => {
        db.exec(sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${version} leaves broken references.`);
        db.pragma(`user_version = ${version}`);
      })();
    });
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
