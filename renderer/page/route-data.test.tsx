import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';

import { readPaths, readsNamed } from './route-data';

import { ADDRESS_PRELOAD_ATTRIBUTE, addressReadPath, backendUrl } from '@/app/boot/preload';
import {
  addressPreloadOf,
  dataRouteFamilies,
  matchedNeeds,
  routeChunks,
  routeCode,
  routeInventory,
  routeReads,
} from '@/app/route-needs';
import { routes } from '@/app/route-table';
import { COURSES_PATH, INSTRUCTORS_PATH } from '@/features/courses/catalogue/api';
import { ARTICLES_PATH } from '@/features/marketing/resources/api';
import { certificatePath } from '@/features/profile/endpoints';

import { testConfig } from '@test/config';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

const pagesWithData = routeInventory(routes).pages.filter((path) => routeReads(routes, path).length > 0);
const routeDataPaths = (pathname: string) => readPaths(routeReads(routes, pathname), pathname);

describe('the backend data each page reads first', () => {
  it('is declared on the data pages of the route table', () => {
    expect([...pagesWithData].sort()).toEqual(
      [
        '/c',
        '/certificates',
        '/events',
        '/resources/blogs',
        '/resources/newsletters',
        '/testimaonials',
        '/webinars',
      ].sort(),
    );
  });

  // A preload is only taken over by a query that asks for the very same address: a path here that drifts
  // from the feature's own request would download everything twice.
  it.each(pagesWithData)('%s asks for exactly the addresses it lists', async (route) => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requested.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      renderWithProviders(undefined, { route });
      const listed = routeDataPaths(route).map((path) => backendUrl(testConfig.apiBaseUrl, path));
      expect(listed.length).toBeGreaterThan(0);
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(listed)));
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('defines every read the route table names', () => {
    for (const path of [...pagesWithData, '/c/1', '/resources/blogs/careers-in-clinical-data'])
      expect(() => readsNamed(routeReads(routes, path))).not.toThrow();
    expect(() => readsNamed(['nothing'])).toThrow(/names a backend read "nothing"/);
  });

  it('lists nothing for a page without backend data', () => {
    expect(routeDataPaths('/about')).toEqual([]);
    expect(routeDataPaths('/')).toEqual([]);
  });

  it("gives a course page its family's reads", () => {
    expect(routeDataPaths('/c/3')).toEqual([COURSES_PATH, INSTRUCTORS_PATH]);
    expect(dataRouteFamilies(routes)).toEqual(
      expect.arrayContaining([
        { pattern: '/c/:courseId', reads: ['courses', 'instructors'], pagesPerItemOf: 'courses' },
      ]),
    );
  });

  it("gives an article's page the list and its own article, and the article read to each page", () => {
    expect(routeDataPaths('/resources/blogs/careers-in-clinical-data')).toEqual([
      ARTICLES_PATH,
      '/api/articles/careers-in-clinical-data',
    ]);
    expect(dataRouteFamilies(routes)).toEqual(
      expect.arrayContaining([
        { pattern: '/resources/blogs/:slug', reads: ['articles', 'article'], pagesPerItemOf: 'articles' },
      ]),
    );
    expect(readsNamed(['articles', 'article']).map((read) => read.perPage ?? false)).toEqual([false, true]);
  });
});

describe('what the build derives from the route table', () => {
  const lazy = (chunk: string) => ({ lazy: async () => ({}), handle: { chunk } });
  const table: RouteObject[] = [
    {
      path: '/',
      children: [
        { index: true, ...lazy('route-home') },
        { path: 'about', ...lazy('route-about') },
        { path: 'also-about', ...lazy('route-about') },
        { path: 'item/:id', handle: { chunk: 'route-item', budgetKb: 30 } },
        { path: 'check/:id', handle: { chunk: 'route-check', frame: true } },
        {
          handle: { chunk: 'guard', prerender: false },
          children: [
            { path: 'private', ...lazy('route-private') },
            // Under prerender: false, a frame is not written either.
            { path: 'private/:id', handle: { chunk: 'route-private', frame: true } },
          ],
        },
      ],
    },
  ];

  it('prerenders every path without a parameter outside a route that says prerender: false, and the frames asked for', () => {
    expect(routeInventory(table)).toEqual({
      pages: ['/', '/about', '/also-about'],
      clientOnly: ['/item/:id', '/check/:id', '/private', '/private/:id'],
      frames: ['/check/:id'],
    });
  });

  it("preloads the chunks of every route a page's path matches, outermost first", () => {
    expect(routeChunks(table, '/private')).toEqual(['guard', 'route-private']);
    expect(routeChunks(table, '/about')).toEqual(['route-about']);
  });

  it('weighs each chunk once, with its declared budget or the default', () => {
    expect(routeCode(table)).toEqual([
      { chunk: 'route-home', path: '/', budgetKb: 60 },
      { chunk: 'route-about', path: '/about', budgetKb: 60 },
      { chunk: 'route-item', path: '/item/:id', budgetKb: 30 },
      { chunk: 'route-check', path: '/check/:id', budgetKb: 60 },
      { chunk: 'guard', path: '/', budgetKb: 60 },
      { chunk: 'route-private', path: '/private', budgetKb: 60 },
    ]);
  });

  it('names a chunk for every lazy route of the site', () => {
    const unnamed: string[] = [];
    const walk = (list: RouteObject[], base: string) => {
      for (const { path: segment, lazy: load, handle, children: nested } of list) {
        const path = `${base}/${segment ?? ''}`;
        if (load && !(handle as { chunk?: string } | undefined)?.chunk) unnamed.push(path);
        if (nested) walk(nested, path);
      }
    };
    walk(routes, '');
    expect(unnamed).toEqual([]);
  });

  it("gives a certificate's frame the page's own check, to preload from the address, and no other frame or page", () => {
    const pattern = '/verify/:certificateId';
    const spec = addressPreloadOf(pattern, matchedNeeds(routes, '/verify/MB-7K3Q-9D2X-TV0A'));
    expect(spec).not.toBeNull();
    const root = document.createElement('div');
    root.setAttribute(ADDRESS_PRELOAD_ATTRIBUTE, spec ?? '');
    // The path the entry fills is the one the page's query asks for.
    expect(addressReadPath(root, '/verify/MB-7K3Q-9D2X-TV0A')).toBe(certificatePath('MB-7K3Q-9D2X-TV0A'));
    expect(addressReadPath(root, '/verify/MB-7K3Q-9D2X-TV0A/')).toBe(certificatePath('MB-7K3Q-9D2X-TV0A'));
    for (const address of [
      '/verify/not-a-real-id',
      '/verify/mb-7k3q-9d2x-tv0a',
      '/verify',
      '/xverify/MB-7K3Q-9D2X-TV0A',
    ])
      expect(addressReadPath(root, address)).toBeNull();
    expect(addressPreloadOf('/verify', matchedNeeds(routes, '/verify'))).toBeNull();
    expect(addressPreloadOf('/course/:courseId', matchedNeeds(routes, '/course/42'))).toBeNull();
  });
});
