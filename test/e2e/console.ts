import type { Page } from '@playwright/test';

import { expect } from './fixtures';
import { PROVIDER, SITE } from './stack';

export { editor, staff } from './stack';

/** Opens `path` of the console, signing in at the provider's form as `account` on the way. */
export async function openConsoleAs(
  page: Page,
  account: { email: string; password: string },
  path = '/admin',
) {
  await page.goto(path);
  await page.waitForURL(new RegExp(`^${PROVIDER}/`));
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(new RegExp(`^${SITE}${path}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Company console' })).toBeVisible();
}
