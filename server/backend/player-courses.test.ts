/**
 * The player's courses as content: who may call the console's calls (none, learner, editor, staff, and
 * staff without courses:write), the public read serving published courses only, saves checked and audited,
 * stale saves refused, captions checked as WebVTT on upload, and the rules of editing a published course:
 * an issued certificate stays valid, a removed lesson no longer counts, a saved position in a lesson that
 * stays survives.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { PLAYER_COURSE_ROUTES } from './admin/player-courses';
import { buildBackend, type BuiltBackend } from './app';
import { webVttProblem } from './captions';
import type { ProgressEventWire } from './learner-wire';
import { PLAYER_COURSE_SEED } from './player-course-seed';
import type { PlayerCourseRecord, PlayerLesson } from './player-courses';
import { startTestIssuer, type TestIssuer } from './test-issuer';

const NOW = new Date('2026-12-02T06:30:00.000Z');
let clock = NOW.getTime();
let issuer: TestIssuer;
let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;
let tokens: Record<'learner' | 'other' | 'editor' | 'staff' | 'content', string>;

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'player-courses-test-'));
  backend = await buildBackend({
    dataDir,
    now: () => new Date(clock),
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
  });
  app = backend.app;
  tokens = {
    learner: await issuer.token('user-learner-0001', { name: 'Priya Sharma' }, { expiresIn: 3600 }),
    other: await issuer.token('user-learner-0002', { name: 'Arjun Mehta' }, { expiresIn: 3600 }),
    editor: await issuer.token(
      'user-staff-editor-0003',
      { permissions: ['content:write', 'courses:write'], name: 'Meera Iyer' },
      { expiresIn: 3600 },
    ),
    staff: await issuer.token(
      'user-staff-0004',
      {
        permissions: ['content:write', 'courses:write', 'orders:read', 'orders:refund', 'learners:read'],
        name: 'Rahul Verma',
      },
      { expiresIn: 3600 },
    ),
    content: await issuer.token('user-content', { permissions: ['content:write'] }, { expiresIn: 3600 }),
  };
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const totalChanges = () => (backend.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

async function readCourse(id: string): Promise<PlayerCourseRecord> {
  const response = await app.inject({ url: `/api/admin/player-courses/${id}`, headers: as('editor') });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<PlayerCourseRecord>();
}

async function save(id: string, lessons: PlayerLesson[], who: keyof typeof tokens = 'editor') {
  const current = await readCourse(id);
  clock += 1000;
  return app.inject({
    method: 'PUT',
    url: `/api/admin/player-courses/${id}`,
    headers: as(who),
    payload: { ...current, lessons },
  });
}

const NEW_LESSON: PlayerLesson = {
  id: 'l-pipes',
  title: 'Pipes and readable code',
  videoUrl: '/admin/uploads/media/0123456789abcdef.webm',
  captionsUrl: '/admin/uploads/media/0123456789abcdef.vtt',
  transcript: 'The pipe passes a value on to the next function.',
  question: 'Which operator is the native pipe in R 4.1 and later?',
  options: ['|>', '%%', '->'],
  correctAnswer: '|>',
};

let ids = 0;
const event = (type: 'lessonCompleted' | 'positionSaved', courseId: string, lessonId: string, seconds = 0) =>
  ({
    id: `evt-${(ids += 1)}`,
    at: new Date(clock).toISOString(),
    type,
    courseId,
    lessonId,
    ...(type === 'positionSaved' ? { seconds } : {}),
  }) as ProgressEventWire;

async function record(who: 'learner' | 'other', events: ProgressEventWire[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/progress',
    headers: as(who),
    payload: { events },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ refused: { reason: string }[]; courses: Record<string, unknown> }>();
}

const askCertificate = (who: 'learner' | 'other', courseId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/me/certificates',
    headers: as(who),
    payload: { courseId, name: who === 'learner' ? 'Priya Sharma' : 'Arjun Mehta' },
  });

describe('player courses: who may call', () => {
  it('refuses every console route without a token (401), to a learner and to staff without courses:write (403), writing nothing', async () => {
    for (const route of PLAYER_COURSE_ROUTES) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(':id', '1');
      const payload = method === 'PUT' ? { lessons: [], updatedAt: '' } : undefined;
      for (const who of [undefined, 'learner', 'content'] as const) {
        const before = totalChanges();
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: who ? as(who) : {},
          ...(payload ? { payload } : {}),
        });
        assert.equal(
          response.statusCode,
          who ? 403 : 401,
          `${route} as ${who ?? 'nobody'}: ${response.body}`,
        );
        assert.equal(typeof response.json<{ message: string }>().message, 'string');
        assert.equal(totalChanges(), before, `${route} as ${who ?? 'nobody'} wrote`);
      }
    }
  });

  it('lets the editor and the staff account call every route', async () => {
    for (const who of ['editor', 'staff'] as const) {
      const list = await app.inject({ url: '/api/admin/player-courses', headers: as(who) });
      assert.equal(list.statusCode, 200);
      assert.deepEqual(
        list.json<{ items: PlayerCourseRecord[] }>().items.map((course) => course.id),
        ['1', '2', '3'],
      );
      const course = await readCourse('3');
      const saved = await save('3', course.lessons, who);
      assert.equal(saved.statusCode, 200, saved.body);
      for (const action of ['unpublish', 'publish'])
        assert.equal(
          (
            await app.inject({
              method: 'POST',
              url: `/api/admin/player-courses/3/${action}`,
              headers: as(who),
            })
          ).statusCode,
          200,
        );
    }
  });

  it('lets a courses:write account upload videos and captions, and an account without it not', async () => {
    const courseAuthor = await issuer.token(
      'user-course-author',
      { permissions: ['courses:write'] },
      { expiresIn: 3600 },
    );
    const sent = await upload(`Bearer ${courseAuthor}`, 'captions', VALID_VTT);
    assert.equal(sent.statusCode, 201, sent.body);
    const refused = await upload(`Bearer ${tokens.learner}`, 'captions', VALID_VTT);
    assert.equal(refused.statusCode, 403);
  });
});

describe('player courses: the seed and the public read', () => {
  it('seeds the three courses of the player, published, with their lessons in order', async () => {
    const response = await app.inject('/api/player-courses');
    assert.equal(response.statusCode, 200);
    const { courses } = response.json<{ courses: PlayerCourseRecord[] }>();
    assert.deepEqual(
      courses.map((course) => [course.id, course.title, course.lessons.map((lesson) => lesson.id)]),
      PLAYER_COURSE_SEED.map((course) => [
        course.id,
        course.title,
        course.lessons.map((lesson) => lesson.id),
      ]),
    );
    assert.deepEqual(courses[0]?.lessons[0]?.options, ['<-', '=>', '::']);
  });

  it('serves published courses only: an unpublished course is gone from the list and its address is a 404', async () => {
    await app.inject({ method: 'POST', url: '/api/admin/player-courses/2/unpublish', headers: as('staff') });
    const list = (await app.inject('/api/player-courses')).json<{ courses: { id: string }[] }>();
    assert.deepEqual(
      list.courses.map((course) => course.id),
      ['1', '3'],
    );
    assert.equal((await app.inject('/api/player-courses/2')).statusCode, 404);
    await app.inject({ method: 'POST', url: '/api/admin/player-courses/2/publish', headers: as('staff') });
    assert.equal((await app.inject('/api/player-courses/2')).statusCode, 200);
    assert.equal((await app.inject('/api/player-courses/99')).statusCode, 404);
  });
});

describe('player courses: saves', () => {
  it('refuses a lesson whose correct answer is none of its options, or two lessons with one id, saving nothing', async () => {
    const course = await readCourse('1');
    const wrong = await save('1', [...course.lessons, { ...NEW_LESSON, correctAnswer: '%>%' }]);
    assert.equal(wrong.statusCode, 400);
    assert.match(
      wrong.json<{ fields: Record<string, string> }>().fields['lessons[3].correctAnswer'] ?? '',
      /one of the three options/,
    );
    const twice = await save('1', [...course.lessons, { ...NEW_LESSON, id: 'v1' }]);
    assert.equal(twice.statusCode, 400);
    const noVideo = await save('1', [{ ...NEW_LESSON, videoUrl: '' }]);
    assert.equal(noVideo.statusCode, 400);
    const twoOptions = await app.inject({
      method: 'PUT',
      url: '/api/admin/player-courses/1',
      headers: as('editor'),
      payload: { ...course, lessons: [{ ...NEW_LESSON, options: ['|>', '->'] }] },
    });
    assert.equal(twoOptions.statusCode, 400);
    assert.deepEqual((await readCourse('1')).lessons, course.lessons);
  });

  it('refuses a stale save with 409 and the current course, and keeps every write in the audit log', async () => {
    const opened = await readCourse('1');
    const first = await save('1', [...opened.lessons, NEW_LESSON]);
    assert.equal(first.statusCode, 200, first.body);
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/admin/player-courses/1',
      headers: as('staff'),
      payload: { ...opened, lessons: opened.lessons.slice(0, 1) },
    });
    assert.equal(stale.statusCode, 409);
    const body = stale.json<{ message: string; current: PlayerCourseRecord }>();
    assert.match(body.message, /changed by Meera Iyer/);
    assert.equal(body.current.lessons.length, 4);
    const audit = await app.inject({
      url: '/api/admin/audit?kind=player-courses&id=1',
      headers: as('editor'),
    });
    const [latest] = audit.json<{ items: { action: string; by: { name: string }; after: unknown }[] }>()
      .items;
    assert.equal(latest?.action, 'update');
    assert.equal(latest?.by.name, 'Meera Iyer');
    assert.equal((latest?.after as PlayerCourseRecord).lessons.length, 4);
    // Put the course back as the seed has it, for the tests that follow.
    assert.equal((await save('1', opened.lessons)).statusCode, 200);
  });
});

const VALID_VTT =
  'WEBVTT\n\n00:00.000 --> 00:02.500\nWelcome to the pipe.\n\n00:02.500 --> 00:05.000\nIt reads left to right.\n';

function upload(authorization: string, purpose: string, content: string | Buffer) {
  const boundary = 'vtt-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="captions.vtt"\r\nContent-Type: text/vtt\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('captions: WebVTT checked on upload', () => {
  it('takes valid WebVTT', () => {
    assert.equal(webVttProblem(VALID_VTT), undefined);
    assert.equal(webVttProblem(`\uFEFF${VALID_VTT.replace(/\n/g, '\r\n')}`), undefined);
  });

  it('names the line of a broken timing, a cue that ends before it starts, and a file with no cue', () => {
    assert.match(
      webVttProblem('WEBVTT\n\n00:00.000 -> 00:02.000\nHello\n') ?? '',
      /^The captions are not valid WebVTT: line 4/,
    );
    assert.match(
      webVttProblem('WEBVTT\n\n00:03.000 --> 00:02.000\nHello\n') ?? '',
      /End timestamp is not greater than start timestamp/,
    );
    assert.match(webVttProblem('WEBVTT\n') ?? '', /no cue/);
    assert.match(webVttProblem('WEBVTTX\n\n00:00.000 --> 00:01.000\nHi\n') ?? '', /WEBVTT/);
  });

  it('answers 201 with the address of valid captions, and 400 with the problem for broken ones, keeping none of them', async () => {
    const good = await upload(`Bearer ${tokens.editor}`, 'captions', VALID_VTT);
    assert.equal(good.statusCode, 201, good.body);
    assert.match(good.json<{ url: string }>().url, /^\/admin\/uploads\/media\/[0-9a-f]{16}\.vtt$/);
    const media = path.join(dataDir, 'uploads', 'media');
    const before = fs.readdirSync(media).length;
    const broken = await upload(
      `Bearer ${tokens.editor}`,
      'captions',
      'WEBVTT\n\n00:00.000 --> 00:02.000\nFine\n\n00:05.000 --> 00:04.000\nBackwards\n',
    );
    assert.equal(broken.statusCode, 400);
    assert.match(broken.json<{ message: string }>().message, /line 6/);
    const latin1 = await upload(
      `Bearer ${tokens.editor}`,
      'captions',
      Buffer.concat([Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nCaf'), Buffer.from([0xe9, 0x0a])]),
    );
    assert.equal(latin1.statusCode, 400);
    assert.match(latin1.json<{ message: string }>().message, /UTF-8/);
    const notVtt = await upload(
      `Bearer ${tokens.editor}`,
      'captions',
      '1\n00:00:00,000 --> 00:00:02,000\nSRT\n',
    );
    assert.equal(notVtt.statusCode, 415);
    assert.equal(fs.readdirSync(media).length, before);
  });
});

describe('editing a published course', () => {
  it('keeps a certificate issued before the edit valid, and asking again gives the same one', async () => {
    clock += 60_000;
    await record(
      'other',
      ['v1', 'v2', 'v3'].map((lesson) => event('lessonCompleted', '2', lesson)),
    );
    const issued = await askCertificate('other', '2');
    assert.equal(issued.statusCode, 201, issued.body);
    const { id } = issued.json<{ id: string }>();
    const course = await readCourse('2');
    assert.equal((await save('2', [...course.lessons.slice(1), NEW_LESSON])).statusCode, 200);
    const verified = await app.inject(`/api/certificates/${id}`);
    assert.equal(verified.statusCode, 200);
    assert.equal(verified.json<{ status: string }>().status, 'valid');
    assert.equal(verified.json<{ course: string }>().course, 'Data Analysis with the Tidyverse');
    const again = await askCertificate('other', '2');
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<{ id: string }>().id, id);
    assert.equal((await app.inject(`/api/certificates/${id}/credential`)).statusCode, 200);
    assert.equal((await save('2', course.lessons)).statusCode, 200);
  });

  it('counts only the lessons the course has now: a removed lesson is not needed, nor taken; a new one is needed', async () => {
    clock += 60_000;
    await record('learner', [event('lessonCompleted', '3', 'v1'), event('lessonCompleted', '3', 'v2')]);
    const early = await askCertificate('learner', '3');
    assert.equal(early.statusCode, 409);
    assert.deepEqual(
      early.json<{ missing: { id: string }[] }>().missing.map((lesson) => lesson.id),
      ['v3'],
    );
    const course = await readCourse('3');
    // v3 goes, a new lesson comes: the course now needs v1, v2 and the new one.
    assert.equal((await save('3', [...course.lessons.slice(0, 2), NEW_LESSON])).statusCode, 200);
    const refused = await record('learner', [event('lessonCompleted', '3', 'v3')]);
    assert.deepEqual(
      refused.refused.map((refusal) => refusal.reason),
      ['unknownLesson'],
    );
    const stillMissing = await askCertificate('learner', '3');
    assert.equal(stillMissing.statusCode, 409);
    assert.deepEqual(
      stillMissing.json<{ missing: { id: string }[] }>().missing.map((lesson) => lesson.id),
      [NEW_LESSON.id],
    );
    // The new lesson goes too: the two lessons completed are the whole course now.
    assert.equal((await save('3', course.lessons.slice(0, 2))).statusCode, 200);
    const issued = await askCertificate('learner', '3');
    assert.equal(issued.statusCode, 201, issued.body);
  });

  it("keeps a learner's saved position in a lesson that stays, through a reorder and a removal", async () => {
    clock += 60_000;
    await record('learner', [event('positionSaved', '1', 'v2', 42), event('positionSaved', '1', 'v3', 7)]);
    const course = await readCourse('1');
    const [v1, v2, v3] = course.lessons;
    assert.ok(v1 && v2 && v3);
    assert.equal((await save('1', [v3, { ...v2, title: 'Vectors, in depth' }, NEW_LESSON])).statusCode, 200);
    const progress = await app.inject({ url: '/api/me/progress', headers: as('learner') });
    const lessons = progress.json<{
      courses: Record<string, { lessons: Record<string, { position?: { seconds: number } }> }>;
    }>().courses['1']?.lessons;
    assert.equal(lessons?.v2?.position?.seconds, 42);
    assert.equal(lessons?.v3?.position?.seconds, 7);
    const played = (await app.inject('/api/player-courses/1')).json<PlayerCourseRecord>();
    assert.deepEqual(
      played.lessons.map((lesson) => lesson.id),
      ['v3', 'v2', NEW_LESSON.id],
    );
    assert.equal(played.lessons[1]?.title, 'Vectors, in depth');
  });
});
