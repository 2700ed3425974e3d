import { waitFor } from '@testing-library/react';

import { routeData, routeDataPaths } from './route-data';

import { backendUrl } from '@/app/boot/preload';

import { testConfig } from '@test/config';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

jest.setTimeout(30_000);

describe('the backend data each page reads first', () => {
  // A preload is only taken over by a query that asks for the very same address: a path here that drifts
  // from the feature's own request would download everything twice.
  it.each(Object.keys(routeData))('%s asks for exactly the addresses it lists', async (route) => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requested.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      renderWithProviders(undefined, { route });
      const listed = routeDataPaths(route).map((path) => backendUrl(testConfig.apiBaseUrl, path));
      expect(listed.length).toBeGreaterThan(0);
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(listed)), { timeout: 10_000 });
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('lists nothing for a page without backend data', () => {
    expect(routeDataPaths('/about')).toEqual([]);
    expect(routeDataPaths('/')).toEqual([]);
  });
});
