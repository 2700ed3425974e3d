/**
 * The console's calls on the player's courses (`courses:write`): the list, one course, a save of its lessons
 * in order (409 when it changed since it was read), publish and unpublish. Every write is in the audit log
 * (kind `player-courses`); the public read is routes/player-courses.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';

import type { BackendContext } from '../context';
import { PLAYER_COURSES_KIND, type PlayerCourseEdit, type PlayerCourseWrite } from '../player-courses';
import { PublicCourse } from '../routes/player-courses';
import { FieldRefusal, Message, Page } from '../wire-schema';

import type { Staff } from './audit';

export const COURSES_WRITE = 'courses:write';

/** The console's player-course routes, as `METHOD /url` (ADMIN_ROUTES spreads them). */
export const PLAYER_COURSE_ROUTES: readonly string[] = [
  `GET /api/admin/${PLAYER_COURSES_KIND}`,
  `GET /api/admin/${PLAYER_COURSES_KIND}/:id`,
  `PUT /api/admin/${PLAYER_COURSES_KIND}/:id`,
  `POST /api/admin/${PLAYER_COURSES_KIND}/:id/publish`,
  `POST /api/admin/${PLAYER_COURSES_KIND}/:id/unpublish`,
];

const CourseId = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
const ListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
const Text = (maxLength: number) => Type.String({ maxLength });

/** One lesson as the console sends it. */
export const PlayerLessonSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    title: Text(200),
    videoUrl: Text(500),
    captionsUrl: Type.Optional(Text(500)),
    transcript: Type.Optional(Text(20_000)),
    question: Text(300),
    options: Type.Tuple([Text(200), Text(200), Text(200)]),
    correctAnswer: Text(200),
  },
  { additionalProperties: false },
);
const CourseEdit = Type.Object(
  {
    title: Type.Optional(Text(200)),
    description: Type.Optional(Text(2000)),
    lessons: Type.Array(PlayerLessonSchema, { maxItems: 100 }),
    updatedAt: Text(40),
    // Sent back as read (the console's form holds the whole record); a save never changes them.
    id: Type.Optional(Text(40)),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
    updatedBy: Type.Optional(Text(200)),
  },
  { additionalProperties: false },
);

/** What the calls answer: the course as the console edits it, a refusal naming its fields, a conflict. */
const AdminCourse = Type.Object({
  ...PublicCourse.properties,
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  updatedBy: Type.String(),
});
const Written = {
  200: AdminCourse,
  400: FieldRefusal,
  404: Message,
  409: Type.Object({ message: Type.String(), current: AdminCourse }),
};

/** Registers the calls; `guard` is the console's token and permission check, `staffOf` names the caller. */
export function playerCourseRoutes(
  parent: FastifyInstance,
  { playerCourses }: BackendContext,
  guard: (permission: string) => { onRequest: onRequestHookHandler[] },
  onPublicChange?: () => void,
): void {
  const staffOf = (request: FastifyRequest): Staff => {
    const learner = request.learner;
    if (!learner) throw new Error(`${request.url} has no verified token`);
    return { sub: learner.sub, name: learner.name ?? learner.verifiedEmail ?? learner.sub };
  };
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/api/admin/${PLAYER_COURSES_KIND}`;
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const answer = (reply: FastifyReply, result: PlayerCourseWrite, changesPublic: boolean) => {
    noStore(reply);
    if (result.ok) {
      if (changesPublic) onPublicChange?.();
      return reply.send(result.record);
    }
    if (result.status === 400)
      return reply.code(400).send({ message: result.message, fields: result.fields });
    if (result.status === 409)
      return reply.code(409).send({ message: result.message, current: result.current });
    return reply.code(404).send({ message: result.message });
  };

  const listed = { 200: Page(AdminCourse) };
  app.get(
    base,
    { ...guard(COURSES_WRITE), schema: { querystring: ListQuery, response: listed } },
    async (request, reply) => {
      noStore(reply);
      const { q, status, page = 1, perPage = 25 } = request.query;
      const { items, total } = playerCourses.list({ q, status });
      return { items: items.slice((page - 1) * perPage, page * perPage), total };
    },
  );

  app.get(
    `${base}/:id`,
    { ...guard(COURSES_WRITE), schema: { params: CourseId, response: { 200: AdminCourse, 404: Message } } },
    async (request, reply) => {
      noStore(reply);
      const course = playerCourses.read(request.params.id);
      if (!course)
        return reply.code(404).send({ message: `No player course has the id ${request.params.id}.` });
      return course;
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...guard(COURSES_WRITE),
      schema: { params: CourseId, body: CourseEdit, response: Written },
      attachValidation: true,
    },
    async (request, reply) => {
      noStore(reply);
      if (request.validationError)
        return reply.code(400).send({
          message: `The course cannot be saved: ${request.validationError.message}`,
          fields: { body: request.validationError.message },
        });
      const { id } = request.params as { id: string };
      const body = request.body as PlayerCourseEdit & { status?: unknown };
      const edit: PlayerCourseEdit = {
        title: body.title,
        description: body.description,
        lessons: body.lessons,
        updatedAt: body.updatedAt,
      };
      const result = playerCourses.update(id, edit, staffOf(request));
      return answer(reply, result, result.ok && result.record.status === 'published');
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const)
    app.post(
      `${base}/:id/${action}`,
      { ...guard(COURSES_WRITE), schema: { params: CourseId, response: Written } },
      async (request, reply) =>
        answer(reply, playerCourses.setStatus(request.params.id, status, staffOf(request)), true),
    );
}
