import fs from 'node:fs';
import path from 'node:path';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';

import type { BackendContext, BackendSettings } from './context';
import { openDatabase, type Db } from './db';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { emailRoutes } from './routes/email';
import { localRoutes } from './routes/local';
import { localEditRoutes } from './routes/local-edits';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { isSeeded, seedDatabase, UPLOAD_FOLDERS } from './seed';

export interface BackendOptions extends Partial<Omit<BackendSettings, 'dataDir'>> {
  dataDir: string;
  /** Delete the data folder first, so the database is created and seeded afresh. */
  reset?: boolean;
  now?: () => Date;
  logger?: boolean;
  /** Lets tests change the content through `/__local/events` and `/__local/courses` (routes/local-edits.ts). */
  testEdits?: boolean;
}

export interface BuiltBackend {
  app: FastifyInstance;
  db: Db;
  settings: BackendSettings;
  /** Whether this start created and seeded the database. */
  seeded: boolean;
}

const JSON_BODY_LIMIT = 16 * 1024;

/** Removes the database and uploads of a data folder (only the files this backend creates). */
export function resetDataDir(dataDir: string): void {
  for (const file of ['backend.sqlite', 'backend.sqlite-wal', 'backend.sqlite-shm', 'oidc-keys.json']) {
    fs.rmSync(path.join(dataDir, file), { force: true });
  }
  fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
}

/** Builds the company backend (not listening): migrates and, on first start, seeds the database. */
export async function buildBackend(options: BackendOptions): Promise<BuiltBackend> {
  const settings: BackendSettings = {
    dataDir: options.dataDir,
    siteOrigins: options.siteOrigins ?? ['http://localhost:8080', 'http://localhost:4173'],
    keySecret: options.keySecret ?? 'local-razorpay-key-secret-not-for-production',
    keyId: options.keyId ?? 'rzp_test_local',
    exchangeRate: options.exchangeRate ?? 85.5,
    emailRateLimit: options.emailRateLimit ?? { max: 10, windowMs: 60_000 },
    email: options.email ?? {
      publicKeys: ['local-public-key'],
      serviceIds: ['service_local'],
      templateIds: ['template_contact', 'template_order'],
    },
  };
  const now = options.now ?? (() => new Date());
  if (options.reset) resetDataDir(settings.dataDir);
  const db = openDatabase(settings.dataDir);
  const seeded = !isSeeded(db);
  if (seeded) seedDatabase(db, settings.dataDir, now());

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: JSON_BODY_LIMIT });
  app.addHook('onClose', async () => db.close());
  const context: BackendContext = { db, settings, now };

  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && settings.siteOrigins.includes(origin)),
    methods: ['GET', 'POST'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 30, fieldSize: 8 * 1024, files: 0, parts: 30, headerPairs: 100 },
  });
  await app.register(fastifyStatic, {
    root: path.join(settings.dataDir, 'uploads'),
    prefix: '/admin/uploads/',
    allowedPath: (pathName) => UPLOAD_FOLDERS.some((folder) => pathName.startsWith(`/${folder}/`)),
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error(error);
    const message = status === 500 ? 'Internal Server Error' : error.message;
    const confirmation = request.url.startsWith('/api/') && request.url.includes('-confirmation.php');
    return reply.code(status).send(confirmation ? { status: 'invalid request', message } : { message });
  });

  contentRoutes(app, context);
  newsletterRoutes(app, context);
  orderRoutes(app, context);
  checkoutRoutes(app, context);
  emailRoutes(app, context);
  localRoutes(app, context);
  if (options.testEdits) localEditRoutes(app, context);
  return { app, db, settings, seeded };
}

export interface RunningBackend extends BuiltBackend {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Builds the backend and listens on localhost (port 0 picks a free port). */
export async function startBackend(
  options: BackendOptions & { port?: number; host?: string },
): Promise<RunningBackend> {
  const built = await buildBackend(options);
  try {
    await built.app.listen({ port: options.port ?? 4100, host: options.host ?? 'localhost' });
  } catch (error) {
    await built.app.close();
    throw error;
  }
  const address = built.app.addresses()[0];
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 4100);
  return { ...built, port, url: `http://localhost:${port}`, close: () => built.app.close() };
}
