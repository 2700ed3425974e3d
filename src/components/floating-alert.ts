import type { Theme } from '@mui/material/styles';

/**
 * Where a notice about the whole page floats: under the header, at the right on wider screens and across the
 * width on a phone, above the content. The chunk-load notice and a failed Login from the header both use it.
 */
export const floatingAlertSx = {
  position: 'fixed',
  top: { xs: 72, md: 84 },
  right: { xs: 8, sm: 16 },
  left: { xs: 8, sm: 'auto' },
  maxWidth: { sm: 440 },
  zIndex: (theme: Theme) => theme.zIndex.snackbar,
  boxShadow: 6,
} as const;
