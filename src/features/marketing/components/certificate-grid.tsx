import CloseIcon from '@mui/icons-material/Close';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import type { Certificate } from '../certificates-api';
import { certificatesCopy as copy } from '../content/certificates';

import { FallbackImage } from '@/components/fallback-image';

/** Certificates are drawn landscape; cards and dialog keep that shape so nothing jumps as images load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;
const thumbSx = {
  width: '100%',
  height: 'auto',
  aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
  objectFit: 'contain',
};
const placeholderIcon = <WorkspacePremiumOutlinedIcon sx={{ fontSize: 64 }} />;
const gridItem = { xs: 12, sm: 6, md: 4 } as const;

type CertificateGridProps = {
  certificates: readonly Certificate[];
  imageUrl: (certificate: Certificate) => string | null;
};

/** The certificates as a grid of cards; a card opens the certificate larger in a dialog. */
export function CertificateGrid({ certificates, imageUrl }: CertificateGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = certificates.find((certificate) => certificate.id === openId);
  const titleId = useId();

  return (
    <>
      <Grid
        container
        spacing={3}
        component="ul"
        aria-label={copy.listLabel}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {certificates.map((certificate) => (
          <Grid key={certificate.id} component="li" size={gridItem}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                aria-haspopup="dialog"
                onClick={() => setOpenId(certificate.id)}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
              >
                <FallbackImage
                  src={imageUrl(certificate)}
                  alt=""
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  testId="certificate-image"
                  placeholder={placeholderIcon}
                  sx={thumbSx}
                />
                <Typography variant="subtitle1" component="h2" sx={{ p: 2, fontWeight: 600, flex: 1 }}>
                  {certificate.title}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Dialog
        open={Boolean(open)}
        onClose={() => setOpenId(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        {open && (
          <>
            <DialogTitle id={titleId} sx={{ pr: 7 }}>
              {open.title}
            </DialogTitle>
            <IconButton
              aria-label={copy.close}
              onClick={() => setOpenId(null)}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
            <DialogContent>
              <FallbackImage
                src={imageUrl(open)}
                alt={open.title}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                testId="certificate-large-image"
                placeholder={placeholderIcon}
                sx={thumbSx}
              />
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  );
}

/** Card-shaped placeholders while the certificates load, with the spec's loading text. */
export function CertificateGridSkeleton() {
  return (
    <div role="status">
      <Typography sx={{ mb: 2 }}>{copy.loading}</Typography>
      <Grid container spacing={3} aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Grid key={key} size={gridItem}>
            <Skeleton variant="rounded" sx={{ ...thumbSx, height: 'auto' }} />
            <Skeleton variant="text" sx={{ mt: 1, mx: 2, height: 32 }} />
          </Grid>
        ))}
      </Grid>
    </div>
  );
}
