/**
 * The card provider's stand-in, mounted beside the company backend on the local origin (docs/api.md fixes
 * its URLs there). It meets the backend where Razorpay meets a merchant, and nowhere else:
 * - it learns of an order only from the merchant's call to its Orders API (`POST /v1/orders`);
 * - it tells the merchant of each payment by posting signed webhooks (`WebhookTransport`, over HTTP);
 * - the backend reaches it over HTTP only: the checkout script and its calls, the orders API.
 * It shares no table and no function with the backend: its orders, payments and refunds are its own
 * (payments.ts).
 */
import type { FastifyInstance } from 'fastify';

import { controlRoutes } from './controls';
import { openPaymentStore, type PaymentStore } from './payments';
import { simulatorRoutes } from './simulator';
import { WebhookDispatcher, type WebhookTransport } from './webhooks';

export interface CardProviderOptions {
  /** Where its own store (orders, payments, refunds) lives. */
  dataDir: string;
  /** The merchant's public key id, key secret (signs payments) and webhook secret (signs webhooks). */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Posts one signed webhook to the merchant's endpoint. */
  deliver: WebhookTransport;
  /** Wait before the first attempt, and before the first retry (each further one twice as long). */
  delivery: { delayMs: number; retryBaseMs: number };
  now?: () => Date;
}

export interface CardProvider {
  /** Its webhook delivery (tests change the rules and wait for it to settle). */
  webhooks: WebhookDispatcher;
  /** The payments it took. */
  payments: PaymentStore;
}

/** Registers the simulator's routes and controls on `app`; closes its deliveries and store with `app`. */
export function mountCardProvider(app: FastifyInstance, options: CardProviderOptions): CardProvider {
  const payments = openPaymentStore(options.dataDir);
  const webhooks = new WebhookDispatcher({
    secret: options.webhookSecret,
    defaults: { delayMs: options.delivery.delayMs },
    retryBaseMs: options.delivery.retryBaseMs,
  });
  webhooks.connect(options.deliver);
  // Deliveries stop before the server does, so nothing is sent to a closing server.
  app.addHook('preClose', async () => webhooks.close());
  app.addHook('onClose', async () => payments.close());
  simulatorRoutes(app, {
    keyId: options.keyId,
    keySecret: options.keySecret,
    payments,
    webhooks,
    now: options.now ?? (() => new Date()),
  });
  controlRoutes(app, { payments, webhooks });
  return { webhooks, payments };
}
