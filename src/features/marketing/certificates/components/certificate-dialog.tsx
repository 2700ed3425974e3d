import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';

import type { Certificate } from '../api';
import { certificatesCopy as copy } from '../content';

import { CertificateImage } from './certificate-image';

type CertificateDialogProps = {
  certificate: Certificate | undefined;
  onClose: () => void;
};

/** The chosen certificate, larger; MUI returns focus to its card on close. */
export function CertificateDialog({ certificate, onClose }: CertificateDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={Boolean(certificate)} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      {certificate && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {certificate.title}
          </DialogTitle>
          <IconButton
            aria-label={copy.close}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent>
            <CertificateImage
              src={certificate.imageUrl}
              alt={certificate.title}
              testId="certificate-large-image"
            />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
