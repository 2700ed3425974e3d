/**
 * One learner cannot touch another's progress through the ids of its events. The requests a security
 * review sent (a lesson id `__proto__`, a course id `constructor`, a restart of a course `__proto__`), each
 * followed by another learner's position save, which must stay a position and nothing more; then
 * fast-check batches whose fields inside the events are replaced by hostile values (prototype member
 * names, wrong types, nesting, odd times and numbers), against the real backend: never a 5xx, another
 * learner's record the same before and after, and the process's prototypes as they were.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

import { buildBackend, type BuiltBackend } from './app';
import type { ProgressEventWire, ProgressWire, RecordedProgressWire } from './learner-wire';
import { applyProgressEvents, emptyProgress } from './progress';
import { NO_RATE_LIMITS } from './rate-limits';
import { startTestIssuer, type TestIssuer } from './test-issuer';

const NOW = new Date('2026-11-21T06:30:00.000Z');

let issuer: TestIssuer;
let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'progress-ids-'));
  backend = await buildBackend({
    dataDir,
    now: () => NOW,
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    rateLimits: NO_RATE_LIMITS,
  });
  app = backend.app;
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every own property of the prototypes a merge could reach, with its descriptor's value. */
const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype };
function prototypeSnapshot() {
  return Object.entries(PROTOTYPES).map(([name, proto]) => [
    name,
    Object.getPrototypeOf(proto) as unknown,
    Object.getOwnPropertyNames(proto)
      .sort()
      .map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)?.value]),
  ]);
}
const pristine = prototypeSnapshot();
const assertPrototypesUntouched = (why: string) => {
  assert.deepEqual(prototypeSnapshot(), pristine, why);
  const plain: Record<string, unknown> = {};
  for (const field of ['completedAt', 'lastCompletedAt', 'position', 'lessons', 'restartedAt'])
    assert.equal(plain[field], undefined, `${why}: {}.${field}`);
};

let ids = 0;
const eventId = () => `evt-${(ids += 1)}`;
const at = '2026-11-21T06:00:00.000Z';

const post = async (token: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/me/progress',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const read = async (token: string): Promise<ProgressWire> => {
  const response = await app.inject({
    url: '/api/me/progress',
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.statusCode, 200);
  return response.json<ProgressWire>();
};

/** Another learner saves a position in lesson v2 of course 1: it must be a position, never a completion. */
async function assertOthersPositionStaysUncompleted(why: string) {
  const other = await issuer.token(`other-${eventId()}`);
  const saved = await post(other, {
    events: [{ id: eventId(), at, type: 'positionSaved', courseId: '1', lessonId: 'v2', seconds: 42 }],
  });
  assert.equal(saved.statusCode, 200, `${why}: ${saved.body}`);
  const expected = { courses: { '1': { lessons: { v2: { position: { seconds: 42, at } } } } } };
  assert.deepEqual(saved.json<RecordedProgressWire>().courses, expected.courses, why);
  assert.deepEqual((await read(other)).courses, expected.courses, why);
}

describe('progress ids that name prototype members', () => {
  const attacks: [string, Record<string, unknown>][] = [
    [
      'a lesson completed with lesson id __proto__',
      { type: 'lessonCompleted', courseId: '1', lessonId: '__proto__' },
    ],
    [
      'a position saved in course constructor',
      { type: 'positionSaved', courseId: 'constructor', lessonId: 'v1', seconds: 9 },
    ],
    [
      'a lesson completed in course constructor',
      { type: 'lessonCompleted', courseId: 'constructor', lessonId: 'v1' },
    ],
    ['a restart of course __proto__', { type: 'courseRestarted', courseId: '__proto__' }],
    [
      'a lesson completed in course __proto__',
      { type: 'lessonCompleted', courseId: '__proto__', lessonId: 'v1' },
    ],
    [
      'a lesson completed with lesson id toString',
      { type: 'lessonCompleted', courseId: '1', lessonId: 'toString' },
    ],
  ];

  for (const [name, fields] of attacks) {
    it(`refuses ${name} with its reason, takes the rest of the batch, and touches no one else`, async () => {
      const attacker = await issuer.token(`attacker-${eventId()}`);
      const good = { id: eventId(), at, type: 'positionSaved', courseId: '2', lessonId: 'v1', seconds: 7 };
      const hostile = { id: eventId(), at, ...fields };
      const response = await post(attacker, { events: [good, hostile] });
      assert.equal(response.statusCode, 200, response.body);
      const answer = response.json<RecordedProgressWire>();
      assert.deepEqual(
        answer.refused.map(({ index, id, reason }) => ({ index, id, reason })),
        [
          {
            index: 1,
            id: hostile.id,
            reason: fields.courseId === '1' ? 'unknownLesson' : 'unknownCourse',
          },
        ],
      );
      assert.equal(typeof answer.refused[0]?.message, 'string');
      // The good event of the batch was taken; the refused one left nothing.
      assert.deepEqual(answer.courses, { '2': { lessons: { v1: { position: { seconds: 7, at } } } } });
      assertPrototypesUntouched(name);
      await assertOthersPositionStaysUncompleted(name);
    });
  }

  it('merges prototype member names as plain data even when nothing checks them first', () => {
    const events: ProgressEventWire[] = [
      { id: 'a', at, type: 'lessonCompleted', courseId: '1', lessonId: '__proto__' },
      { id: 'b', at, type: 'lessonCompleted', courseId: '__proto__', lessonId: 'constructor' },
      { id: 'c', at, type: 'courseRestarted', courseId: 'constructor' },
      { id: 'd', at, type: 'positionSaved', courseId: 'toString', lessonId: 'hasOwnProperty', seconds: 3 },
    ];
    const merged = applyProgressEvents(emptyProgress(), events);
    assertPrototypesUntouched('the merge');
    assert.deepEqual(Object.keys(merged.courses).sort(), ['1', '__proto__', 'constructor', 'toString']);
    assert.equal(Object.getPrototypeOf(merged.courses), Object.prototype);
    assert.ok(Object.hasOwn(merged.courses['1']?.lessons ?? {}, '__proto__'));
    assert.deepEqual(Object.getOwnPropertyDescriptor(merged.courses, '__proto__')?.value, {
      lessons: Object.fromEntries([['constructor', { completedAt: at, lastCompletedAt: at }]]),
    });
    // Read back as JSON (what the wire carries), the ids are still only data.
    const again = applyProgressEvents(JSON.parse(JSON.stringify(merged)) as ProgressWire, []);
    assert.deepEqual(again, merged);
    assertPrototypesUntouched('the merge, read back');
  });
});

// ---- generated hostile fields inside the events ----------------------------------------------------------

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  '__lookupSetter__',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'length',
];

/** A value where a field should be: prototype member names first, then anything JSON can carry. */
const hostile: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '3', 'v1', 'v2', 'v3', '', ' ', '0', '-1') },
    fc.string({ maxLength: 70 }),
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      -1,
      0.1,
      1e308,
      Number.MAX_SAFE_INTEGER,
      '2026-11-21T06:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '0000-01-01T00:00:00Z',
      '2026-02-29T00:00:00.000Z',
      'NaN',
      'Infinity',
      'lessonCompleted',
      'positionSaved',
      'courseRestarted',
      'playbackChosen',
    ),
    fc.double(),
    fc.integer(),
    tie('nested'),
  ),
  nested: fc.oneof(
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 8 })), tie('value')),
        {
          maxLength: 3,
        },
      )
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

/** A well-formed event of each type, whose fields the property then replaces. */
const wellFormed = fc.constantFrom<Record<string, unknown>>(
  { type: 'lessonCompleted', courseId: '1', lessonId: 'v1' },
  { type: 'positionSaved', courseId: '2', lessonId: 'v3', seconds: 12.5 },
  { type: 'courseRestarted', courseId: '3' },
  { type: 'playbackChosen', rate: 1.5, autoAdvance: true },
);
const FIELDS = ['id', 'at', 'type', 'courseId', 'lessonId', 'seconds', 'rate', 'autoAdvance'];

/** An event with some fields replaced, removed or added, by hostile values (the others left well formed). */
const mutatedEvent = fc
  .tuple(
    wellFormed,
    fc.array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, fc.constantFrom(...PROTOTYPE_NAMES)),
        fc.oneof({ weight: 5, arbitrary: hostile }, fc.constant(undefined)),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([base, changes]) => {
    const event = Object.fromEntries(
      Object.entries({ id: `gen-${eventId()}`, at, ...base }).filter(
        ([key]) => !changes.some(([changed]) => changed === key),
      ),
    );
    // Own properties, whatever the key (Object.fromEntries defines them: `__proto__` is data here).
    return Object.fromEntries([
      ...Object.entries(event),
      ...changes.filter(([, value]) => value !== undefined),
    ]) as Record<string, unknown>;
  });

const batchOf = fc.array(
  fc.oneof(
    mutatedEvent,
    wellFormed.map((base) => ({ id: `ok-${eventId()}`, at, ...base })),
  ),
  {
    minLength: 1,
    maxLength: 8,
  },
);

describe('generated batches with hostile fields inside their events', () => {
  it('never answer a 5xx, never change another learner, never reach a prototype', async () => {
    const attacker = await issuer.token('generated-attacker');
    const other = await issuer.token('generated-other');
    const seeded = await post(other, {
      events: [
        { id: eventId(), at, type: 'positionSaved', courseId: '1', lessonId: 'v1', seconds: 30 },
        { id: eventId(), at, type: 'lessonCompleted', courseId: '2', lessonId: 'v2' },
        { id: eventId(), at, type: 'playbackChosen', rate: 1.25 },
      ],
    });
    assert.equal(seeded.statusCode, 200, seeded.body);
    const othersBefore = await read(other);
    await fc.assert(
      fc.asyncProperty(batchOf, async (events) => {
        const response = await post(attacker, { events });
        assert.ok(response.statusCode < 500, `${response.statusCode}: ${response.body}`);
        if (response.statusCode === 200) {
          // Whatever was taken names only real courses and lessons.
          const { courses, refused } = response.json<RecordedProgressWire>();
          assert.ok(Array.isArray(refused));
          for (const [courseId, course] of Object.entries(courses)) {
            assert.ok(['1', '2', '3'].includes(courseId), courseId);
            for (const lessonId of Object.keys(course.lessons))
              assert.ok(['v1', 'v2', 'v3'].includes(lessonId));
          }
        }
        assertPrototypesUntouched(JSON.stringify(events));
        assert.deepEqual(await read(other), othersBefore);
      }),
      { numRuns: 300 },
    );
    await assertOthersPositionStaysUncompleted('after the generated batches');
  });
});
