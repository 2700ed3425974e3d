import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { floatingAlertSx } from './floating-alert';

import { chunkLoadCopy, currentPage } from '@/lib/loading/chunk-load';

type ReloadNoticeProps = {
  /** `inline` sits in the layout (footer, dialog); `floating` sits over the page under the header. */
  placement?: 'inline' | 'floating';
};

/**
 * Says that part of the site could not be loaded and offers a reload: the fallback of every lazily loaded
 * piece of the shell. Built from components the first load already has, so it can always be shown.
 */
export function ReloadNotice({ placement = 'inline' }: ReloadNoticeProps) {
  return (
    <Box
      role="alert"
      sx={[
        {
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'warning.main',
        },
        placement === 'floating' && floatingAlertSx,
      ]}
    >
      <Typography sx={{ fontWeight: 700 }}>{chunkLoadCopy.title}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {chunkLoadCopy.message}
      </Typography>
      <Button variant="contained" size="small" sx={{ mt: 1.5 }} onClick={() => currentPage.reload()}>
        {chunkLoadCopy.action}
      </Button>
    </Box>
  );
}
