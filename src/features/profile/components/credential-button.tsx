import BadgeIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { verifyCopy as copy } from '../content';
import { downloadCredential } from '../credential';

/** Downloads a certificate's Open Badges 3.0 credential, saying what it is and when it could not. */
export function CredentialButton({ id, sx }: { id: string; sx?: SxProps<Theme> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const onClick = async () => {
    setBusy(true);
    setFailure(null);
    setFailure(await downloadCredential(id));
    setBusy(false);
  };
  return (
    <Box sx={sx}>
      <Button
        variant="outlined"
        startIcon={<BadgeIcon />}
        disabled={busy}
        aria-describedby={hintId}
        onClick={() => void onClick()}
      >
        {copy.credential}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {copy.credentialHint}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
