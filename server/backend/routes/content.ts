import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';

import type { BackendContext } from '../context';
import {
  CatalogueCourse,
  Certificate,
  EventsResponse,
  Instructor,
  ListOf,
  TextTestimonial,
  VideoTestimonial,
  Webinar,
  WebinarsQuery,
  type CatalogueCourseWire,
  type CertificateWire,
  type EventWire,
  type InstructorWire,
  type TextTestimonialWire,
  type VideoTestimonialWire,
  type WebinarWire,
} from '../wire';
import { Message } from '../wire-schema';

interface WebinarRow {
  id: number;
  title: string;
  description: string;
  date: string;
  time: string;
  duration_hours: number;
  is_confirmed: number;
  speaker: string;
  registration_link: string;
  image: string;
}

/** A PHP TINYINT as mysqli sends it (`"1"`, `"0"`), and rupees as its DECIMAL(10,2) (`"14999.00"`). */
const flag = (column: string) => `CASE WHEN ${column} THEN '1' ELSE '0' END`;
const rupees = (column: string) => `printf('%.2f', ${column} / 100.0)`;

/** Whether a webinar (IST wall clock) has ended at `now`; the PHP admin's `status` column, kept for realism. */
function webinarStatus(row: WebinarRow, now: Date): WebinarWire['status'] {
  const endsAt = Date.parse(`${row.date}T${row.time}+05:30`) + row.duration_hours * 3_600_000;
  return endsAt < now.getTime() ? 'completed' : 'upcoming';
}

/** A read's schema: what it answers (and `400 { message }` for a query it cannot read). */
const answers = (ok: TSchema) => ({ schema: { response: { 200: ok, 400: Message } } });

/** The read endpoints of the PHP admin, serving SQLite rows in the PHP backend's loose JSON. */
export function contentRoutes(parent: FastifyInstance, { db, now, settings }: BackendContext): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // An uploaded webinar image is kept root-relative; the page takes only an absolute http(s) address.
  const absolute = (image: string) =>
    image.startsWith('/') ? `${settings.certificates.apiOrigin}${image}` : image;
  // Each row is read in the shape the PHP original sends, so each answer is the rows as they come.
  const published = <Row>(columns: string, table: string, order = 'id') =>
    db.prepare<[], Row>(`SELECT ${columns} FROM ${table} WHERE status = 'published' ORDER BY ${order}`);
  const events = published<EventWire>(
    `id, title, description, details, image, category, location, date_text AS date, link,
     ${flag('is_upcoming')} AS isUpcoming, ${flag('registration_open')} AS registrationOpen`,
    'events',
    'starts_on DESC, id',
  );
  app.get('/admin/pages/events-api.php', answers(EventsResponse), async () => ({
    success: true as const,
    events: events.all(),
  }));
  const texts = published<TextTestimonialWire>(
    'CAST(id AS TEXT) AS id, name, content, image',
    'text_testimonials',
  );
  app.get('/admin/pages/text_testimonials.php', answers(Type.Array(TextTestimonial)), async () =>
    texts.all(),
  );
  const videos = published<VideoTestimonialWire>(
    'CAST(id AS TEXT) AS id, name, description, video_url AS videoUrl',
    'video_testimonials',
  );
  app.get('/admin/pages/video_testimonials.php', answers(Type.Array(VideoTestimonial)), async () =>
    videos.all(),
  );
  const certificates = published<CertificateWire>('id, certificate_title, certificate_image', 'certificates');
  app.get('/admin/pages/certificates.php', answers(Type.Array(Certificate)), async () => certificates.all());

  const webinars = db.prepare<[number], WebinarRow>(
    "SELECT * FROM webinars WHERE group_id = ? AND status = 'published' ORDER BY date, time",
  );
  app.get(
    '/admin/pages/webinars.php',
    { schema: { querystring: WebinarsQuery, ...answers(Type.Array(Webinar)).schema } },
    async (request) => {
      const groupId = request.query.group_id;
      const at = now();
      return webinars.all(Number(groupId)).map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        date: row.date,
        time: row.time,
        duration: String(row.duration_hours),
        status: webinarStatus(row, at),
        isConfirmed: row.is_confirmed ? 'true' : 'false',
        speaker: row.speaker,
        registration_link: row.registration_link,
        ...(row.image ? { image: absolute(row.image) } : {}),
      }));
    },
  );

  const courses = published<CatalogueCourseWire>(
    `id, title, short_description, description, category, CAST(instructor_id AS TEXT) AS instructor_id,
     '/admin/uploads/courses/' || thumbnail AS thumbnail_url, video_file,
     CASE WHEN video_file <> '' THEN '/admin/uploads/courses/' || video_file ELSE '' END AS video_file_url,
     video_url, duration, level, language, ${rupees('price_paise')} AS price,
     CASE WHEN discount_price_paise IS NULL THEN NULL ELSE ${rupees('discount_price_paise')} END AS discount_price,
     CASE WHEN is_published THEN 1 ELSE 0 END AS is_published, created_at`,
    'courses',
  );
  app.get('/admin/pages/courses.php', answers(ListOf(CatalogueCourse)), async () => ({
    success: true,
    data: courses.all(),
  }));
  const instructors = published<InstructorWire>(
    `id, name, designation, bio, email, '/admin/uploads/instructors/' || profile_picture AS profile_picture_url`,
    'instructors',
  );
  app.get('/admin/pages/instructors.php', answers(ListOf(Instructor)), async () => ({
    success: true,
    data: instructors.all(),
  }));
}
