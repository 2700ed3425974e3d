/**
 * The newsletter's subscriptions end-to-end on the backend: the welcome e-mail as the local e-mail service
 * records it (the one-click link and the RFC 8058 headers), the unsubscribe token (not forged, not for
 * another address, spent once used, also from a mail client's one-click form), subscribing again, a failing
 * e-mail service, and the console's subscribers (each permission case, the CSV the list's rows, a removal).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';

import { buildLocalStack, type LocalStack } from '../local-stack';

import { SUBSCRIBER_ROUTES } from './admin/subscribers';
import { buildBackend } from './app';
import { unsubscribeTokens } from './newsletter-subscriptions';
import { NO_RATE_LIMITS } from './rate-limits';
import { NEWSLETTER_MESSAGES } from './routes/newsletter';
import { startTestIssuer, type TestIssuer } from './test-issuer';

const NOW = new Date('2026-12-02T06:30:00.000Z');
const TOKEN_SECRET = 'newsletter-test-secret';
const ORIGINS = { siteOrigin: 'http://localhost:4173', apiOrigin: 'http://localhost:4100' };

let issuer: TestIssuer;
let stack: LocalStack;
let app: FastifyInstance;
let dataDir: string;
let clock = NOW.getTime();
let tokens: Record<'learner' | 'editor' | 'staff' | 'reader', string>;

before(async () => {
  issuer = await startTestIssuer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-'));
  stack = await buildLocalStack({
    dataDir,
    now: () => new Date(clock),
    rateLimits: NO_RATE_LIMITS,
    learnerAuth: { issuer: issuer.issuer, audience: issuer.audience },
    certificates: ORIGINS,
    newsletter: { tokenSecret: TOKEN_SECRET },
  });
  app = stack.app;
  tokens = {
    learner: await issuer.token('user-learner', { email: 'l@example.com' }, { expiresIn: 3600 }),
    editor: await issuer.token(
      'user-editor',
      { permissions: ['content:write', 'courses:write'], name: 'Meera Iyer' },
      { expiresIn: 3600 },
    ),
    staff: await issuer.token(
      'user-staff',
      {
        permissions: ['content:write', 'orders:read', 'learners:read', 'subscribers:read'],
        name: 'Rahul Verma',
      },
      { expiresIn: 3600 },
    ),
    reader: await issuer.token('user-reader', { permissions: ['subscribers:read'] }, { expiresIn: 3600 }),
  };
});
after(async () => {
  await app.close();
  await issuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const totalChanges = () => (stack.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

function multipart(fields: Record<string, string>) {
  const boundary = '----newsletter' + Object.keys(fields).join('');
  const payload =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function subscribe(email: string) {
  const response = await app.inject({ method: 'POST', url: '/subscribe.php', ...multipart({ email }) });
  await stack.mail.settled();
  return response;
}

interface RecordedEmail {
  template_id: string;
  params_json: string;
}

/** The welcome e-mails the local e-mail service holds for an address, oldest first. */
async function welcomeMails(email: string) {
  const response = await app.inject('/__local/emails');
  return response
    .json<RecordedEmail[]>()
    .filter((row) => row.template_id === 'template_welcome')
    .map((row) => JSON.parse(row.params_json) as Record<string, string>)
    .filter((params) => params.to_email === email);
}

/** The token of the last welcome e-mail to an address, read from its unsubscribe link. */
async function tokenFor(email: string): Promise<string> {
  const mail = (await welcomeMails(email)).at(-1);
  assert.ok(mail, `no welcome e-mail to ${email}`);
  const token = new URL(mail.unsubscribe_url ?? '').searchParams.get('token');
  assert.ok(token);
  return token;
}

const unsubscribe = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });

const subscribed = (email: string) =>
  (
    stack.db
      .prepare('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ? COLLATE NOCASE')
      .get(email) as { n: number }
  ).n === 1;

describe('the welcome e-mail', () => {
  it('goes to a new subscriber with the one-click link and the List-Unsubscribe headers', async () => {
    const response = await subscribe('asha@example.com');
    assert.equal(response.json<{ message: string }>().message, NEWSLETTER_MESSAGES.subscribed);
    const [mail, ...more] = await welcomeMails('asha@example.com');
    assert.ok(mail);
    assert.equal(more.length, 0);
    const token = await tokenFor('asha@example.com');
    assert.equal(
      mail.unsubscribe_url,
      `http://localhost:4173/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    assert.equal(
      mail.list_unsubscribe,
      `<http://localhost:4100/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    assert.equal(mail.list_unsubscribe_post, 'List-Unsubscribe=One-Click');
  });

  it('is not sent again to an address already subscribed', async () => {
    const again = await subscribe('Asha@Example.com');
    assert.equal(again.json<{ message: string }>().message, NEWSLETTER_MESSAGES.already);
    assert.equal((await welcomeMails('asha@example.com')).length, 1);
    assert.equal((await welcomeMails('Asha@Example.com')).length, 0);
  });

  it('keeps the subscription when the e-mail service refuses, and logs why', async () => {
    const logged: string[] = [];
    const failingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-failing-'));
    // A backend without the stand-in: its own origin answers the e-mail call 404.
    const alone = await buildBackend({
      dataDir: failingDir,
      rateLimits: NO_RATE_LIMITS,
      newsletter: { tokenSecret: TOKEN_SECRET },
    });
    alone.app.log.warn = ((...args: unknown[]) => void logged.push(String(args.at(-1)))) as never;
    try {
      const response = await alone.app.inject({
        method: 'POST',
        url: '/subscribe.php',
        ...multipart({ email: 'kept@example.com' }),
      });
      assert.equal(response.statusCode, 200);
      await alone.mail.settled();
      const rows = alone.db.prepare('SELECT email FROM newsletter_subscriptions').all();
      assert.deepEqual(rows, [{ email: 'kept@example.com' }]);
      assert.equal(logged.length, 1);
      assert.match(logged[0] ?? '', /welcome e-mail not sent: the e-mail service answered 404/);
    } finally {
      await alone.app.close();
      fs.rmSync(failingDir, { recursive: true, force: true });
    }
  });
});

describe('unsubscribing', () => {
  it('ends the subscription its token names, once', async () => {
    await subscribe('ravi@example.com');
    const token = await tokenFor('ravi@example.com');
    const first = await unsubscribe(token);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json<{ message: string }>().message, NEWSLETTER_MESSAGES.unsubscribed);
    assert.equal(subscribed('ravi@example.com'), false);
    const spent = await unsubscribe(token);
    assert.equal(spent.statusCode, 400);
    assert.equal(spent.json<{ message: string }>().message, NEWSLETTER_MESSAGES.refused);
  });

  it('subscribes again after an unsubscribe, with a new token; the old one stays spent', async () => {
    await subscribe('meena@example.com');
    const old = await tokenFor('meena@example.com');
    assert.equal((await unsubscribe(old)).statusCode, 200);
    const again = await subscribe('meena@example.com');
    assert.equal(again.json<{ message: string }>().message, NEWSLETTER_MESSAGES.subscribed);
    assert.equal(subscribed('meena@example.com'), true);
    const fresh = await tokenFor('meena@example.com');
    assert.notEqual(fresh, old);
    const before = totalChanges();
    assert.equal((await unsubscribe(old)).statusCode, 400);
    assert.equal(totalChanges(), before);
    assert.equal(subscribed('meena@example.com'), true);
    assert.equal((await unsubscribe(fresh)).statusCode, 200);
    assert.equal(subscribed('meena@example.com'), false);
  });

  it('refuses a token that is forged, signed with another secret, or changed to name another address', async () => {
    await subscribe('victim@example.com');
    await subscribe('attacker@example.com');
    const victimId = (
      stack.db
        .prepare('SELECT id FROM newsletter_subscriptions WHERE email = ?')
        .get('victim@example.com') as {
        id: number;
      }
    ).id;
    const own = await tokenFor('attacker@example.com');
    const [header, payload, signature] = own.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const changed = (patch: Record<string, unknown>) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...patch })).toString('base64url')}.${signature}`;
    const wrongSecret = await unsubscribeTokens('some-other-secret').sign({
      id: victimId,
      email: 'victim@example.com',
    });
    const otherPurpose = await new SignJWT({ email: 'victim@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(victimId))
      .sign(new TextEncoder().encode(TOKEN_SECRET));
    // Signed right, but for the victim's id with the attacker's address: names no subscription.
    const mismatched = await unsubscribeTokens(TOKEN_SECRET).sign({
      id: victimId,
      email: 'attacker@example.com',
    });
    const before = totalChanges();
    for (const token of [
      changed({ email: 'victim@example.com' }),
      changed({ sub: String(victimId) }),
      wrongSecret,
      otherPurpose,
      mismatched,
      `${header}.${payload}.`,
      'eyJhbGciOiJub25lIn0.' +
        Buffer.from(JSON.stringify({ ...claims, sub: String(victimId) })).toString('base64url') +
        '.',
      'not a token',
    ]) {
      const response = await unsubscribe(token);
      assert.equal(response.statusCode, 400, token);
      assert.equal(response.json<{ message: string }>().message, NEWSLETTER_MESSAGES.refused);
    }
    assert.equal(totalChanges(), before);
    assert.equal(subscribed('victim@example.com'), true);
    assert.equal(subscribed('attacker@example.com'), true);
  });

  it('asks for a token when none is sent', async () => {
    for (const payload of [{}, { token: '' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(typeof response.json<{ message: string }>().message, 'string');
    }
  });

  it("takes a mail client's one-click form (RFC 8058), urlencoded or multipart, the token in the address", async () => {
    await subscribe('oneclick@example.com');
    await subscribe('multipart@example.com');
    const mail = (await welcomeMails('oneclick@example.com'))[0];
    const headerUrl = /^<(.+)>$/.exec(mail?.list_unsubscribe ?? '')?.[1] ?? '';
    const url = new URL(headerUrl);
    const urlencoded = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(urlencoded.statusCode, 200, urlencoded.body);
    assert.equal(subscribed('oneclick@example.com'), false);

    const token = await tokenFor('multipart@example.com');
    const form = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      ...multipart({ 'List-Unsubscribe': 'One-Click' }),
    });
    assert.equal(form.statusCode, 200, form.body);
    assert.equal(subscribed('multipart@example.com'), false);
  });
});

describe('the unsubscribe limit', () => {
  it('counts apart from the subscribe: past it 429 with Retry-After, nothing ended; subscribing goes on', async () => {
    const limitedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-limit-'));
    const limited = await buildLocalStack({
      dataDir: limitedDir,
      rateLimits: { ...NO_RATE_LIMITS, unsubscribe: { max: 1, windowMs: 60_000 } },
      newsletter: { tokenSecret: TOKEN_SECRET },
    });
    try {
      const post = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/newsletter/unsubscribe',
          payload: { token },
          remoteAddress: '198.51.100.7',
        });
      assert.equal((await post('not a token')).statusCode, 400);
      const subscribeOne = await limited.app.inject({
        method: 'POST',
        url: '/subscribe.php',
        remoteAddress: '198.51.100.7',
        ...multipart({ email: 'limited@example.com' }),
      });
      assert.equal(subscribeOne.statusCode, 200);
      await limited.mail.settled();
      const { id } = limited.db
        .prepare('SELECT id FROM newsletter_subscriptions WHERE email = ?')
        .get('limited@example.com') as { id: number };
      const refused = await post(
        await unsubscribeTokens(TOKEN_SECRET).sign({ id, email: 'limited@example.com' }),
      );
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.deepEqual(limited.db.prepare('SELECT email FROM newsletter_subscriptions').all(), [
        { email: 'limited@example.com' },
      ]);
    } finally {
      await limited.app.close();
      fs.rmSync(limitedDir, { recursive: true, force: true });
    }
  });
});

describe("the console's subscribers", () => {
  it('refuses every subscribers call without a token (401), to a learner and an editor (403), changing nothing', async () => {
    await subscribe('someone@example.com');
    for (const route of SUBSCRIBER_ROUTES) {
      const [method, pattern] = route.split(' ') as ['GET' | 'DELETE', string];
      for (const who of [undefined, 'learner', 'editor'] as const) {
        const before = totalChanges();
        const response = await app.inject({
          method,
          url: pattern.replace(':id', '1'),
          headers: who ? as(who) : {},
        });
        assert.equal(response.statusCode, who ? 403 : 401, `${route} as ${who ?? 'nobody'}`);
        if (who) assert.match(response.json<{ message: string }>().message, /subscribers:read/);
        assert.equal(totalChanges(), before);
      }
    }
  });

  it('lists the subscribers newest first, searched by address, paged; the CSV holds the same rows', async () => {
    for (const [index, email] of ['ann@corp.example', 'bob@corp.example', 'cy@home.example'].entries()) {
      clock = NOW.getTime() + 60_000 * (index + 1);
      await subscribe(email);
    }
    for (const who of ['staff', 'reader'] as const) {
      const list = await app.inject({ url: '/api/admin/subscribers?q=corp.example', headers: as(who) });
      assert.equal(list.statusCode, 200);
      assert.equal(list.headers['cache-control'], 'no-store');
      const body = list.json<{
        items: { id: number; email: string; subscribedAt: string }[];
        total: number;
      }>();
      assert.equal(body.total, 2);
      assert.deepEqual(
        body.items.map((item) => item.email),
        ['bob@corp.example', 'ann@corp.example'],
      );
      assert.equal(body.items[0]?.subscribedAt, new Date(NOW.getTime() + 120_000).toISOString());

      const csv = await app.inject({ url: '/api/admin/subscribers.csv?q=corp.example', headers: as(who) });
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /^text\/csv/);
      assert.match(String(csv.headers['content-disposition']), /attachment; filename="subscribers-/);
      assert.equal(
        csv.body,
        ['E-mail,Subscribed', ...body.items.map((item) => `${item.email},${item.subscribedAt}`), ''].join(
          '\r\n',
        ),
      );
    }
    const paged = await app.inject({ url: '/api/admin/subscribers?perPage=1&page=2', headers: as('staff') });
    const page = paged.json<{ items: { email: string }[]; total: number }>();
    assert.equal(page.items.length, 1);
    assert.equal(page.items[0]?.email, 'bob@corp.example');
    // A search's LIKE characters are text: `%` finds no address.
    const literal = await app.inject({ url: '/api/admin/subscribers?q=%25', headers: as('staff') });
    assert.equal(literal.json<{ total: number }>().total, 0);
  });

  it('guards a formula in an address in the CSV', async () => {
    await subscribe('=cmd@example.com');
    const csv = await app.inject({ url: '/api/admin/subscribers.csv?q=cmd', headers: as('staff') });
    assert.match(csv.body, /^'=cmd@example\.com,/m);
  });

  it('removes a subscription (204, in the audit log without the address): its token then names nothing', async () => {
    await subscribe('leaving@example.com');
    const token = await tokenFor('leaving@example.com');
    const { id } = stack.db
      .prepare('SELECT id FROM newsletter_subscriptions WHERE email = ?')
      .get('leaving@example.com') as { id: number };
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${id}`,
      headers: as('reader'),
    });
    assert.equal(removed.statusCode, 204);
    assert.equal(subscribed('leaving@example.com'), false);
    const audit = stack.db
      .prepare(
        "SELECT action, by_sub, before, after FROM audit_log WHERE kind = 'subscribers' AND record_id = ?",
      )
      .all(String(id)) as { action: string; by_sub: string; before: string; after: string | null }[];
    assert.equal(audit.length, 1);
    assert.equal(audit[0]?.action, 'delete');
    assert.equal(audit[0]?.by_sub, 'user-reader');
    assert.doesNotMatch(audit[0]?.before ?? '', /leaving/);
    assert.equal((await unsubscribe(token)).statusCode, 400);

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${id}`,
      headers: as('staff'),
    });
    assert.equal(again.statusCode, 404);
    assert.equal(typeof again.json<{ message: string }>().message, 'string');
  });
});
