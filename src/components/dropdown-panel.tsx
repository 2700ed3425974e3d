import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

type DropdownPanelProps = {
  id: string;
  open: boolean;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'left' | 'right';
  minWidth?: number;
  children: ReactNode;
};

/** The list a header disclosure button opens: positioned under its trigger, hidden while closed. */
export function DropdownPanel({ id, open, align = 'left', minWidth = 230, children }: DropdownPanelProps) {
  return (
    <Paper
      id={id}
      component="ul"
      elevation={8}
      hidden={!open}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 8px)',
        [align]: 0,
        minWidth,
        m: 0,
        p: 1,
        listStyle: 'none',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      {children}
    </Paper>
  );
}
