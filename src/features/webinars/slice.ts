import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { WebinarFilter } from './model';

import { injectedSliceSelectors } from '@/lib/lazy-slices';

/**
 * The webinars page's client state. `shownMonth` (`YYYY-MM`) and `selectedDay` (`YYYY-MM-DD`, a day in
 * India) are null until the visitor moves away from today, which is only known once the page runs.
 */
export type WebinarsState = {
  filter: WebinarFilter;
  shownMonth: string | null;
  selectedDay: string | null;
};

const initialState: WebinarsState = { filter: 'all', shownMonth: null, selectedDay: null };

export const webinarsSlice = createSlice({
  name: 'webinars',
  initialState,
  reducers: {
    filterChanged(state, action: PayloadAction<WebinarFilter>) {
      if (state.filter === action.payload) return;
      // Another series has other dates: start again from today.
      Object.assign(state, { filter: action.payload, shownMonth: null, selectedDay: null });
    },
    calendarMonthShown(state, action: PayloadAction<string>) {
      state.shownMonth = action.payload;
    },
    calendarDaySelected(state, action: PayloadAction<string>) {
      state.selectedDay = action.payload;
      state.shownMonth = action.payload.slice(0, 7);
    },
  },
  selectors: {
    selectWebinarFilter: (state) => state.filter,
    selectShownMonth: (state) => state.shownMonth,
    selectSelectedDay: (state) => state.selectedDay,
  },
});

export const { filterChanged, calendarMonthShown, calendarDaySelected } = webinarsSlice.actions;

// The slice joins the store with the webinars page's code, not with every page (lib/lazy-slices.ts).
export const { selectWebinarFilter, selectShownMonth, selectSelectedDay } =
  injectedSliceSelectors(webinarsSlice);
