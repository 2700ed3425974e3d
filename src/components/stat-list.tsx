import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { gridColumns } from './card-grid';
import type { GridColumns } from './card-grid';

export type Stat = { label: string; value: string };

type StatListProps = {
  stats: readonly Stat[];
  /** Columns per breakpoint. */
  columns: GridColumns;
  /** The figures' font size, per breakpoint. */
  valueSize: { xs: string; sm?: string; md: string };
  /** The space between figures, per breakpoint or for all. */
  gap?: number | { xs: number; sm?: number; md?: number };
  /** Each figure on a pale tile, with its label smaller. */
  tiles?: boolean;
  /** Placement around the list (margins). */
  sx?: SxProps<Theme>;
};

/**
 * Figures with their labels as a description list (`<dt>` label, `<dd>` figure), the figure shown above its
 * label but read after it, centred in equal columns.
 */
export function StatList({ stats, columns, valueSize, gap = 3, tiles = false, sx }: StatListProps) {
  return (
    <Box
      component="dl"
      sx={[
        {
          m: 0,
          display: 'grid',
          gap,
          // A figure keeps its width (`1fr`): a column widens rather than break a number.
          gridTemplateColumns: gridColumns(columns, '1fr'),
          textAlign: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            ...(tiles && { p: { xs: 1, sm: 2 }, borderRadius: 2, bgcolor: 'rgba(8,126,139,0.08)' }),
          }}
        >
          <Typography component="dt" variant={tiles ? 'body2' : 'body1'} color="text.secondary">
            {stat.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: valueSize, fontWeight: 800, color: 'primary.main' }}
          >
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
