import {
  categorySelected,
  eventClosed,
  eventOpened,
  eventsSlice,
  filtersRestoredFromAddress,
  searchChanged,
  selectEventFilters,
  selectSelectedEventId,
  viewChanged,
} from './slice';

const reduce = eventsSlice.reducer;

describe('events slice', () => {
  it('reads the starting filters from a store the events page has not joined yet, then the slice once it has', () => {
    // Before the events page's code arrives (lib/lazy-slices.ts) the store has no `events`.
    expect(selectEventFilters({})).toEqual({ view: 'all', category: 'All', search: '' });
    expect(selectSelectedEventId({})).toBeNull();
    const events = reduce(reduce(undefined, viewChanged('upcoming')), eventOpened('7'));
    expect(selectEventFilters({ events })).toEqual({ view: 'upcoming', category: 'All', search: '' });
    expect(selectSelectedEventId({ events })).toBe('7');
  });

  it('starts on all events, category All, no search and nothing open', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      view: 'all',
      category: 'All',
      search: '',
      selectedEventId: null,
    });
  });

  it('resets the category when the view changes, and keeps the search', () => {
    let state = reduce(undefined, categorySelected('Leadership'));
    state = reduce(state, searchChanged('lead'));
    state = reduce(state, viewChanged('upcoming'));
    expect(state).toMatchObject({ view: 'upcoming', category: 'All', search: 'lead' });
  });

  it('keeps the category when the same view is chosen again', () => {
    const state = reduce(reduce(undefined, categorySelected('Leadership')), viewChanged('all'));
    expect(state.category).toBe('Leadership');
  });

  it('opens and closes an event', () => {
    const open = reduce(undefined, eventOpened('7'));
    expect(open.selectedEventId).toBe('7');
    expect(reduce(open, eventClosed()).selectedEventId).toBeNull();
  });

  it('takes the filters restored from the address as they are, closing any open event', () => {
    const state = reduce(
      reduce(undefined, eventOpened('7')),
      filtersRestoredFromAddress({ view: 'upcoming', category: 'Careers', search: 'day' }),
    );
    expect(state).toEqual({ view: 'upcoming', category: 'Careers', search: 'day', selectedEventId: null });
  });
});
