import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import { site } from '@/lib/site';

type LogoProps = { inverted?: boolean; sx?: SxProps<Theme> };

/** The brand mark and word mark, drawn inline so it costs no request. */
export function Logo({ inverted = false, sx }: LogoProps) {
  const ink = inverted ? '#ffffff' : '#0b3954';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: ink, ...sx }}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b3954'} />
        <path
          d="M14 44V20l10 14 8-10 8 10 10-14v24"
          fill="none"
          stroke="#f4a259"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '0.02em', lineHeight: 1 }}
      >
        {site.shortName}
        {/* The space keeps the link's text "MindBridge CONSULTING" (not "MindBridgeCONSULTING") inside its label. */}{' '}
        <Box
          component="span"
          sx={{ display: 'block', fontSize: '0.62rem', fontWeight: 600, letterSpacing: '0.22em' }}
        >
          CONSULTING
        </Box>
      </Box>
    </Box>
  );
}
