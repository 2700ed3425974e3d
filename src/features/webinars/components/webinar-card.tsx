import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { groupCopy, webinarsCopy } from '../content';
import { webinarBadge, webinarDateLabel, webinarSchedule, webinarStatus } from '../model';
import type { Webinar } from '../model';

import { WebinarImage } from './webinar-image';

import type { WallClock } from '@/lib/time';

export type WebinarActions = {
  onRegisterUnavailable: () => void;
  onAddToCalendar: (webinar: Webinar) => void;
  onViewRecording: (webinar: Webinar) => void;
};

type WebinarCardProps = WebinarActions & {
  webinar: Webinar;
  /** Whether the site has a recordings address configured; without one, nothing offers a broken player. */
  hasRecordings: boolean;
  now: number;
  visitorClock: WallClock | null;
};

/** Badge colours, each pair above 4.5:1 contrast (MUI's warning chip is not). */
const badgeColours = (badge: string) => {
  if (badge === 'LIVE NOW') return { bgcolor: '#b71c1c', color: '#ffffff' };
  if (badge === 'LIVE TODAY') return { bgcolor: '#ffe28a', color: '#5c3d00' };
  if (badge === 'PAST') return { bgcolor: 'grey.200', color: 'grey.800' };
  return { bgcolor: '#dcf2e0', color: '#1b5e20' };
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary', mt: 0.75 }}>
      <Box aria-hidden="true" sx={{ display: 'flex', pt: '2px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Box>
  );
}

/** One webinar: series, badge, date and IST time (and the visitor's), speaker, and what can be done now. */
export function WebinarCard({
  webinar,
  now,
  visitorClock,
  hasRecordings,
  onRegisterUnavailable,
  onAddToCalendar,
  onViewRecording,
}: WebinarCardProps) {
  const status = webinarStatus(webinar, now);
  const badge = webinarBadge(webinar, now);
  const schedule = webinarSchedule(webinar, visitorClock);
  const registerLabel = status === 'live' ? webinarsCopy.joinNow : webinarsCopy.register;

  let actions: ReactNode;
  if (status === 'past') {
    actions =
      webinar.group === 'executive-coaching' ? (
        <WebinarImage src={webinar.image} />
      ) : hasRecordings ? (
        <Button variant="outlined" startIcon={<PlayCircleIcon />} onClick={() => onViewRecording(webinar)}>
          {webinarsCopy.viewRecording}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.75 }}>
          {webinarsCopy.noRecording}
        </Typography>
      );
  } else {
    actions = (
      <>
        {webinar.registrationLink ? (
          <Button
            variant="contained"
            color={status === 'live' ? 'error' : 'primary'}
            href={webinar.registrationLink}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon aria-hidden="true" />}
            aria-label={`${registerLabel} (opens in a new tab)`}
          >
            {registerLabel}
          </Button>
        ) : (
          <Button variant="contained" onClick={onRegisterUnavailable}>
            {registerLabel}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<EventAvailableIcon />}
          onClick={() => onAddToCalendar(webinar)}
        >
          {webinarsCopy.addToCalendar}
        </Button>
      </>
    );
  }

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Chip size="small" label={groupCopy[webinar.group].label} variant="outlined" />
          <Chip size="small" label={badge} sx={{ fontWeight: 700, ...badgeColours(badge) }} />
        </Box>
        <Typography variant="h6" component="h3">
          {webinar.title}
        </Typography>
        <Line icon={<EventIcon />}>{webinarDateLabel(webinar, now)}</Line>
        <Line icon={<ScheduleIcon />}>
          {schedule.ist}
          {schedule.local && (
            <Box component="span" sx={{ display: 'block' }}>
              {webinarsCopy.localTime(schedule.local)}
            </Box>
          )}
        </Line>
        {webinar.speaker && <Line icon={<PersonIcon />}>{webinarsCopy.speaker(webinar.speaker)}</Line>}
        {webinar.description && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {webinar.description}
          </Typography>
        )}
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        {actions}
      </CardActions>
    </Card>
  );
}
