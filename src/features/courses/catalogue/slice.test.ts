import {
  catalogueCategorySelected,
  catalogueFiltersCleared,
  catalogueFiltersRestoredFromAddress,
  catalogueSearchChanged,
  catalogueTabChanged,
  catalogueSlice,
  selectCatalogueFilters,
} from './slice';

describe('catalogue slice', () => {
  it('reads the starting filters from a store the catalogue has not joined yet, then the slice once it has', () => {
    expect(selectCatalogueFilters({})).toEqual({ tab: 'courses', category: 'All', search: '' });
    const courses = catalogueSlice.reducer(undefined, catalogueTabChanged('instructors'));
    expect(selectCatalogueFilters({ courses })).toEqual({ tab: 'instructors', category: 'All', search: '' });
  });

  it('keeps the tab, category and search, and clears the filters', () => {
    let state = catalogueSlice.reducer(undefined, catalogueTabChanged('instructors'));
    state = catalogueSlice.reducer(state, catalogueCategorySelected('Leadership'));
    state = catalogueSlice.reducer(state, catalogueSearchChanged('lead'));
    expect(state).toEqual({ tab: 'instructors', category: 'Leadership', search: 'lead' });
    expect(catalogueSlice.reducer(state, catalogueFiltersCleared())).toEqual({
      tab: 'instructors',
      category: 'All',
      search: '',
    });
  });

  it('takes the tab and filters from the address as a whole', () => {
    const state = catalogueSlice.reducer(undefined, catalogueSearchChanged('typed'));
    expect(
      catalogueSlice.reducer(
        state,
        catalogueFiltersRestoredFromAddress({ tab: 'instructors', category: 'Leadership', search: '' }),
      ),
    ).toEqual({ tab: 'instructors', category: 'Leadership', search: '' });
  });
});
