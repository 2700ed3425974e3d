import type { PlayerCourse, PlayerVideo } from './player-course';

/** The message for a reply that is not the courses' shape (a 200 with HTML, JSON of another shape). */
export const MALFORMED_COURSES_MESSAGE = 'The courses arrived in a shape the player cannot read.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * A file's address as the player loads it: the backend's uploads (`/admin/uploads/...`) on the API's
 * origin, the site's own files (`/media/...`) on the site, an https address as it is; anything else none.
 */
export function mediaUrl(value: unknown, apiBaseUrl: string): string | undefined {
  const address = text(value);
  if (address === undefined || /\s/.test(address)) return undefined;
  if (address.startsWith('/admin/uploads/')) return `${apiBaseUrl.replace(/\/+$/, '')}${address}`;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  return /^https?:\/\/[^/]/.test(address) ? address : undefined;
}

/** One lesson, or undefined when it cannot be played or its quiz cannot be answered. */
function readLesson(value: unknown, apiBaseUrl: string): PlayerVideo | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const title = text(value.title);
  const videoUrl = mediaUrl(value.videoUrl, apiBaseUrl);
  const question = text(value.question);
  const options = Array.isArray(value.options) ? value.options.map(text) : [];
  const correctAnswer = text(value.correctAnswer);
  const [first, second, third] = options;
  if (!id || !title || !videoUrl || !question || !correctAnswer) return undefined;
  if (options.length !== 3 || !first || !second || !third) return undefined;
  if (!options.includes(correctAnswer)) return undefined;
  const captionsUrl = mediaUrl(value.captionsUrl, apiBaseUrl);
  const transcript = text(value.transcript);
  return {
    id,
    title,
    videoUrl,
    ...(captionsUrl === undefined ? {} : { captionsUrl }),
    ...(transcript === undefined ? {} : { transcript }),
    question,
    options: [first, second, third],
    correctAnswer,
  };
}

/** One course, or undefined when it is not one (a course with no playable lesson is none). */
export function readPlayerCourse(value: unknown, apiBaseUrl: string): PlayerCourse | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const title = text(value.title);
  if (!id || !title || !Array.isArray(value.lessons)) return undefined;
  const seen = new Set<string>();
  const videos: PlayerVideo[] = [];
  for (const lesson of value.lessons) {
    const read = readLesson(lesson, apiBaseUrl);
    // A lesson id twice would make two lessons share one progress: the first is kept.
    if (read && !seen.has(read.id)) {
      seen.add(read.id);
      videos.push(read);
    }
  }
  if (videos.length === 0) return undefined;
  return { id, title, description: text(value.description) ?? '', videos };
}

/** `GET /api/player-courses`, read: the courses the player can play, in order, or why the reply is not one. */
export function readPlayerCoursesReply(
  body: unknown,
  apiBaseUrl: string,
): { ok: true; courses: PlayerCourse[] } | { ok: false; message: string } {
  if (!isRecord(body) || !Array.isArray(body.courses))
    return { ok: false, message: MALFORMED_COURSES_MESSAGE };
  const courses: PlayerCourse[] = [];
  for (const value of body.courses) {
    const course = readPlayerCourse(value, apiBaseUrl);
    if (course && !courses.some((kept) => kept.id === course.id)) courses.push(course);
  }
  return { ok: true, courses };
}
