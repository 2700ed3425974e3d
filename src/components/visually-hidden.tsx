import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for assistive technology only ("(opens in a new tab)", the rest of a short link's name). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // Strings: in sx a number up to 1 would mean a fraction (width: 1 is 100 %).
        width: '1px',
        height: '1px',
        margin: '-1px',
        padding: 0,
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
