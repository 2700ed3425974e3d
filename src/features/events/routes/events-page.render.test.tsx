import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';

import { EventCard } from '../components/event-card';
import type * as EventCardModule from '../components/event-card';
import { EventsToolbar } from '../components/events-toolbar';
import type * as EventsToolbarModule from '../components/events-toolbar';

import { CardGrid } from '@/components/card-grid';
import type * as CardGridModule from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import type * as PageHeroModule from '@/components/page-hero';

import { renderWithProfiler } from '@test/render';

// What renders is counted (the real components do the rendering): a key typed in the search box should
// render the box at once, and the list only when what it shows changes.
jest.mock('@/components/card-grid', () => {
  const actual: typeof CardGridModule = jest.requireActual('@/components/card-grid');
  return { ...actual, CardGrid: jest.fn(actual.CardGrid) };
});
jest.mock('../components/event-card', () => {
  const { memo } = jest.requireActual<typeof React>('react');
  const actual: typeof EventCardModule = jest.requireActual('../components/event-card');
  // The memo as the grid sees it, around the card's own function, counted.
  const body = (actual.EventCard as unknown as { type: (props: unknown) => React.ReactNode }).type;
  return { ...actual, EventCard: memo(jest.fn(body)) };
});

jest.mock('../components/events-toolbar', () => {
  const actual: typeof EventsToolbarModule = jest.requireActual('../components/events-toolbar');
  return { ...actual, EventsToolbar: jest.fn(actual.EventsToolbar) };
});
jest.mock('@/components/page-hero', () => {
  const actual: typeof PageHeroModule = jest.requireActual('@/components/page-hero');
  return { ...actual, PageHero: jest.fn(actual.PageHero) };
});

const renderedGrid = jest.mocked(CardGrid);
const renderedToolbar = jest.mocked(EventsToolbar);
const renderedHero = jest.mocked(PageHero);
const renderedCard = (EventCard as unknown as { type: jest.Mock }).type;

const searchBox = () => screen.getByRole('searchbox', { name: 'Search events' });
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Events' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** /events inside React's Profiler, noting at each commit the search box's value and the grid's renders. */
const renderEvents = () =>
  renderWithProfiler('/events', () => ({
    typed: screen.queryByRole<HTMLInputElement>('searchbox', { name: 'Search events' })?.value ?? null,
    grids: renderedGrid.mock.calls.length,
  }));

/** Types the whole value as one change, the way a key press arrives. */
const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });

describe('/events while the visitor types in the search box', () => {
  it('renders the box in the key’s own commit, and the grid in a later one', async () => {
    const { commits } = renderEvents();
    await screen.findByRole('heading', { name: 'SAS to R Migration Workshop' });
    const before = cardTitles();
    commits.length = 0;
    renderedGrid.mockClear();

    type('Migration');
    await waitFor(() => expect(cardTitles()).not.toEqual(before));
    expect(cardTitles()).toContain('SAS to R Migration Workshop');

    // The key's own commit: the box shows it, the grid has not rendered yet.
    expect(commits[0]).toEqual({ typed: 'Migration', grids: 0 });
    expect(commits.at(-1)?.grids).toBeGreaterThan(0);
  });

  it('renders neither the grid nor a card for a key that leaves the list as it is', async () => {
    const { router } = renderEvents();
    await screen.findByRole('heading', { name: 'SAS to R Migration Workshop' });
    type('Migratio');
    await waitFor(() => expect(router.state.location.search).toContain('Migratio'));
    const shown = cardTitles();
    renderedGrid.mockClear();
    renderedCard.mockClear();

    type('Migration');
    // Settled: the address has caught up with the key, and nothing is left to render.
    await waitFor(() => expect(router.state.location.search).toContain('Migration'));
    await act(() => Promise.resolve());

    expect(searchBox()).toHaveValue('Migration');
    expect(cardTitles()).toEqual(shown);
    expect(renderedGrid).not.toHaveBeenCalled();
    expect(renderedCard).not.toHaveBeenCalled();
  });
});

describe('/events when the visitor opens an event’s details', () => {
  it('renders the dialog, not the page’s hero, toolbar, grid or cards', async () => {
    renderEvents();
    await screen.findByRole('heading', { name: 'SAS to R Migration Workshop' });
    // The first opening also fetches the dialog's code; the one measured has it at hand.
    const [first] = screen.getAllByRole('button', { name: 'View Details' });
    fireEvent.click(first as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    renderedHero.mockClear();
    renderedToolbar.mockClear();
    renderedGrid.mockClear();
    renderedCard.mockClear();

    const [, second] = screen.getAllByRole('button', { name: 'View Details' });
    fireEvent.click(second as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    expect(renderedHero).not.toHaveBeenCalled();
    expect(renderedToolbar).not.toHaveBeenCalled();
    expect(renderedGrid).not.toHaveBeenCalled();
    expect(renderedCard).not.toHaveBeenCalled();
  });
});
