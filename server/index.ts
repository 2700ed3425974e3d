/**
 * Starts the local services in one process: the company backend with the stand-ins the contract puts on its
 * origin (local-stack.ts) on BACKEND_PORT (4100), and the OpenID provider on OIDC_PORT (4200).
 * `--reset` deletes the database and uploads first, so they are created and seeded afresh.
 *
 * With NODE_ENV=production it starts the company backend alone, as deploy/mindbridge-backend.service runs
 * it: real secrets or no start (config.ts), no simulator or local control, structured logs.
 */

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { pageRefresh } from './backend/admin/page-refresh';
import { startBackend, type BackendOptions, type RunningBackend } from './backend/app';
import { backendLogger } from './backend/logging';
import { readConfig, SERVER_DIR, type ServicesConfig } from './config';
import { startLocalStack } from './local-stack';
import { startOidcProvider, type RunningOidcProvider } from './oidc/oidc-provider';

export { startBackend } from './backend/app';
export { startOidcProvider } from './oidc/oidc-provider';

export interface RunningServices {
  backend: RunningBackend;
  oidc: RunningOidcProvider;
  close: () => Promise<void>;
}

/**
 * The console's public changes render the data pages of the build in `dist/` again (`npm run refresh-pages`),
 * debounced (backend/admin/page-refresh.ts), when there is a build; the timer of deploy/README.md stays the
 * safety net.
 */
function refreshBuiltPages() {
  const root = path.dirname(SERVER_DIR);
  const refresh = pageRefresh({
    render: () =>
      new Promise<void>((resolve, reject) => {
        if (!fs.existsSync(path.join(root, 'dist', 'prerender-manifest.json'))) return resolve();
        const child = spawn(process.execPath, ['--import', 'tsx', 'renderer/refresh-pages.ts'], {
          cwd: root,
          stdio: 'inherit',
        });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`refresh-pages exited ${code}`)),
        );
      }),
    onError: (error) => console.error(`[services] page refresh: ${String(error)}`),
  });
  return () => refresh.changed();
}

/** The company backend's options, as configured (production or local). */
function backendOptions(config: ServicesConfig, reset = false): BackendOptions {
  return {
    production: config.production,
    dataDir: config.dataDir,
    siteOrigins: config.siteOrigins,
    keyId: config.keyId,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    providerApiOrigin: config.providerApiOrigin,
    trustProxy: config.trustProxy,
    logger: backendLogger({ level: config.logLevel }),
    exchangeRate: config.exchangeRate,
    rateLimits: config.rateLimits,
    reconcile: config.reconcile,
    testEdits: config.testEdits,
    learnerAuth: { issuer: config.oidcIssuer, audience: config.apiAudience },
    certificates: config.certificates,
    newsletter: config.newsletter,
    emailService: config.email,
    onPublicChange: refreshBuiltPages(),
    reset,
  };
}

/** Starts the local services; on failure nothing is left listening. */
export async function startServices(config: ServicesConfig, reset = false): Promise<RunningServices> {
  const backend = await startLocalStack({
    ...backendOptions(config, reset),
    webhookDelivery: config.webhookDelivery,
    port: config.backendPort,
    host: config.backendHost,
  });
  try {
    const oidc = await startOidcProvider({
      port: config.oidcPort,
      siteOrigins: config.siteOrigins,
      accessTokenTtl: config.accessTokenTtl,
      sessionTtl: config.sessionTtl,
      dataDir: config.dataDir,
      apiResource: config.apiAudience,
    });
    return { backend, oidc, close: async () => void (await Promise.all([backend.close(), oidc.close()])) };
  } catch (error) {
    await backend.close();
    throw error;
  }
}

function describeStartError(error: unknown, config: ServicesConfig | undefined): string {
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    const port = 'port' in error && typeof error.port === 'number' ? error.port : undefined;
    const which = port === config?.oidcPort ? 'OpenID provider' : 'backend';
    const variable = which === 'backend' ? 'BACKEND_PORT' : 'OIDC_PORT';
    return `Port ${port ?? '?'} is already in use, so the ${which} cannot start. Stop whatever uses it (another "npm start"?) or set ${variable}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Production: the backend alone; it logs its own start (fastify's "Server listening") as JSON. */
async function startProduction(config: ServicesConfig): Promise<void> {
  if (process.argv.includes('--reset')) throw new Error('--reset deletes the data: never in production.');
  const backend = await startBackend({
    ...backendOptions(config),
    port: config.backendPort,
    host: config.backendHost,
  });
  const stop = (): void => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  const started = performance.now();
  let config: ServicesConfig | undefined;
  try {
    config = readConfig();
    if (config.production) return await startProduction(config);
    const reset = process.argv.includes('--reset');
    const services = await startServices(config, reset);
    const ms = Math.round(performance.now() - started);
    const seeded = services.backend.seeded
      ? `created and seeded ${config.dataDir}`
      : `data in ${config.dataDir}`;
    console.log(
      `[services] backend (API, e-mail, exchange rate, checkout) listening on ${services.backend.url}`,
    );
    console.log(`[services] OpenID provider listening on ${services.oidc.url} (client ${'site-local'})`);
    console.log(`[services] ready in ${ms} ms, ${seeded}; site origins ${config.siteOrigins.join(', ')}`);
    const stop = (): void => {
      services.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`[services] ${describeStartError(error, config)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
