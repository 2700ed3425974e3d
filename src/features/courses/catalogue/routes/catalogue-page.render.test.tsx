import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';

import { CourseCard } from '../components/course-card';
import type * as CourseCardModule from '../components/course-card';

import { CardGrid } from '@/components/card-grid';
import type * as CardGridModule from '@/components/card-grid';

import { renderWithProfiler } from '@test/render';

// What renders is counted (the real components do the rendering): a key typed in the search box should
// render the box at once, and the list only when what it shows changes.
jest.mock('@/components/card-grid', () => {
  const actual: typeof CardGridModule = jest.requireActual('@/components/card-grid');
  return { ...actual, CardGrid: jest.fn(actual.CardGrid) };
});
jest.mock('../components/course-card', () => {
  const { memo } = jest.requireActual<typeof React>('react');
  const actual: typeof CourseCardModule = jest.requireActual('../components/course-card');
  // The memo as the grid sees it, around the card's own function, counted.
  const body = (actual.CourseCard as unknown as { type: (props: unknown) => React.ReactNode }).type;
  return { ...actual, CourseCard: memo(jest.fn(body)) };
});

const renderedGrid = jest.mocked(CardGrid);
const renderedCard = (CourseCard as unknown as { type: jest.Mock }).type;

const searchBox = () => screen.getByRole('searchbox', { name: 'Search courses' });
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** /c inside React's Profiler, noting at each commit the search box's value and the grid's renders. */
const renderCatalogue = () =>
  renderWithProfiler('/c', () => ({
    typed: screen.queryByRole<HTMLInputElement>('searchbox', { name: 'Search courses' })?.value ?? null,
    grids: renderedGrid.mock.calls.length,
  }));

/** Types the whole value as one change, the way a key press arrives. */
const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });

describe('/c while the visitor types in the search box', () => {
  it('renders the box in the key’s own commit, and the grid in a later one', async () => {
    const { commits } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Interactive Review Apps with R Shiny' });
    const before = cardTitles();
    commits.length = 0;
    renderedGrid.mockClear();

    type('Shiny');
    await waitFor(() => expect(cardTitles()).not.toEqual(before));
    expect(cardTitles()).toContain('Interactive Review Apps with R Shiny');

    // The key's own commit: the box shows it, the grid has not rendered yet.
    expect(commits[0]).toEqual({ typed: 'Shiny', grids: 0 });
    expect(commits.at(-1)?.grids).toBeGreaterThan(0);
  });

  it('renders neither the grid nor a card for a key that leaves the list as it is', async () => {
    const { router } = renderCatalogue();
    await screen.findByRole('heading', { name: 'Interactive Review Apps with R Shiny' });
    type('Shin');
    await waitFor(() => expect(router.state.location.search).toContain('Shin'));
    const shown = cardTitles();
    renderedGrid.mockClear();
    renderedCard.mockClear();

    type('Shiny');
    // Settled: the address has caught up with the key, and nothing is left to render.
    await waitFor(() => expect(router.state.location.search).toContain('Shiny'));
    await act(() => Promise.resolve());

    expect(searchBox()).toHaveValue('Shiny');
    expect(cardTitles()).toEqual(shown);
    expect(renderedGrid).not.toHaveBeenCalled();
    expect(renderedCard).not.toHaveBeenCalled();
  });
});
