/**
 * Starts Debian's nginx in the foreground with deploy/nginx.conf serving dist/ (see nginx-host.ts), after
 * `nginx -t`; the browser tests start it beside the preview (playwright.config.ts).
 */
import { spawn } from 'node:child_process';

import { NGINX, NGINX_PORT, checkConfiguration, conf, prefix } from './nginx-host';

const check = checkConfiguration();
process.stdout.write(check.output);
if (check.status !== 0) process.exit(check.status ?? 1);
const nginx = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', conf], { stdio: 'inherit' });
console.log(`nginx: deploy/nginx.conf serving dist/ at http://localhost:${NGINX_PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
