/**
 * Starts Debian's nginx in the foreground with deploy/nginx.conf serving dist/ (see nginx-host.ts), after
 * `nginx -t`; the browser tests start it beside the preview (playwright.config.ts). When it cannot, its last
 * line says why (Playwright prefixes it with the server's name).
 */
import { spawn } from 'node:child_process';

import { NGINX, NGINX_PORT, checkConfiguration, conf, prefix, whyNginxCannotRun } from './nginx-host';

const cannot = whyNginxCannotRun();
if (cannot) {
  console.error(`nginx cannot start: ${cannot}`);
  process.exit(1);
}
const check = checkConfiguration();
process.stdout.write(check.output);
if (check.status !== 0) {
  console.error(
    `nginx cannot start: \`nginx -t\` rejected the configuration (exit status ${check.status}), above`,
  );
  process.exit(check.status ?? 1);
}
const nginx = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', conf], { stdio: 'inherit' });
nginx.on('error', (error) => {
  console.error(`nginx cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`nginx: deploy/nginx.conf serving dist/ at http://localhost:${NGINX_PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
