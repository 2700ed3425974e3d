import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { authErrorContent, needsReload } from '../errors';
import type { AuthFailure } from '../model';

import { ErrorState } from '@/components/error-state';
import { floatingAlertSx } from '@/components/floating-alert';
import { PageTitle } from '@/components/page-title';
import { chunkLoadCopy, currentPage } from '@/lib/loading/chunk-load';
import { paths } from '@/lib/paths';

/** The primary action for a failure: "Try again", or a reload when the sign-in code itself did not arrive. */
function primaryAction(failure: AuthFailure, onRetry: () => void) {
  return needsReload(failure)
    ? { label: chunkLoadCopy.action, run: () => currentPage.reload() }
    : { label: 'Try again', run: onRetry };
}

/** What the provider or the library said, for support: hidden until the visitor asks for it. */
function TechnicalDetails({ detail }: { detail: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ textAlign: 'center', mt: -4, mb: 6, px: 2 }}>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <Typography
        id={id}
        hidden={!open}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {detail}
      </Typography>
    </Box>
  );
}

type SignInErrorViewProps = { failure: AuthFailure; onRetry: () => void; busy?: boolean };

/**
 * A failed sign-in in place of a page: a plain message, "Try again" and a way home; the technical detail sits
 * behind "Show details". Never redirects by itself.
 */
export function SignInErrorView({ failure, onRetry, busy = false }: SignInErrorViewProps) {
  const { title, message } = authErrorContent(failure);
  const action = primaryAction(failure, onRetry);
  return (
    <>
      <PageTitle title={title} />
      <ErrorState
        title={title}
        message={message}
        onRetry={busy ? undefined : action.run}
        retryLabel={action.label}
        action={
          <Button component={RouterLink} to={paths.home} variant="outlined">
            Back to home
          </Button>
        }
      />
      {failure.detail && <TechnicalDetails detail={failure.detail} />}
    </>
  );
}

type SignInErrorNoticeProps = { failure: AuthFailure; onRetry: () => void; onClose: () => void };

/** A failed Login from the header, shown over the page it was started on, with "Try again". */
export function SignInErrorNotice({ failure, onRetry, onClose }: SignInErrorNoticeProps) {
  const { title, message } = authErrorContent(failure);
  const action = primaryAction(failure, onRetry);
  return (
    <Alert severity="error" variant="filled" onClose={onClose} sx={floatingAlertSx}>
      <AlertTitle>{title}</AlertTitle>
      {message}
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        onClick={action.run}
        sx={{ display: 'block', mt: 1.5 }}
      >
        {action.label}
      </Button>
    </Alert>
  );
}
