/**
 * Debian's nginx serving the built dist/ with deploy/nginx.conf itself, for the browser tests: a top-level
 * configuration of its own under .cache/nginx/ (pid, logs and temporary files there, the brotli module,
 * nginx in the foreground) and, beside it, what deploy/nginx.conf expects each host to supply:
 * mindbridge/host.conf (listen on NGINX_PORT, root dist/), mindbridge/security-headers.conf (from dist's
 * config.js, as the preview computes them) and mindbridge/routes.conf (the build's dist/nginx-routes.conf).
 * test/e2e/nginx-server.ts runs it; nginx.spec.ts checks it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { nginxSecurityHeaders, readSiteConfig } from '../../server/preview/security-headers';

import { NGINX_PORT } from './stack';

export { NGINX_PORT };
/** Debian's nginx binary (`NGINX_PATH` for another). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static. */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const prefix = path.resolve('.cache/nginx');
const dist = path.resolve('dist');
export const conf = path.join(prefix, 'nginx.conf');

/** What stops nginx from serving the build here, in one sentence, or undefined when nothing does. */
export function whyNginxCannotRun(): string | undefined {
  const install = 'apt-get install -y nginx libnginx-mod-http-brotli-static';
  if (!existsSync(NGINX)) return `${NGINX} does not exist (Debian's nginx; install it with: ${install})`;
  if (!existsSync(BROTLI_STATIC))
    return `${BROTLI_STATIC} does not exist (nginx's brotli module; install it with: ${install})`;
  if (!existsSync(path.join(dist, 'nginx-routes.conf')))
    return `${path.join(dist, 'nginx-routes.conf')} does not exist: run \`npm run build\` first`;
  return undefined;
}

function writeConfiguration() {
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(path.join(prefix, 'mindbridge'), { recursive: true });
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  writeFileSync(
    conf,
    [
      `load_module ${BROTLI_STATIC};`,
      'daemon off;',
      'worker_processes 1;',
      // As root (CI), the worker would otherwise run as nobody, who may not read the work tree.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      '    sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
      `    include ${path.resolve('deploy/nginx.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(prefix, 'mindbridge/host.conf'),
    `listen 127.0.0.1:${NGINX_PORT};\nserver_name localhost;\nroot ${dist};\n`,
  );
  writeFileSync(
    path.join(prefix, 'mindbridge/security-headers.conf'),
    `${nginxSecurityHeaders(readSiteConfig(path.join(dist, 'config.js')))}\n`,
  );
  symlinkSync(path.join(dist, 'nginx-routes.conf'), path.join(prefix, 'mindbridge/routes.conf'));
}

/** `nginx -t` on the configuration: its exit status and what it printed. */
export function checkConfiguration(): { status: number | null; output: string } {
  writeConfiguration();
  const result = spawnSync(NGINX, ['-t', '-e', 'stderr', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
