import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Columns per breakpoint, from the smallest up: `{ xs: 1, sm: 2, md: 3 }`. */
export type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/**
 * `grid-template-columns` for `columns` equal columns per breakpoint. A card column never grows past its
 * share (`minmax(0, 1fr)`); `track` may say otherwise.
 */
export const gridColumns = (columns: GridColumns, track = 'minmax(0, 1fr)') =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, ${track})`]),
  );

type CardGridProps = {
  children: ReactNode;
  /** What the list holds, for assistive technology... */
  label?: string;
  /** ...or the id of the heading that says so. */
  labelledBy?: string;
  /** A grid of placeholders: hidden from assistive technology (its status element speaks for it). */
  decorative?: boolean;
  /** Columns per breakpoint; one on phones, two on tablets, three from md unless said otherwise. */
  columns?: GridColumns;
  /** The space between cards, in theme spacing units. */
  gap?: number;
  id?: string;
  /** Placement around the grid (margins, alignment) or what its items do; never the columns. */
  sx?: SxProps<Theme>;
};

/** The cards in the grid's first row at its widest (three columns): the ones likely on the first screen. */
export const CARD_GRID_FIRST_ROW = 3;

const DEFAULT_COLUMNS: GridColumns = { xs: 1, sm: 2, md: 3 };

/** A responsive list of cards (`<li>` children) in equal columns: the one list-of-cards of the site. */
export function CardGrid({
  children,
  label,
  labelledBy,
  decorative = false,
  columns = DEFAULT_COLUMNS,
  gap = 3,
  id,
  sx,
}: CardGridProps) {
  return (
    <Box
      component="ul"
      id={id}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-hidden={decorative || undefined}
      sx={[
        { listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: gridColumns(columns) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
