import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { adminFailure } from '../api';

import { ErrorState } from '@/components/error-state';

/** One record's screen while it loads: its heading's and its blocks' shapes, announced by the list's name. */
export function ItemLoading({ label, blocks }: { label: string; blocks: number[] }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="text" width="40%" height={40} />
      {blocks.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} sx={{ mt: 2 }} />
      ))}
    </Box>
  );
}

/** One record's call failed: "not found" for a 404 (asking again cannot help), the reason with Try again else. */
export function ItemFailure(props: { title: string; error: unknown; notFound: string; onRetry: () => void }) {
  const failure = adminFailure(props.error);
  return (
    <ErrorState
      title={props.title}
      message={failure.status === 404 ? props.notFound : failure.message}
      {...(failure.status === 404 ? {} : { onRetry: props.onRetry })}
    />
  );
}

type ItemHeaderProps = {
  /** The list the record belongs to: a link back to it above the heading. */
  back: { to: string; label: string };
  title: string;
  titleSx?: SxProps<Theme>;
  /** What shows under the heading. */
  children: ReactNode;
  /** The record's actions, beside the heading (under it on a phone). */
  actions: ReactNode;
};

/** One record's heading: the way back to its list, the record's name with its details, and its actions. */
export function ItemHeader({ back, title, titleSx, children, actions }: ItemHeaderProps) {
  return (
    <>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mb: 1 }}>
        {back.label}
      </Link>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h2"
            sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(titleSx) ? titleSx : [titleSx])]}
          >
            {title}
          </Typography>
          {children}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
    </>
  );
}
