import { screen } from '@testing-library/react';

import { WebinarsStyleSample } from './webinars-style-sample';

import { clockAtOffset } from '@/lib/time';
import { useVisitorClock } from '@/lib/use-now';
import type * as UseNowModule from '@/lib/use-now';

import { WEBINAR_REFERENCE_NOW } from '@test/fixtures/webinars';
import { idleSoon } from '@test/idle';
import { failures } from '@test/msw/handlers/webinars';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

jest.mock('@/lib/use-now', () => ({
  ...jest.requireActual<typeof UseNowModule>('@/lib/use-now'),
  useVisitorClock: jest.fn(),
}));

/** The Emotion classes whose rules are in the document's style sheets. */
const stylesInDocument = () =>
  new Set(
    // eslint-disable-next-line testing-library/no-node-access -- the styles are what is tested, not the page
    [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((tag) =>
      [...(tag.sheet?.cssRules ?? [])].flatMap((rule) =>
        [...rule.cssText.matchAll(/\.mui-([a-z0-9]+)/g)].map(([, id]) => id),
      ),
    ),
  );

/** Renders `show`, waits for `until`, and gives the styles that took; the document is emptied after. */
async function stylesOf(show: () => { unmount: () => void }, until: () => Promise<unknown>) {
  const { unmount } = show();
  await until();
  const styles = stylesInDocument();
  unmount();
  // Each render's cache writes its styles afresh: the next render's are its own.
  for (const tag of document.head.querySelectorAll('style[data-emotion]')) tag.remove();
  return styles;
}

beforeEach(() => {
  jest.useFakeTimers({ now: WEBINAR_REFERENCE_NOW, advanceTimers: true });
  // A visitor outside India: the cards show their local time too.
  jest.mocked(useVisitorClock).mockReturnValue(clockAtOffset(-8 * 60));
  idleSoon();
});
afterEach(() => jest.useRealTimers());

describe('the webinars style sample', () => {
  it('holds every style the page adds once its webinars show, beyond what its prerendered skeletons use', async () => {
    // The page as prerendered: its webinars not in yet, its skeletons showing.
    server.use(failures.pending());
    const prerendered = await stylesOf(
      () => renderWithProviders(undefined, { route: '/webinars' }),
      () => screen.findByRole('status', { name: 'Loading upcoming webinars' }),
    );
    server.resetHandlers();
    // The fixtures' webinars, at a time when one is live, later ones upcoming and others past; then the
    // past list and the calendar, which come once the browser is idle.
    const shown = await stylesOf(
      () => renderWithProviders(undefined, { route: '/webinars' }),
      async () => {
        await screen.findByRole('list', { name: 'Past Webinars' });
        await screen.findByRole('grid');
        expect(screen.getAllByText('LIVE NOW').length).toBeGreaterThan(0);
      },
    );
    const sample = await stylesOf(
      () => renderWithProviders(<WebinarsStyleSample />),
      () => screen.findAllByRole('list', { name: 'Upcoming Webinars' }),
    );

    const added = [...shown].filter((id) => !prerendered.has(id));
    expect(added.length).toBeGreaterThan(20);
    expect(added.filter((id) => !sample.has(id))).toEqual([]);
  });
});
