/**
 * The company console's calls (CONTRACT.md, "The company console") as the local backend answers them, over a
 * small in-memory store: the permission check, paging, sorting, search and the status filter, the kinds'
 * main rules (400 with fields), stale saves (409 with the current record), deletes refused while a course
 * names an instructor, the audit log and uploads. Failure cases beside them.
 */
import { HttpResponse, delay, http } from 'msw';

import { readFixtureAccessToken } from '../../fixtures/learner';

import { unauthorized } from './learner-token';

type Wire = Record<string, unknown> & {
  id: number;
  status: 'draft' | 'published';
  updatedAt: string;
  updatedBy: string;
};
type Entry = {
  at: string;
  by: { sub: string; name: string };
  action: string;
  kind: string;
  id: string;
  before: Wire | null;
  after: Wire | null;
};

const ADMIN = '*/api/admin';
/** What the label of each kind's records is (and what its list searches). */
const LABEL: Record<string, string> = {
  events: 'title',
  webinars: 'title',
  courses: 'title',
  instructors: 'name',
  'text-testimonials': 'name',
  'video-testimonials': 'name',
  certificates: 'certificateTitle',
  articles: 'title',
  newsletters: 'title',
};
const NOUN: Record<string, string> = {
  events: 'event',
  webinars: 'webinar',
  courses: 'course',
  instructors: 'instructor',
  'text-testimonials': 'testimonial',
  'video-testimonials': 'video testimonial',
  certificates: 'certificate',
  articles: 'article',
  newsletters: 'newsletter',
};

const SEED_AT = '2026-12-01T04:30:00.000Z';

export const adminWebinar = (extra: Partial<Wire> = {}): Wire => ({
  id: 1,
  group: 1,
  title: 'Tidy data with R',
  description: 'Reshaping data frames.',
  date: '2026-12-03',
  time: '18:00:00',
  duration: 1.5,
  speaker: 'Dr. Kavya Rao',
  registrationLink: 'https://example.com/register',
  isConfirmed: true,
  image: '',
  status: 'published',
  updatedAt: SEED_AT,
  updatedBy: 'Seed',
  ...extra,
});

function seed(): Record<string, Wire[]> {
  return {
    events: [],
    webinars: [
      adminWebinar(),
      adminWebinar({
        id: 2,
        title: 'Shiny dashboards',
        date: '2026-12-10',
        status: 'draft',
        speaker: 'Anil Kumar',
      }),
    ],
    courses: [
      {
        id: 1,
        title: 'R for data science',
        shortDescription: '',
        description: '',
        category: 'Data',
        instructorId: 1,
        thumbnail: '',
        videoFile: '',
        duration: '',
        level: '',
        language: 'English',
        price: 4999,
        discountPrice: null,
        status: 'published',
        updatedAt: SEED_AT,
        updatedBy: 'Seed',
      },
    ],
    instructors: [
      {
        id: 1,
        name: 'Dr. Kavya Rao',
        designation: 'Data scientist',
        bio: '',
        email: '',
        profilePicture: '',
        status: 'published',
        updatedAt: SEED_AT,
        updatedBy: 'Seed',
      },
      {
        id: 2,
        name: 'Anil Kumar',
        designation: 'Coach',
        bio: '',
        email: '',
        profilePicture: '',
        status: 'draft',
        updatedAt: SEED_AT,
        updatedBy: 'Seed',
      },
    ],
    'text-testimonials': [],
    'video-testimonials': [],
    certificates: [],
    articles: [],
    newsletters: [],
  };
}

let records = seed();
let audit: Entry[] = [];
let clock = Date.parse('2026-12-02T06:30:00.000Z');
/** Every list request the console made, as its query string (what the grid asked the backend for). */
export const listRequests: string[] = [];

/** Back to the seeded records and an empty log (between tests). */
export function resetAdmin(): void {
  records = seed();
  audit = [];
  clock = Date.parse('2026-12-02T06:30:00.000Z');
  listRequests.length = 0;
}

const stamp = () => {
  clock += 60_000;
  return new Date(clock).toISOString();
};

const changedAt = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso))} IST`;

/** The record as it is now (tests read it back). */
export const adminRecord = (kind: string, id: number): Wire | undefined =>
  records[kind]?.find((record) => record.id === id);

/** Someone else saves `kind` `id` meanwhile (the other editor of a stale save). */
export function changedElsewhere(
  kind: string,
  id: number,
  fields: Record<string, unknown>,
  by = 'Rahul Verma',
) {
  const list = records[kind] ?? [];
  const index = list.findIndex((record) => record.id === id);
  const before = list[index];
  if (!before) throw new Error(`no ${kind} ${id}`);
  list[index] = { ...before, ...fields, updatedAt: stamp(), updatedBy: by };
}

type Staff = { sub: string; name: string; permissions: string[] };

/** The staff member of a request's token, or the 401/403 to answer with. */
export function staffOf(request: Request, needs: string | null): Staff | Response {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const claims = token ? readFixtureAccessToken(token) : null;
  if (!claims) return unauthorized('Sign in first: this call needs the access token of a signed-in learner.');
  const permissions = claims.permissions ?? [];
  const allowed = needs === null ? permissions.length > 0 : permissions.includes(needs);
  if (!allowed)
    return HttpResponse.json(
      {
        message:
          needs === null
            ? 'This account has no staff access.'
            : `This account has no staff access to this: it needs the "${needs}" permission.`,
      },
      { status: 403 },
    );
  return { sub: claims.sub, name: claims.name ?? claims.email ?? claims.sub, permissions };
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The main rules of the backend's kinds (server/backend/admin/kinds.ts), enough for the screens' tests. */
function problems(kind: string, record: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  const label = LABEL[kind] ?? 'title';
  if (blank(record[label])) fields[label] = `Enter the ${label === 'name' ? 'name' : 'title'}.`;
  if (kind === 'webinars') {
    if (typeof record.date !== 'string' || !ISO_DATE.test(record.date))
      fields.date = 'Enter the day as YYYY-MM-DD (India).';
    if (typeof record.time !== 'string' || !/^\d{2}:\d{2}:\d{2}$/.test(record.time))
      fields.time = 'Enter the time as HH:MM:SS (India).';
    if (record.title === 'Refused by the backend') fields.title = 'The backend refuses this title.';
  }
  return fields;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

const kindFrom = (params: Record<string, string | readonly string[] | undefined>) => {
  const kind = String(params.kind);
  return kind in records ? kind : null;
};

export const handlers = [
  http.get(`${ADMIN}/me`, ({ request }) => {
    const staff = staffOf(request, null);
    if (staff instanceof Response) return staff;
    return json({ sub: staff.sub, name: staff.name, email: '', permissions: staff.permissions });
  }),

  http.get(`${ADMIN}/audit`, ({ request }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const url = new URL(request.url);
    const kind = url.searchParams.get('kind');
    const id = url.searchParams.get('id');
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 25);
    const items = audit
      .filter((entry) => (!kind || entry.kind === kind) && (!id || entry.id === id))
      .reverse();
    return json({ items: items.slice((page - 1) * perPage, page * perPage), total: items.length });
  }),

  http.post(`${ADMIN}/uploads`, async ({ request }) => {
    // The course authors upload their lessons' videos and captions too.
    const author = staffOf(request, 'courses:write');
    const staff = author instanceof Response ? staffOf(request, 'content:write') : author;
    if (staff instanceof Response) return staff;
    const form = await request.formData();
    const file = form.get('file');
    const kind = String(form.get('kind') ?? 'media');
    const folder = kind.replace(/-/g, '_');
    if (typeof file !== 'object' || file === null) return json({ message: 'Choose a file to upload.' }, 400);
    if (form.get('purpose') === 'video' && file.size > 50 * 1024 * 1024)
      return json({ message: 'The file is larger than 50 MB, the most for an MP4 or WebM video.' }, 413);
    if (form.get('purpose') === 'captions' && !/^(\uFEFF)?WEBVTT(\s|$)/.test(await file.text()))
      return json(
        { message: 'The file is not WebVTT captions (its contents say so, whatever its name).' },
        415,
      );
    if (form.get('purpose') === 'captions' && !(await file.text()).includes('-->'))
      return json({ message: 'The captions have no cue: add at least one timed caption.' }, 400);
    if (file.name.endsWith('.exe'))
      return json(
        { message: 'The file is not a JPEG, PNG or WebP picture (its contents say so, whatever its name).' },
        415,
      );
    const name = `0123456789abcdef.${file.name.split('.').pop() ?? 'bin'}`;
    audit.push({ at: stamp(), by: staff, action: 'upload', kind, id: name, before: null, after: null });
    return json({ url: `/admin/uploads/${folder}/${name}`, file: name, width: 960, height: 540 }, 201);
  }),

  http.get(`${ADMIN}/:kind`, ({ request, params }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const kind = kindFrom(params);
    if (!kind) return json({ message: 'No such kind.' }, 404);
    const url = new URL(request.url);
    listRequests.push(url.search.replace(/^\?/, ''));
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const status = url.searchParams.get('status');
    const sort = url.searchParams.get('sort') ?? 'id';
    const order = url.searchParams.get('order') === 'desc' ? -1 : 1;
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 25);
    const label = LABEL[kind] ?? 'title';
    const found = (records[kind] ?? [])
      .filter((record) => !q || String(record[label]).toLowerCase().includes(q))
      .filter((record) => !status || record.status === status)
      .sort((a, b) =>
        String(a[sort]) < String(b[sort]) ? -order : String(a[sort]) > String(b[sort]) ? order : 0,
      );
    return json({ items: found.slice((page - 1) * perPage, page * perPage), total: found.length });
  }),

  http.get(`${ADMIN}/:kind/:id`, ({ request, params }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const kind = kindFrom(params);
    const record = kind ? adminRecord(kind, Number(params.id)) : undefined;
    if (!kind || !record)
      return json({ message: `No ${NOUN[kind ?? ''] ?? 'record'} has the id ${String(params.id)}.` }, 404);
    return json(record);
  }),

  http.post(`${ADMIN}/:kind`, async ({ request, params }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const kind = kindFrom(params);
    if (!kind) return json({ message: 'No such kind.' }, 404);
    const body = (await request.json()) as Record<string, unknown>;
    const fields = problems(kind, body);
    if (Object.keys(fields).length > 0)
      return json({ message: `The ${NOUN[kind]} cannot be saved.`, fields }, 400);
    const list = records[kind] ?? [];
    const { status, ...rest } = body;
    const record: Wire = {
      ...rest,
      id: Math.max(0, ...list.map((r) => r.id)) + 1,
      status: status === 'published' ? 'published' : 'draft',
      updatedAt: stamp(),
      updatedBy: staff.name,
    };
    list.push(record);
    audit.push({
      at: record.updatedAt,
      by: staff,
      action: 'create',
      kind,
      id: String(record.id),
      before: null,
      after: record,
    });
    return json(record, 201);
  }),

  http.put(`${ADMIN}/:kind/:id`, async ({ request, params }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const kind = kindFrom(params);
    const before = kind ? adminRecord(kind, Number(params.id)) : undefined;
    if (!kind || !before) return json({ message: 'No such record.' }, 404);
    const body = (await request.json()) as Record<string, unknown>;
    const fields = problems(kind, body);
    if (Object.keys(fields).length > 0)
      return json({ message: `The ${NOUN[kind]} cannot be saved.`, fields }, 400);
    if (body.updatedAt !== before.updatedAt)
      return json(
        {
          message: `This ${NOUN[kind]} was changed by ${before.updatedBy} at ${changedAt(before.updatedAt)}, after you opened it. Nothing was saved: compare the two versions.`,
          current: before,
        },
        409,
      );
    const { status, updatedAt: _read, id: _id, updatedBy: _by, ...rest } = body;
    const after: Wire = {
      ...before,
      ...rest,
      status: status === 'published' || status === 'draft' ? status : before.status,
      updatedAt: stamp(),
      updatedBy: staff.name,
    };
    const list = records[kind] ?? [];
    list[list.indexOf(before)] = after;
    audit.push({
      at: after.updatedAt,
      by: staff,
      action: 'update',
      kind,
      id: String(after.id),
      before,
      after,
    });
    return json(after);
  }),

  http.post(`${ADMIN}/:kind/:id/:action`, ({ request, params }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const kind = kindFrom(params);
    const before = kind ? adminRecord(kind, Number(params.id)) : undefined;
    if (!kind || !before || (params.action !== 'publish' && params.action !== 'unpublish'))
      return json({ message: 'No such record.' }, 404);
    const after: Wire = {
      ...before,
      status: params.action === 'publish' ? 'published' : 'draft',
      updatedAt: stamp(),
      updatedBy: staff.name,
    };
    const list = records[kind] ?? [];
    list[list.indexOf(before)] = after;
    audit.push({
      at: after.updatedAt,
      by: staff,
      action: String(params.action),
      kind,
      id: String(after.id),
      before,
      after,
    });
    return json(after);
  }),

  http.delete(`${ADMIN}/:kind/:id`, ({ request, params }) => {
    const staff = staffOf(request, 'content:write');
    if (staff instanceof Response) return staff;
    const kind = kindFrom(params);
    const before = kind ? adminRecord(kind, Number(params.id)) : undefined;
    if (!kind || !before) return json({ message: 'No such record.' }, 404);
    if (kind === 'instructors') {
      const n = (records.courses ?? []).filter((course) => course.instructorId === before.id).length;
      if (n > 0)
        return json(
          {
            message: `This instructor teaches ${n} course${n === 1 ? '' : 's'}: give ${n === 1 ? 'it' : 'them'} another instructor first.`,
          },
          409,
        );
    }
    records[kind] = (records[kind] ?? []).filter((record) => record !== before);
    audit.push({
      at: stamp(),
      by: staff,
      action: 'delete',
      kind,
      id: String(before.id),
      before,
      after: null,
    });
    return new HttpResponse(null, { status: 204 });
  }),
];

/** What a proxy answers when the backend behind it has crashed: 500 with an HTML page. */
const HTML_500 = '<!doctype html><html><body><h1>500 Internal Server Error</h1><hr>nginx</body></html>';

export const failures = {
  /** The list of `kind` answers 500 with an HTML body. */
  listHtml500: (kind: string) =>
    http.get(
      `${ADMIN}/${kind}`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  listNetworkError: (kind: string) => http.get(`${ADMIN}/${kind}`, () => HttpResponse.error()),
  /** 200 with a body that is not a list. */
  listMalformed: (kind: string) =>
    http.get(`${ADMIN}/${kind}`, () => HttpResponse.json({ rows: 'unexpected' })),
  /** The list never answers (its loading state stays on screen). */
  listPending: (kind: string) =>
    http.get(`${ADMIN}/${kind}`, async () => {
      await delay('infinite');
      return HttpResponse.json({ items: [], total: 0 });
    }),
  meHtml500: () =>
    http.get(
      `${ADMIN}/me`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  /** Every save of `kind` answers 500 with an HTML body. */
  saveHtml500: (kind: string) =>
    http.put(
      `${ADMIN}/${kind}/:id`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  createNetworkError: (kind: string) => http.post(`${ADMIN}/${kind}`, () => HttpResponse.error()),
  uploadTooLarge: () =>
    http.post(`${ADMIN}/uploads`, () =>
      json({ message: 'The file is larger than 10 MB, the most for a picture.' }, 413),
    ),
  uploadHtml500: () =>
    http.post(
      `${ADMIN}/uploads`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
};
