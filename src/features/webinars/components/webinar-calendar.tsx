import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect } from 'react';

import { webinarsCopy } from '../content';

import { CALENDAR_HEIGHT, CALENDAR_WIDTH, toneColours } from './calendar-style';
// Only its type: the module itself is the lazy chunk below, so the import stays one-way.
import type { MonthCalendarProps } from './month-calendar';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { ReloadNotice } from '@/components/reload-notice';
import { lazyImport } from '@/lib/loading/lazy-import';
import { useEnhanced } from '@/lib/loading/use-enhanced';

const loadMonthCalendar = () => import(/* webpackChunkName: "month-calendar" */ './month-calendar');

const MonthCalendar = lazy(
  lazyImport(() => loadMonthCalendar().then((module) => ({ default: module.MonthCalendar }))),
);

export type WebinarCalendarProps = MonthCalendarProps;

/**
 * The month calendar: past red, upcoming green, live yellow, today blue, the selected day outlined.
 *
 * MUI X's calendar is more than half of the page's code, and it only shows once the webinars are in: its
 * code is asked for as this mounts (with the lists), evaluated in a task of its own, and the calendar is
 * rendered once the browser is idle. MUI's calendar also forces a layout of the page as it mounts (its
 * header fades in); in the same commit as the lists, that layout covered the whole page in one long task.
 * Until then its placeholder keeps the room.
 */
export function WebinarCalendar(props: WebinarCalendarProps) {
  useEffect(() => {
    // A failed download is reported by the boundary when the calendar renders.
    loadMonthCalendar().catch(() => undefined);
  }, []);
  const mounted = useEnhanced();
  if (!mounted) return <CalendarPlaceholder />;
  return (
    <ChunkErrorBoundary fallback={<ReloadNotice />}>
      <Suspense fallback={<CalendarPlaceholder />}>
        <MonthCalendar {...props} />
      </Suspense>
    </ChunkErrorBoundary>
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
