import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A band of the R-training page with its h2; `tinted` alternates the background. */
export function Section({
  title,
  children,
  tinted,
}: {
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 7 }, bgcolor: tinted ? 'grey.50' : undefined }}
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
