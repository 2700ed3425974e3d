import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';

import { isPlanActive, useGetAccountPaymentsQuery } from '../account-payments';
import type { AccountPayment, PlanHeld } from '../account-payments';
import { checkoutCopy } from '../content';
import { selectPaymentsOf } from '../ledger-views';
import { checkoutDescription } from '../model';
import type { PaymentRecord } from '../model';

import { ReceiptButton } from './receipt-button';

import { useAppSelector } from '@/app/hooks';
import { selectAccountSub } from '@/lib/account';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { useNow } from '@/lib/use-now';

const onDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => onDay.format(new Date(iso));

type Shown = AccountPayment & { waiting: boolean };

/**
 * The account's payments from the backend (from any device) and this browser's still waiting for their
 * confirmation, each once, newest first. A payment the backend does not list (kept in this browser from
 * before payments belonged to the account) shows too.
 */
export function combinePayments(
  account: readonly AccountPayment[],
  local: readonly (PaymentRecord & { status: string })[],
): Shown[] {
  const byId = new Map<string, Shown>();
  for (const payment of account) byId.set(payment.paymentId, { ...payment, waiting: false });
  for (const entry of local) {
    if (byId.has(entry.paymentId)) continue;
    const { status, ...record } = entry;
    byId.set(entry.paymentId, { ...stripLedger(record), waiting: status === 'pending' });
  }
  return [...byId.values()].sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}

/** The record a receipt prints, without the ledger's own fields. */
function stripLedger(entry: PaymentRecord & Record<string, unknown>): PaymentRecord {
  const { paymentId, orderId, kind, title, period, currency, rate, breakdown, customer, paidAt } = entry;
  return { paymentId, orderId, kind, title, period, currency, rate, breakdown, customer, paidAt };
}

function Plans({ plans }: { plans: readonly PlanHeld[] }) {
  const now = useNow(60_000);
  if (plans.length === 0 || now === null) return null;
  return (
    <Box component="section" aria-labelledby="plans-heading" sx={{ mb: 3 }}>
      <Typography id="plans-heading" variant="h6" component="h3" gutterBottom>
        {checkoutCopy.plansHeading}
      </Typography>
      <Stack
        component="ul"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={checkoutCopy.plansHeading}
      >
        {plans.map((plan) => {
          const active = isPlanActive(plan, now);
          return (
            <Paper
              component="li"
              key={`${plan.kind}:${plan.title}`}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 700, flex: '1 1 12rem' }}>{checkoutDescription(plan)}</Typography>
              <Chip
                size="small"
                color={active ? 'success' : 'default'}
                label={
                  active
                    ? checkoutCopy.planActiveUntil(day(plan.until))
                    : checkoutCopy.planExpiredOn(day(plan.until))
                }
              />
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * Payment History: the signed-in learner's payments on any device, each with its receipt, and the plans
 * they hold with their end dates; this browser's payments still waiting for confirmation are marked so.
 * `labelledBy` names the heading the page around it already shows for this section (the profile's): then
 * the section has no heading of its own, so the page has one "Payment History" heading, not two.
 */
export function PaymentHistory({ labelledBy }: { labelledBy?: string }) {
  const sub = useAppSelector(selectAccountSub);
  const local = useAppSelector((state) => selectPaymentsOf(state, sub));
  const query = useGetAccountPaymentsQuery(sub ?? '', {
    skip: sub === null,
    refetchOnMountOrArgChange: true,
  });
  const { data, error, isLoading, refetch } = query;
  // A payment of this browser that the backend has just confirmed: ask again, so it shows as the account's.
  const waiting = local.filter((entry) => entry.status === 'pending').length;
  useEffect(() => {
    if (sub !== null && waiting === 0 && !isLoading) void refetch();
    // Only when the number of waiting payments changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
  const payments = useMemo(() => combinePayments(data?.payments ?? [], local), [data, local]);

  return (
    <Box component="section" aria-labelledby={labelledBy ?? 'payment-history-heading'}>
      {labelledBy === undefined && (
        <Typography id="payment-history-heading" variant="h5" component="h2" gutterBottom>
          Payment History
        </Typography>
      )}
      {data && <Plans plans={data.plans} />}
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {checkoutCopy.historyRetry}
            </Button>
          }
        >
          {errorMessage(error, checkoutCopy.historyFailed)}
        </Alert>
      )}
      {isLoading && payments.length === 0 ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading payments">
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={112} />
          ))}
        </Stack>
      ) : payments.length === 0 ? (
        !error && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <ReceiptLongIcon color="disabled" aria-hidden="true" />
            <Typography color="text.secondary">{checkoutCopy.historyEmpty}</Typography>
          </Box>
        )
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Payments">
          {payments.map((payment) => (
            <Paper component="li" key={payment.paymentId} variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {checkoutDescription(payment)}
                </Typography>
                {payment.waiting && (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={checkoutCopy.waitingForConfirmation}
                  />
                )}
                {payment.refundedAt !== undefined && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={checkoutCopy.refundedOn(day(payment.refundedAt))}
                  />
                )}
              </Box>
              <Typography>
                {formatMoney(payment.breakdown.total, payment.currency)} paid on {day(payment.paidAt)}
              </Typography>
              {payment.waiting && (
                <Typography variant="body2" color="text.secondary">
                  {checkoutCopy.waitingHint}
                </Typography>
              )}
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
