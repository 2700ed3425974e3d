/**
 * The player's courses (migration 14): the one list of lessons the player plays, the progress checks take
 * (progress.ts's catalog) and the certificate rule checks (certificate-rule.ts). The console edits a course
 * whole (its lessons in order); the public calls serve the published ones.
 *
 * An edit never touches the learners' progress rows: a lesson that stays keeps its id, so a saved position
 * or completion in it survives; a lesson removed is simply no longer one of the course's lessons, so it no
 * longer counts toward completion. Certificates keep what they were issued with (certificate-store.ts).
 */
import type { Staff } from './admin/audit';
import { auditLog } from './admin/audit';
import { changedAtText } from './admin/store';
import type { CertificateCourse } from './certificate-rule';
import type { Db } from './db';
import type { PlayerCourseContent, PlayerLesson } from './player-course-content';
import { PLAYER_COURSE_SEED } from './player-course-seed';
import { catalogOf, type ProgressCatalog } from './progress';

export type { PlayerCourseContent, PlayerLesson };

/** A course as the console reads it. */
export interface PlayerCourseRecord extends PlayerCourseContent {
  status: 'draft' | 'published';
  updatedAt: string;
  updatedBy: string;
}

/** What a console save sends: the lessons in order, with the `updatedAt` it was read with. */
export interface PlayerCourseEdit {
  title?: string | undefined;
  description?: string | undefined;
  lessons: PlayerLesson[];
  updatedAt: string;
}

export type PlayerCourseWrite =
  | { ok: true; record: PlayerCourseRecord }
  | { ok: false; status: 400; message: string; fields: Record<string, string> }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 409; message: string; current: PlayerCourseRecord };

export const PLAYER_COURSES_KIND = 'player-courses';

interface Row {
  id: string;
  position: number;
  title: string;
  description: string;
  lessons: string;
  status: 'draft' | 'published';
  updated_at: string;
  updated_by: string;
}

/** Reads what the column holds (written only by this module, checked on the way in). */
function lessonsOf(json: string): PlayerLesson[] {
  return JSON.parse(json) as PlayerLesson[];
}

const fromRow = (row: Row): PlayerCourseRecord => ({
  id: row.id,
  title: row.title,
  description: row.description,
  lessons: lessonsOf(row.lessons),
  status: row.status,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

/** A lesson as stored: only the fields it has, in one order (so the audit log's before and after compare). */
function cleanLesson(lesson: PlayerLesson): PlayerLesson {
  return {
    id: lesson.id,
    title: lesson.title.trim(),
    videoUrl: lesson.videoUrl.trim(),
    ...(lesson.captionsUrl?.trim() ? { captionsUrl: lesson.captionsUrl.trim() } : {}),
    ...(lesson.transcript?.trim() ? { transcript: lesson.transcript.trim() } : {}),
    question: lesson.question.trim(),
    options: [lesson.options[0].trim(), lesson.options[1].trim(), lesson.options[2].trim()],
    correctAnswer: lesson.correctAnswer.trim(),
  };
}

/** An address the player can load: a path on the site or the API, or an https (or local http) URL. */
const PLAYABLE = /^(\/[^\s/][^\s]*|https:\/\/[^\s]+|http:\/\/localhost(:\d+)?\/[^\s]*)$/;

/** The problems of a course's lessons, by field (`lessons[2].correctAnswer`); empty when there are none. */
export function lessonProblems(lessons: readonly PlayerLesson[]): Record<string, string> {
  const fields: Record<string, string> = {};
  if (lessons.length === 0) fields.lessons = 'A course needs at least one lesson.';
  const seen = new Set<string>();
  lessons.forEach((lesson, index) => {
    const at = `lessons[${index}]`;
    if (seen.has(lesson.id)) fields[`${at}.id`] = `Two lessons have the id ${lesson.id}.`;
    seen.add(lesson.id);
    if (lesson.title.trim() === '') fields[`${at}.title`] = 'Give the lesson a title.';
    if (!PLAYABLE.test(lesson.videoUrl.trim())) fields[`${at}.videoUrl`] = 'Upload the lesson’s video.';
    if (lesson.captionsUrl?.trim() && !PLAYABLE.test(lesson.captionsUrl.trim()))
      fields[`${at}.captionsUrl`] = 'Upload the captions as a WebVTT file.';
    if (lesson.question.trim() === '') fields[`${at}.question`] = 'Write the quiz question.';
    const options = lesson.options.map((option) => option.trim());
    if (options.some((option) => option === '')) fields[`${at}.options`] = 'Write all three options.';
    else if (new Set(options).size !== options.length)
      fields[`${at}.options`] = 'The three options must differ.';
    if (!options.includes(lesson.correctAnswer.trim()))
      fields[`${at}.correctAnswer`] = 'The correct answer must be one of the three options.';
  });
  return fields;
}

/** Fills an empty table with the seed's courses, published (the site played them before they were content). */
export function seedPlayerCourses(db: Db, now: Date): void {
  db.transaction(() => {
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM player_courses').get() as { n: number };
    if (n > 0) return;
    const insert = db.prepare(
      `INSERT INTO player_courses (id, position, title, description, lessons, status, updated_at, updated_by)
       VALUES (@id, @position, @title, @description, @lessons, 'published', @at, 'seed')`,
    );
    PLAYER_COURSE_SEED.forEach((course, position) =>
      insert.run({
        id: course.id,
        position,
        title: course.title,
        description: course.description,
        lessons: JSON.stringify(course.lessons.map(cleanLesson)),
        at: now.toISOString(),
      }),
    );
  })();
}

/** The course as the certificate rule sees it: what its certificate names, and the lessons that complete it. */
export const certificateCourseOf = (course: PlayerCourseContent): CertificateCourse => ({
  id: course.id,
  title: course.title,
  description: course.description,
  lessons: course.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
});

/** The player's courses in SQLite. */
export function playerCourseStore(db: Db, now: () => Date = () => new Date()) {
  const audit = auditLog(db, now);
  const all = db.prepare<[], Row>('SELECT * FROM player_courses ORDER BY position, id');
  const one = db.prepare<[string], Row>('SELECT * FROM player_courses WHERE id = ?');
  const write = db.prepare(
    `UPDATE player_courses SET title = @title, description = @description, lessons = @lessons,
       status = @status, updated_at = @updatedAt, updated_by = @updatedBy WHERE id = @id`,
  );
  const read = (id: string): PlayerCourseRecord | undefined => {
    const row = one.get(id);
    return row ? fromRow(row) : undefined;
  };
  /** A timestamp later than the record's last one, even within the same millisecond. */
  const stamp = (previous: string): string => {
    const at = now().getTime();
    const before = Date.parse(previous);
    return new Date(Number.isNaN(before) || at > before ? at : before + 1).toISOString();
  };
  // Every progress call checks its ids against the catalog: it is built once, and again after a save (this
  // store is the one writer of the table once the backend has started).
  let catalog: ProgressCatalog | null = null;
  const save = (record: PlayerCourseRecord) => {
    catalog = null;
    return write.run({ ...record, lessons: JSON.stringify(record.lessons) });
  };

  return {
    /** Every course, in the site's order: the progress checks' and the certificate rule's list. */
    all: (): PlayerCourseRecord[] => all.all().map(fromRow),
    read,
    /** The published courses, in the site's order: what the player and My Courses list. */
    published: (): PlayerCourseRecord[] =>
      all
        .all()
        .filter((row) => row.status === 'published')
        .map(fromRow),
    /** The courses progress may name: every course, published or not, so no learner's progress is refused. */
    catalog: (): ProgressCatalog => (catalog ??= catalogOf(all.all().map(fromRow))),
    /** The course as the certificate rule sees it now, or undefined. */
    certificateCourse: (id: string): CertificateCourse | undefined => {
      const course = read(id);
      return course ? certificateCourseOf(course) : undefined;
    },

    /** The console's list: filtered by a text in the title and by status, in the site's order. */
    list(filter: { q?: string | undefined; status?: 'draft' | 'published' | undefined }) {
      const q = filter.q?.trim().toLowerCase() ?? '';
      const items = all
        .all()
        .map(fromRow)
        .filter((course) => (filter.status ? course.status === filter.status : true))
        .filter((course) => (q ? course.title.toLowerCase().includes(q) : true));
      return { items, total: items.length };
    },

    /** Saves the course's lessons (in order), refused whole when it changed since it was read. */
    update(id: string, edit: PlayerCourseEdit, by: Staff): PlayerCourseWrite {
      return db.transaction((): PlayerCourseWrite => {
        const current = read(id);
        if (!current) return { ok: false, status: 404, message: `No player course has the id ${id}.` };
        if (current.updatedAt !== edit.updatedAt)
          return {
            ok: false,
            status: 409,
            message: `This course was changed by ${current.updatedBy} at ${changedAtText(current.updatedAt)}, after you opened it. Nothing was saved: compare the two versions and save again.`,
            current,
          };
        const fields = lessonProblems(edit.lessons);
        if (edit.title !== undefined && edit.title.trim() === '') fields.title = 'Give the course a title.';
        if (Object.keys(fields).length > 0)
          return {
            ok: false,
            status: 400,
            message: `The course cannot be saved: ${Object.entries(fields)
              .map(([field, message]) => `${field}: ${message}`)
              .join(' ')}`,
            fields,
          };
        const next: PlayerCourseRecord = {
          ...current,
          title: edit.title?.trim() ?? current.title,
          description: edit.description?.trim() ?? current.description,
          lessons: edit.lessons.map(cleanLesson),
          updatedAt: stamp(current.updatedAt),
          updatedBy: by.name,
        };
        save(next);
        audit.record(by, 'update', PLAYER_COURSES_KIND, id, current, next);
        return { ok: true, record: next };
      })();
    },

    /** Publishes or withdraws the course. */
    setStatus(id: string, status: 'draft' | 'published', by: Staff): PlayerCourseWrite {
      return db.transaction((): PlayerCourseWrite => {
        const current = read(id);
        if (!current) return { ok: false, status: 404, message: `No player course has the id ${id}.` };
        if (current.status === status) return { ok: true, record: current };
        const next = { ...current, status, updatedAt: stamp(current.updatedAt), updatedBy: by.name };
        save(next);
        audit.record(
          by,
          status === 'published' ? 'publish' : 'unpublish',
          PLAYER_COURSES_KIND,
          id,
          current,
          next,
        );
        return { ok: true, record: next };
      })();
    },
  };
}

export type PlayerCourseStore = ReturnType<typeof playerCourseStore>;
