import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, memo, useState } from 'react';

import type { Certificate } from '../api';
import { certificatesCopy as copy } from '../content';

import { CertificateImage, certificateImageSx } from './certificate-image';

import { CARD_GRID_FIRST_ROW, CardGrid } from '@/components/card-grid';
import { LazyOverlay } from '@/components/lazy-overlay';
import { lazyImport } from '@/lib/loading/lazy-import';
import { useOnDemand } from '@/lib/loading/use-on-demand';

// The dialog (MUI's Dialog, Modal and focus trap) is not needed until a certificate is opened: it is
// fetched once the grid shows and the browser is idle, or at the first opening.
const loadDialog = () => import(/* webpackChunkName: "certificate-dialog" */ './certificate-dialog');
const CertificateDialog = lazy(
  lazyImport(() => loadDialog().then((module) => ({ default: module.CertificateDialog }))),
);

type CertificateGridProps = { certificates: readonly Certificate[] };

/**
 * The certificates as a grid of cards; a card opens the certificate larger in a dialog. Memoized: the page
 * re-renders while it revalidates, and an unchanged list need not render again.
 */
export const CertificateGrid = memo(function CertificateGrid({ certificates }: CertificateGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = certificates.find((certificate) => certificate.id === openId);
  const dialogMounted = useOnDemand(open !== undefined, true, loadDialog);

  return (
    <>
      <CardGrid label={copy.listLabel}>
        {certificates.map((certificate, index) => (
          <li key={certificate.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {/* The heading holds the button (a button may hold phrasing content only), as an accordion's does. */}
              <Box component="h2" sx={{ m: 0, height: '100%' }}>
                <CardActionArea
                  aria-haspopup="dialog"
                  onClick={() => setOpenId(certificate.id)}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
                >
                  <CertificateImage
                    src={certificate.imageUrl}
                    alt=""
                    testId="certificate-image"
                    priority={index < CARD_GRID_FIRST_ROW}
                  />
                  <Typography
                    variant="subtitle1"
                    component="span"
                    sx={{ display: 'block', p: 2, fontWeight: 600, flex: 1 }}
                  >
                    {certificate.title}
                  </Typography>
                </CardActionArea>
              </Box>
            </Card>
          </li>
        ))}
      </CardGrid>
      {dialogMounted && (
        <LazyOverlay>
          <CertificateDialog certificate={open} onClose={() => setOpenId(null)} />
        </LazyOverlay>
      )}
    </>
  );
});

/** Card-shaped placeholders while the certificates load, with the spec's loading text. */
export function CertificateGridSkeleton() {
  return (
    <div role="status">
      <Typography sx={{ mb: 2 }}>{copy.loading}</Typography>
      <CardGrid decorative>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <li key={key}>
            <Skeleton variant="rounded" sx={{ ...certificateImageSx, height: 'auto' }} />
            <Skeleton variant="text" sx={{ mt: 1, mx: 2, height: 32 }} />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
