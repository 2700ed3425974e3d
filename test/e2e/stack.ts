/**
 * The local stack the browser tests run against, in one place: where each service answers, who can sign in,
 * how long a test may wait for a state, and the backend's read-back endpoints. playwright.config.ts starts
 * the stack from these addresses; every spec and journey reads them from here (the one sign-in helper is
 * journeys/steps/sign-in.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { PrerenderManifest } from '../../server/preview/site-routes';

/**
 * The manifest `npm run build` writes of what it prerendered (the pages, the aliases, the frames), read from
 * `dist` or another build's folder.
 */
export function prerenderManifest(dist = 'dist'): PrerenderManifest {
  return JSON.parse(readFileSync(path.resolve(dist, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;
}

/** The production build behind the preview server (server/preview/preview.ts). */
export const SITE = 'http://localhost:4173';
/** The company backend with the e-mail, exchange-rate and checkout stand-ins (server/README.md). */
export const BACKEND = 'http://localhost:4100';
/** The local OpenID provider. */
export const PROVIDER = 'http://localhost:4200';
/** Debian's nginx with deploy/nginx.conf over the same build (nginx-host.ts). */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4180);
export const NGINX = `http://localhost:${NGINX_PORT}`;
/** deploy/nginx.conf's HTTPS server, its plain-HTTP redirect, and the API location forwarding to the backend. */
export const NGINX_TLS_PORT = Number(process.env.NGINX_TLS_PORT ?? 4443);
export const NGINX_REDIRECT_PORT = Number(process.env.NGINX_REDIRECT_PORT ?? 4181);
export const NGINX_API_PORT = Number(process.env.NGINX_API_PORT ?? 4182);

/** The local provider's staff accounts (server/oidc/accounts.ts): the console's specs and journeys sign in as them. */
export const editor = { email: 'editor@example.com', password: 'editor-pass', name: 'Meera Iyer' } as const;
export const staff = { email: 'staff@example.com', password: 'staff-pass', name: 'Rahul Verma' } as const;

/** The provider's seeded accounts (server/README.md). */
export const learner = {
  email: 'learner@example.com',
  password: 'learner-pass',
  /** As the provider sends it; the site shows it capitalised. */
  storedName: 'priya sharma',
  name: 'Priya Sharma',
  picture: `${PROVIDER}/avatars/priya-sharma.svg`,
} as const;

export type Learner = { email: string; password: string; name: string };

/**
 * A learner of one test's own: the local provider signs `learner+<tag>@example.com` in with the learner's
 * password as an account of its own (server/oidc/accounts.ts), with her name and picture. A test about what
 * the account keeps (progress, payments) signs in as one, so no other test, engine or run shares its record.
 */
export function testLearner(): Learner {
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { email: `learner+${tag}@example.com`, password: learner.password, name: learner.name };
}

/**
 * The account the certificate tests sign in with (the provider's second seeded account): no other browser test
 * uses it, so the certificates it holds are theirs alone.
 */
export const certificateHolder = {
  email: 'mentor@example.com',
  password: 'mentor-pass',
  name: 'Arjun Mehta',
} as const;

/** The backend's data folder in the browser tests (playwright.config.ts): the company's commands run on it. */
export const E2E_DATA_DIR = '.cache/e2e-data';

/**
 * How long an `expect` waits for a state (an element, a text, an answer), in every engine. Set from the
 * slowest machine of this kind the suite was measured on with the CPU made scarce (README, "Browser
 * tests"): a state that takes longer there is a fault, not a slow machine.
 */
export const STATE_TIMEOUT = 20_000;
/**
 * How long a test may take: the longest flow measured on that machine, with room. The course player's
 * reload journey (sign-in, a lesson, a reload) took 2.0 min in Chromium with the 2 cores at load 15-20.
 */
export const TEST_TIMEOUT = 240_000;
/** How long a page may take to hydrate (`<html data-interactive>`) on that machine. */
export const HYDRATE_TIMEOUT = 30_000;

/** The local backend's read-back endpoints (server/backend/routes/local.ts), as rows. */
export async function localRows<T>(name: string): Promise<T[]> {
  const response = await fetch(`${BACKEND}/__local/${name}`);
  if (!response.ok) throw new Error(`${BACKEND}/__local/${name} answered ${response.status}`);
  return (await response.json()) as T[];
}

export type OrderRow = {
  id: string;
  kind: string;
  title: string;
  currency: string;
  amount_minor: number;
  customer_email: string;
  status: string;
};
export type ConfirmationRow = {
  payment_id: string;
  order_id: string;
  amount_minor: number;
  currency: string;
  /** Which path recorded the payment first: browser, webhook or reconciler. */
  source: string;
};
export type CheckoutPaymentRow = { id: string; order_id: string; status: string };

/** The orders placed with one test's own e-mail and what the backend recorded of them. */
export async function ordersFor(email: string) {
  const [orders, confirmations, payments] = await Promise.all([
    localRows<OrderRow>('orders'),
    localRows<ConfirmationRow>('payment-confirmations'),
    localRows<CheckoutPaymentRow>('checkout-payments'),
  ]);
  const mine = orders.filter((order) => order.customer_email === email);
  const ids = new Set(mine.map((order) => order.id));
  return {
    orders: mine,
    confirmations: confirmations.filter((row) => ids.has(row.order_id)),
    payments: payments.filter((row) => ids.has(row.order_id)),
  };
}

/** The flags Chromium needs in this closed network (shared/TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, the browser a visitor runs: what the benchmarks measure (`CHROME_PATH` for another). */
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

/**
 * The browser tests' Chromium: Debian's headless build of the same version (package
 * chromium-headless-shell), which is what Playwright itself runs for a headless Chromium. The full browser's
 * headless mode runs the whole browser without a window; this build leaves out what only a window needs,
 * and the same journeys took a third less time in it on this machine. `CHROMIUM_TEST_PATH` for another.
 */
export const CHROMIUM_TESTS = {
  executablePath: process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_ARGS,
};
