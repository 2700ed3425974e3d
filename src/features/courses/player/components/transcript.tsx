import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useId, useState } from 'react';

import { playerCopy } from '../content';

import type { TranscriptProps } from './transcript-body';
import { TranscriptLoading } from './transcript-loading';

import { lazyImport } from '@/lib/loading/lazy-import';

const TranscriptBody = lazy(
  lazyImport(async () => ({
    default: (await import(/* webpackChunkName: "transcript" */ './transcript-body')).TranscriptBody,
  })),
);

/**
 * The lesson's transcript below the video: every caption with its time, the one being spoken highlighted,
 * a click on a line plays from there, and a search narrows the lines. Open on wide screens and collapsed
 * on phones; the disclosure row is always there, so opening or closing it is the only thing that moves
 * the page.
 */
export function Transcript(props: TranscriptProps) {
  // Read on the first render (this page renders in the browser only), so a phone never flashes it open.
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? wide;
  const [query, setQuery] = useState('');
  const headingId = useId();
  const panelId = useId();

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
        {open && (
          // The body's code arriving reads as the captions arriving: the same status, in the same place.
          <Suspense fallback={<TranscriptLoading />}>
            <TranscriptBody {...props} query={query} onQueryChange={setQuery} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
