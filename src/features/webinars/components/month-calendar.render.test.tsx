import type { PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type * as PickerDayModule from '@mui/x-date-pickers/PickerDay';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { forwardRef } from 'react';

import { MonthCalendar } from './month-calendar';

import { renderWithProviders } from '@test/render';

// Every render of a day's button, by its day: the calendar's days are most of its work on a phone.
const dayRenders: string[] = [];
jest.mock('@mui/x-date-pickers/PickerDay', () => {
  const actual: typeof PickerDayModule = jest.requireActual('@mui/x-date-pickers/PickerDay');
  const Actual = actual.PickerDay;
  const CountedDay = forwardRef<HTMLButtonElement, PickerDayProps>(function CountedDay(props, ref) {
    dayRenders.push((props.day as Dayjs).format('YYYY-MM-DD'));
    return <Actual {...props} ref={ref} />;
  });
  return { ...actual, PickerDay: CountedDay };
});

const now = Date.parse('2026-11-21T06:30:00Z');

function renderCalendar(onDaySelect: (day: string) => void = () => {}) {
  return renderWithProviders(
    <MonthCalendar
      webinars={[]}
      now={now}
      month="2026-11"
      selectedDay="2026-11-21"
      onMonthChange={() => {}}
      onDaySelect={onDaySelect}
    />,
  );
}

const timesEach = (days: string[]) =>
  days.reduce<Record<string, number>>((counts, day) => ({ ...counts, [day]: (counts[day] ?? 0) + 1 }), {});

beforeEach(() => {
  dayRenders.length = 0;
});

describe('the webinars month calendar', () => {
  it('renders each of its days once as it mounts', async () => {
    renderCalendar();
    await screen.findByRole('gridcell', { name: /^21 November 2026, today/ });

    // MUI's calendar updates its state once after mounting (the selected day it was given): that update
    // renders the calendar again, but not its 42 days, which render in the mount's own small slices.
    const counts = timesEach(dayRenders);
    expect(Object.keys(counts)).toHaveLength(35);
    expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((day) => [day, 1])));
  });

  it('renders only the days whose selection or focus changed for a click on a day', async () => {
    const selected: string[] = [];
    const { user } = renderCalendar((day) => selected.push(day));
    const day = await screen.findByRole('gridcell', { name: /^16 November 2026/ });
    dayRenders.length = 0;

    await user.click(day);

    expect(selected).toEqual(['2026-11-16']);
    // The day clicked takes the focus from the day that had it; the other 33 days stay as they were.
    expect(new Set(dayRenders)).toEqual(new Set(['2026-11-16', '2026-11-21']));
  });

  it("marks one today, India's: the visitor's own day, not selected, has no outline of MUI's", async () => {
    // Noon UTC on the 25th: the visitor's day is the 25th or 26th wherever they are, and the 21st is selected.
    jest.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z'), advanceTimers: true });
    try {
      renderCalendar();
      const visitorsDay = await screen.findByRole('gridcell', {
        name: new RegExp(`^${dayjs().date()} November 2026:`),
      });

      expect(visitorsDay).not.toHaveAttribute('aria-current');
      expect(getComputedStyle(visitorsDay).outline).not.toMatch(/solid/);
      // India's today, as the calendar is told (21 November), is the one marked.
      const indiasToday = screen.getByRole('gridcell', { name: /^21 November 2026, today/ });
      expect(indiasToday).toHaveAttribute('aria-current', 'date');
    } finally {
      jest.useRealTimers();
    }
  });
});
