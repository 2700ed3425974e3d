import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { useGetTranscriptQuery } from '../api';
import { playerCopy } from '../content';
import { formatClock } from '../player-controls';
import { activeCueIndex, searchCues } from '../transcript-cues';

import { SearchField } from '@/components/search-field';
import { errorMessage } from '@/lib/api-error';

type TranscriptProps = {
  /** The lesson's WebVTT captions, which the transcript reads. */
  captionsUrl: string;
  /** The video's position, for the highlight. */
  time: number;
  onSeek: (seconds: number) => void;
};

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
 * The lesson's transcript below the video: every caption with its time, the one being spoken highlighted,
 * a click on a line plays from there, and a search narrows the lines. Open on wide screens and collapsed
 * on phones; the disclosure row is always there, so opening or closing it is the only thing that moves
 * the page.
 */
export function Transcript({ captionsUrl, time, onSeek }: TranscriptProps) {
  // Read on the first render (this page renders in the browser only), so a phone never flashes it open.
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? wide;
  const [query, setQuery] = useState('');
  const headingId = useId();
  const panelId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const { data: cues, error, isError, refetch } = useGetTranscriptQuery(captionsUrl, { skip: !open });

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
    body = (
      <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
        {playerCopy.transcriptLoading}
      </Typography>
    );
  } else if (cues.length === 0) {
    body = <Typography color="text.secondary">{playerCopy.transcriptEmpty}</Typography>;
  } else {
    body = (
      <>
        <SearchField label={playerCopy.transcriptSearch} value={query} onChange={setQuery} width={280} />
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

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setChosen(!open)}
          sx={{
            width: '100%',
            minHeight: 48,
            px: 2,
            justifyContent: 'space-between',
            font: 'inherit',
            borderRadius: 1,
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {playerCopy.transcript}
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Box id={panelId} hidden={!open} sx={{ px: 2, pb: 2 }}>
        {open && body}
      </Box>
    </Paper>
  );
}
