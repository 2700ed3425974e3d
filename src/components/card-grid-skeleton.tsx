import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

import { CardGrid } from './card-grid';

type CardGridSkeletonProps = {
  /** What the loading status is called (the list's own loading text). */
  label: string;
  /** The height of the cards' picture, as the real cards have it. */
  imageHeight: number;
  /** The width of the card's action button. */
  actionWidth: number;
  /** The text lines of one card, shaped like the real card's. */
  lines: ReactNode;
  count?: number;
};

/** Placeholders shaped like a grid's cards while its list loads: picture, text lines and an action. */
export function CardGridSkeleton({
  label,
  imageHeight,
  actionWidth,
  lines,
  count = 6,
}: CardGridSkeletonProps) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      <CardGrid decorative>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card variant="outlined">
              <Skeleton variant="rectangular" height={imageHeight} />
              <CardContent>{lines}</CardContent>
              <Box sx={{ px: 2, pb: 2 }}>
                <Skeleton variant="rounded" width={actionWidth} height={36} />
              </Box>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
