import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { PageTitle } from './page-title';

type PageHeroProps = {
  title: string;
  /** The tab title when it should differ from the heading. */
  documentTitle?: string;
  /** The page's meta description. */
  description?: string;
  /** Keeps the page out of search engines' indexes (see PageTitle). */
  noindex?: boolean;
  eyebrow?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** The band at the top of a page: its one h1, an optional lead and actions; also sets the tab title. */
export function PageHero({
  title,
  documentTitle,
  description,
  noindex,
  eyebrow,
  subtitle,
  children,
}: PageHeroProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        color: '#fff',
        background: 'linear-gradient(135deg, #0b3954 0%, #087e8b 100%)',
        py: { xs: 6, md: 9 },
      }}
    >
      <PageTitle title={documentTitle ?? title} description={description} noindex={noindex} />
      <Container maxWidth="lg">
        {eyebrow && (
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main', fontWeight: 700 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" id={headingId}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 720, fontWeight: 400, opacity: 0.9 }}>
            {subtitle}
          </Typography>
        )}
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
