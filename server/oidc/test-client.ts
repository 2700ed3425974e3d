import { createHash, randomBytes } from 'node:crypto';

/** A minimal cookie jar for driving the provider's pages with fetch in tests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** fetch without following redirects, sending and storing cookies. */
export async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The address the provider's login page posts its form to (relative to the provider), if it shows one. */
export const loginFormAction = (html: string): string | undefined =>
  /action="([^"]+\/login)"/.exec(html)?.[1];

/**
 * Follows redirects from `url` until one leaves the provider (returned as a URL) or a page answers
 * (returned as the Response).
 */
export async function followWithinProvider(
  jar: CookieJar,
  issuer: string,
  url: string,
): Promise<{ left: URL } | { page: Response; url: string }> {
  let current = url;
  for (let hops = 0; hops < 10; hops += 1) {
    const response = await step(jar, current);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { page: response, url: current };
    const next = new URL(location, current);
    if (next.origin !== issuer) return { left: next };
    current = next.href;
  }
  throw new Error('too many redirects');
}
