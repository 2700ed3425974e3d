import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

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
