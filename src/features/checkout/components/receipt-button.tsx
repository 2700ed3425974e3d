import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { checkoutCopy } from '../content';
import type { PaymentRecord } from '../model';

type ReceiptButtonProps = { record: PaymentRecord; label?: string };

/** Downloads a payment's receipt PDF; the PDF code loads on the first click. */
export function ReceiptButton({ record, label = 'Download receipt' }: ReceiptButtonProps) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const download = async () => {
    setState('working');
    try {
      const { downloadReceipt } = await import(/* webpackChunkName: "receipt" */ '../receipt');
      await downloadReceipt(record);
      setState('idle');
    } catch (error) {
      console.error('Receipt failed', error);
      setState('failed');
    }
  };
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden="true" />}
        onClick={() => void download()}
        disabled={state === 'working'}
      >
        {label}
      </Button>
      {state === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {checkoutCopy.receiptFailed}
        </Alert>
      )}
    </Box>
  );
}
