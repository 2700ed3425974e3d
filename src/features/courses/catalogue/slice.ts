import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { injectedSliceSelectors } from '@/lib/lazy-slices';
import { ALL_CATEGORIES } from '@/lib/list-filter';

export type CatalogueTab = 'courses' | 'instructors';

/** The catalogue's client state: the open tab and the course filters, mirrored in the address. */
export type CatalogueState = { tab: CatalogueTab; category: string; search: string };

const initialCatalogue: CatalogueState = { tab: 'courses', category: ALL_CATEGORIES, search: '' };

export const catalogueSlice = createSlice({
  // 'courses', as before the catalogue had a folder of its own: its actions' types and its key in the store
  // keep their names.
  name: 'courses',
  initialState: initialCatalogue,
  reducers: {
    catalogueTabChanged(state, action: PayloadAction<CatalogueTab>) {
      state.tab = action.payload;
    },
    catalogueCategorySelected(state, action: PayloadAction<string>) {
      state.category = action.payload;
    },
    catalogueSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    catalogueFiltersCleared(state) {
      state.category = ALL_CATEGORIES;
      state.search = '';
    },
    catalogueFiltersRestoredFromAddress(_state, action: PayloadAction<CatalogueState>) {
      const { tab, category, search } = action.payload;
      return { tab, category, search };
    },
  },
  selectors: {
    selectCatalogueTab: (state) => state.tab,
    selectCatalogueCategory: (state) => state.category,
    selectCatalogueSearch: (state) => state.search,
    /** The tab and filters together: the slice holds nothing else, so this is the state itself. */
    selectCatalogueFilters: (state): CatalogueState => state,
  },
});

export const {
  catalogueTabChanged,
  catalogueCategorySelected,
  catalogueSearchChanged,
  catalogueFiltersCleared,
  catalogueFiltersRestoredFromAddress,
} = catalogueSlice.actions;
// The slice joins the store with the catalogue's code, not with every page (lib/lazy-slices.ts).
export const { selectCatalogueTab, selectCatalogueCategory, selectCatalogueSearch, selectCatalogueFilters } =
  injectedSliceSelectors(catalogueSlice);
