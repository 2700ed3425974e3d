/**
 * The company console's calls: each permission case (none, learner, editor, staff) on every admin route,
 * the public normalizers' rules on every write, stale saves refused whole, the audit log of every write, and
 * the public calls serving published records only.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import { KIND_NAMES } from './admin/kinds';
import { ORDER_ROUTES } from './admin/orders';
import { ADMIN_ROUTES } from './admin/routes';
import { buildBackend, type BuiltBackend } from './app';
import { startTestIssuer, type TestIssuer } from './test-issuer';

const NOW = new Date('2026-12-02T06:30:00.000Z');
let issuer: TestIssuer;
let backend: BuiltBackend;
let app: FastifyInstance;
let dataDir: string;
let clock = NOW.getTime();
const changes: string[] = [];

const EDITOR = { permissions: ['content:write', 'courses:write'], name: 'Meera Iyer' };
const STAFF = {
  permissions: ['content:write', 'courses:write', 'orders:read', 'orders:refund', 'learners:read'],
  name: 'Rahul Verma',
};
let tokens: Record<'learner' | 'editor' | 'staff' | 'orders', string>;

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-test-'));
  backend = await buildBackend({
    dataDir,
    now: () => new Date(clock),
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    onPublicChange: (kind) => changes.push(kind),
  });
  app = backend.app;
  tokens = {
    learner: await issuer.token('user-learner-0001', {}, { expiresIn: 3600 }),
    editor: await issuer.token('user-staff-editor-0003', EDITOR, { expiresIn: 3600 }),
    staff: await issuer.token('user-staff-0004', STAFF, { expiresIn: 3600 }),
    orders: await issuer.token('user-orders', { permissions: ['orders:read'] }, { expiresIn: 3600 }),
  };
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const totalChanges = () => (backend.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

const WEBINAR = {
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
};

async function createWebinar(extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/webinars',
    headers: as('editor'),
    payload: { ...WEBINAR, ...extra },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Record<string, unknown> & { id: number; updatedAt: string }>();
}

describe('the console: who may call', () => {
  it('declares every admin route, and registers them all', () => {
    for (const route of ADMIN_ROUTES) assert.ok(backend.routes.includes(route), route);
  });

  it('refuses every admin route without a token (401), to a learner and to staff without content:write (403), reading and writing nothing', async () => {
    for (const route of ADMIN_ROUTES) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(':id', '1');
      const payload = method === 'POST' || method === 'PUT' ? WEBINAR : undefined;
      for (const who of [undefined, 'learner', 'orders'] as const) {
        if (who === 'orders' && route === 'GET /api/admin/me') continue;
        // The orders' reads are this token's own (admin-orders.test.ts covers their permissions).
        if (who === 'orders' && ORDER_ROUTES.includes(route) && !route.endsWith('/refund')) continue;
        const before = totalChanges();
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: who ? as(who) : {},
          ...(payload ? { payload } : {}),
        });
        assert.equal(
          response.statusCode,
          who ? 403 : 401,
          `${route} as ${who ?? 'nobody'}: ${response.body}`,
        );
        assert.equal(typeof response.json<{ message: string }>().message, 'string');
        assert.equal(totalChanges(), before, `${route} as ${who ?? 'nobody'} wrote`);
      }
    }
  });

  it('lets the editor and the staff account read every kind', async () => {
    for (const kind of KIND_NAMES)
      for (const who of ['editor', 'staff'] as const) {
        const response = await app.inject({ url: `/api/admin/${kind}`, headers: as(who) });
        assert.equal(response.statusCode, 200, `${kind} as ${who}: ${response.body}`);
        const body = response.json<{ items: unknown[]; total: number }>();
        assert.ok(Array.isArray(body.items) && typeof body.total === 'number');
      }
  });

  it('answers who am I with the permissions; a token without any is a 403', async () => {
    const me = await app.inject({ url: '/api/admin/me', headers: as('editor') });
    assert.equal(me.statusCode, 200);
    assert.deepEqual(me.json(), {
      sub: 'user-staff-editor-0003',
      name: 'Meera Iyer',
      email: '',
      permissions: ['content:write', 'courses:write'],
    });
    const learner = await app.inject({ url: '/api/admin/me', headers: as('learner') });
    assert.equal(learner.statusCode, 403);
    assert.match(learner.json<{ message: string }>().message, /no staff access/);
  });
});

describe('the console: records', () => {
  it('creates a draft the public page does not show, publishes it (the page follows), unpublishes it', async () => {
    const publicList = async () =>
      (await app.inject({ url: '/admin/pages/webinars.php?endpoint=webinars&group_id=1' })).json<
        { title: string; image?: string }[]
      >();
    changes.length = 0;
    const created = await createWebinar({ image: '/admin/uploads/webinars/0123456789abcdef-960.webp' });
    assert.equal(created.status, 'draft');
    assert.equal(created.updatedBy, 'Meera Iyer');
    assert.ok(!(await publicList()).some((w) => w.title === WEBINAR.title));
    assert.deepEqual(changes, []);

    const published = await app.inject({
      method: 'POST',
      url: `/api/admin/webinars/${created.id}/publish`,
      headers: as('editor'),
    });
    assert.equal(published.statusCode, 200, published.body);
    const shown = (await publicList()).find((w) => w.title === WEBINAR.title);
    assert.ok(shown);
    assert.equal(shown.image, 'http://localhost:4100/admin/uploads/webinars/0123456789abcdef-960.webp');
    assert.deepEqual(changes, ['webinars']);

    await app.inject({
      method: 'POST',
      url: `/api/admin/webinars/${created.id}/unpublish`,
      headers: as('staff'),
    });
    assert.ok(!(await publicList()).some((w) => w.title === WEBINAR.title));
    assert.deepEqual(changes, ['webinars', 'webinars']);
  });

  it('refuses what the public normalizer would refuse, with the fields, storing nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { title: '   ' },
      { date: '2026-02-30' },
      { time: '25:00:00' },
      { duration: 0 },
      { group: 3 },
      { registrationLink: 'javascript:alert(1)' },
      { title: 5 },
      { surprise: true },
      { image: '../backend.sqlite' },
    ];
    for (const bad of cases) {
      const before = totalChanges();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/webinars',
        headers: as('editor'),
        payload: { ...WEBINAR, ...bad },
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(bad)}: ${response.body}`);
      const body = response.json<{ message: string; fields: Record<string, string> }>();
      assert.ok(body.message);
      assert.ok(
        Object.keys(bad).some((name) => name in body.fields),
        `${JSON.stringify(bad)}: ${response.body}`,
      );
      assert.equal(totalChanges(), before);
    }
  });

  it('refuses a stale save with who changed it and when, and the current record; nothing is overwritten', async () => {
    const read = await createWebinar({ title: 'Shiny dashboards' });
    clock += 60_000;
    const first = await app.inject({
      method: 'PUT',
      url: `/api/admin/webinars/${read.id}`,
      headers: as('staff'),
      payload: { ...read, title: 'Shiny dashboards, part 1' },
    });
    assert.equal(first.statusCode, 200, first.body);
    const before = totalChanges();
    const second = await app.inject({
      method: 'PUT',
      url: `/api/admin/webinars/${read.id}`,
      headers: as('editor'),
      payload: { ...read, title: 'Shiny dashboards (editor)' },
    });
    assert.equal(second.statusCode, 409, second.body);
    const body = second.json<{ message: string; current: { title: string } }>();
    assert.match(
      body.message,
      /changed by Rahul Verma at 2 December 2026 at 12:01 IST|changed by Rahul Verma at 2 December 2026, 12:01 IST/,
    );
    assert.equal(body.current.title, 'Shiny dashboards, part 1');
    assert.equal(totalChanges(), before);
  });

  it('pages, sorts and searches on the server', async () => {
    const all = (await app.inject({ url: '/api/admin/webinars?perPage=100', headers: as('editor') })).json<{
      total: number;
    }>();
    const page = (
      await app.inject({
        url: '/api/admin/webinars?page=1&perPage=2&sort=title&order=desc',
        headers: as('editor'),
      })
    ).json<{ items: { title: string }[]; total: number }>();
    assert.equal(page.items.length, 2);
    assert.equal(page.total, all.total);
    assert.ok((page.items[0]?.title ?? '') >= (page.items[1]?.title ?? ''));
    const found = (
      await app.inject({ url: '/api/admin/webinars?q=shiny&status=draft', headers: as('editor') })
    ).json<{ items: { title: string }[] }>();
    assert.deepEqual(
      found.items.map((w) => w.title),
      ['Shiny dashboards, part 1'],
    );
    const badSort = await app.inject({ url: '/api/admin/webinars?sort=password', headers: as('editor') });
    assert.equal(badSort.statusCode, 400);
  });

  it('refuses to delete an instructor who teaches a course, and deletes a webinar', async () => {
    const instructors = (await app.inject({ url: '/api/admin/instructors', headers: as('editor') })).json<{
      items: { id: number }[];
    }>();
    const first = instructors.items[0];
    assert.ok(first);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/admin/instructors/${first.id}`,
      headers: as('editor'),
    });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ message: string }>().message, /teaches/);
    const webinar = await createWebinar({ title: 'To be deleted' });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/webinars/${webinar.id}`,
      headers: as('editor'),
    });
    assert.equal(deleted.statusCode, 204);
    const gone = await app.inject({ url: `/api/admin/webinars/${webinar.id}`, headers: as('editor') });
    assert.equal(gone.statusCode, 404);
  });

  it('records every write in the audit log, with the record before and after', async () => {
    const created = await createWebinar({ title: 'Audited' });
    await app.inject({
      method: 'POST',
      url: `/api/admin/webinars/${created.id}/publish`,
      headers: as('editor'),
    });
    const log = (
      await app.inject({ url: `/api/admin/audit?kind=webinars&id=${created.id}`, headers: as('editor') })
    ).json<{
      items: { action: string; by: { name: string }; before: unknown; after: { status: string } }[];
    }>();
    assert.deepEqual(
      log.items.slice(0, 2).map((entry) => entry.action),
      ['publish', 'create'],
    );
    assert.equal(log.items[0]?.by.name, 'Meera Iyer');
    assert.equal(log.items[0]?.after.status, 'published');
    assert.equal(log.items[1]?.before, null);
  });

  it('serves the seed, published, on the public calls as before', async () => {
    const events = (await app.inject({ url: '/admin/pages/events-api.php' })).json<{ events: unknown[] }>();
    const admin = (
      await app.inject({ url: '/api/admin/events?status=published', headers: as('editor') })
    ).json<{
      total: number;
    }>();
    assert.equal(events.events.length, admin.total);
    assert.ok(admin.total > 0);
  });
});

describe('the console: uploads', () => {
  const upload = (
    file: Buffer,
    purpose = 'image',
    filename = 'photo.jpg',
    who: 'editor' | 'learner' = 'editor',
  ) => {
    const boundary = 'upload-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nwebinars\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...as(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const folderFiles = () => fs.readdirSync(path.join(dataDir, 'uploads', 'webinars'));
  const incoming = () => {
    const dir = path.join(dataDir, 'uploads', '.incoming');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('stores a picture resized with WebP under content-hashed names, served with a year of caching', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const response = await upload(png, 'image', 'banner.png');
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json<{
      url: string;
      file: string;
      width: number;
      variants: { url: string; width: number }[];
    }>();
    assert.match(body.url, /^\/admin\/uploads\/webinars\/[0-9a-f]{16}\.png$/);
    assert.equal(body.width, 1600);
    assert.deepEqual(
      body.variants.map((variant) => variant.width),
      [480, 960, 1600],
    );
    const served = await app.inject({ url: body.variants[0]?.url ?? '' });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
    const log = (await app.inject({ url: '/api/admin/audit?kind=webinars', headers: as('editor') })).json<{
      items: { action: string }[];
    }>();
    assert.equal(log.items[0]?.action, 'upload');
  });

  it('refuses a renamed executable (415), a broken picture (400) and an oversize file (413), leaving no file', async () => {
    const before = folderFiles();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const renamed = await upload(elf, 'image', 'holiday.jpg');
    assert.equal(renamed.statusCode, 415, renamed.body);
    assert.match(renamed.json<{ message: string }>().message, /not a JPEG, PNG or WebP/);
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .toBuffer();
    const broken = await upload(jpeg.subarray(0, 200), 'image', 'cut.jpg');
    assert.equal(broken.statusCode, 400, broken.body);
    assert.match(broken.json<{ message: string }>().message, /cannot be read/);
    const huge = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(11 * 1024 * 1024)]);
    const oversize = await upload(huge, 'image', 'huge.jpg');
    assert.equal(oversize.statusCode, 413, oversize.body);
    const asLearner = await upload(jpeg, 'image', 'photo.jpg', 'learner');
    assert.equal(asLearner.statusCode, 403);
    assert.deepEqual(folderFiles(), before);
    // Nothing received is left where uploads stream in.
    assert.deepEqual(incoming(), []);
  });

  it('streams a file to disk as it arrives: a PDF is kept under the hash of all its bytes, nothing left behind', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(3 * 1024 * 1024, 0x20),
      Buffer.from('%%EOF'),
    ]);
    const response = await upload(pdf, 'pdf', 'issue.pdf');
    assert.equal(response.statusCode, 201, response.body);
    const { file } = response.json<{ file: string }>();
    const hash = createHash('sha256').update(pdf).digest('hex').slice(0, 16);
    assert.equal(file, `${hash}.pdf`);
    assert.deepEqual(fs.readFileSync(path.join(dataDir, 'uploads', 'webinars', file)), pdf);
    assert.deepEqual(incoming(), []);
    // A form without a purpose is refused, and what it sent is gone too.
    const noPurpose = await upload(pdf, '', 'issue.pdf');
    assert.equal(noPurpose.statusCode, 400);
    assert.deepEqual(incoming(), []);
  });
});
