import {
  CODE_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
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
    preloadBackendData(root, 'https://api.example.com');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.crossOrigin, link.href])).toEqual([
      ['fetch', 'anonymous', 'https://api.example.com/a.php'],
      ['fetch', 'anonymous', 'https://api.example.com/b.php?group=1&x=2'],
    ]);
  });

  it('adds nothing for a page that lists no data', () => {
    preloadBackendData(document.createElement('div'), 'https://api.example.com');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
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
