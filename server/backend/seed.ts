import fs from 'node:fs';
import path from 'node:path';

import { avatarSvg, bannerSvg, certificateSvg } from '../artwork';
import { SERVER_DIR } from '../config';

import type { Db } from './db';
import {
  CERTIFICATES,
  COURSES,
  EVENTS,
  INSTRUCTORS,
  TEXT_TESTIMONIALS,
  VIDEO_TESTIMONIALS,
  WEBINARS,
  type EventSeed,
} from './seed-content';

export const UPLOAD_FOLDERS = [
  'events',
  'text_testimonials',
  'certificates',
  'courses',
  'instructors',
  'webinars',
  'articles',
  'newsletters',
  'media',
] as const;

/** The tables the seed fills, which the console then edits. */
const SEEDED_CONTENT_TABLES = [
  'events',
  'webinars',
  'courses',
  'instructors',
  'text_testimonials',
  'video_testimonials',
  'certificates',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const COURSE_VIDEO_FILE = 'course-intro.webm';

const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The wall-clock date and hour in India at `now`. */
export function istParts(now: Date): { date: string; hour: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "28-29 September 2024" for a two-day event, "12 December 2026" for one day (display text, as the admin typed it). */
export function eventDateText(start: string, days = 1): string {
  const [y, m, d] = start.split('-').map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? '';
  if (days <= 1) return `${d} ${month} ${y}`;
  const end = addDays(start, days - 1);
  const [ey, em, ed] = end.split('-').map(Number);
  if (em === m && ey === y) return `${d}-${ed} ${month} ${y}`;
  return `${d} ${month} ${y} - ${ed} ${MONTHS[(em ?? 1) - 1] ?? ''} ${ey}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}

function eventStart(event: EventSeed, today: string): string {
  return 'fixed' in event.when ? event.when.fixed : addDays(today, event.when.offsetDays);
}

function sqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Fills an empty database with the seed content and writes the uploads it refers to. */
export function seedDatabase(db: Db, dataDir: string, now: Date): void {
  const uploads = path.join(dataDir, 'uploads');
  for (const folder of UPLOAD_FOLDERS) fs.mkdirSync(path.join(uploads, folder), { recursive: true });
  const write = (folder: UploadFolder, file: string, content: string): void =>
    fs.writeFileSync(path.join(uploads, folder, file), content);
  const { date: today, hour } = istParts(now);

  db.transaction(() => {
    const insertEvent = db.prepare(
      `INSERT INTO events (title, description, details, image, category, location, date_text, starts_on, link, is_upcoming, registration_open)
       VALUES (@title, @description, @details, @image, @category, @location, @dateText, @startsOn, @link, @isUpcoming, @registrationOpen)`,
    );
    EVENTS.forEach((event, i) => {
      const startsOn = eventStart(event, today);
      const image = `${slug(event.title)}.svg`;
      write(
        'events',
        image,
        bannerSvg({ title: event.title, subtitle: event.category, motif: event.motif, seed: i }),
      );
      insertEvent.run({
        title: event.title,
        description: event.description,
        details: event.details,
        image,
        category: event.category,
        location: event.location,
        dateText: eventDateText(startsOn, event.when.days),
        startsOn,
        link: event.link,
        isUpcoming: startsOn > today ? 1 : 0,
        registrationOpen: event.registrationOpen && startsOn > today ? 1 : 0,
      });
    });

    const insertWebinar = db.prepare(
      `INSERT INTO webinars (group_id, title, description, date, time, duration_hours, is_confirmed, speaker, registration_link)
       VALUES (@groupId, @title, @description, @date, @time, @duration, @confirmed, @speaker, @registrationLink)`,
    );
    for (const w of WEBINARS) {
      insertWebinar.run({
        groupId: w.groupId,
        title: w.title,
        description: w.description,
        date: addDays(today, w.offsetDays),
        time: w.time === 'now' ? `${String(hour).padStart(2, '0')}:00:00` : w.time,
        duration: w.duration,
        confirmed: w.confirmed ? 1 : 0,
        speaker: w.speaker,
        registrationLink: w.registrationLink,
      });
    }

    const insertInstructor = db.prepare(
      `INSERT INTO instructors (name, designation, bio, email, profile_picture) VALUES (@name, @designation, @bio, @email, @file)`,
    );
    INSTRUCTORS.forEach((instructor, i) => {
      write('instructors', instructor.file, avatarSvg(instructor.name, i + 1));
      insertInstructor.run(instructor);
    });

    fs.copyFileSync(
      path.join(SERVER_DIR, 'assets', COURSE_VIDEO_FILE),
      path.join(uploads, 'courses', COURSE_VIDEO_FILE),
    );
    const insertCourse = db.prepare(
      `INSERT INTO courses (title, short_description, description, category, instructor_id, thumbnail, video_file, video_url,
         duration, level, language, price_paise, discount_price_paise, is_published, created_at)
       VALUES (@title, @shortDescription, @description, @category, @instructor, @thumbnail, @videoFile, '',
         @duration, @level, 'English', @pricePaise, @discountPaise, @published, @createdAt)`,
    );
    COURSES.forEach((course, i) => {
      write(
        'courses',
        course.thumbnail,
        bannerSvg({
          title: course.title,
          subtitle: course.category,
          motif: course.category === 'Leadership' ? 'people' : 'code',
          seed: i + 2,
        }),
      );
      insertCourse.run({
        title: course.title,
        shortDescription: course.shortDescription,
        description: course.description,
        category: course.category,
        instructor: course.instructor,
        thumbnail: course.thumbnail,
        videoFile: course.withVideo ? COURSE_VIDEO_FILE : '',
        duration: course.duration,
        level: course.level,
        pricePaise: course.pricePaise,
        discountPaise: course.discountPaise,
        published: course.published ? 1 : 0,
        createdAt: sqlDateTime(new Date(now.getTime() - course.createdDaysAgo * 86_400_000)),
      });
    });

    const insertCertificate = db.prepare(
      'INSERT INTO certificates (certificate_title, certificate_image) VALUES (@title, @image)',
    );
    CERTIFICATES.forEach((certificate, i) => {
      const image = `${slug(certificate.title)}.svg`;
      write('certificates', image, certificateSvg(certificate.title, certificate.issuer, i));
      insertCertificate.run({ title: certificate.title, image });
    });

    const insertText = db.prepare(
      'INSERT INTO text_testimonials (name, content, image) VALUES (@name, @content, @image)',
    );
    TEXT_TESTIMONIALS.forEach((testimonial, i) => {
      const image = `${slug(testimonial.name)}.svg`;
      write('text_testimonials', image, avatarSvg(testimonial.name, i + 3));
      insertText.run({ ...testimonial, image });
    });

    const insertVideo = db.prepare(
      'INSERT INTO video_testimonials (name, description, video_url) VALUES (@name, @description, @videoUrl)',
    );
    for (const testimonial of VIDEO_TESTIMONIALS) insertVideo.run(testimonial);

    // The seed is the site's first content, published, last changed when it was seeded.
    for (const table of SEEDED_CONTENT_TABLES)
      db.prepare(`UPDATE ${table} SET updated_at = ? WHERE updated_at = ''`).run(now.toISOString());
    db.prepare('INSERT INTO seed_info (id, seeded_at) VALUES (1, ?)').run(now.toISOString());
  })();
}

/** Whether the seed has run in this database. */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM seed_info WHERE id = 1').get() !== undefined;
}
