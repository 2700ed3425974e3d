import {
  ADDRESS_PRELOAD_ATTRIBUTE,
  CODE_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  addressReadPath,
  backendUrl,
  preloadBackendData,
  preloadRouteCode,
} from './preload';

describe('backendUrl', () => {
  it('joins base and path with one slash, as fetchBaseQuery does', () => {
    expect(backendUrl('http://localhost:4100', '/admin/pages/events-api.php')).toBe(
      'http://localhost:4100/admin/pages/events-api.php',
    );
    expect(backendUrl('https://api.example.com/v1/', 'a.php?x=1&y=2')).toBe(
      'https://api.example.com/v1/a.php?x=1&y=2',
    );
  });
});

describe('preloadBackendData', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it('adds a CORS fetch preload for each path the prerendered root lists', () => {
    const root = document.createElement('div');
    root.setAttribute(PRELOAD_ATTRIBUTE, '/a.php /b.php?group=1&x=2');
    preloadBackendData(root, 'https://api.example.com', '/events');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.crossOrigin, link.href])).toEqual([
      ['fetch', 'anonymous', 'https://api.example.com/a.php'],
      ['fetch', 'anonymous', 'https://api.example.com/b.php?group=1&x=2'],
    ]);
  });

  it('adds nothing for a page that lists no data', () => {
    preloadBackendData(document.createElement('div'), 'https://api.example.com', '/about');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});

describe('a frame’s read of its address', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  /** A frame's #root as the prerender writes it for the certificate's page (`addressPreloadOf`). */
  const frameRoot = () => {
    const root = document.createElement('div');
    root.setAttribute(
      ADDRESS_PRELOAD_ATTRIBUTE,
      '^/verify/(?<certificateId>MB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})/?$ /api/certificates/:certificateId',
    );
    return root;
  };

  it('fills the backend path from the address, a trailing slash allowed', () => {
    expect(addressReadPath(frameRoot(), '/verify/MB-7K3Q-9D2X-TV0A')).toBe(
      '/api/certificates/MB-7K3Q-9D2X-TV0A',
    );
    expect(addressReadPath(frameRoot(), '/verify/MB-7K3Q-9D2X-TV0A/')).toBe(
      '/api/certificates/MB-7K3Q-9D2X-TV0A',
    );
  });

  it('asks nothing for an address the page would not ask the backend about as it stands', () => {
    // Not an id, an id the page first rewrites to its printed form, another path, a page with no such read.
    for (const pathname of [
      '/verify/not-a-real-id',
      '/verify/mb-7k3q-9d2x-tv0a',
      '/verify',
      '/verify/MB-7K3Q-9D2X-TV0A/x',
    ])
      expect(addressReadPath(frameRoot(), pathname)).toBeNull();
    expect(addressReadPath(document.createElement('div'), '/verify/MB-7K3Q-9D2X-TV0A')).toBeNull();
  });

  it('preloads it as the page’s own query will ask for it, beside the listed paths', () => {
    preloadBackendData(frameRoot(), 'http://localhost:4100/', '/verify/MB-7K3Q-9D2X-TV0A');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.crossOrigin, link.href])).toEqual([
      ['fetch', 'anonymous', 'http://localhost:4100/api/certificates/MB-7K3Q-9D2X-TV0A'],
    ]);
    preloadBackendData(frameRoot(), 'http://localhost:4100/', '/verify/hello');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});

describe('preloadRouteCode', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it("adds a low-priority script preload, without a CORS mode, for each of the route's files", () => {
    const root = document.createElement('div');
    root.setAttribute(CODE_ATTRIBUTE, '/assets/9414.1.js /assets/route-events.1.js');
    preloadRouteCode(root);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(
      links.map((link) => [
        link.as,
        link.getAttribute('fetchpriority'),
        link.crossOrigin,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['script', 'low', null, '/assets/9414.1.js'],
      ['script', 'low', null, '/assets/route-events.1.js'],
    ]);
  });

  it('adds nothing for a page that lists no code (the shell of the pages only the browser renders)', () => {
    preloadRouteCode(document.createElement('div'));
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
