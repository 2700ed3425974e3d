import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for assistive technology only ("(opens in a new tab)", the rest of a short link's name). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        width: 1,
        height: 1,
        m: -0.125,
        p: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
