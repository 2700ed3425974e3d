import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { StatePanel } from './state-panel';

type EmptyStateProps = { title: string; hint?: string; action?: ReactNode };

const icon = <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />;

/** Nothing to show: a title, an optional hint and an optional action. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <StatePanel role="status" icon={icon} title={title} text={hint}>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </StatePanel>
  );
}
