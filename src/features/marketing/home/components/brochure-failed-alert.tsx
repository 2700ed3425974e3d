import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

import { homeCopy } from '../content';

/** Says the brochure could not be made (the PDF library or the brochure's code did not load). */
export function BrochureFailedAlert({ onClose }: { onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={8000} onClose={onClose}>
      <Alert severity="error" onClose={onClose} variant="filled">
        {homeCopy.brochureFailed}
      </Alert>
    </Snackbar>
  );
}
