import SensorsIcon from '@mui/icons-material/Sensors';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import { webinarsCopy } from '../content';

/** The "Happening Today" banner with the number of sessions live right now; nothing when none is. */
export function HappeningToday({ liveCount }: { liveCount: number }) {
  if (liveCount === 0) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      icon={<SensorsIcon />}
      sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-message': { py: 0.5 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>{webinarsCopy.happeningToday}</AlertTitle>
      <span>{webinarsCopy.liveSessions(liveCount)}</span>
    </Alert>
  );
}
