import {
  calendarDaySelected,
  calendarMonthShown,
  filterChanged,
  selectSelectedDay,
  selectWebinarFilter,
  webinarsSlice,
} from './slice';

const reduce = webinarsSlice.reducer;

describe('webinars slice', () => {
  it('reads the starting state from a store the webinars page has not joined yet, then the slice once it has', () => {
    expect(selectWebinarFilter({})).toBe('all');
    expect(selectSelectedDay({})).toBeNull();
    const webinars = reduce(undefined, calendarDaySelected('2027-01-05'));
    expect(selectSelectedDay({ webinars })).toBe('2027-01-05');
  });

  it('starts on all webinars, today, no day chosen', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      filter: 'all',
      shownMonth: null,
      selectedDay: null,
    });
  });

  it('remembers the month shown and the day selected (which brings its month)', () => {
    let state = reduce(undefined, calendarMonthShown('2026-12'));
    expect(state.shownMonth).toBe('2026-12');
    state = reduce(state, calendarDaySelected('2027-01-05'));
    expect(state).toMatchObject({ shownMonth: '2027-01', selectedDay: '2027-01-05' });
  });

  it('resets the month and the selected day when the filter changes, not when it stays', () => {
    const moved = { filter: 'all' as const, shownMonth: '2026-12', selectedDay: '2026-12-09' };
    expect(reduce(moved, filterChanged('all'))).toBe(moved);
    expect(reduce(moved, filterChanged('executive-coaching'))).toEqual({
      filter: 'executive-coaching',
      shownMonth: null,
      selectedDay: null,
    });
  });
});
