import Box from '@mui/material/Box';
import { useCallback } from 'react';
import type { ComponentProps, ReactNode } from 'react';

import { webinarsCopy } from '../content';
import { liveCount, webinarsOnDay } from '../model';
import type { Webinar } from '../model';
import { calendarDaySelected, calendarMonthShown, selectSelectedDay, selectShownMonth } from '../slice';

import { DayPanel, DayPanelSkeleton } from './day-panel';
import { HappeningToday } from './happening-today';
import { CalendarLegend, WebinarCalendar, WebinarCalendarSkeleton } from './webinar-calendar';
import { WebinarList, WebinarListSkeleton } from './webinar-list';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/empty-state';
import { useEnhanced } from '@/lib/loading/use-enhanced';
import { istDayKey } from '@/lib/time';

const calendarGrid = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
} as const;

/**
 * The skeletons, made once: the page renders again while it waits (the clock read, each series' answer
 * arriving), and React leaves an element it has already rendered alone. They are dozens of MUI elements (a
 * calendar of day cells, two lists of cards): rendered again each time, that was most of a long task.
 */
const pastSkeleton = <WebinarListSkeleton heading={webinarsCopy.pastHeading} />;
const listsSkeleton = (
  <>
    <WebinarListSkeleton heading={webinarsCopy.upcomingHeading} />
    {pastSkeleton}
  </>
);

/** What the page shows below its banner until the clock is read and the webinars are in. */
export const webinarsWaitingBody = (
  <>
    <Box sx={calendarGrid}>
      <WebinarCalendarSkeleton />
      <DayPanelSkeleton />
    </Box>
    {listsSkeleton}
  </>
);

/** What each list says when it has no webinars (made once, so the memoized lists keep their props). */
const noUpcoming = <EmptyState title={webinarsCopy.noUpcoming} hint={webinarsCopy.noUpcomingHint} />;
const noPast = <EmptyState title={webinarsCopy.noPast} />;

/**
 * The content replaces the page's skeletons in commits that cannot be interrupted: the cards' DOM, their
 * styles inserted, the skeletons' removal, then the browser's layout of it all. With the calendar and both
 * lists in one, that commit was the page's longest task on a phone, and with the calendar and the upcoming
 * list it still was. Each list now comes in a commit of its own once the browser is idle after the one
 * before it, its skeleton keeping its room until then: the calendar and the selected day (the first
 * screen), then the upcoming webinars, then the past ones, below them.
 */
function WhenIdle({ waiting, children }: { waiting: ReactNode; children: ReactNode }) {
  return useEnhanced() ? children : waiting;
}

/**
 * The calendar and the selected day. It alone reads the month shown and the day selected: a click in the
 * calendar renders the calendar and the day, not the page and its lists.
 */
function CalendarSection({ webinars, now }: { webinars: readonly Webinar[]; now: number }) {
  const dispatch = useAppDispatch();
  const shownMonth = useAppSelector(selectShownMonth);
  const selectedDay = useAppSelector(selectSelectedDay);
  const day = selectedDay ?? istDayKey(now);
  const onMonthChange = useCallback((month: string) => dispatch(calendarMonthShown(month)), [dispatch]);
  const onDaySelect = useCallback((dayKey: string) => dispatch(calendarDaySelected(dayKey)), [dispatch]);
  return (
    <Box sx={calendarGrid}>
      <Box component="section" aria-label={webinarsCopy.calendarHeading}>
        <WebinarCalendar
          webinars={webinars}
          now={now}
          month={shownMonth ?? day.slice(0, 7)}
          selectedDay={day}
          onMonthChange={onMonthChange}
          onDaySelect={onDaySelect}
        />
        <CalendarLegend />
      </Box>
      <DayPanel day={day} webinars={webinarsOnDay(webinars, day)} now={now} />
    </Box>
  );
}

type WebinarsContentProps = {
  webinars: readonly Webinar[];
  now: number;
  split: { upcoming: readonly Webinar[]; past: readonly Webinar[] };
  /** The series shown: another one starts the calendar again from today's month. */
  filter: string;
  list: Omit<ComponentProps<typeof WebinarList>, 'heading' | 'webinars' | 'empty'>;
  /** Both lists at once, not once the browser is idle (the prerender's style sample). */
  listsAtOnce?: boolean;
};

/**
 * What the page shows once the clock is read and the webinars are in: the banner, the calendar and the
 * selected day, the upcoming and the past webinars. The browser alone renders it (its statuses follow the
 * visitor's clock); the prerender renders it only for its styles (`webinars-style-sample.tsx`).
 */
export function WebinarsContent({
  webinars,
  now,
  split,
  filter,
  list,
  listsAtOnce = false,
}: WebinarsContentProps) {
  const past = (
    <WebinarList heading={webinarsCopy.pastHeading} webinars={split.past} empty={noPast} {...list} />
  );
  const lists = (
    <>
      <WebinarList
        heading={webinarsCopy.upcomingHeading}
        webinars={split.upcoming}
        empty={noUpcoming}
        {...list}
      />
      {listsAtOnce ? past : <WhenIdle waiting={pastSkeleton}>{past}</WhenIdle>}
    </>
  );
  return (
    <>
      <HappeningToday liveCount={liveCount(webinars, now)} />
      <CalendarSection key={filter} webinars={webinars} now={now} />
      {listsAtOnce ? lists : <WhenIdle waiting={listsSkeleton}>{lists}</WhenIdle>}
    </>
  );
}
