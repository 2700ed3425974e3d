import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import { playerCopy } from '../content';
import { formatClock } from '../player-controls';
import { useGetTranscriptQuery } from '../transcript-api';
import { activeCueIndex, searchCues } from '../transcript-cues';

import { TranscriptLoading } from './transcript-loading';

import { SearchField } from '@/components/search-field';
import { errorMessage } from '@/lib/api-error';

export type TranscriptProps = {
  /** The lesson's WebVTT captions, which the transcript reads. */
  captionsUrl: string;
  /** The video's position, for the highlight. */
  time: number;
  onSeek: (seconds: number) => void;
};

/** The search, which the transcript keeps while it is closed. */
type SearchProps = { query: string; onQueryChange: (query: string) => void };

/** The words of a cue with the searched text marked. */
function marked(text: string, query: string): ReactNode {
  const needle = query.trim().toLowerCase();
  const at = needle === '' ? -1 : text.toLowerCase().indexOf(needle);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}

/**
 * The open transcript: every caption with its time, the one being spoken highlighted, a click on a line
 * plays from there, and a search narrows the lines. Its own chunk (the captions' reader, the search), which
 * loads when the transcript is first open: at once on a wide screen, where it starts open, and only on the
 * visitor's asking on a phone, where it starts closed.
 */
export function TranscriptBody({
  captionsUrl,
  time,
  onSeek,
  query,
  onQueryChange,
}: TranscriptProps & SearchProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const { data: cues, error, isError, refetch } = useGetTranscriptQuery(captionsUrl);

  const active = cues ? activeCueIndex(cues, time) : -1;
  const results = cues ? searchCues(cues, query) : [];
  const searching = query.trim() !== '';

  // Keeps the spoken line in sight by scrolling the list itself, never the page.
  useEffect(() => {
    const list = listRef.current;
    const line = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !line) return;
    const top = line.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [active]);

  let body: ReactNode;
  if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {playerCopy.retry}
          </Button>
        }
      >
        {errorMessage(error, playerCopy.transcriptFailed)}
      </Alert>
    );
  } else if (!cues) {
    body = <TranscriptLoading />;
  } else if (cues.length === 0) {
    body = <Typography color="text.secondary">{playerCopy.transcriptEmpty}</Typography>;
  } else {
    body = (
      <>
        <SearchField label={playerCopy.transcriptSearch} value={query} onChange={onQueryChange} width={280} />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
          {searching &&
            (results.length === 0
              ? playerCopy.transcriptNoMatch(query.trim())
              : playerCopy.transcriptMatches(results.length))}
        </Typography>
        <Box
          component="ol"
          ref={listRef}
          aria-label={playerCopy.transcript}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 0.5,
            p: 0,
            maxHeight: 240,
            overflowY: 'auto',
            position: 'relative',
          }}
        >
          {results.map(({ cue, index }) => {
            const current = index === active;
            const at = formatClock(cue.start);
            return (
              <li key={`${cue.start}-${index}`}>
                <ButtonBase
                  onClick={() => onSeek(cue.start)}
                  aria-current={current ? 'true' : undefined}
                  title={playerCopy.jumpTo(at)}
                  sx={{
                    display: 'flex',
                    width: '100%',
                    minHeight: 32,
                    gap: 1.5,
                    px: 1,
                    py: 0.75,
                    justifyContent: 'flex-start',
                    alignItems: 'baseline',
                    textAlign: 'left',
                    borderRadius: 1,
                    font: 'inherit',
                    color: 'text.primary',
                    bgcolor: current ? 'rgba(8, 126, 139, 0.14)' : 'transparent',
                    boxShadow: current ? (theme) => `inset 3px 0 0 ${theme.palette.secondary.main}` : 'none',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    component="time"
                    sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                  >
                    {at}
                  </Box>
                  <span>{marked(cue.text, query)}</span>
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      </>
    );
  }
  return body;
}
