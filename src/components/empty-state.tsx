import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type EmptyStateProps = { title: string; hint?: string; action?: ReactNode };

/** Nothing to show: a title, an optional hint and an optional action. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
