import { act, screen } from '@testing-library/react';

import { webinarsApi } from '../api';
import { WebinarCard } from '../components/webinar-card';
import type * as WebinarCardModule from '../components/webinar-card';
import { WebinarFilter } from '../components/webinar-filter';
import type * as WebinarFilterModule from '../components/webinar-filter';
import { WebinarListSkeleton } from '../components/webinar-list';
import type * as WebinarListModule from '../components/webinar-list';

import { clockAtOffset } from '@/lib/time';
import { useVisitorClock } from '@/lib/use-now';
import type * as UseNowModule from '@/lib/use-now';

import { WEBINAR_REFERENCE_NOW } from '@test/fixtures/webinars';
import { becomeIdle, holdIdleCallbacks, idleSoon } from '@test/idle';
import { renderWithProviders } from '@test/render';

// The cards are counted (the real ones render): the calendar's clicks should not render them.
jest.mock('../components/webinar-card', () => {
  const actual: typeof WebinarCardModule = jest.requireActual('../components/webinar-card');
  return { ...actual, WebinarCard: jest.fn(actual.WebinarCard) };
});
jest.mock('../components/webinar-list', () => {
  const actual: typeof WebinarListModule = jest.requireActual('../components/webinar-list');
  return { ...actual, WebinarListSkeleton: jest.fn(actual.WebinarListSkeleton) };
});
// The series filter renders each time the page does.
jest.mock('../components/webinar-filter', () => {
  const actual: typeof WebinarFilterModule = jest.requireActual('../components/webinar-filter');
  return { ...actual, WebinarFilter: jest.fn(actual.WebinarFilter) };
});
jest.mock('@/lib/use-now', () => ({
  ...jest.requireActual<typeof UseNowModule>('@/lib/use-now'),
  useVisitorClock: jest.fn(),
}));

beforeEach(() => {
  jest.useFakeTimers({ now: WEBINAR_REFERENCE_NOW, advanceTimers: true });
  jest.mocked(useVisitorClock).mockReturnValue(clockAtOffset(5 * 60 + 30));
  // The browser becomes idle soon after the lists have shown: that is when the calendar mounts and the
  // past webinars show.
  idleSoon();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('/webinars after a click in the calendar', () => {
  it('renders the calendar and the selected day, not the lists of webinars', async () => {
    const { user } = renderWithProviders(undefined, { route: '/webinars' });
    await screen.findByRole('list', { name: 'Upcoming Webinars' });
    await screen.findByRole('grid');
    const nextMonth = screen.getByRole('button', { name: 'Next month' });
    const cards = jest.mocked(WebinarCard);
    expect(cards).toHaveBeenCalled();
    cards.mockClear();

    await user.click(nextMonth);
    await user.click(await screen.findByRole('gridcell', { name: /^16 December 2026/ }));
    expect(
      screen.getByRole('heading', { name: 'Webinars on Wednesday, 16 December 2026' }),
    ).toBeInTheDocument();

    expect(cards).not.toHaveBeenCalled();
  });
});

describe('/webinars while a series is asked for again', () => {
  it('renders nothing of the page when the answer is what it already shows', async () => {
    const { store } = renderWithProviders(undefined, { route: '/webinars' });
    await screen.findByRole('list', { name: 'Upcoming Webinars' });
    await screen.findByRole('grid');
    const page = jest.mocked(WebinarFilter);
    const cards = jest.mocked(WebinarCard);
    page.mockClear();
    cards.mockClear();

    const requests = (['r-programming', 'executive-coaching'] as const).map((group) =>
      store.dispatch(webinarsApi.endpoints.getWebinars.initiate(group, { forceRefetch: true })),
    );
    await act(() => Promise.all(requests.map((request) => request.unwrap())));
    // The store tells its subscribers of a query's progress in the next animation frame (RTK's auto-batching).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    for (const request of requests) request.unsubscribe();

    expect(page).not.toHaveBeenCalled();
    expect(cards).not.toHaveBeenCalled();
  });
});

describe('/webinars while it waits for the clock and its webinars', () => {
  it('renders its skeletons once, however often the page renders before the lists show', async () => {
    renderWithProviders(undefined, { route: '/webinars' });
    await screen.findByRole('list', { name: 'Upcoming Webinars' });
    await screen.findByRole('list', { name: 'Past Webinars' });
    // One render of each list's skeleton (upcoming, past), though the clock, the visitor's clock and both
    // series' answers each rendered the page before the lists took their place; once more each where they
    // wait in the content for the calendar to commit, and the past list's once more, where it waits for
    // the upcoming list to commit.
    expect(jest.mocked(WebinarListSkeleton)).toHaveBeenCalledTimes(5);
  });
});

describe('/webinars when its webinars arrive', () => {
  it('commits the calendar, the upcoming webinars and the past ones each in a commit of its own', async () => {
    // What the page shows after each commit (a commit's DOM changes reach an observer together).
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const has = (name: string) => screen.queryByRole('list', { name }) !== null;
      const day = screen.queryByRole('heading', { level: 2, name: /^Webinars on / }) !== null;
      const state = `day ${day}, upcoming ${has('Upcoming Webinars')}, past ${has('Past Webinars')}`;
      if (shown.at(-1) !== state) shown.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithProviders(undefined, { route: '/webinars' });
    await screen.findByRole('list', { name: 'Past Webinars' });
    observer.disconnect();

    expect(shown).toEqual([
      'day false, upcoming false, past false',
      'day true, upcoming false, past false',
      'day true, upcoming true, past false',
      'day true, upcoming true, past true',
    ]);
  });

  it("holds each list's room with its skeleton until it shows, the upcoming list first", async () => {
    const idle = holdIdleCallbacks();
    renderWithProviders(undefined, { route: '/webinars' });
    await screen.findByRole('heading', { level: 2, name: /^Webinars on / });
    expect(screen.getByRole('status', { name: 'Loading upcoming webinars' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading past webinars' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming Webinars' })).not.toBeInTheDocument();

    act(() => becomeIdle(idle));
    expect(await screen.findByRole('list', { name: 'Upcoming Webinars' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading upcoming webinars' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading past webinars' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Past Webinars' })).not.toBeInTheDocument();

    act(() => becomeIdle(idle));
    expect(await screen.findByRole('list', { name: 'Past Webinars' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading past webinars' })).not.toBeInTheDocument();
  });
});
