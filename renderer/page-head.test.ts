import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DEFAULT_SITE_ORIGIN,
  blockedInlineScripts,
  isNoindex,
  jsonLdScripts,
  linkPreviewTags,
  siteOriginFrom,
} from './page-head';

const preview = {
  siteOrigin: 'https://www.example.in',
  siteName: 'MindBridge Consulting',
  path: '/c/3',
  title: 'R & "Shiny" | MindBridge Consulting',
  description: 'Build <apps> in R.',
  image: { path: '/share/course-3.png', width: 1200, height: 630, alt: 'Course: R & Shiny' },
};

describe('the canonical origin (SITE_ORIGIN)', () => {
  it('defaults to the production host and keeps only the origin', () => {
    assert.equal(siteOriginFrom(undefined), DEFAULT_SITE_ORIGIN);
    assert.equal(siteOriginFrom(' '), DEFAULT_SITE_ORIGIN);
    assert.equal(siteOriginFrom('http://localhost:4173'), 'http://localhost:4173');
    assert.equal(siteOriginFrom('https://example.in/'), 'https://example.in');
  });

  it('refuses anything that is not an http(s) origin, naming the setting', () => {
    for (const value of ['example.in', 'ftp://example.in', 'https://example.in/site', 'https://x.in/?a=1']) {
      assert.throws(() => siteOriginFrom(value), /SITE_ORIGIN/, value);
    }
  });
});

describe('link preview tags', () => {
  it('names the canonical address, Open Graph and a large Twitter card, escaped', () => {
    const tags = linkPreviewTags(preview);
    assert.match(tags, /^<link rel="canonical" href="https:\/\/www\.example\.in\/c\/3"\/>/);
    for (const [property, content] of [
      ['og:type', 'website'],
      ['og:site_name', 'MindBridge Consulting'],
      ['og:locale', 'en_IN'],
      ['og:url', 'https://www.example.in/c/3'],
      ['og:title', 'R &amp; &quot;Shiny&quot; | MindBridge Consulting'],
      ['og:description', 'Build &lt;apps&gt; in R.'],
      ['og:image', 'https://www.example.in/share/course-3.png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Course: R &amp; Shiny'],
    ]) {
      assert.ok(tags.includes(`<meta property="${property}" content="${content}"/>`), property);
    }
    assert.ok(tags.includes('<meta name="twitter:card" content="summary_large_image"/>'));
    assert.ok(
      tags.includes('<meta name="twitter:image" content="https://www.example.in/share/course-3.png"/>'),
    );
  });
});

describe('JSON-LD', () => {
  it('writes each block as data whose text cannot close its element', () => {
    const html = jsonLdScripts([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }, { a: 1 }]);
    assert.equal(html.match(/<script type="application\/ld\+json">/g)?.length, 2);
    assert.doesNotMatch(html, /<\/script><script>alert/);
    const [first] = html.split('</script>');
    assert.deepEqual(JSON.parse(first?.replace(/^<script[^>]*>/, '') ?? ''), {
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('what the Content-Security-Policy allows in a page', () => {
  it('lets data blocks and scripts from files through and names any other inline script', () => {
    const html =
      '<script defer src="/assets/main.js"></script><script type="application/json" id="page-data">{}</script>' +
      '<script type="application/ld+json">{}</script><script>run()</script><script type="module">x</script>';
    assert.deepEqual(blockedInlineScripts(html), ['<script>', '<script type="module">']);
  });

  it('tells a noindex page', () => {
    assert.equal(isNoindex('<title>x</title><meta name="robots" content="noindex"/>'), true);
    assert.equal(isNoindex('<meta name="robots" content="noindex, nofollow"/>'), true);
    assert.equal(isNoindex('<meta name="description" content="noindex"/>'), false);
  });
});
