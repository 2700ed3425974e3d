import { isRecord } from '@/lib/loose-payload';

/**
 * The ledger as persisted before version 3 (handled ids, an outbox and a confirmed list side by side) in
 * today's shape: every payment under its id with its status. Anything else is returned as it is, for the
 * shape guard to judge. Only the reading of an old stored state needs it (app/legacy-read.ts), not every page.
 */
export function ledgerFromVersion2(value: unknown): unknown {
  if (!isRecord(value) || !Array.isArray(value.outbox) || !Array.isArray(value.confirmed)) return value;
  const payments: Record<string, unknown> = {};
  for (const payment of value.confirmed) {
    if (isRecord(payment) && typeof payment.paymentId === 'string')
      payments[payment.paymentId] = { ...payment, status: 'confirmed' };
  }
  for (const pending of value.outbox) {
    if (isRecord(pending) && typeof pending.paymentId === 'string')
      payments[pending.paymentId] ??= { ...pending, status: 'pending' };
  }
  return { payments };
}
