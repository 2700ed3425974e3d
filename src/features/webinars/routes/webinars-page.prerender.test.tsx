import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import { webinarsApi } from '../api';
import { readWebinars } from '../model';

import { WebinarsPage } from './webinars-page';

import { makeStore } from '@/app/store';

import { WEBINAR_REFERENCE_NOW, buildWebinars } from '@test/fixtures/webinars';
import { idleSoon } from '@test/idle';

/** A store whose cache already holds both groups, as a prerender with data would have. */
function primedStore() {
  const store = makeStore(undefined, { storage: null });
  const groups = buildWebinars(WEBINAR_REFERENCE_NOW);
  store.dispatch(
    webinarsApi.util.upsertQueryEntries([
      { endpointName: 'getWebinars', arg: 'r-programming', value: readWebinars(groups[1], 'r-programming') },
      {
        endpointName: 'getWebinars',
        arg: 'executive-coaching',
        value: readWebinars(groups[2], 'executive-coaching'),
      },
    ]),
  );
  return store;
}

const page = (store = makeStore(undefined, { storage: null })) => (
  <ReduxProvider store={store}>
    <MemoryRouter initialEntries={['/webinars']}>
      <WebinarsPage />
    </MemoryRouter>
  </ReduxProvider>
);

beforeEach(() => jest.useFakeTimers({ now: WEBINAR_REFERENCE_NOW, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe('Webinars page in Node, then hydrated', () => {
  it('prerenders skeletons and nothing that depends on the clock, even with the data at hand', () => {
    const view = renderToString(page(primedStore()));
    expect(view).toContain('Loading the calendar');
    expect(view).toContain('Loading upcoming webinars');
    expect(view).not.toMatch(/LIVE NOW|DAYS TO GO|Happening Today|November 2026/);
  });

  it('hydrates the prerendered HTML without a mismatch, then shows the webinars', async () => {
    idleSoon();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(primedStore()));
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(primedStore()), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await screen.findByRole('list', { name: 'Upcoming Webinars' })).toBeInTheDocument();
    expect(screen.getAllByText('LIVE NOW').length).toBeGreaterThan(0);
    expect(recoverable).toEqual([]);
    container.remove();
  });
});
