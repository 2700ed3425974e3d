import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import { StatePanel } from './state-panel';

type ErrorStateProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  action?: ReactNode;
};

const icon = <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden="true" />;

/** A failed load: a heading, the reason, and a way to try again. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Try again', action }: ErrorStateProps) {
  return (
    <StatePanel role="alert" icon={icon} title={title} text={message}>
      <Box sx={{ mt: 3, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {action}
      </Box>
    </StatePanel>
  );
}
