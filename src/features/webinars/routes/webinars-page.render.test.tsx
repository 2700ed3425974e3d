import { screen } from '@testing-library/react';

import { WebinarCard } from '../components/webinar-card';
import type * as WebinarCardModule from '../components/webinar-card';

import { clockAtOffset } from '@/lib/time';
import { useVisitorClock } from '@/lib/use-now';
import type * as UseNowModule from '@/lib/use-now';

import { WEBINAR_REFERENCE_NOW } from '@test/fixtures/webinars';
import { renderWithProviders } from '@test/render';

// The cards are counted (the real ones render): the calendar's clicks should not render them.
jest.mock('../components/webinar-card', () => {
  const actual: typeof WebinarCardModule = jest.requireActual('../components/webinar-card');
  return { ...actual, WebinarCard: jest.fn(actual.WebinarCard) };
});
jest.mock('@/lib/use-now', () => ({
  ...jest.requireActual<typeof UseNowModule>('@/lib/use-now'),
  useVisitorClock: jest.fn(),
}));

beforeEach(() => {
  jest.useFakeTimers({ now: WEBINAR_REFERENCE_NOW, advanceTimers: true });
  jest.mocked(useVisitorClock).mockReturnValue(clockAtOffset(5 * 60 + 30));
  // The browser becomes idle soon after the lists have shown: that is when the calendar mounts.
  jest.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
    return 0;
  });
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
