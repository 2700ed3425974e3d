import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';

import { BROCHURE_FILE_NAME, buildBrochure } from '../brochure';
import { homeCopy } from '../content/home';

import { saveFile } from '@/lib/download';
import { loadPdfLibrary } from '@/lib/pdf';

/** Makes the company brochure in the browser on click (the PDF library loads only then) and downloads it. */
export function BrochureButton() {
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setPreparing(true);
    setFailed(false);
    try {
      const JsPdf = await loadPdfLibrary();
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
      <Snackbar open={failed} autoHideDuration={8000} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)} variant="filled">
          {homeCopy.brochureFailed}
        </Alert>
      </Snackbar>
    </>
  );
}
