import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';

import { homeCopy } from '../content';

import { saveFile } from '@/lib/download';
import { lazyImport } from '@/lib/loading/lazy-import';
import { loadPdfLibrary } from '@/lib/pdf';

// Only a failure needs the alert: its code stays out of the home page's first load.
const BrochureFailedAlert = lazy(
  lazyImport(() =>
    import(/* webpackChunkName: "brochure-failed" */ './brochure-failed-alert').then((module) => ({
      default: module.BrochureFailedAlert,
    })),
  ),
);

/** Makes the company brochure in the browser on click (the PDF library loads only then) and downloads it. */
export function BrochureButton() {
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setPreparing(true);
    setFailed(false);
    try {
      // The brochure's text comes from every page's content: it loads with the PDF library, on demand.
      const [JsPdf, { buildBrochure, BROCHURE_FILE_NAME }] = await Promise.all([
        loadPdfLibrary(),
        import(/* webpackChunkName: "brochure" */ '../brochure'),
      ]);
      saveFile(buildBrochure(JsPdf).output('blob'), BROCHURE_FILE_NAME);
    } catch {
      setFailed(true);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<DownloadIcon aria-hidden="true" />}
        onClick={() => void download()}
        disabled={preparing}
        sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#fff' } }}
      >
        {preparing ? homeCopy.brochurePreparing : homeCopy.brochure}
      </Button>
      {failed && (
        <Suspense fallback={null}>
          <BrochureFailedAlert onClose={() => setFailed(false)} />
        </Suspense>
      )}
    </>
  );
}
