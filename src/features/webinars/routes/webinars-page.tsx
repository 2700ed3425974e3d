import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';

import { useGetWebinarsQuery } from '../api';
import { DayPanel, DayPanelSkeleton } from '../components/day-panel';
import { HappeningToday } from '../components/happening-today';
import { RecordingDialog } from '../components/recording-dialog';
import { CalendarLegend, WebinarCalendar, WebinarCalendarSkeleton } from '../components/webinar-calendar';
import { WebinarFilter } from '../components/webinar-filter';
import { WebinarList, WebinarListSkeleton } from '../components/webinar-list';
import { groupErrorText, webinarsCopy } from '../content';
import { filterWebinars, liveCount, splitByStatus, webinarsOnDay } from '../model';
import type { Webinar, WebinarGroup } from '../model';
import {
  calendarDaySelected,
  calendarMonthShown,
  filterChanged,
  selectSelectedDay,
  selectShownMonth,
  selectWebinarFilter,
} from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/empty-state';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { saveFile } from '@/lib/download';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { useEnhanced } from '@/lib/loading/use-enhanced';
import { istDayKey } from '@/lib/time';
import { useConfigValue } from '@/lib/use-config-value';
import { useNow, useVisitorClock } from '@/lib/use-now';

/** How often statuses and badges are worked out again while the page is open. */
export const CLOCK_INTERVAL_MS = 15_000;

type Notice = { severity: 'info' | 'error'; text: string };

/**
 * What the page reads of a series' query: the webinars, or the error once a request has failed and no other
 * is under way. The page then renders again when one of these changes, not when a request starts: the first
 * one starts in the effects of the page's first render, where the store's subscribers re-render
 * synchronously (the whole page, in one long task), and a Retry's start changes nothing the page shows.
 */
const seriesAnswer = ({
  data,
  error,
  isError,
  isFetching,
}: {
  data?: Webinar[];
  error?: Parameters<typeof errorMessage>[0];
  isError: boolean;
  isFetching: boolean;
}) => ({ data, failure: !data && isError && !isFetching ? error : undefined });

/** One series' query, reduced to what the page needs. */
function useGroup(group: WebinarGroup) {
  const { data, failure, refetch } = useDeferredData(
    useGetWebinarsQuery(group, { selectFromResult: seriesAnswer }),
  );
  return {
    group,
    data,
    settled: data !== undefined || failure !== undefined,
    error: failure === undefined ? null : groupErrorText(group, errorMessage(failure)),
    retry: () => void refetch(),
  };
}

const calendarGrid = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
} as const;

/**
 * The parts of the page that do not change while it waits, made once: the page renders again while it waits
 * (the clock read, each series' answer arriving, which renders the page urgently before its lists render in
 * a deferred pass), and React leaves an element it has already rendered alone. The skeletons are dozens of
 * MUI elements (a calendar of day cells, two lists of cards): rendered again each time, that was most of a
 * long task.
 */
const heroAndDescription = (
  <>
    <PageHero title={webinarsCopy.title} subtitle={webinarsCopy.subtitle} />
    <meta name="description" content={webinarsCopy.metaDescription} />
  </>
);
const pastSkeleton = <WebinarListSkeleton heading={webinarsCopy.pastHeading} />;
const listsSkeleton = (
  <>
    <WebinarListSkeleton heading={webinarsCopy.upcomingHeading} />
    {pastSkeleton}
  </>
);
const waitingBody = (
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

/** /webinars: both series with live status from the clock, a calendar, the selected day and the lists. */
export function WebinarsPage() {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectWebinarFilter);
  const now = useNow(CLOCK_INTERVAL_MS);
  const visitorClock = useVisitorClock();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [recording, setRecording] = useState<Webinar | null>(null);
  const recordingsUrl = useConfigValue('webinarRecordingsUrl') ?? '';

  const rProgramming = useGroup('r-programming');
  const executiveCoaching = useGroup('executive-coaching');
  const groups = [rProgramming, executiveCoaching].filter(
    ({ group }) => filter === 'all' || filter === group,
  );
  const settled = groups.every((group) => group.settled);
  const loaded = groups.filter((group) => group.data !== undefined);
  const failures = groups.filter((group) => group.error !== null);

  const rData = rProgramming.data;
  const ecData = executiveCoaching.data;
  const webinars = useMemo(
    () => filterWebinars([...(rData ?? []), ...(ecData ?? [])], filter),
    [rData, ecData, filter],
  );
  const split = useMemo(() => (now === null ? null : splitByStatus(webinars, now)), [webinars, now]);

  const onRegisterUnavailable = useCallback(
    () => setNotice({ severity: 'info', text: webinarsCopy.stayTuned }),
    [],
  );
  const onAddToCalendar = useCallback(async (webinar: Webinar) => {
    try {
      // The iCalendar writer loads only when someone asks for a file.
      const { calendarFileName, webinarCalendarText } = await import(
        /* webpackChunkName: "webinar-calendar-file" */ '../calendar-file'
      );
      const text = webinarCalendarText(webinar, Date.now());
      saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFileName(webinar));
    } catch {
      setNotice({ severity: 'error', text: webinarsCopy.calendarFileFailed });
    }
  }, []);
  const actions = useMemo(
    () => ({
      onRegisterUnavailable,
      onAddToCalendar: (webinar: Webinar) => void onAddToCalendar(webinar),
      onViewRecording: setRecording,
    }),
    [onRegisterUnavailable, onAddToCalendar],
  );

  // Time-dependent sections wait for the clock and the visitor's clock (read after mount) as well as the
  // data, so the prerendered HTML and the first client render agree, and no local time appears later.
  const clockRead = now !== null && visitorClock !== undefined;
  const ready = clockRead && settled && loaded.length > 0;
  let body;
  if (!clockRead || !settled) {
    body = waitingBody;
  } else if (ready && split) {
    body = (
      <WebinarsContent
        webinars={webinars}
        now={now}
        split={split}
        filter={filter}
        list={{ now, visitorClock, hasRecordings: recordingsUrl !== '', ...actions }}
      />
    );
  }

  return (
    <>
      {heroAndDescription}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <WebinarFilter value={filter} onChange={(next) => dispatch(filterChanged(next))} />
        {failures.map((failure) => (
          <Alert
            key={failure.group}
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={failure.retry}>
                {webinarsCopy.retry}
              </Button>
            }
          >
            <Typography variant="body2">{failure.error}</Typography>
          </Alert>
        ))}
        {body}
      </Container>
      <RecordingDialog webinar={recording} src={recordingsUrl} onClose={() => setRecording(null)} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
