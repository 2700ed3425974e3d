import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/lib/paths';

type ContactBandProps = { title: string; label: string; children?: ReactNode };

/** The closing call to action of a page: a navy band with a button to /contact (and any extras). */
export function ContactBand({ title, label, children }: ContactBandProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 5, md: 7 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: 3,
        }}
      >
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            component={RouterLink}
            to={paths.contact}
          >
            {label}
          </Button>
          {children}
        </Box>
      </Container>
    </Box>
  );
}
