import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { defaultEventFilters } from './filters';
import type { EventFilters, EventsView } from './filters';

import { injectedSliceSelectors } from '@/lib/lazy-slices';
import { ALL_CATEGORIES } from '@/lib/list-filter';

/** The events page's client state: the filters (mirrored in the address) and the open event. */
export type EventsState = EventFilters & { selectedEventId: string | null };

const initialState: EventsState = { ...defaultEventFilters, selectedEventId: null };

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    viewChanged(state, action: PayloadAction<EventsView>) {
      if (state.view === action.payload) return;
      state.view = action.payload;
      // A category from one view may not exist in the other.
      state.category = ALL_CATEGORIES;
    },
    categorySelected(state, action: PayloadAction<string>) {
      state.category = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    filtersRestoredFromAddress(state, action: PayloadAction<EventFilters>) {
      const { view, category, search } = action.payload;
      // Back or forward while a dialog is open leaves the event behind: close it.
      Object.assign(state, { view, category, search, selectedEventId: null });
    },
    eventOpened(state, action: PayloadAction<string>) {
      state.selectedEventId = action.payload;
    },
    eventClosed(state) {
      state.selectedEventId = null;
    },
  },
  selectors: {
    selectEventsView: (state) => state.view,
    selectCategory: (state) => state.category,
    selectSearch: (state) => state.search,
    selectSelectedEventId: (state) => state.selectedEventId,
    selectEventFilters: createSelector(
      [(state: EventsState) => state.view, (state) => state.category, (state) => state.search],
      (view, category, search): EventFilters => ({ view, category, search }),
    ),
  },
});

export const {
  viewChanged,
  categorySelected,
  searchChanged,
  filtersRestoredFromAddress,
  eventOpened,
  eventClosed,
} = eventsSlice.actions;

// The slice joins the store with the events page's code, not with every page (lib/lazy-slices.ts).
export const { selectEventsView, selectCategory, selectSearch, selectSelectedEventId, selectEventFilters } =
  injectedSliceSelectors(eventsSlice);
