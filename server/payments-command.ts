/**
 * The company's payments command (`npm run payments -- <command>`), run beside the backend on the same data
 * folder (DATA_DIR), as the certificates' one is:
 *
 *   refund <orderId> --reason "why"   refunds a paid order in full at the provider, once (refunds.ts)
 *
 * It asks the provider's API at `RAZORPAY_API_ORIGIN` (locally the simulator, on the running services'
 * origin) with the key id and secret, and records the refund in the backend's ledger; the learner's Payment
 * History says "Refunded on …" and the plan ends from then. The company console will call the same
 * `refundOrder`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { openDatabase } from './backend/db';
import { paymentLedger } from './backend/payment-ledger';
import {
  httpTransport,
  PROVIDER_TIMEOUT_MS,
  providerClient,
  type ProviderClient,
} from './backend/provider-client';
import { refundOrder, type RefundResult } from './backend/refunds';
import { readConfig } from './config';

const USAGE = `Usage:
  npm run payments -- refund order_XXXXXXXXXXXXXX --reason "why it is refunded"`;

const MAX_REASON = 200;

export interface CommandResult {
  status: 0 | 1 | 2;
  output: string;
}

const said = (result: RefundResult): CommandResult => {
  switch (result.status) {
    case 'refunded':
      return {
        status: 0,
        output: `Refunded ${result.orderId} (${result.refundId}) on ${result.refundedAt}.`,
      };
    case 'already refunded':
      return {
        status: 0,
        output: `Already refunded ${result.orderId} (${result.refundId}) on ${result.refundedAt}; nothing changed.`,
      };
    case 'pending':
      return {
        status: 0,
        output: `The provider took the refund of ${result.orderId} (${result.refundId}); it is recorded once processed.`,
      };
    case 'unknown order':
      return { status: 1, output: `No order has the id ${result.orderId}.` };
    case 'not paid':
      return { status: 1, output: `${result.orderId} is not paid: only a paid order can be refunded.` };
    case 'provider failed':
      return {
        status: 1,
        output: `The provider did not refund ${result.orderId}: ${result.message}. Run it again.`,
      };
  }
};

/** Runs one command against the database in `dataDir`, the provider reached through `provider`. */
export async function runPaymentsCommand(
  args: readonly string[],
  dataDir: string,
  provider: ProviderClient,
  now: () => Date = () => new Date(),
): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { reason: { type: 'string' } } });
  } catch (error) {
    return { status: 2, output: `${(error as Error).message}\n${USAGE}` };
  }
  const [command, orderId, ...extra] = parsed.positionals;
  if (command !== 'refund' || orderId === undefined || extra.length > 0) return { status: 2, output: USAGE };
  const reason = parsed.values.reason?.trim() ?? '';
  if (reason.length === 0 || reason.length > MAX_REASON)
    return { status: 2, output: `refund needs --reason "…" (1 to ${MAX_REASON} characters).\n${USAGE}` };
  if (!fs.existsSync(path.join(dataDir, 'backend.sqlite')))
    return { status: 1, output: `There is no backend database in ${dataDir} (DATA_DIR).` };
  const db = openDatabase(dataDir);
  try {
    return said(await refundOrder({ ledger: paymentLedger(db, now), provider }, orderId, reason));
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = readConfig();
  const origin = config.providerApiOrigin ?? `http://localhost:${config.backendPort}`;
  const provider = providerClient({
    credentials: { keyId: config.keyId, keySecret: config.keySecret },
    transport: httpTransport(() => origin),
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  const { status, output } = await runPaymentsCommand(process.argv.slice(2), config.dataDir, provider);
  (status === 0 ? console.log : console.error)(output);
  process.exitCode = status;
}
