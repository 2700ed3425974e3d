import { isIP } from 'node:net';

/**
 * Whether a listen address reaches this machine only: `localhost`, 127.0.0.0/8, `::1` (and 127.x written as
 * an IPv4-mapped IPv6 address). `0.0.0.0`, `::`, a host name or any other address is reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) {
    if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    return mapped?.[1] !== undefined && mapped[1].startsWith('127.');
  }
  return false;
}
