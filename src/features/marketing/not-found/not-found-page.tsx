import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';

/** Seconds the 404 page waits before it takes the visitor home. */
export const NOT_FOUND_REDIRECT_SECONDS = 10;

/** Unknown paths: counts down from 10, once a second, then goes home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) navigate(paths.home, { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageTitle title="Page not found" noindex />
      <Typography
        variant="h1"
        component="p"
        sx={{ fontSize: { xs: '5rem', md: '7rem' }, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Typography sx={{ mt: 2 }} role="status" aria-live="polite">
        Redirecting to the home page in{' '}
        <Box
          component="strong"
          // Two digits wide whatever the count, so the sentence does not shift each second.
          sx={{ display: 'inline-block', minWidth: '2ch', fontVariantNumeric: 'tabular-nums' }}
        >
          {secondsLeft}
        </Box>{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'}…
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 4 }}>
        Go Back Home
      </Button>
    </Container>
  );
}
