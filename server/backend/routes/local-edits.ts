import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import { addDays, eventDateText, istParts } from '../seed';
import { isRecord } from '../validate';

type EventEdit = { title?: unknown; description?: unknown; startsOn?: unknown; category?: unknown };
type CourseEdit = { title?: unknown; shortDescription?: unknown };

/** The body as an object of fields, or an empty one (whose missing title is then refused). */
const fieldsOf = (body: unknown): Record<string, unknown> => (isRecord(body) ? body : {});

/** A row id as written in the address: digits only (`Number(' 1')` would be 1), else undefined. */
const rowId = (raw: string): number | undefined => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Test-only edits of the content the site lists (off unless the backend is started with them, see
 * server/README.md): the browser tests change the events and the courses, to watch a prerendered page
 * update in place and `npm run refresh-pages` render the change, then put everything back.
 */
export function localEditRoutes(app: FastifyInstance, { db, now }: BackendContext): void {
  const insertEvent = db.prepare(
    `INSERT INTO events (title, description, details, image, category, location, date_text, starts_on, link, is_upcoming, registration_open)
     VALUES (@title, @description, '', '', @category, 'Hyderabad', @dateText, @startsOn, '', @isUpcoming, 0)`,
  );
  app.post<{ Body: EventEdit }>('/__local/events', async (request, reply) => {
    const body: EventEdit = fieldsOf(request.body);
    const title = text(body.title);
    if (!title) return reply.code(400).send({ message: 'title is required' });
    const today = istParts(now()).date;
    const startsOn = isDay(body.startsOn) ? body.startsOn : addDays(today, 30);
    const { lastInsertRowid } = insertEvent.run({
      title,
      description: text(body.description) ?? '',
      category: text(body.category) ?? 'General',
      dateText: eventDateText(startsOn),
      startsOn,
      isUpcoming: startsOn > today ? 1 : 0,
    });
    return reply.code(201).send({ id: Number(lastInsertRowid) });
  });

  const renameEvent = db.prepare(
    'UPDATE events SET title = COALESCE(@title, title), description = COALESCE(@description, description) WHERE id = @id',
  );
  app.patch<{ Params: { id: string }; Body: EventEdit }>('/__local/events/:id', async (request, reply) => {
    const id = rowId(request.params.id);
    if (id === undefined) return reply.code(404).send({ message: 'no such event' });
    const body: EventEdit = fieldsOf(request.body);
    const { changes } = renameEvent.run({
      id,
      title: text(body.title) ?? null,
      description: text(body.description) ?? null,
    });
    return changes === 1 ? reply.code(204).send() : reply.code(404).send({ message: 'no such event' });
  });

  const deleteEvent = db.prepare('DELETE FROM events WHERE id = ?');
  app.delete<{ Params: { id: string } }>('/__local/events/:id', async (request, reply) => {
    const id = rowId(request.params.id);
    if (id === undefined) return reply.code(404).send({ message: 'no such event' });
    const { changes } = deleteEvent.run(id);
    return changes === 1 ? reply.code(204).send() : reply.code(404).send({ message: 'no such event' });
  });

  const insertCourse = db.prepare(
    `INSERT INTO courses (title, short_description, description, category, instructor_id, thumbnail, duration, level,
       price_paise, discount_price_paise, is_published, created_at)
     VALUES (@title, @shortDescription, @shortDescription, 'Clinical Programming',
       (SELECT MIN(id) FROM instructors), '', '4 weeks', 'Beginner', 999900, NULL, 1, @createdAt)`,
  );
  app.post<{ Body: CourseEdit }>('/__local/courses', async (request, reply) => {
    const body: CourseEdit = fieldsOf(request.body);
    const title = text(body.title);
    if (!title) return reply.code(400).send({ message: 'title is required' });
    const { lastInsertRowid } = insertCourse.run({
      title,
      shortDescription: text(body.shortDescription) ?? title,
      createdAt: now().toISOString().slice(0, 19).replace('T', ' '),
    });
    return reply.code(201).send({ id: Number(lastInsertRowid) });
  });

  const deleteCourse = db.prepare('DELETE FROM courses WHERE id = ?');
  app.delete<{ Params: { id: string } }>('/__local/courses/:id', async (request, reply) => {
    const id = rowId(request.params.id);
    if (id === undefined) return reply.code(404).send({ message: 'no such course' });
    const { changes } = deleteCourse.run(id);
    return changes === 1 ? reply.code(204).send() : reply.code(404).send({ message: 'no such course' });
  });

  // A browser test that issues and revokes a certificate starts over from none (a retry finds its own).
  const deleteCertificate = db.prepare('DELETE FROM learner_certificates WHERE id = ?');
  app.delete<{ Params: { id: string } }>('/__local/certificates/:id', async (request, reply) =>
    deleteCertificate.run(request.params.id).changes === 1
      ? reply.code(204).send()
      : reply.code(404).send({ message: 'not found' }),
  );
}
