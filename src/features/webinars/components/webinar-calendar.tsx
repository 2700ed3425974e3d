import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay } from '@mui/x-date-pickers/PickerDay';
import type { PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { createContext, useContext, useMemo } from 'react';

import { webinarsCopy } from '../content';
import { calendarDay } from '../model';
import type { DayTone, Webinar } from '../model';

import { useEnhanced } from '@/lib/use-enhanced';

/** The calendar's size, shared with its skeleton so nothing moves when it arrives. */
const CALENDAR_WIDTH = 320;
// MUI's own view height: six weeks always fit, so months of five and six weeks take the same room.
const CALENDAR_HEIGHT = 336;

/** Day colours: a pale fill with dark text, each pair above 4.5:1 contrast. */
export const toneColours: Record<Exclude<DayTone, 'none'>, { background: string; text: string }> = {
  past: { background: '#fde2e0', text: '#9b1c1c' },
  upcoming: { background: '#dcf2e0', text: '#1b5e20' },
  live: { background: '#ffe28a', text: '#5c3d00' },
  today: { background: '#dbe8ff', text: '#0d47a1' },
};

type DayInfo = (dayKey: string) => ReturnType<typeof calendarDay>;

const DayInfoContext = createContext<DayInfo | null>(null);

const dayKeyOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/** A calendar day coloured by what is on it, named for a screen reader with its webinars. */
function WebinarDay(props: PickerDayProps) {
  const info = useContext(DayInfoContext);
  const { day, outsideCurrentMonth, selected, sx } = props;
  if (!info || outsideCurrentMonth) return <PickerDay {...props} />;
  const { tone, isToday, label } = info(dayKeyOf(day as Dayjs));
  const colours = tone === 'none' ? null : toneColours[tone];
  return (
    <PickerDay
      {...props}
      aria-label={label}
      // "Today" is today in India, not on the visitor's clock.
      aria-current={isToday ? 'date' : undefined}
      data-tone={tone}
      sx={[
        {
          fontWeight: tone === 'none' ? 400 : 700,
          ...(colours && { bgcolor: colours.background, color: colours.text }),
          ...(isToday && tone !== 'today' && { boxShadow: `inset 0 0 0 2px ${toneColours.today.text}` }),
          '&:hover, &:focus': colours ? { bgcolor: colours.background, filter: 'brightness(0.95)' } : {},
          '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected:focus': {
            bgcolor: colours?.background ?? 'transparent',
            color: colours?.text ?? 'text.primary',
            // Selected is outlined, so the status colour stays readable.
            outline: '2px solid',
            outlineColor: 'text.primary',
            // Inside the day's 2 px margin, which the month's sliding frame does not clip.
            outlineOffset: 0,
          },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: '#1565c0', outlineOffset: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      selected={selected}
    />
  );
}

type WebinarCalendarProps = {
  webinars: readonly Webinar[];
  now: number;
  /** The month on show, `YYYY-MM`, and the selected day, `YYYY-MM-DD` (days in India). */
  month: string;
  selectedDay: string;
  onMonthChange: (month: string) => void;
  onDaySelect: (day: string) => void;
};

/** The month calendar: past red, upcoming green, live yellow, today blue, the selected day outlined. */
export function WebinarCalendar({
  webinars,
  now,
  month,
  selectedDay,
  onMonthChange,
  onDaySelect,
}: WebinarCalendarProps) {
  const info = useMemo<DayInfo>(() => (dayKey) => calendarDay(dayKey, webinars, now), [webinars, now]);
  const value = useMemo(() => dayjs(selectedDay), [selectedDay]);
  const referenceDate = useMemo(() => dayjs(`${month}-01`), [month]);
  // MUI's calendar forces a layout of the page as it mounts (its header fades in). Mounted in the same
  // commit as the lists, that layout covered the whole page in one long task; it now mounts on its own,
  // once the browser is idle after the lists have shown, in the room its placeholder kept.
  const mounted = useEnhanced();
  if (!mounted) return <CalendarPlaceholder />;

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
          slots={{ day: WebinarDay }}
          sx={{ width: CALENDAR_WIDTH, maxWidth: '100%', m: 0 }}
        />
      </DayInfoContext.Provider>
    </LocalizationProvider>
  );
}

/** What each colour means, so colour is never the only signal. */
export function CalendarLegend() {
  const entries = (['past', 'upcoming', 'live', 'today'] as const).map((tone) => ({
    tone,
    label: webinarsCopy.legend[tone],
  }));
  return (
    <Box
      component="ul"
      aria-label={webinarsCopy.legendLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {entries.map(({ tone, label }) => (
        <Box component="li" key={tone} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: toneColours[tone].background,
              border: `2px solid ${toneColours[tone].text}`,
            }}
          />
          <Typography variant="body2">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The calendar's room, announced as loading, until the calendar itself mounts. */
function CalendarPlaceholder() {
  return (
    <Skeleton
      role="status"
      aria-label={webinarsCopy.calendarLoading}
      aria-busy="true"
      variant="rounded"
      width={CALENDAR_WIDTH}
      height={CALENDAR_HEIGHT}
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** A placeholder the size of the calendar and its legend while the clock and the webinars arrive. */
export function WebinarCalendarSkeleton() {
  return (
    <Box role="status" aria-label={webinarsCopy.calendarLoading} aria-busy="true">
      <Skeleton variant="rounded" width={CALENDAR_WIDTH} height={CALENDAR_HEIGHT} sx={{ maxWidth: '100%' }} />
      <Skeleton width={240} sx={{ mt: 1 }} />
    </Box>
  );
}
