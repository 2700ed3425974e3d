import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { useUnsubscribeFromNewsletterMutation } from './api';
import { unsubscribeCopy } from './content';

import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/api-error';
import { useHydrated } from '@/lib/loading/use-hydrated';
import { paths } from '@/lib/paths';

/**
 * The welcome e-mail's unsubscribe link opens this page. It asks before it unsubscribes: a link followed
 * (a mail scanner's prefetch, a preview) must end nothing, so only the button posts the token (a mail
 * client's one-click posts to the backend itself, RFC 8058). The token is read from the address once the
 * page has hydrated, so the prerendered page (which has no query) and the first render in the browser agree.
 */
export function UnsubscribePage() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const token = hydrated ? new URLSearchParams(search).get('token')?.trim() || null : null;
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeFromNewsletterMutation();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const done = data !== undefined;

  // The answer takes the button's place (or sits under it): the focus follows it, so it is read out.
  useEffect(() => {
    if (done || error) outcomeRef.current?.focus();
  }, [done, error]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={unsubscribeCopy.title} noindex />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {unsubscribeCopy.heading}
      </Typography>
      {hydrated && !token ? (
        <Alert severity="info">{unsubscribeCopy.noToken}</Alert>
      ) : (
        !done && (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {unsubscribeCopy.intro}
            </Typography>
            <Button
              variant="contained"
              disabled={!token || isLoading}
              onClick={() => token && void unsubscribe({ token })}
            >
              {isLoading ? unsubscribeCopy.sending : unsubscribeCopy.button}
            </Button>
          </>
        )
      )}
      <Box sx={{ mt: 3 }}>
        {done && (
          <Alert severity="success" role="status" ref={outcomeRef} tabIndex={-1}>
            {data.message}
          </Alert>
        )}
        {error && !done && (
          <Alert severity="error" role="alert" ref={outcomeRef} tabIndex={-1}>
            {errorMessage(error, unsubscribeCopy.failed)}
          </Alert>
        )}
      </Box>
      <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-block', mt: 4 }}>
        {unsubscribeCopy.home}
      </Link>
    </Container>
  );
}
