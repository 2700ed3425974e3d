/** The console's orders over the journeys' `Site`: the refund journey's steps, and admin-orders.spec.ts's. */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';
import { staff } from '../../stack';

import { logInAtProvider } from './sign-in';

/** Opens the console's Orders as staff, signing in at the provider's form on the way. */
export async function openOrdersAsStaff(site: Site) {
  await site.goto('/admin/orders');
  await logInAtProvider(site, staff);
  await expect(site.getByRole('heading', { level: 1, name: 'Company console' })).toBeVisible();
  await expect(site.getByRole('grid', { name: 'Orders' })).toBeVisible();
}

/** Searches the orders for `text` until the grid shows exactly one, then opens it. */
export async function openTheOrderFound(site: Site, text: string) {
  await site.getByRole('searchbox', { name: 'Search by name, e-mail, order or payment id' }).fill(text);
  const grid = site.getByRole('grid', { name: 'Orders' });
  // The header row and the one order.
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByText(text)).toBeVisible();
  await grid.getByRole('link').first().click();
  await expect(site.getByRole('table', { name: 'History' })).toBeVisible();
}

/** Refunds the open order in full for `reason`, through the dialog that names the amount. */
export async function refundInFull(site: Site, reason: string, amount: string) {
  await site.getByRole('button', { name: 'Refund…' }).click();
  const dialog = site.getByRole('dialog', { name: `Refund ${amount} in full?` });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(dialog).toBeHidden();
  await expect(site.getByRole('status').getByText(`${amount} is refunded.`)).toBeVisible();
}
