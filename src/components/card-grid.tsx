import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type CardGridProps = {
  children: ReactNode;
  /** What the list holds, for assistive technology... */
  label?: string;
  /** ...or the id of the heading that says so. */
  labelledBy?: string;
  /** A grid of placeholders: hidden from assistive technology (its status element speaks for it). */
  decorative?: boolean;
};

/** The cards in the grid's first row at its widest (three columns): the ones likely on the first screen. */
export const CARD_GRID_FIRST_ROW = 3;

/** A responsive list of cards (`<li>` children): one column on phones, two on tablets, three from md. */
export function CardGrid({ children, label, labelledBy, decorative = false }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-hidden={decorative || undefined}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
