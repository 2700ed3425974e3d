import Typography from '@mui/material/Typography';

import { playerCopy } from '../content';

/** The open transcript while its captions (or its code) arrive. */
export function TranscriptLoading() {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
      {playerCopy.transcriptLoading}
    </Typography>
  );
}
