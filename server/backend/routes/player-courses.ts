/**
 * The player's courses as the site reads them (docs/api.md, "The player's courses"): the published courses
 * in the site's order, each with its lessons in order and each lesson's quiz, correct answer included (the
 * player checks an answer itself, offline too, as it always has; a quiz earns nothing on its own: the
 * certificate rule counts the lessons watched). Uploaded files are named root-relative to this API
 * (`/admin/uploads/...`); the site's own files by their path on the site (`/media/...`).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

import type { BackendContext } from '../context';
import type { PlayerCourseRecord } from '../player-courses';
import { Message } from '../wire-schema';

const PublicLesson = Type.Object({
  id: Type.String(),
  title: Type.String(),
  videoUrl: Type.String(),
  captionsUrl: Type.Optional(Type.String()),
  transcript: Type.Optional(Type.String()),
  question: Type.String(),
  options: Type.Array(Type.String(), { minItems: 3, maxItems: 3 }),
  correctAnswer: Type.String(),
});
/** A published course as the site reads it; the console's record adds its status and who changed it last. */
export const PublicCourse = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  updatedAt: Type.String(),
  lessons: Type.Array(PublicLesson),
});
const PublicCourses = Type.Object({ courses: Type.Array(PublicCourse) });
const CourseId = Type.Object({ id: Type.String({ maxLength: 40 }) });

const publicShape = ({ id, title, description, updatedAt, lessons }: PlayerCourseRecord) => ({
  id,
  title,
  description,
  updatedAt,
  lessons,
});

/** `GET /api/player-courses` and `/api/player-courses/{id}`: published courses only. */
export function playerCourseReadRoutes(parent: FastifyInstance, { playerCourses }: BackendContext): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // A change in the console is on the pages within a minute; the player keeps its own copy for offline starts.
  const cache = 'public, max-age=30, stale-while-revalidate=30';
  app.get(
    '/api/player-courses',
    { schema: { response: { 200: PublicCourses } } },
    async (_request, reply) => {
      reply.header('Cache-Control', cache);
      return { courses: playerCourses.published().map(publicShape) };
    },
  );
  app.get(
    '/api/player-courses/:id',
    { schema: { params: CourseId, response: { 200: PublicCourse, 400: Message, 404: Message } } },
    async (request, reply) => {
      const course = playerCourses.read(request.params.id);
      if (!course || course.status !== 'published')
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .send({ message: `There is no course ${request.params.id.slice(0, 40)}.` });
      reply.header('Cache-Control', cache);
      return publicShape(course);
    },
  );
}
