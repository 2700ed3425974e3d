import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { useGetWebinarsQuery } from '../api';
import { RecordingDialog } from '../components/recording-dialog';
import { WebinarFilter } from '../components/webinar-filter';
import { WebinarsContent, webinarsWaitingBody } from '../components/webinars-content';
import { groupErrorText, webinarsCopy } from '../content';
import { filterWebinars, splitByStatus } from '../model';
import type { Webinar, WebinarGroup } from '../model';
import { filterChanged, selectWebinarFilter } from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { saveFile } from '@/lib/download';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
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

/**
 * The banner, made once: the page renders again while it waits (the clock read, each series' answer
 * arriving), and React leaves an element it has already rendered alone.
 */
const heroAndDescription = (
  <>
    <PageHero title={webinarsCopy.title} subtitle={webinarsCopy.subtitle} />
    <meta name="description" content={webinarsCopy.metaDescription} />
  </>
);

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
    body = webinarsWaitingBody;
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
