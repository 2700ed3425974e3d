/**
 * One test's own backend (private-backend.ts starts it as a process of its own):
 * `private-backend-serve.ts <dataDir> <port> <siteOrigin> [test-edits]` listens on `port` (0: a free one) and
 * prints its address once it listens; with `test-edits`, it takes the test-only content edits under /__local/
 * (LOCAL_TEST_EDITS=on).
 */
import { startBackend } from '../../server/backend/app';

async function main() {
  const [dataDir, port, siteOrigin, edits] = process.argv.slice(2);
  if (!dataDir || !port || !siteOrigin)
    throw new Error('usage: private-backend-serve.ts <dataDir> <port> <siteOrigin> [test-edits]');
  const backend = await startBackend({
    dataDir,
    port: Number(port),
    siteOrigins: [siteOrigin],
    testEdits: edits === 'test-edits',
  });
  process.stdout.write(`${backend.url}\n`);
  process.once('SIGTERM', () => {
    void backend.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
