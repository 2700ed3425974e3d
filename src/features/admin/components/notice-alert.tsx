import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

import { adminFailure } from '../api';

/** What a console screen says after an action: a failure is announced at once, the rest politely. */
export type Notice = { severity: 'success' | 'error' | 'info'; text: string };

type NoticeAlertProps = { notice: Notice | null; onClose?: () => void; sx?: SxProps<Theme> };

export function NoticeAlert({ notice, onClose, sx = { mb: 2 } }: NoticeAlertProps) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
      sx={sx}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}

/** The notice after a call: the failure's message, or the given words of success. */
export const noticeOf = (result: { error: unknown } | { data: unknown }, done: string): Notice =>
  'error' in result
    ? { severity: 'error', text: adminFailure(result.error).message }
    : { severity: 'success', text: done };
