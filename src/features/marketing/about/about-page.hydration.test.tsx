import { screen } from '@testing-library/react';

import { SdgGoals } from './components/sdg-goals';
import type * as SdgGoalsModule from './components/sdg-goals';
import { TeamCards } from './components/team-cards';
import type * as TeamCardsModule from './components/team-cards';

import { hydratePrerendered } from '@test/hydrate';

// Two of the page's copy sections, counted (the real ones render).
jest.mock('./components/team-cards', () => {
  const actual: typeof TeamCardsModule = jest.requireActual('./components/team-cards');
  return { TeamCards: jest.fn(actual.TeamCards) };
});
jest.mock('./components/sdg-goals', () => {
  const actual: typeof SdgGoalsModule = jest.requireActual('./components/sdg-goals');
  return { SdgGoals: jest.fn(actual.SdgGoals) };
});

describe('/about in the browser, from its prerendered HTML', () => {
  it('hydrates what the visitor uses and keeps the copy as the build wrote it, without rendering it again', async () => {
    const { recoverable } = await hydratePrerendered('/about', () => {
      jest.mocked(TeamCards).mockClear();
      jest.mocked(SdgGoals).mockClear();
    });
    expect(recoverable).toEqual([]);
    // The copy is on the page, as written in Node...
    expect(screen.getByRole('heading', { name: 'Management Team' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Contributing to the UN Sustainable Development Goals' }),
    ).toBeInTheDocument();
    // ...and never rendered in the browser.
    expect(TeamCards).not.toHaveBeenCalled();
    expect(SdgGoals).not.toHaveBeenCalled();
    // What the visitor uses works.
    expect(screen.getByRole('button', { name: 'Read more...' })).toBeEnabled();
  });
});
