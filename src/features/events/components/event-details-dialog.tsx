import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import { eventsCopy } from '../content';
import { canRegister } from '../model';
import type { EventItem } from '../model';

import { EventDetailsHtml } from './event-details-html';

type EventDetailsDialogProps = { event: EventItem | undefined; onClose: () => void };

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/**
 * The selected event's details and its Register action; MUI returns focus to the card on close. Below `sm`
 * it fills the screen; the details scroll between the title and the actions, so Close and Register stay in
 * view however long the details are.
 */
export function EventDetailsDialog({ event, onClose }: EventDetailsDialogProps) {
  // Keep showing the last event while the dialog fades out after the selection is cleared.
  const [shown, setShown] = useState(event);
  if (event && event !== shown) setShown(event);
  const titleId = useId();
  // The dialog only opens on a click, so the server's "no match" never reaches a visitor's screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Dialog
      open={event !== undefined}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={titleId}
    >
      {shown && <EventDetailsBody key={shown.id} event={shown} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

type EventDetailsBodyProps = { event: EventItem; titleId: string; onClose: () => void };

function EventDetailsBody({ event, titleId, onClose }: EventDetailsBodyProps) {
  // Registration without an external link is only acknowledged: the old site made no call either.
  const [registrationRequested, setRegistrationRequested] = useState(false);

  return (
    <>
      <DialogTitle id={titleId}>{event.title}</DialogTitle>
      <DialogContent dividers data-testid="event-details-scroller">
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {event.date && (
            <Fact icon={<CalendarIcon fontSize="small" aria-hidden="true" />}>{event.date}</Fact>
          )}
          {event.location && (
            <Fact icon={<PlaceIcon fontSize="small" aria-hidden="true" />}>{event.location}</Fact>
          )}
        </Stack>
        <EventDetailsHtml html={event.details} />
      </DialogContent>
      {/* Beside the actions, not at the end of long details: it shows where the visitor just clicked. */}
      {registrationRequested && (
        <Alert severity="success" sx={{ mx: 2, mt: 1.5 }}>
          {eventsCopy.registrationNotice(event.title)}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={onClose}>{eventsCopy.close}</Button>
        {canRegister(event) &&
          (event.link ? (
            <Button
              variant="contained"
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden="true" />}
            >
              {eventsCopy.register}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setRegistrationRequested(true)}>
              {eventsCopy.register}
            </Button>
          ))}
      </DialogActions>
    </>
  );
}
