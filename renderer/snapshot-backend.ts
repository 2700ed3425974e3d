/**
 * The backend `npm run build` reads the data pages' snapshot from: the one the shipped config.js names.
 * When that is a local address where nothing listens (a fresh checkout, CI), the build starts the local
 * backend there itself, seeded afresh in a folder of its own that it deletes afterwards, so the pages hold
 * the same content as `npm start` shows. A remote backend is only ever read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether something accepts a connection at host:port within `timeoutMs`. */
export function isListening(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type SnapshotBackend = {
  /** How the report names it: "the backend at …" or "the local backend, started for the build". */
  description: string;
  close: () => Promise<void>;
};

/** Makes sure the backend at `apiBaseUrl` can be read: starts the local one there if it is local and down. */
export async function snapshotBackend(apiBaseUrl: string): Promise<SnapshotBackend> {
  const url = new URL(apiBaseUrl);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const nothing = async () => {};
  if (!LOCAL_HOSTS.has(url.hostname)) return { description: `the backend at ${url.origin}`, close: nothing };
  if (await isListening(url.hostname.replace(/^\[|\]$/g, ''), port)) {
    return { description: `the local services at ${url.origin}`, close: nothing };
  }
  // Loaded only here: a build against a running or remote backend never opens SQLite.
  const { startBackend } = await import('../server/backend/app');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mindbridge-snapshot-'));
  try {
    const backend = await startBackend({ port, host: url.hostname, dataDir, reset: true });
    return {
      description: `the local backend at ${url.origin}, started for the build with fresh seed data`,
      close: async () => {
        await backend.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
