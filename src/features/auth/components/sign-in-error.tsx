import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { authErrorContent } from '../model';
import type { AuthFailure } from '../model';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';

type SignInErrorViewProps = { failure: AuthFailure; onRetry: () => void; busy?: boolean };

/** A failed sign-in in place of a page: what went wrong, "Try again", and a way home. Never redirects by itself. */
export function SignInErrorView({ failure, onRetry, busy = false }: SignInErrorViewProps) {
  const { title, message } = authErrorContent(failure);
  return (
    <>
      <PageTitle title={title} />
      <ErrorState
        title={title}
        message={message}
        onRetry={busy ? undefined : onRetry}
        action={
          <Button component={RouterLink} to={paths.home} variant="outlined">
            Back to home
          </Button>
        }
      />
      {failure.detail && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: -4, mb: 6, px: 2 }}>
          Details: {failure.detail}
        </Typography>
      )}
    </>
  );
}

type SignInErrorNoticeProps = { failure: AuthFailure; onRetry: () => void; onClose: () => void };

/** A failed Login from the header, shown over the page it was started on, with "Try again". */
export function SignInErrorNotice({ failure, onRetry, onClose }: SignInErrorNoticeProps) {
  const { title, message } = authErrorContent(failure);
  return (
    <Alert
      severity="error"
      variant="filled"
      onClose={onClose}
      sx={{
        position: 'fixed',
        top: { xs: 72, md: 84 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        maxWidth: { sm: 440 },
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 6,
      }}
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        onClick={onRetry}
        sx={{ display: 'block', mt: 1.5 }}
      >
        Try again
      </Button>
    </Alert>
  );
}
