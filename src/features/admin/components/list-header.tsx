import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

import { PageTitle } from '@/components/page-title';

type ListHeaderProps = {
  title: string;
  /** A line on what the list is for, under the heading. */
  help?: string;
  /** The list's action, beside the heading (under it on a phone). */
  action?: ReactNode;
  /** For a screen that moves the focus to its heading (after a row it acted on has gone). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A console list's title (the tab's too, never indexed), its heading, its help and its action. */
export function ListHeader({ title, help, action, headingRef }: ListHeaderProps) {
  return (
    <>
      <PageTitle title={title} noindex />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: help ? 1 : 2,
        }}
      >
        <Typography
          variant="h5"
          component="h2"
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          sx={{ outline: 'none' }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {help && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {help}
        </Typography>
      )}
    </>
  );
}
