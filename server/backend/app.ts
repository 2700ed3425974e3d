import fs from 'node:fs';
import path from 'node:path';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';

import {
  DEFAULT_KEY_ID,
  DEFAULT_KEY_SECRET,
  DEFAULT_NEWSLETTER_TOKEN_SECRET,
  DEFAULT_WEBHOOK_SECRET,
  LOCAL_EMAIL,
} from '../config';
import { isLoopbackHost } from '../loopback';

import type { KindName } from './admin/kinds';
import { adminRoutes } from './admin/routes';
import { walCheckpointer } from './checkpointer';
import { endConnectionsOnClose } from './closing-connections';
import type { BackendContext, BackendSettings } from './context';
import { LOCAL_SIGNING_KEY_FILE } from './credential-signing';
import { isBusy, openDatabase, type Db } from './db';
import { learnerAccounts } from './learner-accounts';
import { learnerAuth } from './learner-auth';
import { learnerPayments } from './learner-payments';
import { backendLogger, type BackendLogger } from './logging';
import { welcomeMailer, type EmailTransport, type WelcomeMailer } from './newsletter-mail';
import { newsletterSubscriptions, unsubscribeTokens } from './newsletter-subscriptions';
import { openApi } from './openapi';
import { paymentLedger, type PaymentLedger } from './payment-ledger';
import { playerCourseStore, seedPlayerCourses } from './player-courses';
import { progressStore } from './progress-store';
import {
  httpTransport,
  PROVIDER_TIMEOUT_MS,
  providerClient,
  type ProviderClient,
  type ProviderTransport,
} from './provider-client';
import { DEFAULT_RATE_LIMITS, rateLimiting, type LimitedTo } from './rate-limits';
import { createReconciler, type Reconciler } from './reconciler';
import { settleRefunds } from './refunds';
import { guardRequests } from './request-guards';
import { articleRoutes } from './routes/articles';
import { certificateRoutes } from './routes/certificates';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { localRoutes } from './routes/local';
import { localEditRoutes } from './routes/local-edits';
import { meRoutes } from './routes/me';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { playerCourseReadRoutes } from './routes/player-courses';
import { webhookRoutes } from './routes/webhook';
import { isSeeded, seedDatabase, UPLOAD_FOLDERS } from './seed';
import { schemaValidator } from './wire-schema';

export interface BackendOptions extends Partial<Omit<BackendSettings, 'dataDir'>> {
  dataDir: string;
  /** Delete the data folder first, so the database is created and seeded afresh. */
  reset?: boolean;
  now?: () => Date;
  /** Structured logs (logging.ts); none by default. */
  logger?: BackendLogger;
  /** The proxies whose X-Forwarded-For names the client (nginx); none trusted by default. */
  trustProxy?: string[];
  /** Lets tests change the content through `/__local/events` and `/__local/courses` (routes/local-edits.ts). */
  testEdits?: boolean;
  /** Called after a console write that changes what the public pages show (the page refresh, debounced). */
  onPublicChange?: (kind: KindName) => void;
}

export interface BuiltBackend {
  app: FastifyInstance;
  db: Db;
  settings: BackendSettings;
  /** Whether this start created and seeded the database. */
  seeded: boolean;
  /** The clock the backend was built with. */
  now: () => Date;
  /** The one record of orders and payments. */
  ledger: PaymentLedger;
  reconciler: Reconciler;
  /** The card provider's API client (orders, payments, refunds). */
  provider: ProviderClient;
  /** Route options that count a route's requests against the client's allowance in a group. */
  limited: LimitedTo;
  /** Starts looking up refunds the provider took but never reported (with the reconciler, once listening). */
  startRefunds: () => void;
  /** Once listening: the reconciler reaches the provider's API at this origin when none is configured. */
  servedAt: (origin: string) => void;
  /** Every route registered, as `METHOD /url` (fastify's onRoute): what the bad-input tests must cover. */
  routes: string[];
  /** The newsletter's welcome e-mails, sent after the subscription is stored (tests wait for `settled`). */
  mail: Pick<WelcomeMailer, 'settled'>;
}

export const WEBHOOK_PATH = '/api/razorpay-webhook.php';

const JSON_BODY_LIMIT = 16 * 1024;

/** Removes the database and uploads of a data folder (only the files this backend creates). */
export function resetDataDir(dataDir: string): void {
  for (const file of ['backend.sqlite', 'backend.sqlite-wal', 'backend.sqlite-shm', LOCAL_SIGNING_KEY_FILE]) {
    fs.rmSync(path.join(dataDir, file), { force: true });
  }
  fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
}

/** Builds the company backend (not listening): migrates and, on first start, seeds the database. */
export async function buildBackend(options: BackendOptions): Promise<BuiltBackend> {
  const settings: BackendSettings = {
    dataDir: options.dataDir,
    production: options.production ?? false,
    siteOrigins: options.siteOrigins ?? ['http://localhost:8080', 'http://localhost:4173'],
    keySecret: options.keySecret ?? DEFAULT_KEY_SECRET,
    keyId: options.keyId ?? DEFAULT_KEY_ID,
    webhookSecret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
    providerApiOrigin: options.providerApiOrigin,
    providerTimeoutMs: options.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS,
    exchangeRate: options.exchangeRate ?? 85.5,
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    reconcile: options.reconcile ?? { afterMs: 300_000, everyMs: 60_000 },
    learnerAuth: options.learnerAuth ?? {
      issuer: 'http://localhost:4200',
      audience: 'http://localhost:4100',
    },
    certificates: options.certificates ?? {
      siteOrigin: options.siteOrigins?.[0] ?? 'http://localhost:8080',
      apiOrigin: 'http://localhost:4100',
    },
    newsletter: options.newsletter ?? { tokenSecret: DEFAULT_NEWSLETTER_TOKEN_SECRET },
    emailService: options.emailService ?? { ...LOCAL_EMAIL },
  };
  if (settings.webhookSecret === settings.keySecret)
    throw new Error('The webhook secret must differ from the key secret.');
  if (settings.production && options.testEdits)
    throw new Error('The test-only content edits are never mounted in production.');
  const now = options.now ?? (() => new Date());
  if (options.reset) resetDataDir(settings.dataDir);
  const db = openDatabase(settings.dataDir);
  const seeded = !isSeeded(db);
  if (seeded) seedDatabase(db, settings.dataDir, now());
  // Also for a database seeded before the player's courses were content (migration 14).
  seedPlayerCourses(db, now());

  const app = Fastify({
    logger: options.logger ?? backendLogger({ level: 'silent' }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
  });
  // Every route's schema is checked by TypeBox (wire-schema.ts), its refusals worded for people.
  app.setValidatorCompiler(schemaValidator);
  // A close (SIGTERM, a test's stop) ends as soon as the requests in flight are answered.
  endConnectionsOnClose(app);
  const routes: string[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const verb of [method].flat()) routes.push(`${verb} ${url}`);
  });
  const ledger = paymentLedger(db, now);
  const link = selfLink(app);
  const configuredOrigin = settings.providerApiOrigin;
  const provider = providerClient({
    credentials: settings,
    transport: configuredOrigin ? httpTransport(() => configuredOrigin) : link.transport,
    timeoutMs: settings.providerTimeoutMs,
  });
  const reconciler = createReconciler({
    db,
    ledger,
    now,
    afterMs: settings.reconcile.afterMs,
    everyMs: settings.reconcile.everyMs,
    ...(settings.reconcile.windowMs === undefined ? {} : { windowMs: settings.reconcile.windowMs }),
    ...(settings.reconcile.maxPerRun === undefined ? {} : { maxPerRun: settings.reconcile.maxPerRun }),
    lookup: (orderId, signal) => provider.orderPayments(orderId, signal),
    // Into the structured logs where there are any (production); on the console otherwise.
    ...(options.logger
      ? { warn: (message: string) => app.log.warn({ component: 'reconciler' }, message) }
      : {}),
  });
  // Refunds claimed but never recorded (no answer, no webhook) are looked up on the reconciler's beat.
  let refundTimer: ReturnType<typeof setInterval> | undefined;
  const refundControl = new AbortController();
  const settlePendingRefunds = () =>
    void settleRefunds({ ledger, provider }, refundControl.signal).catch((error: unknown) =>
      app.log.warn(
        { component: 'reconciler' },
        `refunds: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  const mailer = welcomeMailer({
    settings: settings.emailService,
    origins: settings.certificates,
    transport: emailTransport(app, settings.emailService.origin, link.origin),
    warn: (message) => app.log.warn({ component: 'newsletter' }, message),
  });
  // Timers stop before the server does, so nothing is asked of a closing server; e-mails on their way are
  // answered first.
  app.addHook('preClose', async () => {
    reconciler.stop();
    if (refundTimer) clearInterval(refundTimer);
    refundControl.abort();
    await mailer.settled();
  });
  // Checkpoints run in a worker thread, so no request waits for one (checkpointer.ts).
  const checkpoints = walCheckpointer(db);
  app.addHook('onClose', async () => {
    await checkpoints.close();
    db.close();
  });

  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && settings.siteOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await guardRequests(app);
  await openApi(app);
  const limited = await rateLimiting(app, settings.rateLimits);
  const context: BackendContext = {
    db,
    settings,
    now,
    ledger,
    reconciler,
    provider,
    limited,
    learnerAuth: learnerAuth(settings.learnerAuth),
    accounts: learnerAccounts(db, now),
    progress: progressStore(db),
    payments: learnerPayments(db),
    playerCourses: playerCourseStore(db, now),
    newsletter: {
      subscriptions: newsletterSubscriptions(db, now),
      tokens: unsubscribeTokens(settings.newsletter.tokenSecret),
      mailer,
    },
  };
  app.decorateRequest('learner', null);
  await app.register(fastifyStatic, {
    root: path.join(settings.dataDir, 'uploads'),
    prefix: '/admin/uploads/',
    allowedPath: (pathName) => UPLOAD_FOLDERS.some((folder) => pathName.startsWith(`/${folder}/`)),
    index: false,
    list: false,
    dotfiles: 'deny',
    // Our own Cache-Control below, not send's `max-age=0`, which would replace it.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      // The console's uploads are named by their content (admin/uploads.ts): they never change.
      res.setHeader(
        'Cache-Control',
        /^[0-9a-f]{16}(-\d+)?\.[a-z0-9]+$/.test(path.basename(filePath))
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Another process holds the database (a backup, a second server): the client may try again shortly.
    if (isBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply.code(503).header('Retry-After', '1').send({ message: 'Busy. Try again in a moment.' });
    }
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const message = status === 500 ? 'Internal Server Error' : error.message;
    // A refused confirmation carries a status the browser reads; a server error stays one it retries.
    const confirmation = request.url.startsWith('/api/') && request.url.includes('-confirmation.php');
    return reply
      .code(status)
      .send(confirmation && status < 500 ? { status: 'invalid request', message } : { message });
  });

  contentRoutes(app, context);
  articleRoutes(app, context);
  healthRoutes(app, context);
  newsletterRoutes(app, context);
  orderRoutes(app, context);
  meRoutes(app, context);
  playerCourseReadRoutes(app, context);
  adminRoutes(app, context, options.onPublicChange ? { onPublicChange: options.onPublicChange } : {});
  await certificateRoutes(app, context);
  await webhookRoutes(app, context);
  // The controls for tests exist only on a developer's machine.
  if (!settings.production) {
    localRoutes(app, context);
    if (options.testEdits) localEditRoutes(app, context);
  }
  return {
    app,
    db,
    settings,
    seeded,
    now,
    ledger,
    reconciler,
    provider,
    limited,
    servedAt: link.servedAt,
    startRefunds: () => {
      refundTimer ??= setInterval(settlePendingRefunds, settings.reconcile.everyMs);
      refundTimer.unref();
    },
    routes,
    mail: { settled: mailer.settled },
  };
}

/**
 * How the backend reaches the e-mail service: at its configured origin, else at this server's own (the local
 * stack mounts the stand-in there), in-process while the server is not listening (tests that inject).
 */
function emailTransport(
  app: FastifyInstance,
  configured: string | undefined,
  selfOrigin: () => string | undefined,
): EmailTransport {
  return async ({ path: url, body, signal }) => {
    const origin = configured ?? selfOrigin();
    const headers = { 'content-type': 'application/json' };
    if (!origin) {
      const response = await app.inject({ method: 'POST', url, headers, payload: body });
      return { status: response.statusCode, text: response.body };
    }
    const response = await fetch(origin + url, { method: 'POST', headers, body, signal });
    return { status: response.status, text: await response.text() };
  };
}

/**
 * How the backend reaches the provider's API when no origin is configured: at this server's own origin,
 * where the local stack mounts the simulator (server/local-stack.ts). In-process while the backend is not
 * listening (tests that inject), over HTTP once it is, as it reaches Razorpay.
 */
function selfLink(app: FastifyInstance) {
  let origin: string | undefined;
  const overHttp = httpTransport(() => origin);
  const transport: ProviderTransport = async (request) => {
    if (origin) return overHttp(request);
    const { method, path: url, headers, body, signal } = request;
    const injected = app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
    const aborted = new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const response = await Promise.race([injected, aborted]);
    let parsed: unknown;
    try {
      parsed = response.json<unknown>();
    } catch {
      parsed = undefined;
    }
    return { status: response.statusCode, body: parsed };
  };
  return { transport, origin: () => origin, servedAt: (url: string) => void (origin = url) };
}

export interface RunningBackend extends BuiltBackend {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Where a backend listens: `host` (localhost by default) and `port` (4100; 0 picks a free port). */
export interface ListenOptions {
  port?: number;
  host?: string;
}

/** Builds the backend and listens. */
export async function startBackend(options: BackendOptions & ListenOptions): Promise<RunningBackend> {
  return listenBackend(await buildBackend(options), options);
}

/** Listens with a built backend (and whatever was mounted beside it), then starts its reconciler. */
export async function listenBackend(built: BuiltBackend, options: ListenOptions): Promise<RunningBackend> {
  const host = options.host ?? 'localhost';
  // Outside production `/__local/*` lists every customer: such a backend is reached from this machine only.
  if (!built.settings.production && !isLoopbackHost(host)) {
    await built.app.close();
    throw new Error(
      `Outside production the backend listens on a loopback address only (localhost, 127.0.0.1, ::1), not "${host}".`,
    );
  }
  try {
    await built.app.listen({ port: options.port ?? 4100, host });
  } catch (error) {
    await built.app.close();
    throw error;
  }
  const address = built.app.addresses()[0];
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 4100);
  // Where the backend reaches itself (the reconciler's lookups, locally).
  const selfHost = host === 'localhost' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;
  built.servedAt(url);
  built.reconciler.start();
  built.startRefunds();
  return { ...built, port, url, close: () => built.app.close() };
}
