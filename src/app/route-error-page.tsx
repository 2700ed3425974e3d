import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { chunkLoadCopy, currentPage, isChunkLoadError } from '@/lib/loading/chunk-load';
import { paths } from '@/lib/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/**
 * A route that throws: the header and footer stay, this page offers a retry and a way home. A page whose code
 * could not be fetched (offline, or a deployment replaced the files) says so and offers a reload instead.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const missingCode = isChunkLoadError(error);

  useEffect(() => {
    console.warn('Route error', error);
  }, [error]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} role="alert">
      <PageTitle title={missingCode ? chunkLoadCopy.title : 'Unexpected error'} />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
        {missingCode ? chunkLoadCopy.title : 'Unexpected Application Error!'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {missingCode ? chunkLoadCopy.message : describe(error)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => currentPage.reload()}>
          {missingCode ? chunkLoadCopy.action : 'Try again'}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
