import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';

import { webinarsCopy } from '../content';
import type { Webinar } from '../model';

type RecordingDialogProps = {
  webinar: Webinar | null;
  /** The recordings' embeddable address, from the site configuration. */
  src: string;
  onClose: () => void;
};

/** The embedded recording of a past webinar; MUI's Dialog traps focus and returns it on close. */
export function RecordingDialog({ webinar, src, onClose }: RecordingDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={webinar !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      {webinar && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {webinarsCopy.recordingTitle(webinar.title)}
          </DialogTitle>
          <IconButton
            onClick={onClose}
            aria-label={webinarsCopy.close}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent>
            <Box
              sx={{
                position: 'relative',
                pt: '56.25%',
                bgcolor: 'grey.900',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Box
                component="iframe"
                src={src}
                title={webinarsCopy.recordingTitle(webinar.title)}
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                loading="lazy"
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            </Box>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
