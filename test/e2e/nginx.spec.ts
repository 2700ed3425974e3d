/**
 * The production host: Debian's nginx with deploy/nginx.conf itself serving the build (nginx-host.ts), as
 * a crawler's and a browser's requests see it. Every page is opened from it in Chromium, with no CSP
 * violation, by smoke.spec.ts (its phone widths).
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

import type { APIResponse } from '@playwright/test';

import { productionHeaders, readSiteConfig } from '../../server/preview/security-headers';

import { expect, test } from './fixtures';
import { checkConfiguration } from './nginx-host';
import {
  BACKEND,
  NGINX,
  NGINX_API_PORT,
  NGINX_REDIRECT_PORT,
  NGINX_TLS_PORT,
  prerenderManifest,
} from './stack';

const dist = path.resolve('dist');
const manifest = prerenderManifest(dist);
/** What the production host sends with every answer (the preview's and HSTS), for this build's config.js. */
const headers = productionHeaders(readSiteConfig(path.join(dist, 'config.js')));
const fileText = (file: string) => readFileSync(path.join(dist, file), 'utf8');

function expectSecurityHeaders(response: APIResponse) {
  const sent = response.headers();
  for (const [name, value] of Object.entries(headers))
    expect(sent[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
}

test.use({ baseURL: NGINX });

test.describe('deploy/nginx.conf in Debian nginx', () => {
  test('passes nginx -t', () => {
    const { status, output } = checkConfiguration();
    expect(output).toContain('test is successful');
    expect(status).toBe(0);
  });

  test('answers every prerendered page with its HTML, in any case and with a trailing slash', async ({
    request,
  }) => {
    for (const { path: route, file } of manifest.pages) {
      const variants = route === '/' ? ['/'] : [route, `${route}/`, route.toUpperCase(), route.toLowerCase()];
      for (const variant of variants) {
        const response = await request.get(variant, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(200);
        expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers()['cache-control'], variant).toBe('no-cache');
        expect(await response.text(), variant).toBe(fileText(file));
      }
    }
    // The pages only the browser renders get the app shell, and so does a course the snapshot does not know
    // (each course it knows is among the prerendered pages above).
    expect(manifest.pages.map((page) => page.path)).toContain('/c/2');
    for (const route of ['/courses', '/course/1', '/c/999', '/auth/callback']) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toBe(fileText(manifest.shell));
    }
    // A certificate's address gets the verification page's own frame (hero, form, the result's skeleton).
    const frame = manifest.frames?.['/verify/:certificateId'] ?? '';
    expect(frame).not.toBe('');
    for (const route of ['/verify/MB-7K3Q-9D2X-TV0A', '/verify/not-an-id', '/VERIFY/mb-7k3q-9d2x-tv0a/']) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      const html = await response.text();
      expect(html, route).toBe(fileText(frame));
      expect(html, route).toContain('>Verify a Certificate</h1>');
      expectSecurityHeaders(response);
    }
    const renew = await request.get('/auth/silent-renew');
    expect(renew.status()).toBe(200);
    expect(renew.headers()['content-type']).toContain('text/html');
  });

  test('answers an unknown address with 404 and the not-found page', async ({ request }) => {
    for (const address of ['/no-such-page', '/offerings/nothing/here', '/assets/no-such.js', '/404.html']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toBe(fileText(manifest.notFound));
      expect(response.headers()['cache-control'], address).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  test('redirects the correctly spelled aliases, keeping the query', async ({ request }) => {
    for (const { from, to } of manifest.redirects) {
      for (const variant of [from, `${from}/`, from.toUpperCase()]) {
        const response = await request.get(`${variant}?ref=mail`, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(301);
        const location = new URL(response.headers().location ?? '', NGINX);
        expect(`${location.pathname}${location.search}`, variant).toBe(`${to}?ref=mail`);
        expectSecurityHeaders(response);
      }
    }
  });

  test('caches hashed assets for a year and revalidates pages and config.js; sends every security header', async ({
    request,
  }) => {
    const page = await request.get('/events');
    expectSecurityHeaders(page);
    const script = (await page.text()).match(/src="(\/assets\/main\.[0-9a-f]+\.js)"/)?.[1] ?? '';
    expect(script).not.toBe('');
    const asset = await request.get(script);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    const config = await request.get('/config.js');
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(await config.text()).toBe(fileText('config.js'));
    expectSecurityHeaders(config);
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expectSecurityHeaders(icon);
  });

  test('serves br or gzip by Accept-Encoding, with Vary, and the plain file otherwise', async ({
    request,
  }) => {
    const page = await request.get('/about');
    const script = (await page.text()).match(/src="(\/assets\/main\.[0-9a-f]+\.js)"/)?.[1] ?? '';
    for (const address of [script, '/about']) {
      const plain = readFileSync(path.join(dist, address === '/about' ? 'about/index.html' : address));
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
        ['identity', undefined],
      ] as const) {
        const response = await request.fetch(address, { headers: { 'Accept-Encoding': accept } });
        expect(response.headers()['content-encoding'], `${address} for ${accept}`).toBe(encoding);
        expect(response.headers().vary, `${address} for ${accept}`).toBe('Accept-Encoding');
        // The client decodes it: the same bytes as the file the build wrote.
        expect((await response.body()).equals(plain), `${address} for ${accept}`).toBe(true);
      }
    }
  });

  test('sends the right Content-Type for every kind of file the build writes', async ({ request }) => {
    // Debian's mime.types lacks some (.ttf, .vtt): a new kind of file must be given its type here first.
    const types: Record<string, string> = {
      html: 'text/html',
      js: 'application/javascript',
      png: 'image/png',
      svg: 'image/svg+xml',
      ttf: 'font/ttf',
      txt: 'text/plain',
      vtt: 'text/vtt',
      webm: 'video/webm',
      xml: 'text/xml',
    };
    const served = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter(
        (file) => !/\.(br|gz|map)$|^(prerender-manifest\.json|nginx-routes\.conf|404\.html)$/.test(file),
      )
      .filter((file) => !file.endsWith('/index.html') && file.includes('.'));
    const byKind = new Map<string, string>();
    for (const file of served) byKind.set(file.slice(file.lastIndexOf('.') + 1), file);
    expect([...byKind.keys()].sort()).toEqual(Object.keys(types).sort());
    for (const [kind, file] of byKind) {
      const address = `/${file}`;
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type']?.split(';')[0], address).toBe(types[kind]);
    }
    // The blog's feed is a file, not an article's address.
    const feed = await request.get('/resources/blog-feed.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']?.split(';')[0]).toBe('text/xml');
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  });

  test("does not serve the build's bookkeeping or source maps", async ({ request }) => {
    for (const address of ['/prerender-manifest.json', '/nginx-routes.conf', '/PRERENDER-MANIFEST.JSON']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text()).not.toContain('"pages"');
    }
    const page = await request.get('/');
    const script = (await page.text()).match(/src="(\/assets\/main\.[0-9a-f]+\.js)"/)?.[1] ?? '';
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  });
});

test.describe('deploy/ as a production host: HTTPS only, no version, nothing hidden, the API behind it', () => {
  test.use({ ignoreHTTPSErrors: true });

  test('serves HTTPS with Strict-Transport-Security, and sends plain HTTP there, keeping the address', async ({
    request,
  }) => {
    const page = await request.get(`https://localhost:${NGINX_TLS_PORT}/events`);
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page);
    expect(page.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const method of ['GET', 'POST'] as const) {
      const plain = await request.fetch(`http://localhost:${NGINX_REDIRECT_PORT}/events?ref=mail`, {
        method,
        maxRedirects: 0,
      });
      expect(plain.status(), method).toBe(301);
      expect(plain.headers().location).toBe('https://localhost/events?ref=mail');
    }
  });

  test('names no nginx version, in a header or on an error page', async ({ request }) => {
    for (const address of ['/events', '/no-such-page', '/nginx-routes.conf']) {
      const response = await request.get(address);
      expect(response.headers().server, address).toBe('nginx');
      expect(await response.text(), address).not.toMatch(/nginx\/\d/);
    }
  });

  test('answers hidden and temporary files 404 with the not-found page, wherever they are', async ({
    request,
  }) => {
    // What a refresh killed mid-write leaves (renderer/site-files.ts), and what a deploy may copy along.
    const planted = ['.env', 'events/.index.html.4242.1764000000000.tmp', 'leftover.tmp', 'assets/.secret'];
    for (const file of planted) writeFileSync(path.join(dist, file), 'not for visitors');
    try {
      for (const file of [...planted, '.git/config']) {
        const response = await request.get(`/${file}`);
        expect(response.status(), file).toBe(404);
        expect(await response.text(), file).toBe(fileText(manifest.notFound));
      }
    } finally {
      for (const file of planted) rmSync(path.join(dist, file), { force: true });
    }
  });

  test('forwards the API to the backend over HTTPS, with HSTS, refusing bodies the backend would refuse, uploads excepted', async ({
    request,
  }) => {
    const api = `https://localhost:${NGINX_API_PORT}`;
    const events = await request.get(`${api}/admin/pages/events-api.php`);
    expect(events.status()).toBe(200);
    expect(((await events.json()) as { success: boolean }).success).toBe(true);
    expect(events.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(events.headers().server).toBe('nginx');
    const refused = await request.post(`${api}/api/orders.php`, {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ padding: 'x'.repeat(400_000) }),
    });
    expect(refused.status()).toBe(413);
    // The console's uploads alone take large bodies: a picture of a few MB reaches the backend, which
    // answers (here 401: no staff token), where any other call of that size is refused by nginx.
    const picture = Buffer.alloc(3_000_000, 0x41);
    const upload = await request.post(`${api}/api/admin/uploads`, {
      multipart: { purpose: 'image', file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: picture } },
    });
    expect(upload.status()).toBe(401);
    expect(await upload.json()).toEqual({ message: expect.any(String) });
    const elsewhere = await request.post(`${api}/api/admin/events`, {
      multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: picture } },
    });
    expect(elsewhere.status()).toBe(413);
  });

  test("forwards the API's own paths only: the stand-ins and their controls are 404 at nginx", async ({
    request,
  }) => {
    const api = `https://localhost:${NGINX_API_PORT}`;
    // The local stack behind it serves these itself (so nginx, not the backend, refuses them below).
    const standIns: [method: 'GET' | 'POST', path: string][] = [
      ['GET', '/__local/orders'],
      ['GET', '/__local/health'],
      ['POST', '/__local/reconcile'],
      ['GET', '/checkout/v1/checkout.js'],
      ['GET', '/v1/orders/order_NginxTest0001/payments'],
      ['GET', '/latest?from=USD&to=INR'],
      ['POST', '/api/v1.0/email/send'],
    ];
    expect((await request.get(`${BACKEND}/__local/orders`)).status()).toBe(200);
    expect((await request.get(`${BACKEND}/checkout/v1/checkout.js`)).status()).toBe(200);
    expect((await request.get(`${BACKEND}/latest?from=USD&to=INR`)).status()).toBe(200);
    for (const [method, address] of standIns) {
      const response = await request.fetch(`${api}${address}`, {
        method,
        headers: { 'content-type': 'application/json' },
        data: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status(), `${method} ${address}`).toBe(404);
      expect(await response.json(), address).toEqual({ message: 'Not found' });
      expect(response.headers()['strict-transport-security'], address).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    // Paths a client writes around the rule reach the same place: nginx matches the normalised path.
    const raw = (address: string) =>
      new Promise<number>((resolve, reject) => {
        https
          .get(
            { host: 'localhost', port: NGINX_API_PORT, path: address, rejectUnauthorized: false },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          )
          .on('error', reject);
      });
    for (const address of [
      '/api/../__local/orders',
      '/api/%2e%2e/__local/orders',
      '/admin/uploads/../../__local/orders',
      '//__local/orders',
      '/api/v1.0/../v1.0/email/send',
    ])
      expect(await raw(address), address).toBe(404);
    // The API's own paths are forwarded.
    for (const address of [
      '/admin/pages/events-api.php',
      '/admin/pages/courses.php',
      '/.well-known/jwks.json',
      '/api/certificates/MB-0000-0000-0000',
      '/api/health',
    ]) {
      const response = await request.get(`${api}${address}`);
      expect(response.status(), address).not.toBe(502);
      expect(response.headers()['content-type'], address).toMatch(/json/);
    }
    expect((await request.get(`${api}/api/certificates/MB-0000-0000-0000`)).status()).toBe(404);
    expect((await request.get(`${api}/admin/pages/courses.php`)).status()).toBe(200);
  });
});
