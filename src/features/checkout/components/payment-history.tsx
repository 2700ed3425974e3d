import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { checkoutDescription } from '../model';
import { selectConfirmedPayments } from '../slice';

import { ReceiptButton } from './receipt-button';

import { useAppSelector } from '@/app/hooks';
import { formatMoney } from '@/lib/money';

const paidOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** Payment History: the payments confirmed from this browser, each with its receipt. */
export function PaymentHistory() {
  const payments = useAppSelector(selectConfirmedPayments);
  return (
    <Box component="section" aria-labelledby="payment-history-heading">
      <Typography id="payment-history-heading" variant="h5" component="h2" gutterBottom>
        Payment History
      </Typography>
      {payments.length === 0 ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <ReceiptLongIcon color="disabled" aria-hidden="true" />
          <Typography color="text.secondary">
            No payments yet. Plans and workshops you buy will appear here.
          </Typography>
        </Box>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Payments">
          {payments.map((payment) => (
            <Paper component="li" key={payment.paymentId} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {checkoutDescription(payment)}
              </Typography>
              <Typography>
                {formatMoney(payment.breakdown.total, payment.currency)} paid on{' '}
                {paidOn.format(new Date(payment.paidAt))}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, wordBreak: 'break-all' }}>
                Payment ID {payment.paymentId} · Order ID {payment.orderId}
              </Typography>
              <ReceiptButton record={payment} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
