/**
 * When a learner has earned a course's certificate, and what it states: pure rules over the learner's
 * recorded progress. The lessons come from the one list the course player plays (the player's courses as
 * the backend keeps them, player-courses.ts), so the backend and the browser cannot disagree about what
 * completes a course.
 */

/** A lesson as a certificate's rule sees it. */
export interface CertificateLesson {
  id: string;
  title: string;
}

/** A player course as the backend knows it: what its certificate names, and the lessons that complete it. */
export interface CertificateCourse {
  id: string;
  title: string;
  description: string;
  lessons: readonly CertificateLesson[];
}

/** Whether recorded progress completes a course: when it did, or which lessons are still missing. */
export type Completion =
  { complete: true; completedAt: string } | { complete: false; missing: readonly CertificateLesson[] };

/** The times a course's completion date must fall between: what the backend can stand behind. */
export interface CompletionBounds {
  /** The learner's first recorded activity in the course (ISO 8601), when known: no earlier. */
  notBefore?: string;
  /** When the backend checks (ISO 8601): no later. */
  notAfter: string;
}

/**
 * Checks the learner's recorded completions against every lesson of the course. A completed lesson stays
 * completed (the merge rules keep its earliest completion), so a course once completed stays completed. The
 * course was completed when its last lesson was first completed: the latest of the lessons' earliest
 * completion times, bounded as the backend bounds each completion it takes (`bounds`): never before the
 * learner's first recorded activity in the course nor after now, whatever progress an older version kept.
 *
 * @param completedAt the earliest completion time (ISO 8601) of each lesson the learner has completed (own
 *   keys only are read: a lesson id is never looked up on a prototype)
 */
export function courseCompletion(
  course: CertificateCourse,
  completedAt: Readonly<Record<string, string | undefined>>,
  bounds?: CompletionBounds,
): Completion {
  const timeOf = (lesson: CertificateLesson) =>
    Object.hasOwn(completedAt, lesson.id) ? Date.parse(completedAt[lesson.id] ?? '') : Number.NaN;
  const missing = course.lessons.filter((lesson) => !Number.isFinite(timeOf(lesson)));
  if (missing.length > 0 || course.lessons.length === 0) return { complete: false, missing };
  let last = Math.max(...course.lessons.map(timeOf));
  if (bounds?.notBefore !== undefined) last = Math.max(last, Date.parse(bounds.notBefore));
  if (bounds) last = Math.min(last, Date.parse(bounds.notAfter));
  return { complete: true, completedAt: new Date(last).toISOString() };
}

/** The longest name a certificate prints. */
export const MAX_CERTIFICATE_NAME = 80;

/**
 * The name to print, as the learner chose it: composed (NFC), trimmed, runs of spaces made one; 1 to 80
 * characters with at least one letter and no control or formatting characters. Undefined when it is not one.
 */
export function readCertificateName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name.length === 0 || [...name].length > MAX_CERTIFICATE_NAME) return undefined;
  // Devanagari names need the zero-width joiners (U+200C, U+200D); every other control or format is refused.
  if (/[\p{Cc}\p{Co}\p{Cs}\p{Cn}]/u.test(name) || /[\p{Cf}]/u.test(name.replace(/[\u200c\u200d]/g, '')))
    return undefined;
  return /\p{L}/u.test(name) ? name : undefined;
}
