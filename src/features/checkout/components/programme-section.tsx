import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { belowTheFold } from '@/lib/loading/below-the-fold';
import type { FoldEstimate } from '@/lib/loading/below-the-fold';

/**
 * A band of the R-training page with its h2; `tinted` alternates the background. A band after the plans
 * (the anchor the hero links to) gives its usual height as `later`: the browser lays it out only as the
 * visitor comes near it (`belowTheFold`).
 */
export function Section({
  title,
  children,
  tinted,
  later,
}: {
  title: string;
  children: ReactNode;
  tinted?: boolean;
  later?: FoldEstimate;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 5, md: 7 },
        bgcolor: tinted ? 'grey.50' : undefined,
        ...(later ? belowTheFold(later) : undefined),
      }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h4" component="h2" gutterBottom sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
