import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import Database from 'better-sqlite3';

import { openDatabase, SCHEMA_VERSION } from './db';
import type { ProgressEventWire } from './learner-wire';
import { applyProgressEvents, emptyProgress } from './progress';
import { progressStore } from './progress-store';

const AT = new Date('2026-11-27T01:00:00.000Z');
const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'progress-store-'));
  dirs.push(dir);
  return dir;
};
const fresh = () => {
  const dir = freshDir();
  return { dir, db: openDatabase(dir) };
};
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const position = (id: string, seconds: number): ProgressEventWire => ({
  id,
  at: '2026-11-27T00:59:00.000Z',
  type: 'positionSaved',
  courseId: '1',
  lessonId: 'v1',
  seconds,
});

describe('the progress store, batches recorded together', () => {
  it('answers each batch with its own learner, once the batch is committed where another connection sees it', async () => {
    const { dir, db } = fresh();
    const store = progressStore(db);
    const other = new Database(path.join(dir, 'backend.sqlite'), { readonly: true });
    const stored = (learner: string) =>
      (
        other.prepare('SELECT COUNT(*) AS n FROM progress_events WHERE learner = ?').get(learner) as {
          n: number;
        }
      ).n;
    // Three learners in the same turn: one commit for all, and each answer waits for it.
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((learner, index) =>
        store.record(learner, [position(`${learner}-1`, 10 + index)], AT).then((recorded) => {
          assert.equal(stored(learner), 1, `${learner} answered before its events were committed`);
          return recorded;
        }),
      ),
    );
    assert.deepEqual(
      answers.map((recorded) => [
        recorded.stored,
        recorded.progress.courses['1']?.lessons.v1?.position?.seconds,
      ]),
      [
        [1, 10],
        [1, 11],
        [1, 12],
      ],
    );
    other.close();
    db.close();
  });

  it('stores the same batch sent twice in one turn once', async () => {
    const { db } = fresh();
    const store = progressStore(db);
    const batch = [position('e1', 5), position('e2', 6)];
    const [first, second] = await Promise.all([store.record('a', batch, AT), store.record('a', batch, AT)]);
    assert.equal(first.stored, 2);
    assert.equal(second.stored, 0);
    assert.equal(second.progress.courses['1']?.lessons.v1?.position?.seconds, 6);
    assert.equal((db.prepare('SELECT COUNT(*) AS n FROM progress_events').get() as { n: number }).n, 2);
    db.close();
  });

  it('refuses a batch that fails to store alone and whole: the batches beside it are kept', async () => {
    const { db } = fresh();
    const store = progressStore(db);
    // The second event cannot be bound (an object for its id) after the first was written: the whole batch
    // rolls back.
    const broken = [position('x1', 1), { ...position('x2', 2), id: {} } as unknown as ProgressEventWire];
    const results = await Promise.allSettled([
      store.record('a', [position('a1', 3)], AT),
      store.record('b', broken, AT),
      store.record('c', [position('c1', 4)], AT),
    ]);
    assert.deepEqual(
      results.map((result) => result.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    const learners = db.prepare('SELECT learner FROM progress_events ORDER BY learner').pluck().all();
    assert.deepEqual(learners, ['a', 'c']);
    assert.deepEqual(store.read('b'), store.read('nobody'));
    db.close();
  });

  it("answers a group only once its WAL is synced to disk, and leaves the database's own setting at FULL", async () => {
    const { dir, db } = fresh();
    const synced: string[] = [];
    let release: () => void = () => undefined;
    const store = progressStore(db, {
      syncFile: (file) =>
        new Promise<void>((resolve) => {
          synced.push(file);
          release = resolve;
        }),
    });
    let answered = false;
    const recording = store.record('a', [position('a1', 3)], AT).then((recorded) => {
      answered = true;
      return recorded;
    });
    // The commit is made (another connection sees it) and the sync asked for, but no answer yet.
    while (synced.length === 0 && !answered) await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(synced, [path.join(dir, 'backend.sqlite-wal')]);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(answered, false, 'answered before the WAL was on disk');
    // Payments and every other write still commit with the WAL synced inside the commit.
    assert.equal(db.pragma('synchronous', { simple: true }), 2);
    release();
    assert.equal((await recording).stored, 1);
    db.close();
  });

  it('refuses the whole group when the sync fails; sent again, its events are kept once', async () => {
    const { db } = fresh();
    let fail = true;
    const store = progressStore(db, {
      syncFile: async () => {
        if (fail) throw new Error('EIO');
      },
    });
    const batch = [position('e1', 5), position('e2', 6)];
    const results = await Promise.allSettled([store.record('a', batch, AT), store.record('b', batch, AT)]);
    assert.deepEqual(
      results.map((result) => result.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    const again = await store.record('a', batch, AT);
    assert.equal(again.progress.courses['1']?.lessons.v1?.position?.seconds, 6);
    assert.equal((db.prepare('SELECT COUNT(*) AS n FROM progress_events').get() as { n: number }).n, 4);
    db.close();
  });

  it('syncs the real WAL file of a database on disk', async () => {
    const { db } = fresh();
    const store = progressStore(db);
    assert.equal((await store.record('a', [position('a1', 3)], AT)).stored, 1);
    db.close();
  });
});

describe('schema migration 7 (progress events without their JSON)', () => {
  const learner = 'auth0|priya';
  const events: ProgressEventWire[] = [
    {
      id: 'e1',
      at: '2026-11-20T08:00:00.001Z',
      type: 'positionSaved',
      courseId: '1',
      lessonId: 'v1',
      seconds: 61.5,
    },
    { id: 'e2', at: '2026-11-20T08:05:00.999Z', type: 'lessonCompleted', courseId: '1', lessonId: 'v1' },
    {
      id: 'e3',
      at: '2026-11-21T09:00:00.000Z',
      type: 'positionSaved',
      courseId: '1',
      lessonId: 'v2',
      seconds: 5,
    },
    { id: 'e4', at: '2026-11-21T09:00:01.250Z', type: 'playbackChosen', rate: 1.25 },
    { id: 'e5', at: '2026-11-21T09:00:02.000Z', type: 'playbackChosen', autoAdvance: true },
    { id: 'e6', at: '2026-11-22T10:00:00.000Z', type: 'playbackChosen', rate: 0.75, autoAdvance: false },
    { id: 'e7', at: '2026-11-22T10:30:00.500Z', type: 'courseRestarted', courseId: '2' },
    {
      id: 'e8',
      at: '2026-11-22T10:31:00.000Z',
      type: 'positionSaved',
      courseId: '2',
      lessonId: 'v1',
      seconds: 0,
    },
  ];
  const receivedAt = '2026-11-22T10:31:02.345Z';

  /** A database at version 6 holding the events and the merged progress as the version 6 store wrote them. */
  function version6(dir: string) {
    const old = openDatabase(dir, 6);
    const insert = old.prepare(
      `INSERT INTO progress_events (learner, id, type, at, event_json, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const event of events)
      insert.run(learner, event.id, event.type, event.at, JSON.stringify(event), receivedAt);
    const progress = applyProgressEvents(emptyProgress(), events);
    for (const [courseId, course] of Object.entries(progress.courses)) {
      old
        .prepare('INSERT INTO progress_courses (learner, course_id, restarted_at) VALUES (?, ?, ?)')
        .run(learner, courseId, course.restartedAt ?? null);
      for (const [lessonId, lesson] of Object.entries(course.lessons))
        old
          .prepare(
            `INSERT INTO progress_lessons (learner, course_id, lesson_id, completed_at, last_completed_at,
             position_seconds, position_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            learner,
            courseId,
            lessonId,
            lesson.completedAt ?? null,
            lesson.lastCompletedAt ?? null,
            lesson.position?.seconds ?? null,
            lesson.position?.at ?? null,
          );
    }
    const { rate, rateAt, autoAdvance, autoAdvanceAt } = progress.playback;
    old
      .prepare(
        'INSERT INTO progress_playback (learner, rate, rate_at, auto_advance, auto_advance_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(learner, rate, rateAt, autoAdvance ? 1 : 0, autoAdvanceAt);
    return { old, progress };
  }

  it('upgrades a database in place: the same progress read back, and each event still taken once', async () => {
    const dir = freshDir();
    const { old, progress } = version6(dir);
    old.close();

    // Up to the latest version: 7 moved the events into columns, 12 keeps only their ids.
    const db = openDatabase(dir);
    assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
    const store = progressStore(db);
    assert.deepEqual(store.read(learner), progress);
    assert.deepEqual(
      db.prepare('SELECT learner, id FROM progress_events ORDER BY id').raw().all(),
      events.map((event) => [learner, event.id]),
    );
    // Sent again after the upgrade, the old events change nothing; a new one merges in.
    const again = await store.record(learner, events, new Date('2026-11-27T00:00:00.000Z'));
    assert.equal(again.stored, 0);
    assert.deepEqual(again.progress, progress);
    const later = await store.record(
      learner,
      [
        {
          id: 'e9',
          at: '2026-11-23T00:00:00.000Z',
          type: 'positionSaved',
          courseId: '1',
          lessonId: 'v2',
          seconds: 42,
        },
      ],
      new Date('2026-11-27T00:00:00.000Z'),
    );
    assert.equal(later.stored, 1);
    assert.deepEqual(later.progress.courses['1']?.lessons.v2?.position, {
      seconds: 42,
      at: '2026-11-23T00:00:00.000Z',
    });
    db.close();
  });

  it('refuses to upgrade, and keeps the version 6 rows, when an event time cannot be read', () => {
    const dir = freshDir();
    const { old } = version6(dir);
    old
      .prepare(
        `INSERT INTO progress_events (learner, id, type, at, event_json, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(learner, 'bad', 'positionSaved', 'yesterday', '{}', receivedAt);
    old.close();
    assert.throws(() => openDatabase(dir), /NOT NULL/);
    const kept = new Database(path.join(dir, 'backend.sqlite'), { readonly: true });
    assert.equal(kept.pragma('user_version', { simple: true }), 6);
    assert.equal(
      kept.prepare('SELECT COUNT(*) FROM progress_events WHERE event_json IS NOT NULL').pluck().get(),
      9,
    );
    kept.close();
  });
});

describe("a window of each learner's newest events", () => {
  it('keeps the newest events up to a tenth over the window, the merged progress whole, and each learner its own', async () => {
    const { db } = fresh();
    // A window of 5 lets the oldest go once a sixth is over it, back down to 5.
    const store = progressStore(db, { maxEvents: 5 });
    const ids = (learner: string) =>
      db.prepare('SELECT id FROM progress_events WHERE learner = ? ORDER BY id').pluck().all(learner);
    const kept = (learner: string) =>
      db.prepare('SELECT events_kept FROM progress_learners WHERE learner = ?').pluck().get(learner);
    const events = Array.from({ length: 9 }, (_, index) => position(`p${index}`, index + 1));
    await store.record('a', events.slice(0, 3), AT);
    await store.record('b', [position('b1', 1)], AT);
    const recorded = await store.record('a', events.slice(3, 8), AT);
    assert.equal(recorded.stored, 5);
    assert.deepEqual(ids('a'), ['p3', 'p4', 'p5', 'p6', 'p7']);
    assert.equal(kept('a'), 5);
    assert.deepEqual(ids('b'), ['b1']);
    assert.equal(kept('b'), 1);
    assert.equal(recorded.progress.courses['1']?.lessons.v1?.position?.seconds, 8);
    // An event older than the window, sent again, is taken again and merges to the same progress (every
    // field moves one way).
    const again = await store.record('a', [events[0] as ProgressEventWire], AT);
    assert.deepEqual(again.progress, recorded.progress);
    assert.deepEqual(ids('a'), ['p0', 'p3', 'p4', 'p5', 'p6', 'p7']);
    // One more is past the tenth: the oldest ids go, down to the window.
    await store.record('a', [events[8] as ProgressEventWire], AT);
    assert.deepEqual(ids('a'), ['p4', 'p5', 'p6', 'p7', 'p8']);
    assert.equal(kept('a'), 5);
    db.close();
  });

  it("counts and lets a learner's oldest events go by index, whatever the history's size", () => {
    const { db } = fresh();
    const plan = (sql: string, ...params: unknown[]) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail)
        .join('; ');
    const trim = plan(
      `DELETE FROM progress_events WHERE learner = ? AND id IN
         (SELECT id FROM progress_events WHERE learner = ? ORDER BY id LIMIT ?)`,
      'a',
      'a',
      1,
    );
    // A range of the key, in its order: no scan of the table, no sort.
    assert.match(trim, /SEARCH progress_events USING PRIMARY KEY \(learner=\?\)/);
    assert.doesNotMatch(trim, /SCAN|TEMP B-TREE/);
    assert.match(
      plan('UPDATE progress_learners SET events_kept = ? WHERE learner = ?', 1, 'a'),
      /USING PRIMARY KEY \(learner=\?\)/,
    );
    db.close();
  });
});

describe("schema migration 8 (a window of events, and each course's first activity)", () => {
  it('numbers the events as taken, keeps the newest 10,000, and dates each course from its first event', () => {
    const dir = freshDir();
    const old = openDatabase(dir, 7);
    const insert = old.prepare(
      `INSERT INTO progress_events (learner, id, type, at_ms, course_id, lesson_id, seconds, rate, auto_advance,
         received_ms) VALUES (?, ?, 'positionSaved', ?, ?, 'v1', 5, NULL, NULL, ?)`,
    );
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    old.transaction(() => {
      for (let index = 0; index < 10_005; index += 1)
        insert.run(
          'many',
          `e${String(index).padStart(5, '0')}`,
          start,
          index < 10 ? '2' : '1',
          start + index,
        );
      insert.run('few', 'x1', start, '3', start + 500);
    })();
    old
      .prepare(
        "INSERT INTO progress_lessons (learner, course_id, lesson_id, position_seconds, position_at) VALUES (?, ?, 'v1', 5, ?)",
      )
      .run('many', '1', '2026-01-01T00:00:00.000Z');
    old
      .prepare("INSERT INTO progress_courses (learner, course_id, restarted_at) VALUES ('few', '3', NULL)")
      .run();
    old.close();

    const db = openDatabase(dir, 8);
    const kept = db
      .prepare(
        "SELECT MIN(seq) AS low, MAX(seq) AS high, COUNT(*) AS n FROM progress_events WHERE learner = 'many'",
      )
      .get();
    assert.deepEqual(kept, { low: 6, high: 10_005, n: 10_000 });
    assert.equal(
      db.prepare("SELECT id FROM progress_events WHERE learner = 'many' AND seq = 6").pluck().get(),
      'e00005',
    );
    assert.deepEqual(
      db
        .prepare(
          'SELECT learner, course_id, first_active_ms FROM progress_courses ORDER BY learner, course_id',
        )
        .all(),
      [
        { learner: 'few', course_id: '3', first_active_ms: start + 500 },
        // Course 1 has a lesson row and so now a course row; course 2's events are past the window.
        { learner: 'many', course_id: '1', first_active_ms: start + 10 },
      ],
    );
    db.close();
  });
});

describe('schema migration 12 (events kept by id only, counted per learner)', () => {
  it("keeps every event's id, counts each learner's, and drops the other columns and the window's index", () => {
    const dir = freshDir();
    const old = openDatabase(dir, 11);
    const insert = old.prepare(
      `INSERT INTO progress_events (learner, id, type, at_ms, course_id, lesson_id, seconds, rate, auto_advance,
         received_ms, seq) VALUES (?, ?, 'positionSaved', 0, '1', 'v1', 5, NULL, NULL, 0, ?)`,
    );
    insert.run('a', 'a1', 1);
    insert.run('a', 'a2', 2);
    insert.run('b', 'b1', 1);
    old.close();

    const db = openDatabase(dir);
    assert.deepEqual(db.prepare('SELECT learner, id FROM progress_events ORDER BY learner, id').raw().all(), [
      ['a', 'a1'],
      ['a', 'a2'],
      ['b', 'b1'],
    ]);
    assert.deepEqual(
      db.prepare('SELECT learner, events_kept FROM progress_learners ORDER BY learner').raw().all(),
      [
        ['a', 2],
        ['b', 1],
      ],
    );
    assert.deepEqual(
      db.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all('progress_events'),
      ['learner', 'id'],
    );
    assert.equal(
      db.prepare("SELECT COUNT(*) FROM sqlite_schema WHERE name = 'progress_events_window'").pluck().get(),
      0,
    );
    db.close();
  });
});
