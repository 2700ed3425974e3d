/**
 * The content kinds the console edits (docs/api.md, "The company console"), each described once: its table,
 * its fields (the public shape in camelCase, each with its column and its TypeBox schema), the rules the
 * public page's normalizer applies beyond the types, what its list searches and sorts by, and what refers to
 * it. The routes, the store and the audit log are generic over this table.
 */
import { Type, type TSchema } from 'typebox';

import type { Db } from '../db';

export const KIND_NAMES = [
  'events',
  'webinars',
  'courses',
  'instructors',
  'text-testimonials',
  'video-testimonials',
  'certificates',
  'articles',
  'newsletters',
] as const;
export type KindName = (typeof KIND_NAMES)[number];

/** One field of a record: where it lives, its wire schema, and how it crosses between the two. */
export interface FieldDef {
  column: string;
  schema: TSchema;
  /** Left out of a create: this value. */
  default?: unknown;
  toColumn?: (value: unknown) => unknown;
  fromColumn?: (value: unknown) => unknown;
}

/** A field's problem by field name; empty when the record is one the public page can show. */
export type FieldProblems = Record<string, string>;

export interface KindDef {
  name: KindName;
  /** What one record is called in messages ("webinar"). */
  noun: string;
  table: string;
  fields: Record<string, FieldDef>;
  /** The normalizer's rules beyond the schema's types, on a whole record. */
  rules: (record: Record<string, unknown>, db: Db) => FieldProblems;
  /** Fields the list's `q` searches (case-insensitive substring). */
  search: string[];
  /** What a record is called in the audit log and messages. */
  label: (record: Record<string, unknown>) => string;
  /** Why it may not be deleted, or null when nothing refers to it. */
  referredBy?: (db: Db, id: number) => string | null;
  /** The default list order, a field of `fields` or `updatedAt`. */
  defaultSort: string;
  /** Columns the public shape keeps beside the console's status (courses' `is_published`). */
  onStatus?: (status: 'draft' | 'published') => Record<string, unknown>;
  /** Columns a create sets that the console does not edit (`created_at`). */
  onCreate?: (now: Date) => Record<string, unknown>;
}

const text = (maxLength = 500) => Type.String({ maxLength });
const longText = (maxLength = 20_000) => Type.String({ maxLength });
const flag: Pick<FieldDef, 'schema' | 'toColumn' | 'fromColumn'> = {
  schema: Type.Boolean(),
  toColumn: (value) => (value ? 1 : 0),
  fromColumn: (value) => value === 1,
};
const field = (column: string, schema: TSchema, extra: Partial<FieldDef> = {}): FieldDef => ({
  column,
  schema,
  ...extra,
});

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists, `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
/** An absolute http(s) address (the pages' `readExternalLink` turns anything else into nothing). */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
/** A file name in an upload folder: what the seed and an upload give (no folder, no `..`). */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const isFileName = (value: unknown) =>
  typeof value === 'string' && FILE_NAME.test(value) && !value.includes('..');
/** An address this backend serves uploads at, or nothing. */
const UPLOAD_PATH = /^\/admin\/uploads\/[a-z_]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const isUploadPath = (value: unknown) =>
  typeof value === 'string' && UPLOAD_PATH.test(value) && !value.includes('..');

type Check = [field: string, bad: boolean, message: string];
const problems = (...checks: Check[]): FieldProblems =>
  Object.fromEntries(checks.filter(([, bad]) => bad).map(([name, , message]) => [name, message]));

const required = (record: Record<string, unknown>, name: string, what: string): Check => [
  name,
  blank(record[name]),
  `Enter the ${what}.`,
];
const optionalFile = (record: Record<string, unknown>, name: string): Check => [
  name,
  record[name] !== '' && !isFileName(record[name]),
  'Upload the picture (a file name of an upload), or leave it empty.',
];
const optionalLink = (record: Record<string, unknown>, name: string): Check => [
  name,
  record[name] !== '' && !isHttpUrl(record[name]),
  'Enter an http(s) address, or leave it empty.',
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com\/(shorts\/|watch\?v=)|youtu\.be\/)[A-Za-z0-9_-]{11}$/;
const rupeesToPaise = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : value);
const paiseToRupees = (value: unknown) => (typeof value === 'number' ? value / 100 : value);

const events: KindDef = {
  name: 'events',
  noun: 'event',
  table: 'events',
  fields: {
    title: field('title', text(200)),
    description: field('description', text(2000)),
    details: field('details', longText(), { default: '' }),
    image: field('image', text(200), { default: '' }),
    category: field('category', text(100)),
    location: field('location', text(200)),
    date: field('date_text', text(100)),
    startsOn: field('starts_on', text(10)),
    link: field('link', text(500), { default: '' }),
    isUpcoming: field('is_upcoming', flag.schema, { ...flag, default: true }),
    registrationOpen: field('registration_open', flag.schema, { ...flag, default: false }),
  },
  rules: (r) =>
    problems(
      required(r, 'title', 'title'),
      required(r, 'date', 'date as the page shows it ("15 December 2026")'),
      ['startsOn', !isIsoDate(r.startsOn), 'Enter the first day as YYYY-MM-DD.'],
      optionalLink(r, 'link'),
      optionalFile(r, 'image'),
    ),
  search: ['title', 'category', 'location'],
  label: (r) => String(r.title),
  defaultSort: 'startsOn',
};

const webinars: KindDef = {
  name: 'webinars',
  noun: 'webinar',
  table: 'webinars',
  fields: {
    group: field('group_id', Type.Union([Type.Literal(1), Type.Literal(2)])),
    title: field('title', text(200)),
    description: field('description', text(2000), { default: '' }),
    date: field('date', text(10)),
    time: field('time', text(8)),
    duration: field('duration_hours', Type.Number({ exclusiveMinimum: 0, maximum: 24 })),
    speaker: field('speaker', text(200), { default: '' }),
    registrationLink: field('registration_link', text(500), { default: '' }),
    isConfirmed: field('is_confirmed', flag.schema, { ...flag, default: true }),
    image: field('image', text(500), { default: '' }),
  },
  rules: (r) =>
    problems(
      required(r, 'title', 'title'),
      ['date', !isIsoDate(r.date), 'Enter the day as YYYY-MM-DD (India).'],
      ['time', typeof r.time !== 'string' || !TIME.test(r.time), 'Enter the time as HH:MM:SS (India).'],
      optionalLink(r, 'registrationLink'),
      [
        'image',
        r.image !== '' && !isUploadPath(r.image) && !isHttpUrl(r.image),
        'Upload the picture, or leave it empty.',
      ],
    ),
  search: ['title', 'speaker'],
  label: (r) => String(r.title),
  defaultSort: 'date',
};

const courses: KindDef = {
  name: 'courses',
  noun: 'course',
  table: 'courses',
  fields: {
    title: field('title', text(200)),
    shortDescription: field('short_description', text(500), { default: '' }),
    description: field('description', longText(), { default: '' }),
    category: field('category', text(100)),
    instructorId: field('instructor_id', Type.Integer({ minimum: 1 })),
    thumbnail: field('thumbnail', text(200), { default: '' }),
    videoFile: field('video_file', text(200), { default: '' }),
    duration: field('duration', text(100), { default: '' }),
    level: field('level', text(100), { default: '' }),
    language: field('language', text(100), { default: 'English' }),
    price: field('price_paise', Type.Number({ minimum: 0, maximum: 10_000_000 }), {
      toColumn: rupeesToPaise,
      fromColumn: paiseToRupees,
    }),
    discountPrice: field(
      'discount_price_paise',
      Type.Union([Type.Number({ minimum: 0, maximum: 10_000_000 }), Type.Null()]),
      { default: null, toColumn: rupeesToPaise, fromColumn: paiseToRupees },
    ),
  },
  rules: (r, db) =>
    problems(
      required(r, 'title', 'title'),
      [
        'instructorId',
        typeof r.instructorId !== 'number' ||
          db.prepare('SELECT 1 FROM instructors WHERE id = ?').get(r.instructorId) === undefined,
        'Choose an instructor the catalogue has.',
      ],
      [
        'discountPrice',
        typeof r.discountPrice === 'number' && typeof r.price === 'number' && r.discountPrice >= r.price,
        'A discount price is below the price (or leave it empty).',
      ],
      optionalFile(r, 'thumbnail'),
      optionalFile(r, 'videoFile'),
    ),
  search: ['title', 'category'],
  label: (r) => String(r.title),
  defaultSort: 'title',
  onStatus: (status) => ({ is_published: status === 'published' ? 1 : 0 }),
  onCreate: (now) => ({ created_at: now.toISOString().slice(0, 19).replace('T', ' '), video_url: '' }),
};

const instructors: KindDef = {
  name: 'instructors',
  noun: 'instructor',
  table: 'instructors',
  fields: {
    name: field('name', text(200)),
    designation: field('designation', text(200), { default: '' }),
    bio: field('bio', longText(5000), { default: '' }),
    email: field('email', text(254), { default: '' }),
    profilePicture: field('profile_picture', text(200), { default: '' }),
  },
  rules: (r) =>
    problems(
      required(r, 'name', 'name'),
      [
        'email',
        r.email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(r.email)),
        'Enter an e-mail address, or leave it empty.',
      ],
      optionalFile(r, 'profilePicture'),
    ),
  search: ['name', 'designation', 'email'],
  label: (r) => String(r.name),
  defaultSort: 'name',
  referredBy: (db, id) => {
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM courses WHERE instructor_id = ?').get(id) as {
      n: number;
    };
    return n === 0
      ? null
      : `This instructor teaches ${n} course${n === 1 ? '' : 's'}: give ${n === 1 ? 'it' : 'them'} another instructor first.`;
  },
};

const textTestimonials: KindDef = {
  name: 'text-testimonials',
  noun: 'testimonial',
  table: 'text_testimonials',
  fields: {
    name: field('name', text(200)),
    content: field('content', text(5000)),
    image: field('image', text(200), { default: '' }),
  },
  rules: (r) =>
    problems(required(r, 'name', 'name'), required(r, 'content', 'words'), optionalFile(r, 'image')),
  search: ['name', 'content'],
  label: (r) => String(r.name),
  defaultSort: 'name',
};

const videoTestimonials: KindDef = {
  name: 'video-testimonials',
  noun: 'video testimonial',
  table: 'video_testimonials',
  fields: {
    name: field('name', text(200)),
    description: field('description', text(2000), { default: '' }),
    videoUrl: field('video_url', text(200)),
  },
  rules: (r) =>
    problems(required(r, 'name', 'name'), [
      'videoUrl',
      typeof r.videoUrl !== 'string' || !YOUTUBE.test(r.videoUrl),
      'Enter the YouTube address (https://youtube.com/shorts/… or a watch link).',
    ]),
  search: ['name', 'description'],
  label: (r) => String(r.name),
  defaultSort: 'name',
};

const certificates: KindDef = {
  name: 'certificates',
  noun: 'certificate',
  table: 'certificates',
  fields: {
    certificateTitle: field('certificate_title', text(200)),
    certificateImage: field('certificate_image', text(200), { default: '' }),
  },
  rules: (r) => problems(required(r, 'certificateTitle', 'title'), optionalFile(r, 'certificateImage')),
  search: ['certificateTitle'],
  label: (r) => String(r.certificateTitle),
  defaultSort: 'certificateTitle',
};

const articles: KindDef = {
  name: 'articles',
  noun: 'article',
  table: 'articles',
  fields: {
    slug: field('slug', text(100)),
    title: field('title', text(200)),
    excerpt: field('excerpt', text(1000), { default: '' }),
    body: field('body', longText(100_000)),
    category: field('category', text(100)),
    featured: field('featured', flag.schema, { ...flag, default: false }),
    image: field('image', text(200), { default: '' }),
    author: field('author', text(200)),
    date: field('date', text(10)),
  },
  rules: (r, db) =>
    problems(
      [
        'slug',
        typeof r.slug !== 'string' || !SLUG.test(r.slug),
        'Use lower-case letters, digits and dashes.',
      ],
      [
        'slug',
        typeof r.slug === 'string' &&
          db.prepare('SELECT 1 FROM articles WHERE slug = ? AND id IS NOT ?').get(r.slug, r.id ?? null) !==
            undefined,
        'Another article has this address.',
      ],
      required(r, 'title', 'title'),
      required(r, 'body', 'article'),
      required(r, 'author', 'author'),
      required(r, 'category', 'category'),
      ['date', !isIsoDate(r.date), 'Enter the date as YYYY-MM-DD.'],
      optionalFile(r, 'image'),
    ),
  search: ['title', 'excerpt', 'author', 'category'],
  label: (r) => String(r.title),
  defaultSort: 'date',
};

const newsletters: KindDef = {
  name: 'newsletters',
  noun: 'newsletter',
  table: 'newsletters',
  fields: {
    title: field('title', text(200)),
    previewText: field('preview_text', text(1000), { default: '' }),
    date: field('date', text(10)),
    category: field('category', text(100)),
    coverImage: field('cover_image', text(200), { default: '' }),
    pdf: field('pdf', text(200)),
  },
  rules: (r) =>
    problems(
      required(r, 'title', 'title'),
      required(r, 'category', 'category'),
      ['date', !isIsoDate(r.date), 'Enter the date as YYYY-MM-DD.'],
      optionalFile(r, 'coverImage'),
      ['pdf', !isFileName(r.pdf) || !String(r.pdf).endsWith('.pdf'), 'Upload the newsletter as a PDF.'],
    ),
  search: ['title', 'previewText', 'category'],
  label: (r) => String(r.title),
  defaultSort: 'date',
};

export const KINDS: Readonly<Record<KindName, KindDef>> = {
  events,
  webinars,
  courses,
  instructors,
  'text-testimonials': textTestimonials,
  'video-testimonials': videoTestimonials,
  certificates,
  articles,
  newsletters,
};

/** The upload folder a kind's pictures and files go to (served under `/admin/uploads/{folder}/`). */
export const UPLOAD_FOLDER_OF: Readonly<Record<KindName, string>> = {
  events: 'events',
  webinars: 'webinars',
  courses: 'courses',
  instructors: 'instructors',
  'text-testimonials': 'text_testimonials',
  'video-testimonials': 'media',
  certificates: 'certificates',
  articles: 'articles',
  newsletters: 'newsletters',
};

const STATUS = Type.Union([Type.Literal('draft'), Type.Literal('published')]);

/** The body of a create: every field (those with a default may be left out) and an optional status. */
export function createSchema(kind: KindDef): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, def] of Object.entries(kind.fields))
    properties[name] = def.default === undefined ? def.schema : Type.Optional(def.schema);
  properties.status = Type.Optional(STATUS);
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * The body of an update: the whole record as it was read and edited, with the `updatedAt` it was read with.
 * `id` and `updatedBy` may come back as they were read; they are not written.
 */
export function updateSchema(kind: KindDef): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, def] of Object.entries(kind.fields)) properties[name] = def.schema;
  properties.status = Type.Optional(STATUS);
  properties.updatedAt = Type.String({ minLength: 1, maxLength: 40 });
  properties.id = Type.Optional(Type.Integer());
  properties.updatedBy = Type.Optional(Type.String({ maxLength: 200 }));
  return Type.Object(properties, { additionalProperties: false });
}

/** The record as the console reads it (docs/api.md: the fields, `id`, `status`, `updatedAt`, `updatedBy`). */
export function recordSchema(kind: KindDef): TSchema {
  const properties: Record<string, TSchema> = { id: Type.Integer() };
  for (const [name, def] of Object.entries(kind.fields)) properties[name] = def.schema;
  properties.status = STATUS;
  properties.updatedAt = Type.String();
  properties.updatedBy = Type.String();
  return Type.Object(properties);
}
