/**
 * A backend of one test's own, beside the shared one: its own port and data folder, so the test can really
 * stop it (its port closed: the browser's requests are refused) or leave it not answering (a socket that
 * accepts and never replies) without touching the tests running beside it. The OpenID provider stays the
 * shared one: this backend checks the same tokens against the same published keys.
 *
 * A browser context is pointed at it by its `config.js` (the one file routed; the site's code reads the
 * backend's address from there, as in production). The preview's Content-Security-Policy names the shared
 * backend only, so the test's context bypasses it (`test.use({ bypassCSP: true })`).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

import type { BrowserContext } from '@playwright/test';

import { SITE } from './stack';

const SERVE = path.join(__dirname, 'private-backend-serve.ts');
/** Far above a start on a slow machine (about a second here): only a start that hangs reaches it. */
const START_LIMIT_MS = 60_000;

/**
 * A server of the stack as a process of its own (the server's modules are ES modules, which tsx runs): `script`
 * with `args` and `env`, once it has printed its first line (the address it listens on).
 */
export async function startListening(
  name: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(() => {
    throw new Error(`${name} exited before it listened`);
  });
  // A start that never answers is ended, so it leaves no process behind and the test says why.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not listen within ${START_LIMIT_MS / 1000} s`));
    }, START_LIMIT_MS);
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited,
    unanswered,
  ]).finally(() => clearTimeout(timer))) as [string];
  return { child, line: line.trim() };
}

/** The backend as a process of its own. */
async function startProcess(dataDir: string, port: number, site: string, testEdits: boolean) {
  const args = [dataDir, String(port), site, ...(testEdits ? ['test-edits'] : [])];
  const { child, line } = await startListening('the private backend', SERVE, args);
  const url = new URL(line);
  return { child, url: url.origin, port: Number(url.port) };
}

/** Ends the process (its port closes with it). */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export type PrivateBackend = Awaited<ReturnType<typeof privateBackend>>;

/**
 * Starts a private backend on a free port, seeded afresh in a temporary folder (the seed the build's
 * snapshot was taken from). With `testEdits`, a test changes its content (/__local/) without the tests beside
 * it seeing the change; `site` is the origin whose pages call it (the shared preview's unless said).
 */
export async function privateBackend({
  testEdits = false,
  site = SITE,
}: { testEdits?: boolean; site?: string } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-private-backend-'));
  const first = await startProcess(dataDir, 0, site, testEdits);
  const { port, url } = first;
  let running: ChildProcess | null = first.child;
  let silent: { server: Server; sockets: Set<Socket> } | null = null;
  let unanswered = 0;

  const closeSilent = async () => {
    if (!silent) return;
    const { server, sockets } = silent;
    silent = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    url,
    /** The context's pages use this backend (its `config.js` names it). */
    async serve(context: BrowserContext) {
      await context.route(`${SITE}/config.js`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/apiBaseUrl:"[^"]*"/, `apiBaseUrl:"${url}"`);
        await route.fulfill({ response, body });
      });
    },
    /** Stops it: its port is closed. */
    async stop() {
      if (running) await stopProcess(running);
      running = null;
    },
    /** Stopped, and something on its port takes every connection and never answers. */
    async stopAnswering() {
      await this.stop();
      const sockets = new Set<Socket>();
      const server = createServer((socket) => {
        sockets.add(socket);
        unanswered += 1;
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        // Both loopback addresses, as the backend's `localhost`.
        server.listen({ port, host: '::' }, () => resolve());
      });
      silent = { server, sockets };
    },
    /** How many connections the backend that stopped answering has taken (and left unanswered). */
    unansweredConnections: () => unanswered,
    /** Up again on the same port and data folder, with what it had taken. */
    async restart() {
      await closeSilent();
      running ??= (await startProcess(dataDir, port, site, testEdits)).child;
    },
    /** Gone, with its data folder. */
    async dispose() {
      await closeSilent();
      await this.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
