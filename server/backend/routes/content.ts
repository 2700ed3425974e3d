import type { FastifyInstance } from 'fastify';

import type { BackendContext } from '../context';
import type {
  CatalogueCourseWire,
  CertificateWire,
  EventWire,
  EventsResponseWire,
  InstructorWire,
  ListResponseWire,
  TextTestimonialWire,
  VideoTestimonialWire,
  WebinarWire,
} from '../wire';

interface EventRow {
  id: number;
  title: string;
  description: string;
  details: string;
  image: string;
  category: string;
  location: string;
  date_text: string;
  link: string;
  is_upcoming: number;
  registration_open: number;
}

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

interface CourseRow {
  id: number;
  title: string;
  short_description: string;
  description: string;
  category: string;
  instructor_id: number;
  thumbnail: string;
  video_file: string;
  video_url: string;
  duration: string;
  level: string;
  language: string;
  price_paise: number;
  discount_price_paise: number | null;
  is_published: number;
  created_at: string;
}

interface InstructorRow {
  id: number;
  name: string;
  designation: string;
  bio: string;
  email: string;
  profile_picture: string;
}

const flag = (value: number): '1' | '0' => (value ? '1' : '0');
const rupees = (paise: number): string => (paise / 100).toFixed(2);

/** Whether a webinar (IST wall clock) has ended at `now`; the PHP admin's `status` column, kept for realism. */
function webinarStatus(row: WebinarRow, now: Date): WebinarWire['status'] {
  const endsAt = Date.parse(`${row.date}T${row.time}+05:30`) + row.duration_hours * 3_600_000;
  return endsAt < now.getTime() ? 'completed' : 'upcoming';
}

/** The read endpoints of the PHP admin, serving SQLite rows in the PHP backend's loose JSON. */
export function contentRoutes(app: FastifyInstance, { db, now, settings }: BackendContext): void {
  // An uploaded webinar image is kept root-relative; the page takes only an absolute http(s) address.
  const absolute = (image: string) =>
    image.startsWith('/') ? `${settings.certificates.apiOrigin}${image}` : image;
  const events = db.prepare<[], EventRow>(
    "SELECT * FROM events WHERE status = 'published' ORDER BY starts_on DESC, id",
  );
  app.get('/admin/pages/events-api.php', async (): Promise<EventsResponseWire> => ({
    success: true,
    events: events.all().map((row): EventWire => ({
      id: row.id,
      title: row.title,
      description: row.description,
      details: row.details,
      image: row.image,
      category: row.category,
      location: row.location,
      date: row.date_text,
      link: row.link,
      isUpcoming: flag(row.is_upcoming),
      registrationOpen: flag(row.registration_open),
    })),
  }));

  const texts = db.prepare<[], { id: number; name: string; content: string; image: string }>(
    "SELECT id, name, content, image FROM text_testimonials WHERE status = 'published' ORDER BY id",
  );
  app.get('/admin/pages/text_testimonials.php', async (): Promise<TextTestimonialWire[]> =>
    texts
      .all()
      .map((row) => ({ id: String(row.id), name: row.name, content: row.content, image: row.image })),
  );

  const videos = db.prepare<[], { id: number; name: string; description: string; video_url: string }>(
    "SELECT id, name, description, video_url FROM video_testimonials WHERE status = 'published' ORDER BY id",
  );
  app.get('/admin/pages/video_testimonials.php', async (): Promise<VideoTestimonialWire[]> =>
    videos.all().map((row) => ({
      id: String(row.id),
      name: row.name,
      description: row.description,
      videoUrl: row.video_url,
    })),
  );

  const certificates = db.prepare<[], CertificateWire>(
    "SELECT id, certificate_title, certificate_image FROM certificates WHERE status = 'published' ORDER BY id",
  );
  app.get('/admin/pages/certificates.php', async (): Promise<CertificateWire[]> => certificates.all());

  const webinars = db.prepare<[number], WebinarRow>(
    "SELECT * FROM webinars WHERE group_id = ? AND status = 'published' ORDER BY date, time",
  );
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/admin/pages/webinars.php',
    async (request, reply) => {
      const { endpoint, group_id: groupId } = request.query;
      if (endpoint !== 'webinars')
        return reply.code(400).send({ message: 'Unknown endpoint: use endpoint=webinars.' });
      if (groupId !== '1' && groupId !== '2')
        return reply.code(400).send({ message: 'group_id must be 1 or 2.' });
      const at = now();
      return webinars.all(Number(groupId)).map((row): WebinarWire => ({
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

  const courses = db.prepare<[], CourseRow>("SELECT * FROM courses WHERE status = 'published' ORDER BY id");
  app.get('/admin/pages/courses.php', async (): Promise<ListResponseWire<CatalogueCourseWire>> => ({
    success: true,
    data: courses.all().map((row) => ({
      id: row.id,
      title: row.title,
      short_description: row.short_description,
      description: row.description,
      category: row.category,
      instructor_id: String(row.instructor_id),
      thumbnail_url: `/admin/uploads/courses/${row.thumbnail}`,
      video_file: row.video_file,
      video_file_url: row.video_file ? `/admin/uploads/courses/${row.video_file}` : '',
      video_url: row.video_url,
      duration: row.duration,
      level: row.level,
      language: row.language,
      price: rupees(row.price_paise),
      discount_price: row.discount_price_paise === null ? null : rupees(row.discount_price_paise),
      is_published: row.is_published ? 1 : 0,
      created_at: row.created_at,
    })),
  }));

  const instructors = db.prepare<[], InstructorRow>(
    "SELECT * FROM instructors WHERE status = 'published' ORDER BY id",
  );
  app.get('/admin/pages/instructors.php', async (): Promise<ListResponseWire<InstructorWire>> => ({
    success: true,
    data: instructors.all().map((row) => ({
      id: row.id,
      name: row.name,
      designation: row.designation,
      bio: row.bio,
      email: row.email,
      profile_picture_url: `/admin/uploads/instructors/${row.profile_picture}`,
    })),
  }));
}
