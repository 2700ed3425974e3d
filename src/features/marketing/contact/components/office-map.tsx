import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

import { contactCopy } from '../content';

import { VisuallyHidden } from '@/components/visually-hidden';
import { office } from '@/lib/site-office';

/**
 * The office on an embedded map. The frame loads only near the viewport; under it a plain link opens the
 * map where frames cannot load (blocked, offline, no third-party content).
 */
export function OfficeMap() {
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '4 / 3', md: '16 / 7' },
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: '#e3edf2',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box
          component="iframe"
          title={contactCopy.mapTitle}
          src={office.map.embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Link
        href={office.map.link}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5, fontWeight: 700 }}
      >
        <MapOutlinedIcon aria-hidden="true" fontSize="small" />
        {contactCopy.mapLink}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    </Box>
  );
}
