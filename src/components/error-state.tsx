import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ErrorStateProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  action?: ReactNode;
};

/** A failed load: a heading, the reason, and a way to try again. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Try again', action }: ErrorStateProps) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {action}
      </Box>
    </Box>
  );
}
