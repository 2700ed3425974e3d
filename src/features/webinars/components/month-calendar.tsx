import IconButton from '@mui/material/IconButton';
import type { IconButtonProps } from '@mui/material/IconButton';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, pickerDayClasses } from '@mui/x-date-pickers/PickerDay';
import type { PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { createContext, forwardRef, memo, startTransition, useContext, useMemo } from 'react';
import type { MouseEvent } from 'react';

import { calendarDay } from '../model';
import type { Webinar } from '../model';

import { CALENDAR_WIDTH, toneColours } from './calendar-style';

/** What the calendar shows and reports; the lazy-loading wrapper (WebinarCalendar) takes the same props. */
export type MonthCalendarProps = {
  webinars: readonly Webinar[];
  now: number;
  /** The month on show, `YYYY-MM`, and the selected day, `YYYY-MM-DD` (days in India). */
  month: string;
  selectedDay: string;
  onMonthChange: (month: string) => void;
  onDaySelect: (day: string) => void;
};

type DayInfo = (dayKey: string) => ReturnType<typeof calendarDay>;

const DayInfoContext = createContext<DayInfo | null>(null);

const dayKeyOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * A calendar day coloured by what is on it, named for a screen reader with its webinars. It sets only
 * attributes: the colours are the calendar's (dayTones below), so the 42 days of a month are not styled one
 * by one each time the visitor moves a month.
 *
 * Memoized: MUI's calendar renders itself again for state that leaves most days as they were (the selected
 * day it is given, once more right after it mounts; the focus moving with a click), and its day's props are
 * plain values and stable handlers. On a phone each day's button is a few milliseconds, and that update
 * right after mounting is not a transition (it comes from MUI's effect), so all 42 days rendered again in one
 * long task as the calendar appeared.
 */
const WebinarDay = memo(function WebinarDay(props: PickerDayProps) {
  const info = useContext(DayInfoContext);
  const { day, outsideCurrentMonth } = props;
  // MUI's "today" is the visitor's day, and PickerDay outlines it when it is not the selected day even
  // with disableHighlightToday: a second today beside India's, on the evening India has moved on (and a
  // style compiled as the calendar shows, which the prerender's sample cannot know). It marks none.
  if (!info || outsideCurrentMonth) return <PickerDay {...props} today={false} />;
  const { tone, isToday, label } = info(dayKeyOf(day as Dayjs));
  return (
    <PickerDay
      {...props}
      today={false}
      aria-label={label}
      // "Today" is today in India, not on the visitor's clock.
      aria-current={isToday ? 'date' : undefined}
      data-tone={tone}
      data-today={isToday ? 'true' : undefined}
    />
  );
});

type ArrowButtonProps = IconButtonProps & { ownerState?: { isButtonHidden?: boolean } };

/**
 * The previous and next month buttons. The month they bring is rendered as a transition: a phone paints the
 * button's press at once and renders the 42 days of the next month in slices between frames, instead of
 * holding the page for the whole month's render (about 350 ms on a mid-range phone, over the 200 ms an
 * interaction may take). The same button as MUI's otherwise, hidden where MUI hides it.
 */
const MonthArrowButton = forwardRef<HTMLButtonElement, ArrowButtonProps>(function MonthArrowButton(
  { ownerState, onClick, ...props },
  ref,
) {
  const onPress = (event: MouseEvent<HTMLButtonElement>) => startTransition(() => onClick?.(event));
  return (
    <IconButton
      ref={ref}
      {...props}
      onClick={onPress}
      sx={ownerState?.isButtonHidden ? { visibility: 'hidden' } : props.sx}
    />
  );
});

const calendarSlots = {
  day: WebinarDay,
  previousIconButton: MonthArrowButton,
  nextIconButton: MonthArrowButton,
};

// PickerDay's own class (MuiPickerDay-root; MuiPickersDay-root is the older PickersDay's, not on this page).
const day = `& .${pickerDayClasses.root}`;

/** The days' colours by tone, the selected day outlined so its colour stays readable. */
const dayTones = {
  [`${day}[data-tone]`]: { fontWeight: 700 },
  [`${day}[data-tone="none"]`]: { fontWeight: 400 },
  ...Object.fromEntries(
    Object.entries(toneColours).map(([tone, { background, text }]) => [
      `${day}[data-tone="${tone}"]`,
      {
        bgcolor: background,
        color: text,
        '&:hover, &:focus': { bgcolor: background, filter: 'brightness(0.95)' },
        '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected:focus': { bgcolor: background, color: text },
      },
    ]),
  ),
  [`${day}[data-today="true"]:not([data-tone="today"])`]: {
    boxShadow: `inset 0 0 0 2px ${toneColours.today.text}`,
  },
  [`${day}[data-tone="none"].Mui-selected, ${day}[data-tone="none"].Mui-selected:hover, ${day}[data-tone="none"].Mui-selected:focus`]:
    { bgcolor: 'transparent', color: 'text.primary' },
  [`${day}[data-tone].Mui-selected`]: {
    outline: '2px solid',
    outlineColor: 'text.primary',
    // Inside the day's 2 px margin, which the month's frame does not clip.
    outlineOffset: 0,
  },
  [`${day}[data-tone].Mui-focusVisible`]: { outline: '3px solid', outlineColor: '#1565c0', outlineOffset: 0 },
} as const;

/**
 * MUI X's month calendar with the webinar days coloured: the date pickers and dayjs are most of the
 * webinars page's code, so this module loads on its own, after the page has shown (see WebinarCalendar).
 */
export function MonthCalendar({
  webinars,
  now,
  month,
  selectedDay,
  onMonthChange,
  onDaySelect,
}: MonthCalendarProps) {
  const info = useMemo<DayInfo>(() => (dayKey) => calendarDay(dayKey, webinars, now), [webinars, now]);
  const value = useMemo(() => dayjs(selectedDay), [selectedDay]);
  const referenceDate = useMemo(() => dayjs(`${month}-01`), [month]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DayInfoContext.Provider value={info}>
        <DateCalendar
          value={value}
          referenceDate={referenceDate}
          views={['day']}
          // The calendar's own "today" is the visitor's; the coloured day is India's.
          disableHighlightToday
          onChange={(day: Dayjs | null) => {
            if (day) onDaySelect(dayKeyOf(day));
          }}
          onMonthChange={(day: Dayjs) => onMonthChange(day.format('YYYY-MM'))}
          slots={calendarSlots}
          // The next month replaces this one in place: a slide renders both months in every frame of it.
          reduceAnimations
          sx={{ width: CALENDAR_WIDTH, maxWidth: '100%', m: 0, ...dayTones }}
        />
      </DayInfoContext.Provider>
    </LocalizationProvider>
  );
}
