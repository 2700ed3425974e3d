import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { brand } from '@/theme/theme';

type MarketingSectionProps = {
  heading: string;
  eyebrow?: string;
  lead?: string;
  /** `mist` gives the section a light band, to separate it from its neighbours. */
  tone?: 'paper' | 'mist' | 'navy';
  align?: 'left' | 'center';
  children?: ReactNode;
};

/** A page section of the marketing pages: a band with its h2, an optional eyebrow and lead, then content. */
export function MarketingSection({
  heading,
  eyebrow,
  lead,
  tone = 'paper',
  align = 'left',
  children,
}: MarketingSectionProps) {
  const headingId = useId();
  const dark = tone === 'navy';
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 6, md: 9 },
        bgcolor: tone === 'mist' ? brand.mist : dark ? 'primary.main' : 'background.paper',
        color: dark ? '#fff' : 'text.primary',
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            textAlign: align,
            maxWidth: align === 'center' ? 760 : 'none',
            mx: align === 'center' ? 'auto' : 0,
          }}
        >
          {eyebrow && (
            <Typography
              variant="overline"
              component="p"
              sx={{ color: dark ? 'secondary.main' : 'info.main', fontWeight: 700, letterSpacing: '0.12em' }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {heading}
          </Typography>
          {lead && (
            <Typography
              sx={{ mt: 1.5, fontSize: '1.1rem', color: dark ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}
            >
              {lead}
            </Typography>
          )}
        </Box>
        {children && <Box sx={{ mt: { xs: 4, md: 5 } }}>{children}</Box>}
      </Container>
    </Box>
  );
}
