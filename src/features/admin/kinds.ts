/**
 * The content kinds the console edits, each described once (CONTRACT.md, "The company console"): what it is
 * called, its fields in the order the form shows them, the columns of its table and what its uploads are.
 * The screens, the form's rules (record-rules.ts) and the calls (api.ts) are generic over this table.
 */

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

/** What a field holds, and so how the form edits it and how it crosses to the backend. */
export type FieldType =
  | { type: 'text'; multiline?: boolean }
  | { type: 'date' }
  | { type: 'time' }
  | { type: 'number'; nullable?: boolean; step?: number }
  | { type: 'boolean' }
  | { type: 'choice'; options: readonly { value: number; label: string }[] }
  | { type: 'reference'; kind: KindName; labelField: string }
  /** An upload: the picture's or file's name in its folder (`file`), or its address (`url`, webinars). */
  | { type: 'upload'; purpose: 'image' | 'pdf' | 'video' | 'captions'; keeps: 'file' | 'url' };

/** The rules of the public page's normalizer that the form applies before the backend does. */
export type FieldRule =
  | 'required'
  | 'isoDate'
  | 'time'
  | 'httpUrl'
  | 'email'
  | 'slug'
  | 'youtube'
  | 'pdfFile'
  | 'belowPrice'
  | 'positiveHours';

export type FieldDef = FieldType & {
  name: string;
  label: string;
  /** The message for a field left empty when it is required (the backend's words). */
  rules?: readonly FieldRule[];
  requiredMessage?: string;
  helperText?: string;
  /** What a new record starts with. */
  initial?: string | boolean | number | null;
  maxLength?: number;
};

export type ColumnDef = { field: string; headerName: string; flex?: number; minWidth?: number };

export type KindDef = {
  name: KindName;
  /** The screen's heading and the navigation's entry ("Webinars"). */
  title: string;
  /** One record, in messages ("webinar"). */
  noun: string;
  /** The field that names a record in lists, headings and the audit log. */
  labelField: string;
  fields: readonly FieldDef[];
  /** The table's columns beside the status and the last change. */
  columns: readonly ColumnDef[];
  /** The table's order before a column is chosen. */
  defaultSort: string;
};

const title = (label = 'Title', what = 'title'): FieldDef => ({
  name: 'title',
  label,
  type: 'text',
  rules: ['required'],
  requiredMessage: `Enter the ${what}.`,
  maxLength: 200,
});
const text = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  ({ name, label, type: 'text', initial: '', ...extra }) as FieldDef;
const picture = (name: string, label = 'Picture'): FieldDef => ({
  name,
  label,
  type: 'upload',
  purpose: 'image',
  keeps: 'file',
  initial: '',
});
const isoDate = (name: string, label: string, helperText: string): FieldDef => ({
  name,
  label,
  type: 'date',
  rules: ['isoDate'],
  helperText,
  initial: '',
});

const events: KindDef = {
  name: 'events',
  title: 'Events',
  noun: 'event',
  labelField: 'title',
  fields: [
    title(),
    text('description', 'Description', { multiline: true, maxLength: 2000 }),
    text('details', 'Details (HTML)', { multiline: true, maxLength: 20_000 }),
    text('category', 'Category', { maxLength: 100 }),
    text('location', 'Location', { maxLength: 200 }),
    text('date', 'Date as the page shows it', {
      rules: ['required'],
      requiredMessage: 'Enter the date as the page shows it ("15 December 2026").',
      helperText: 'For example "15 December 2026".',
      maxLength: 100,
    }),
    isoDate('startsOn', 'First day', 'The day it starts, in India.'),
    text('link', 'Link', { rules: ['httpUrl'], maxLength: 500 }),
    { name: 'isUpcoming', label: 'Upcoming', type: 'boolean', initial: true },
    { name: 'registrationOpen', label: 'Registration open', type: 'boolean', initial: false },
    picture('image'),
  ],
  columns: [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
    { field: 'startsOn', headerName: 'First day', minWidth: 120 },
    { field: 'category', headerName: 'Category', minWidth: 140 },
  ],
  defaultSort: 'startsOn',
};

const webinars: KindDef = {
  name: 'webinars',
  title: 'Webinars',
  noun: 'webinar',
  labelField: 'title',
  fields: [
    {
      name: 'group',
      label: 'Series',
      type: 'choice',
      options: [
        { value: 1, label: 'R programming' },
        { value: 2, label: 'Executive coaching' },
      ],
      initial: 1,
    },
    title(),
    text('description', 'Description', { multiline: true, maxLength: 2000 }),
    isoDate('date', 'Day', 'The day in India.'),
    {
      name: 'time',
      label: 'Time',
      type: 'time',
      rules: ['time'],
      helperText: 'HH:MM, India time.',
      initial: '',
    },
    {
      name: 'duration',
      label: 'Duration (hours)',
      type: 'number',
      step: 0.25,
      rules: ['positiveHours'],
      initial: 1,
    },
    text('speaker', 'Speaker', { maxLength: 200 }),
    text('registrationLink', 'Registration link', { rules: ['httpUrl'], maxLength: 500 }),
    { name: 'isConfirmed', label: 'Confirmed', type: 'boolean', initial: true },
    { name: 'image', label: 'Picture', type: 'upload', purpose: 'image', keeps: 'url', initial: '' },
  ],
  columns: [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
    { field: 'date', headerName: 'Day', minWidth: 120 },
    { field: 'speaker', headerName: 'Speaker', minWidth: 140 },
  ],
  defaultSort: 'date',
};

const courses: KindDef = {
  name: 'courses',
  title: 'Catalogue courses',
  noun: 'course',
  labelField: 'title',
  fields: [
    title(),
    text('shortDescription', 'Short description', { multiline: true, maxLength: 500 }),
    text('description', 'Description', { multiline: true, maxLength: 20_000 }),
    text('category', 'Category', { maxLength: 100 }),
    {
      name: 'instructorId',
      label: 'Instructor',
      type: 'reference',
      kind: 'instructors',
      labelField: 'name',
      rules: ['required'],
      requiredMessage: 'Choose an instructor the catalogue has.',
      initial: null,
    },
    text('duration', 'Duration', { maxLength: 100 }),
    text('level', 'Level', { maxLength: 100 }),
    text('language', 'Language', { initial: 'English', maxLength: 100 }),
    { name: 'price', label: 'Price (₹)', type: 'number', step: 1, initial: 0 },
    {
      name: 'discountPrice',
      label: 'Discount price (₹)',
      type: 'number',
      step: 1,
      nullable: true,
      rules: ['belowPrice'],
      initial: null,
    },
    picture('thumbnail', 'Thumbnail'),
    { name: 'videoFile', label: 'Video', type: 'upload', purpose: 'video', keeps: 'file', initial: '' },
  ],
  columns: [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
    { field: 'category', headerName: 'Category', minWidth: 140 },
    { field: 'price', headerName: 'Price (₹)', minWidth: 100 },
  ],
  defaultSort: 'title',
};

const instructors: KindDef = {
  name: 'instructors',
  title: 'Instructors',
  noun: 'instructor',
  labelField: 'name',
  fields: [
    { ...text('name', 'Name', { rules: ['required'], requiredMessage: 'Enter the name.' }), maxLength: 200 },
    text('designation', 'Designation', { maxLength: 200 }),
    text('bio', 'Biography', { multiline: true, maxLength: 5000 }),
    text('email', 'E-mail', { rules: ['email'], maxLength: 254 }),
    picture('profilePicture', 'Profile picture'),
  ],
  columns: [
    { field: 'name', headerName: 'Name', flex: 2, minWidth: 180 },
    { field: 'designation', headerName: 'Designation', flex: 1, minWidth: 160 },
  ],
  defaultSort: 'name',
};

const textTestimonials: KindDef = {
  name: 'text-testimonials',
  title: 'Text testimonials',
  noun: 'testimonial',
  labelField: 'name',
  fields: [
    text('name', 'Name', { rules: ['required'], requiredMessage: 'Enter the name.', maxLength: 200 }),
    text('content', 'Words', {
      multiline: true,
      rules: ['required'],
      requiredMessage: 'Enter the words.',
      maxLength: 5000,
    }),
    picture('image', 'Photo'),
  ],
  columns: [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'content', headerName: 'Words', flex: 2, minWidth: 220 },
  ],
  defaultSort: 'name',
};

const videoTestimonials: KindDef = {
  name: 'video-testimonials',
  title: 'Video testimonials',
  noun: 'video testimonial',
  labelField: 'name',
  fields: [
    text('name', 'Name', { rules: ['required'], requiredMessage: 'Enter the name.', maxLength: 200 }),
    text('description', 'Description', { multiline: true, maxLength: 2000 }),
    text('videoUrl', 'YouTube address', {
      rules: ['youtube'],
      helperText: 'https://youtube.com/shorts/… or a watch link.',
      maxLength: 200,
    }),
  ],
  columns: [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'videoUrl', headerName: 'Video', flex: 2, minWidth: 220 },
  ],
  defaultSort: 'name',
};

const certificates: KindDef = {
  name: 'certificates',
  title: 'Certificates',
  noun: 'certificate',
  labelField: 'certificateTitle',
  fields: [
    {
      ...title('Title'),
      name: 'certificateTitle',
    },
    picture('certificateImage', 'Certificate picture'),
  ],
  columns: [{ field: 'certificateTitle', headerName: 'Title', flex: 2, minWidth: 220 }],
  defaultSort: 'certificateTitle',
};

const articles: KindDef = {
  name: 'articles',
  title: 'Blog articles',
  noun: 'article',
  labelField: 'title',
  fields: [
    title(),
    text('slug', 'Address (slug)', {
      rules: ['slug'],
      helperText: 'The page is /resources/blogs/{slug}.',
      maxLength: 100,
    }),
    text('excerpt', 'Excerpt', { multiline: true, maxLength: 1000 }),
    text('body', 'Article (Markdown)', {
      multiline: true,
      rules: ['required'],
      requiredMessage: 'Enter the article.',
      maxLength: 100_000,
    }),
    text('category', 'Category', {
      rules: ['required'],
      requiredMessage: 'Enter the category.',
      maxLength: 100,
    }),
    text('author', 'Author', { rules: ['required'], requiredMessage: 'Enter the author.', maxLength: 200 }),
    isoDate('date', 'Date', 'The day it is dated.'),
    { name: 'featured', label: 'Featured', type: 'boolean', initial: false },
    picture('image'),
  ],
  columns: [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
    { field: 'date', headerName: 'Date', minWidth: 120 },
    { field: 'author', headerName: 'Author', minWidth: 140 },
  ],
  defaultSort: 'date',
};

const newsletters: KindDef = {
  name: 'newsletters',
  title: 'Newsletters',
  noun: 'newsletter',
  labelField: 'title',
  fields: [
    title(),
    text('previewText', 'Preview text', { multiline: true, maxLength: 1000 }),
    isoDate('date', 'Date', 'The issue’s date.'),
    text('category', 'Category', {
      rules: ['required'],
      requiredMessage: 'Enter the category.',
      maxLength: 100,
    }),
    picture('coverImage', 'Cover picture'),
    {
      name: 'pdf',
      label: 'PDF',
      type: 'upload',
      purpose: 'pdf',
      keeps: 'file',
      rules: ['pdfFile'],
      initial: '',
    },
  ],
  columns: [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
    { field: 'date', headerName: 'Date', minWidth: 120 },
    { field: 'category', headerName: 'Category', minWidth: 140 },
  ],
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

/** The kind an address names, or null. */
export const kindOf = (name: string | undefined): KindDef | null =>
  (KIND_NAMES as readonly string[]).includes(name ?? '') ? KINDS[name as KindName] : null;

/** The permission every content screen needs (CONTRACT.md). */
export const CONTENT_WRITE = 'content:write';
export const LEARNERS_READ = 'learners:read';
export const COURSES_WRITE = 'courses:write';
export const LEARNERS_ERASE = 'learners:erase';
export const CERTIFICATES_REVOKE = 'certificates:revoke';
export const ORDERS_READ = 'orders:read';
export const ORDERS_REFUND = 'orders:refund';
export const SUBSCRIBERS_READ = 'subscribers:read';
