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
 * Real sign-in as the learner (or `as`, a test's own learner: stack.ts testLearner), until the header shows
 * them: from a protected page (the default, `/courses`, which asks for the login itself and comes back to
 * itself), or from any other page through the header's Login (which comes back home). With
 * `providerSession`, the provider already holds `as`'s session in this browser (the Chromium specs'
 * `signedIn`, test/e2e/fixtures.ts) and passes the site's request without its form.
 */
export async function signIn(
  site: Site,
  {
    from = '/courses',
    as = learner,
    providerSession = false,
  }: { from?: string; as?: { email: string; password: string }; providerSession?: boolean } = {},
) {
  await site.goto(from);
  if (!/^\/(courses|course\/|profile)/.test(from)) await site.getByRole('button', { name: 'Login' }).click();
  if (!providerSession) await logInAtProvider(site, as);
  await expect(accountButton(site)).toBeVisible();
}

/** Logout from the header's account menu, until the header offers Login again. */
export async function signOut(site: Site) {
  await accountButton(site).click();
  await site.getByRole('button', { name: 'Logout' }).click();
  await expect(site.getByRole('button', { name: 'Login' })).toBeVisible();
}
