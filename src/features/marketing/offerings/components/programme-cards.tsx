import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { COMING_SOON } from '../content';
import type { Programme } from '../content';

import { CardGrid } from '@/components/card-grid';

/** The programmes of Training & Placement: one opens its page, one not yet open says "Coming Soon!". */
export function ProgrammeCards({ programmes }: { programmes: Programme[] }) {
  const [announced, setAnnounced] = useState(false);
  return (
    <>
      <CardGrid columns={{ xs: 1, md: 2 }}>
        {programmes.map((programme) => (
          <li key={programme.id}>
            <Card sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Typography variant="h5" component="h3">
                {programme.title}
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                {programme.summary}
              </Typography>
              {programme.to ? (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={programme.to}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {programme.buttonLabel}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  onClick={() => setAnnounced(true)}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {programme.buttonLabel}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </CardGrid>
      <Snackbar
        open={announced}
        autoHideDuration={6000}
        onClose={() => setAnnounced(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" onClose={() => setAnnounced(false)}>
          {COMING_SOON}
        </Alert>
      </Snackbar>
    </>
  );
}
