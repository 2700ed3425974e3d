/**
 * The production host: Debian's nginx with deploy/nginx.conf itself serving the build (nginx-host.ts), as
 * a crawler's and a browser's requests see it, then every page in Chromium with no CSP violation.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { APIResponse } from '@playwright/test';

import { readSiteConfig, securityHeaders } from '../../server/preview/security-headers';
import type { PrerenderManifest } from '../../server/preview/site-routes';

import { expect, test } from './fixtures';
import { checkConfiguration } from './nginx-host';
import { NGINX } from './stack';

const dist = path.resolve('dist');
const manifest = JSON.parse(
  readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'),
) as PrerenderManifest;
/** What the preview sends with every answer, for the config.js this build ships. */
const headers = securityHeaders(readSiteConfig(path.join(dist, 'config.js')));
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

test('every page through nginx in Chromium: its heading, no CSP violation, no console error', async ({
  page,
  problems,
}) => {
  test.setTimeout(30_000 + manifest.pages.length * 5_000);
  await page.addInitScript(() => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
  });
  for (const { path: route } of manifest.pages) {
    await test.step(route, async () => {
      await page.goto(`${NGINX}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect.soft(violations, route).toEqual([]);
    });
  }
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});
