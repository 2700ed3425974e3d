import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { COMING_SOON } from '../content';
import type { Programme } from '../content';

/** The programmes of Training & Placement: one opens its page, one not yet open says "Coming Soon!". */
export function ProgrammeCards({ programmes }: { programmes: Programme[] }) {
  const [announced, setAnnounced] = useState(false);
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
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
      </Box>
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
