/**
 * What a browser test sets up on the learner's account without a browser: an access token from the local
 * provider (its login form and the code flow with PKCE, as the site does it), progress recorded on the
 * account, a plan paid for, a certificate issued, and the company's revoke command run on the backend's data
 * folder; and what the account holds, read back. A test drives in the browser only what it asserts; what it
 * needs as a precondition (a record the browser then loads) is set up here, and the browser steps that make
 * it are asserted by the tests about them (the journeys, checkout.spec.ts, learner-account.spec.ts).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import type { LearnerCertificateWire, LearnerCertificatesWire } from '../../server/backend/certificate-wire';
import type { LearnerPaymentsWire, ProgressWire } from '../../server/backend/learner-wire';
import type { OrderWire } from '../../server/backend/wire';
import {
  CookieJar,
  followWithinProvider,
  loginFormAction,
  pkcePair,
  step,
} from '../../server/oidc/test-client';

import { BACKEND, E2E_DATA_DIR, PROVIDER, SITE, certificateHolder as holder } from './stack';

/** Where the site sends the provider's answer: the same in every sign-in the tests make. */
const redirectUri = `${SITE}/auth/callback`;

/** The provider's authorization request as the site makes it (code flow, PKCE), for the PKCE `challenge`. */
export function authorizeUrl(challenge: string, scope = 'openid profile email'): string {
  const authorize = new URL(`${PROVIDER}/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'site-local',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state: 'certificate-test',
    nonce: 'certificate-test',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return authorize.href;
}

/** An access token for the account, by the provider's own login form and the authorization code flow. */
export async function accessToken(account: { email: string; password: string } = holder): Promise<string> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const form = await followWithinProvider(jar, PROVIDER, authorizeUrl(challenge));
  if (!('page' in form)) throw new Error('the provider did not show its login form');
  const action = loginFormAction(await form.page.text());
  if (!action) throw new Error('no login form action');
  const posted = await step(jar, new URL(action, PROVIDER).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const back = await followWithinProvider(
    jar,
    PROVIDER,
    new URL(posted.headers.get('location') ?? '', PROVIDER).href,
  );
  const code = 'left' in back ? back.left.searchParams.get('code') : null;
  if (!code) throw new Error('the provider gave no authorization code');
  const response = await fetch(`${PROVIDER}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams({
      client_id: 'site-local',
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const { access_token: token } = (await response.json()) as { access_token?: string };
  if (!response.ok || !token) throw new Error(`the token endpoint answered ${response.status}`);
  return token;
}

const asLearner = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** Records every lesson of a player course as completed, on the account. */
export async function completeCourse(
  token: string,
  courseId: string,
  lessons = ['v1', 'v2', 'v3'],
  backend: string = BACKEND,
): Promise<void> {
  const stamp = Date.now().toString(36);
  const response = await fetch(`${backend}/api/me/progress`, {
    method: 'POST',
    headers: asLearner(token),
    body: JSON.stringify({
      events: lessons.map((lessonId, index) => ({
        id: `e2e-${courseId}-${lessonId}-${stamp}`,
        at: new Date(Date.now() - (lessons.length - index) * 60_000).toISOString(),
        type: 'lessonCompleted',
        courseId,
        lessonId,
      })),
    }),
  });
  if (!response.ok)
    throw new Error(`recording progress answered ${response.status}: ${await response.text()}`);
}

/** The account's progress, as the backend merged it. */
export async function progressOf(token: string, backend: string = BACKEND): Promise<ProgressWire> {
  const response = await fetch(`${backend}/api/me/progress`, { headers: asLearner(token) });
  if (!response.ok) throw new Error(`reading progress answered ${response.status}`);
  return (await response.json()) as ProgressWire;
}

/** The lessons of a course the account holds as completed. */
export async function completedLessons(
  token: string,
  courseId: string,
  backend: string = BACKEND,
): Promise<string[]> {
  const lessons = (await progressOf(token, backend)).courses[courseId]?.lessons ?? {};
  return Object.keys(lessons)
    .filter((lessonId) => lessons[lessonId]?.completedAt)
    .sort();
}

/**
 * A plan paid for by the signed-in learner, as the site and the checkout do it: the order carries the
 * learner's token, the local checkout takes the payment (and tells the backend by its webhook), and the
 * payment is confirmed with the ids and signature the checkout answers. Returns the payment id.
 */
export async function payForPlan(
  token: string,
  { title, email, name }: { title: string; email: string; name: string },
): Promise<string> {
  const customer = { name, email, phone: '+91 98480 22338' };
  const ordered = await fetch(`${BACKEND}/api/orders.php`, {
    method: 'POST',
    headers: { ...asLearner(token), origin: SITE },
    body: JSON.stringify({ kind: 'plan', title, currency: 'USD', customer }),
  });
  if (ordered.status !== 201)
    throw new Error(`the order answered ${ordered.status}: ${await ordered.text()}`);
  const order = (await ordered.json()) as OrderWire;
  const paid = await fetch(`${BACKEND}/checkout/v1/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
    }),
  });
  const payment = (await paid.json()) as {
    razorpay_payment_id?: string;
    razorpay_order_id?: string;
    razorpay_signature?: string;
  };
  if (paid.status !== 201 || !payment.razorpay_payment_id || !payment.razorpay_signature)
    throw new Error(`the checkout answered ${paid.status}: ${JSON.stringify(payment)}`);
  const confirmed = await fetch(`${BACKEND}/api/subscription-confirmation.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({
      paymentId: payment.razorpay_payment_id,
      orderId: order.orderId,
      signature: payment.razorpay_signature,
      planTitle: title,
      amount: order.amount,
      currency: order.currency,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    }),
  });
  if (!confirmed.ok)
    throw new Error(`the confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  return payment.razorpay_payment_id;
}

/** The account's paid orders and plans. */
export async function paymentsOf(token: string): Promise<LearnerPaymentsWire> {
  const response = await fetch(`${BACKEND}/api/me/payments`, { headers: asLearner(token) });
  if (!response.ok) throw new Error(`listing payments answered ${response.status}`);
  return (await response.json()) as LearnerPaymentsWire;
}

/** The account's certificates. */
export async function certificatesOf(token: string): Promise<LearnerCertificateWire[]> {
  const response = await fetch(`${BACKEND}/api/me/certificates`, { headers: asLearner(token) });
  if (!response.ok) throw new Error(`listing certificates answered ${response.status}`);
  return ((await response.json()) as LearnerCertificatesWire).certificates;
}

/**
 * The account's certificate of a course, issued now or before (asking again returns the same one): the
 * journeys of every engine share it.
 */
export async function certificateFor(
  courseId: string,
  name: string = holder.name,
): Promise<LearnerCertificateWire> {
  const token = await accessToken();
  await completeCourse(token, courseId);
  const response = await fetch(`${BACKEND}/api/me/certificates`, {
    method: 'POST',
    headers: asLearner(token),
    body: JSON.stringify({ courseId, name }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`issuing answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as LearnerCertificateWire;
}

/** Takes a certificate off the backend (a test-only route), so a test can start again without one. */
export async function forgetCertificate(id: string): Promise<void> {
  const response = await fetch(`${BACKEND}/__local/certificates/${id}`, { method: 'DELETE' });
  if (response.status !== 204 && response.status !== 404)
    throw new Error(`forgetting ${id} answered ${response.status}`);
}

/** The company's command: `npm run certificates -- revoke {id} --reason …` on the browser tests' backend. */
export async function revokeCertificate(id: string, reason = 'Revoked by the browser test'): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'server/certificate-command.ts', 'revoke', id, '--reason', reason],
    { env: { ...process.env, DATA_DIR: path.resolve(E2E_DATA_DIR) } },
  );
  return stdout;
}

/**
 * The company's command: `npm run payments -- refund {orderId} --reason …` on the browser tests' backend (it
 * asks the provider's API, the simulator, on the running services).
 */
export async function refundOrder(
  orderId: string,
  reason = 'Programme cancelled by the company',
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'server/payments-command.ts', 'refund', orderId, '--reason', reason],
    { env: { ...process.env, DATA_DIR: path.resolve(E2E_DATA_DIR) } },
  );
  return stdout;
}
