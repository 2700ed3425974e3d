/**
 * Sign-in through the local OpenID provider's form, the capitalised name, a protected page's round trip
 * (it asks for the login and comes back to itself) and logout.
 */
import { expect, test } from '../harness/fixtures';
import { learner } from '../stack';

import { accountButton, logInAtProvider } from './steps/sign-in';

test('a protected page asks for the login and comes back; the name shows; logout signs out', async ({
  site,
  baseURL,
}) => {
  await site.setViewport(1600, 900);
  await site.goto('/courses');
  await logInAtProvider(site);
  await site.waitForURL(`${baseURL}/courses`);
  await expect(accountButton(site)).toBeVisible();
  // Stored as the provider sent it ("priya sharma"), shown capitalised.
  await expect(accountButton(site).getByText(learner.name, { exact: true })).toBeVisible();
  expect(await site.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'))).toEqual({
    name: learner.storedName,
    email: learner.email,
    picture: learner.picture,
  });
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();

  // A reload keeps the session without a trip to the provider.
  await site.reload();
  await expect(accountButton(site)).toBeVisible();
  expect(await site.url()).toBe(`${baseURL}/courses`);

  await accountButton(site).click();
  await site.getByRole('button', { name: 'Logout' }).click();
  await site.waitForURL(`${baseURL}/`);
  await expect(site.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await site.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  // The provider's session ended too: the protected page asks for the login form again.
  await site.goto('/courses');
  await expect(site.getByLabel('Email address')).toBeVisible();
  expect(await site.problems()).toEqual([]);
});
