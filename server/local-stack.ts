/**
 * The local stack on the backend's origin: the company backend as production runs it, and beside it on the
 * same server the stand-ins docs/api.md puts at that origin: the card provider's checkout simulator, the
 * e-mail service and the exchange-rate service. This is
 * the one file that knows both: the backend imports no stand-in and no stand-in imports the backend
 * (.dependency-cruiser.cjs). They meet as Razorpay and a merchant do, over HTTP only: the backend creates
 * each order through the provider's Orders API and asks it about payments and refunds, and the provider posts
 * its webhooks to the backend's endpoint. Nothing of the backend's ledger is handed to the provider.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import {
  buildBackend,
  listenBackend,
  WEBHOOK_PATH,
  type BackendOptions,
  type BuiltBackend,
  type ListenOptions,
  type RunningBackend,
} from './backend/app';
import { takesForm } from './backend/request-guards';
import { mountCardProvider, type CardProvider } from './card-provider/card-provider';
import { PAYMENT_STORE_FILES } from './card-provider/payments';
import type { WebhookTransport } from './card-provider/webhooks';
import { LOCAL_EMAIL } from './config';
import { EMAIL_STORE_FILES, mountEmailService, type EmailService } from './email-service/email-service';
import { exchangeRateRoutes } from './exchange-rate/exchange-rate';
import { isLoopbackHost } from './loopback';

export interface LocalStackOptions extends BackendOptions {
  /** The public keys (EmailJS user_id), service ids and template ids the e-mail stand-in accepts. */
  email?: { publicKeys: string[]; serviceIds: string[]; templateIds: string[] };
  /** How the card provider delivers webhooks: wait before the first attempt, first retry wait. */
  webhookDelivery?: { delayMs: number; retryBaseMs: number };
}

/** The stand-ins mounted beside the backend. */
export interface StandIns {
  cardProvider: CardProvider;
  emailService: EmailService;
}

export interface LocalStack extends BuiltBackend, StandIns {}

export interface RunningLocalStack extends RunningBackend, StandIns {}

/** The stand-ins' files in a data folder: the provider's payments and the OpenID provider's keys. */
const STAND_IN_FILES = [...PAYMENT_STORE_FILES, ...EMAIL_STORE_FILES, 'oidc-keys.json'];

/**
 * Posts to the backend's webhook endpoint: in-process while nothing listens (tests that inject), over HTTP
 * once the server does, as the real provider reaches the merchant.
 */
function webhookLink(app: FastifyInstance) {
  let origin: string | undefined;
  const deliver: WebhookTransport = async ({ body, headers, signal }) => {
    if (!origin) {
      const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
      return response.statusCode;
    }
    const response = await fetch(origin + WEBHOOK_PATH, { method: 'POST', headers, body, signal });
    await response.arrayBuffer();
    return response.status;
  };
  return { deliver, servedAt: (url: string) => void (origin = url) };
}

/** Builds the company backend with the card provider's stand-in beside it (not listening). */
export async function buildLocalStack(
  options: LocalStackOptions,
): Promise<LocalStack & { servedAt: (origin: string) => void }> {
  if (options.production) throw new Error('The stand-ins are never mounted in production.');
  if (options.reset)
    for (const file of STAND_IN_FILES) fs.rmSync(path.join(options.dataDir, file), { force: true });
  const backend = await buildBackend(options);
  const link = webhookLink(backend.app);
  const cardProvider = mountCardProvider(backend.app, {
    dataDir: backend.settings.dataDir,
    keyId: backend.settings.keyId,
    keySecret: backend.settings.keySecret,
    webhookSecret: backend.settings.webhookSecret,
    deliver: link.deliver,
    delivery: options.webhookDelivery ?? { delayMs: 1000, retryBaseMs: 2000 },
    now: backend.now,
  });
  // The rate the backend prices orders with, so the site's estimate and the order agree.
  exchangeRateRoutes(backend.app, { rate: backend.settings.exchangeRate, now: backend.now });
  // On the backend's server, through its request guards: lent its multipart form and its per-client limit.
  const emailService = mountEmailService(backend.app, {
    dataDir: backend.settings.dataDir,
    accepted: options.email ?? {
      publicKeys: ['local-public-key'],
      serviceIds: ['service_local'],
      templateIds: ['template_contact', 'template_order', LOCAL_EMAIL.welcomeTemplateId],
    },
    form: takesForm,
    limit: (tooMany) => backend.limited('email', tooMany),
    now: backend.now,
  });
  return {
    ...backend,
    cardProvider,
    emailService,
    servedAt: (origin) => {
      backend.servedAt(origin);
      link.servedAt(origin);
    },
  };
}

/**
 * Builds the local stack and listens (localhost:4100 by default; port 0 picks a free port), on a loopback
 * address only: the simulator signs payments with the key secret and `/__local` lists every customer, so no
 * other machine may reach them.
 */
export async function startLocalStack(
  options: LocalStackOptions & ListenOptions,
): Promise<RunningLocalStack> {
  const host = options.host ?? 'localhost';
  if (!isLoopbackHost(host))
    throw new Error(
      `The local stand-ins listen on a loopback address only (localhost, 127.0.0.1, ::1), not "${host}".`,
    );
  const stack = await buildLocalStack(options);
  const running = await listenBackend(stack, options);
  return { ...running, cardProvider: stack.cardProvider, emailService: stack.emailService };
}
