import {
  catalogueCategorySelected,
  catalogueFiltersCleared,
  catalogueFiltersRestoredFromAddress,
  catalogueSearchChanged,
  catalogueTabChanged,
  coursesSlice,
} from './slice';

describe('catalogue slice', () => {
  it('keeps the tab, category and search, and clears the filters', () => {
    let state = coursesSlice.reducer(undefined, catalogueTabChanged('instructors'));
    state = coursesSlice.reducer(state, catalogueCategorySelected('Leadership'));
    state = coursesSlice.reducer(state, catalogueSearchChanged('lead'));
    expect(state).toEqual({ tab: 'instructors', category: 'Leadership', search: 'lead' });
    expect(coursesSlice.reducer(state, catalogueFiltersCleared())).toEqual({
      tab: 'instructors',
      category: 'All',
      search: '',
    });
  });

  it('takes the tab and filters from the address as a whole', () => {
    const state = coursesSlice.reducer(undefined, catalogueSearchChanged('typed'));
    expect(
      coursesSlice.reducer(
        state,
        catalogueFiltersRestoredFromAddress({ tab: 'instructors', category: 'Leadership', search: '' }),
      ),
    ).toEqual({ tab: 'instructors', category: 'Leadership', search: '' });
  });
});
