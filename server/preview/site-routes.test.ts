import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import {
  answerFor,
  fileForPath,
  frameFileFor,
  manifestReader,
  nginxRoutes,
  patternSource,
} from './site-routes';
import type { PrerenderManifest } from './site-routes';

const manifest: PrerenderManifest = {
  pages: [
    { path: '/', file: 'index.html' },
    { path: '/about', file: 'about/index.html' },
    { path: '/offerings/leadership', file: 'offerings/leadership/index.html' },
  ],
  redirects: [{ from: '/testimonials', to: '/testimaonials' }],
  clientOnly: ['/courses', '/course/:courseId'],
  shell: 'app-shell.html',
  notFound: '404.html',
};

describe('how the preview and nginx answer a page address', () => {
  it('stores each page in its own folder', () => {
    assert.equal(fileForPath('/'), 'index.html');
    assert.equal(fileForPath('/resources/blogs'), 'resources/blogs/index.html');
  });

  it('serves prerendered pages whatever the case and a trailing slash, as the router matches them', () => {
    assert.deepEqual(answerFor(manifest, '/about'), { kind: 'page', file: 'about/index.html' });
    assert.deepEqual(answerFor(manifest, '/about/'), { kind: 'page', file: 'about/index.html' });
    assert.deepEqual(answerFor(manifest, '/offerings/Leadership'), {
      kind: 'page',
      file: 'offerings/leadership/index.html',
    });
    assert.deepEqual(answerFor(manifest, '/'), { kind: 'page', file: 'index.html' });
  });

  it('redirects the aliases and gives the browser-only routes the shell', () => {
    assert.deepEqual(answerFor(manifest, '/testimonials'), { kind: 'redirect', location: '/testimaonials' });
    assert.deepEqual(answerFor(manifest, '/course/42'), { kind: 'shell', file: 'app-shell.html' });
    assert.deepEqual(answerFor(manifest, '/courses'), { kind: 'shell', file: 'app-shell.html' });
  });

  it('answers every other path with the not-found page', () => {
    for (const path of ['/no-such-page', '/about/more', '/course/1/extra', '/aboutx']) {
      assert.deepEqual(answerFor(manifest, path), { kind: 'notFound', file: '404.html' }, path);
    }
  });

  it('turns a route pattern into an anchored expression: a parameter is one segment', () => {
    assert.equal(patternSource('/course/:courseId'), '^/course/[^/]+/?$');
    assert.equal(patternSource('/'), '^/$');
    assert.equal(patternSource('/a.b'), '^/a\\.b/?$');
  });

  it('writes one nginx location per page, redirect and browser-only route, each with the security headers', () => {
    const conf = nginxRoutes(manifest, '/etc/nginx/snippets/headers.conf');
    assert.match(conf, /location ~\* \^\/about\/\?\$ \{\n[^}]*try_files \/about\/index\.html =404;/);
    assert.match(
      conf,
      /location ~\* \^\/testimonials\/\?\$ \{\n[^}]*return 301 \/testimaonials\$is_args\$args;/,
    );
    assert.match(
      conf,
      /location ~\* \^\/course\/\[\^\/\]\+\/\?\$ \{\n[^}]*try_files \/app-shell\.html =404;/,
    );
    const blocks = conf.match(/location [^{]+\{[^}]+\}/g) ?? [];
    assert.equal(blocks.length, 6);
    for (const block of blocks) assert.match(block, /include \/etc\/nginx\/snippets\/headers\.conf;/);
  });

  it("serves a data family's pages from their files when they exist, so a refresh needs no nginx reload", () => {
    const withCourses: PrerenderManifest = {
      ...manifest,
      pages: [...manifest.pages, { path: '/c/1', file: 'c/1/index.html' }],
      clientOnly: [...manifest.clientOnly, '/c/:courseId'],
      families: ['/c/:courseId'],
    };
    const conf = nginxRoutes(withCourses, '/etc/nginx/snippets/headers.conf');
    // No location of its own for /c/1: the family's location tries the page's file, then the shell.
    assert.doesNotMatch(conf, /\^\/c\/1/);
    assert.match(
      conf,
      /location ~\* \^\/c\/\(\[\^\/\]\+\)\/\?\$ \{\n[^}]*try_files \/c\/\$1\/index\.html \/app-shell\.html =404;/,
    );
    assert.deepEqual(answerFor(withCourses, '/c/1'), { kind: 'page', file: 'c/1/index.html' });
    assert.deepEqual(answerFor(withCourses, '/c/99'), { kind: 'shell', file: 'app-shell.html' });
  });

  it('answers a pattern with a frame of its own from that frame, in the preview and in nginx; the others keep the shell', () => {
    assert.equal(frameFileFor('/verify/:certificateId'), 'verify/_certificateId.html');
    const withFrame: PrerenderManifest = {
      ...manifest,
      pages: [...manifest.pages, { path: '/verify', file: 'verify/index.html' }],
      clientOnly: [...manifest.clientOnly, '/verify/:certificateId'],
      frames: { '/verify/:certificateId': 'verify/_certificateId.html' },
    };
    for (const address of ['/verify/MB-7K3Q-9D2X-TV0A', '/verify/not-an-id', '/VERIFY/mb-7k3q-9d2x-tv0a/']) {
      assert.deepEqual(
        answerFor(withFrame, address),
        { kind: 'shell', file: 'verify/_certificateId.html' },
        address,
      );
    }
    assert.deepEqual(answerFor(withFrame, '/verify'), { kind: 'page', file: 'verify/index.html' });
    assert.deepEqual(answerFor(withFrame, '/course/42'), { kind: 'shell', file: 'app-shell.html' });
    assert.deepEqual(answerFor(withFrame, '/verify/a/b'), { kind: 'notFound', file: '404.html' });
    const conf = nginxRoutes(withFrame, '/etc/nginx/snippets/headers.conf');
    assert.match(
      conf,
      /location ~\* \^\/verify\/\[\^\/\]\+\/\?\$ \{\n[^}]*try_files \/verify\/_certificateId\.html =404;/,
    );
    assert.match(
      conf,
      /location ~\* \^\/course\/\[\^\/\]\+\/\?\$ \{\n[^}]*try_files \/app-shell\.html =404;/,
    );
  });

  it('reads the manifest again once its file has changed (a refresh while the server runs)', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    try {
      const file = path.join(folder, 'prerender-manifest.json');
      writeFileSync(file, JSON.stringify(manifest));
      const read = manifestReader(file);
      assert.equal(read().pages.length, 3);
      assert.equal(read(), read());
      writeFileSync(file, JSON.stringify({ ...manifest, pages: [] }));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      assert.equal(read().pages.length, 0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
