import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { loadEventHtmlSanitizer } from '../sanitizer';

import { ReloadNotice } from '@/components/reload-notice';
import { isChunkLoadError } from '@/lib/loading/chunk-load';

type Sanitized = { source: string; clean: string | null; missingCode?: boolean };

/** An event's details: the backend's HTML, shown only once DOMPurify has cleaned it. */
export function EventDetailsHtml({ html }: { html: string }) {
  const [sanitized, setSanitized] = useState<Sanitized | null>(null);

  useEffect(() => {
    let active = true;
    loadEventHtmlSanitizer().then(
      (sanitize) => active && setSanitized({ source: html, clean: sanitize(html) }),
      (error: unknown) =>
        active && setSanitized({ source: html, clean: null, missingCode: isChunkLoadError(error) }),
    );
    return () => {
      active = false;
    };
  }, [html]);

  if (sanitized?.source !== html) {
    return (
      <Box aria-hidden="true">
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </Box>
    );
  }
  if (sanitized.clean === null) {
    // The sanitizer's code did not arrive: another try in this page may fail the same way, a reload will not.
    if (sanitized.missingCode) return <ReloadNotice />;
    return <Typography color="text.secondary">The details could not be loaded. Please try again.</Typography>;
  }
  return (
    <Box
      data-testid="event-details"
      // Sanitized above: scripts, handlers, frames, SVG and javascript: links are gone.
      dangerouslySetInnerHTML={{ __html: sanitized.clean }}
      sx={{ '& a': { color: 'primary.main' }, '& ul': { pl: 3 }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
    />
  );
}
