import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatePanelProps = {
  /** `status` for nothing to show, `alert` for a failure: what a screen reader announces. */
  role: 'status' | 'alert';
  icon: ReactNode;
  title: string;
  text?: string;
  /** The panel's actions, centred below the text. */
  children?: ReactNode;
};

/** A page's place for a state instead of its content (empty, failed): an icon, a heading, a line, actions. */
export function StatePanel({ role, icon, title, text, children }: StatePanelProps) {
  return (
    <Box role={role} sx={{ textAlign: 'center', py: 8, px: 2 }}>
      {icon}
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      )}
      {children}
    </Box>
  );
}
