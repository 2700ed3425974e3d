/** Signing in through the local OpenID provider's form: the one sign-in helper of every engine and spec. */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';
import { PROVIDER, learner } from '../../stack';

/** The account button the header shows once `name` is signed in. */
export const accountButton = (site: Site, name: string = learner.name) =>
  site.getByRole('button', { name: `Account menu for ${name}` });

/** Fills the local provider's plain login form and submits it (the page is on its way there). */
export async function logInAtProvider(site: Site, account: { email: string; password: string } = learner) {
  await site.waitForURL(new RegExp(`^${PROVIDER}/`));
  await site.getByLabel('Email address').fill(account.email);
  await site.getByLabel('Password').fill(account.password);
  await site.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Real sign-in as the learner, until the header shows them: from a protected page (the default, `/courses`,
 * which asks for the login itself and comes back to itself), or from any other page through the header's
 * Login (which comes back home).
 */
export async function signIn(site: Site, { from = '/courses' }: { from?: string } = {}) {
  await site.goto(from);
  if (!/^\/(courses|course\/|profile)/.test(from)) await site.getByRole('button', { name: 'Login' }).click();
  await logInAtProvider(site);
  await expect(accountButton(site)).toBeVisible();
}
