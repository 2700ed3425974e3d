/**
 * Debian's nginx serving the built dist/ with deploy/nginx.conf itself, for the browser tests: a top-level
 * configuration of its own under .cache/nginx/ (pid, logs and temporary files there, the brotli module,
 * nginx in the foreground) and, beside it, what deploy/nginx.conf expects each host to supply:
 * mindbridge/host.conf (plain HTTP on NGINX_PORT for the browser tests, HTTPS on NGINX_TLS_PORT, root dist/),
 * mindbridge/http.conf (the plain-HTTP server that redirects, on NGINX_REDIRECT_PORT),
 * mindbridge/security-headers.conf (from dist's config.js, as the preview computes them) and
 * mindbridge/routes.conf (the build's dist/nginx-routes.conf); and deploy/nginx-api.conf forwarding the API
 * to the local backend over HTTPS on NGINX_API_PORT. The certificate is a throwaway one for localhost that
 * openssl makes here. test/e2e/nginx-server.ts runs it; nginx.spec.ts checks it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { nginxSecurityHeaders, readSiteConfig } from '../../server/preview/security-headers';

import { NGINX_API_PORT, NGINX_PORT, NGINX_REDIRECT_PORT, NGINX_TLS_PORT } from './stack';

export { NGINX_API_PORT, NGINX_PORT, NGINX_REDIRECT_PORT, NGINX_TLS_PORT };
/** Debian's nginx binary (`NGINX_PATH` for another). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static. */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const prefix = path.resolve('.cache/nginx');
const dist = path.resolve('dist');
export const conf = path.join(prefix, 'nginx.conf');

/** A self-signed certificate for localhost, good for two days: what TLS is tested with. */
function writeCertificate(): { certificate: string; key: string } {
  const certificate = path.join(prefix, 'localhost.crt');
  const key = path.join(prefix, 'localhost.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make a certificate: ${made.error ?? made.stderr}`);
  return { certificate, key };
}

/** What stops nginx from serving the build here, in one sentence, or undefined when nothing does. */
export function whyNginxCannotRun(): string | undefined {
  const install = 'apt-get install -y nginx libnginx-mod-http-brotli-static openssl';
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
  mkdirSync(path.join(prefix, 'mindbridge-api'), { recursive: true });
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const { certificate, key } = writeCertificate();
  const tls = `ssl_certificate ${certificate};\nssl_certificate_key ${key};\n`;
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
      `    include ${path.resolve('deploy/nginx-api.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(prefix, 'mindbridge/host.conf'),
    `listen 127.0.0.1:${NGINX_PORT};\nlisten 127.0.0.1:${NGINX_TLS_PORT} ssl;\nserver_name localhost;\n${tls}root ${dist};\n`,
  );
  writeFileSync(
    path.join(prefix, 'mindbridge/http.conf'),
    `listen 127.0.0.1:${NGINX_REDIRECT_PORT};\nserver_name localhost;\n`,
  );
  writeFileSync(
    path.join(prefix, 'mindbridge-api/host.conf'),
    `listen 127.0.0.1:${NGINX_API_PORT} ssl;\nserver_name localhost;\n${tls}`,
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
