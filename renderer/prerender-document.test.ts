import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { UnknownChunkGroupError, composeDocument, scriptFiles } from './prerender-document';

const template =
  '<!doctype html><html><head><title>MindBridge Consulting</title><meta name="description" content="x">' +
  '<script defer src="/assets/runtime.1.js"></script><script defer src="/assets/main.1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

const groups = {
  main: ['assets/runtime.1.js', 'assets/main.1.js'],
  app: ['assets/framework.1.js', 'assets/mui.1.js', 'assets/app.1.js'],
  'route-events': ['assets/9414.1.js', 'assets/route-events.1.js'],
  'route-webinars': ['assets/9414.1.js', 'assets/route-webinars.1.js'],
};

describe("the code of a prerendered page's routes", () => {
  it('lists the files of the named groups in order, each once, from the site root', () => {
    assert.deepEqual(scriptFiles(groups, ['route-events', 'route-webinars']), [
      '/assets/9414.1.js',
      '/assets/route-events.1.js',
      '/assets/route-webinars.1.js',
    ]);
  });

  it('leaves out what the entry loads in any case: its script tags and the app', () => {
    const odd = ['assets/runtime.1.js', 'assets/mui.1.js', 'assets/odd.1.js'];
    assert.deepEqual(scriptFiles({ ...groups, odd }, ['odd']), ['/assets/odd.1.js']);
  });

  it('fails on a group the build does not have: a route handle that disagrees with its import', () => {
    assert.throws(() => scriptFiles(groups, ['route-event']), UnknownChunkGroupError);
    assert.throws(() => scriptFiles(groups, ['route-event']), /no chunk group "route-event"/);
  });
});

describe('the prerendered document', () => {
  const page = {
    html: '<main><h1>Events</h1></main>',
    head: '<title>Events | MindBridge Consulting</title><meta name="description" content="Our events"/>',
    styles: '<style data-emotion="mui a" data-s="">.a{}</style>',
    preload: ['admin/pages/events-api.php?a=1&b=2'],
  };

  it('puts the page in #root, its head and styles in <head>, and replaces the template title and description', () => {
    const html = composeDocument(template, page, true);
    assert.match(
      html,
      /<div id="root" data-prerendered="" data-preload="admin\/pages\/events-api.php\?a=1&amp;b=2"><main>/,
    );
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.match(html, /<title>Events \| MindBridge Consulting<\/title>/);
    assert.equal(html.match(/name="description"/g)?.length, 1);
    assert.match(html, /<style data-emotion="mui a" data-s="">\.a\{\}<\/style><\/head>/);
  });

  it("lists the route's scripts for the entry script, and nothing when there are none", () => {
    const scripts = ['/assets/9414.1.js', '/assets/route-events.1.js'];
    assert.match(
      composeDocument(template, { ...page, scripts }, true),
      /<div id="root" data-prerendered="" data-preload="[^"]+" data-code="\/assets\/9414\.1\.js \/assets\/route-events\.1\.js">/,
    );
    assert.doesNotMatch(composeDocument(template, { ...page, scripts: [] }, true), /data-code/);
    assert.doesNotMatch(composeDocument(template, page, true), /data-code|rel="preload"/);
  });

  it("writes a frame's read of its address for the entry, its markup escaped", () => {
    const addressPreload = '^/check/(?<id>[A-Z]+&1)/?$ /api/checks/:id';
    assert.match(
      composeDocument(template, { ...page, preload: [], addressPreload }, false),
      /<div id="root" data-address-preload="\^\/check\/\(\?&lt;id&gt;\[A-Z\]\+&amp;1\)\/\?\$ \/api\/checks\/:id">/,
    );
    assert.doesNotMatch(composeDocument(template, page, true), /data-address-preload/);
  });

  it('adds the link preview tags to <head> and the page data right after #root', () => {
    const html = composeDocument(
      template,
      {
        ...page,
        preload: [],
        seo: '<link rel="canonical" href="https://x.in/events"/>',
        embedded: '<script type="application/json" id="page-data">{}</script>',
      },
      true,
    );
    assert.match(html, /<link rel="canonical" href="https:\/\/x\.in\/events"\/><style data-emotion/);
    assert.match(
      html,
      /<main><h1>Events<\/h1><\/main><\/div><script type="application\/json" id="page-data">\{\}<\/script><\/body>/,
    );
  });

  it("takes the page's text as it is: $' $& $$ $` are no replacement patterns", () => {
    const html = composeDocument(
      template,
      { ...page, html: "<h1>Fees $' $& $$ $`</h1>", head: "<title>$' | $&</title>" },
      true,
    );
    assert.match(html, /<div id="root"[^>]*><h1>Fees \$' \$& \$\$ \$`<\/h1><\/div>/);
    assert.match(html, /<title>\$' \| \$&<\/title>/);
    assert.equal(html.match(/<script defer src="\/assets\/main\.1\.js">/g)?.length, 1);
  });

  it('marks only a page to hydrate as prerendered', () => {
    assert.match(composeDocument(template, { ...page, preload: [] }, false), /<div id="root"><main>/);
  });
});
