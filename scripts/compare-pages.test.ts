import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { comparePages, firstDifference, maskVolatile, splitCodeList } from './compare-pages';

describe('compare-pages', () => {
  it('masks asset hashes and ISO times, and nothing else', () => {
    assert.equal(
      maskVolatile(
        '<script src="/assets/route-home.13db7d5916.js"></script><link href="/assets/mui.508acb5f8f.css">' +
          '<time>Snapshot 2026-11-26T21:44:53.127Z</time><p>14 Dec 2026, 10:00</p><img src="/images/a.png">' +
          '<script>s="{\\"requestId\\":\\"nvNRPdqIxn-b5\\",\\"startedTimeStamp\\":1795729492964,\\"fulfilledTimeStamp\\":1795729493001}"</script>',
      ),
      '<script src="/assets/route-home.[hash].js"></script><link href="/assets/mui.[hash].css">' +
        '<time>Snapshot [time]</time><p>14 Dec 2026, 10:00</p><img src="/images/a.png">' +
        '<script>s="{\\"requestId\\":\\"[id]\\",\\"startedTimeStamp\\":[time],\\"fulfilledTimeStamp\\":[time]}"</script>',
    );
  });

  it("takes #root's chunk list out of the page, to compare apart", () => {
    assert.deepEqual(
      splitCodeList('<div id="root" data-prerendered="" data-code="/assets/12.[hash].js"><p>x</p>'),
      {
        page: '<div id="root" data-prerendered="" data-code="[code]"><p>x</p>',
        code: '/assets/12.[hash].js',
      },
    );
    assert.deepEqual(splitCodeList('<h1>No list</h1>'), { page: '<h1>No list</h1>', code: '' });
  });

  it('names the first place two pages differ', () => {
    assert.equal(firstDifference('<h1>Same</h1>', '<h1>Same</h1>'), null);
    assert.equal(
      firstDifference('<h1>Events</h1>', '<h1>Event</h1>', 4),
      'at 9:\n  - "vents</h"\n  + "vent</h1"',
    );
  });

  it('compares every page of two builds, reporting those that differ or exist in one only', () => {
    const build = (pages: Record<string, string>) => {
      const root = mkdtempSync(path.join(tmpdir(), 'pages-'));
      for (const [page, html] of Object.entries(pages)) {
        mkdirSync(path.dirname(path.join(root, page)), { recursive: true });
        writeFileSync(path.join(root, page), html);
      }
      return root;
    };
    const a = build({
      'index.html': '<script src="/assets/main.0123456789.js">',
      'c/index.html':
        '<div id="root" data-code="/assets/7112.0123456789.js /assets/route-c.0123456789.js"><h1>C</h1>',
      'c/1/index.html': '<div id="root" data-code="/assets/route-c1.0123456789.js"><h1>One</h1>',
      'about/index.html': '<h1>About</h1>',
      'events/index.html': '<p>2026-01-01T00:00:00Z</p>',
      'assets/x.html': 'not a page',
    });
    const b = build({
      'index.html': '<script src="/assets/main.abcdefabcd.js">',
      'c/index.html':
        '<div id="root" data-code="/assets/12.abcdefabcd.js /assets/route-c.abcdefabcd.js"><h1>C</h1>',
      'c/1/index.html': '<div id="root" data-code="/assets/route-c1.abcdefabcd.js"><h1>Two</h1>',
      'about/index.html': '<h1>About us</h1>',
      'events/index.html': '<p>2026-11-26T21:44:53.127Z</p>',
      'contact/index.html': '<h1>Contact</h1>',
    });
    const result = comparePages(a, b);
    assert.deepEqual(result.same, ['c/index.html', 'events/index.html', 'index.html']);
    assert.deepEqual(
      result.differ.map(({ page }) => page),
      ['about/index.html', 'c/1/index.html'],
    );
    assert.deepEqual(result.codeLists, [
      {
        page: 'c/index.html',
        before: '/assets/7112.[hash].js /assets/route-c.[hash].js',
        after: '/assets/12.[hash].js /assets/route-c.[hash].js',
      },
    ]);
    assert.deepEqual(result.only, [`contact/index.html (only in ${b})`]);
  });
});
