/** /r-training's steps over the journeys' `Site`: the checkout journey's, and checkout.spec.ts's in Chromium. */
import { expect } from '../../harness/site';
import type { Locator, Site } from '../../harness/site';

export type ProductList = 'Access plans' | 'Workshops';

/** A plan's or a workshop's card. */
export const productCard = (site: Site, list: ProductList, title: string): Locator =>
  site
    .getByRole('list', { name: list })
    .getByRole('article')
    .filter({ has: site.getByRole('heading', { name: title, exact: true }) });

/** The accessible name of a product's payment dialog. */
export const dialogName = (list: ProductList, title: string) =>
  `${list === 'Access plans' ? 'Plan' : 'Workshop'}: ${title}`;

/** Picks the currency on a card and opens its payment dialog. */
export async function openPaymentDialog(
  site: Site,
  list: ProductList,
  title: string,
  currency: 'USD' | 'INR',
): Promise<Locator> {
  const item = productCard(site, list, title);
  await item.getByRole('button', { name: currency, exact: true }).click();
  await item.getByRole('button', { name: list === 'Access plans' ? 'Enroll Now' : 'Register Now' }).click();
  const dialog = site.getByRole('dialog', { name: dialogName(list, title) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the dialog's form as a customer does. */
export async function fillCustomer(dialog: Locator, email: string, name = 'Priya Sharma') {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98480 22338');
}

/** The local checkout simulator's own dialog (server/checkout/checkout.js). */
export const simulator = (site: Site) => site.getByRole('dialog', { name: 'MindBridge Consulting' });

/** Opens the dialog, fills it and proceeds to the simulator. */
export async function proceedToPay(
  site: Site,
  {
    list = 'Access plans',
    title,
    currency = 'USD',
    email,
    name,
  }: {
    list?: ProductList;
    title: string;
    currency?: 'USD' | 'INR';
    email: string;
    name?: string;
  },
): Promise<Locator> {
  const dialog = await openPaymentDialog(site, list, title, currency);
  await fillCustomer(dialog, email, name);
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(simulator(site)).toBeVisible();
  return dialog;
}

/** Pays `amount` in the simulator and returns the payment ID the dialog then shows. */
export async function payInSimulator(site: Site, dialog: Locator, amount: string): Promise<string> {
  await simulator(site)
    .getByRole('button', { name: `Pay ${amount}` })
    .click();
  await expect(simulator(site)).toBeHidden();
  const success = dialog.getByText(/^Payment successful! Your payment ID is pay_\w+\.$/);
  await expect(success).toBeVisible();
  const paymentId = /(pay_\w+)/.exec(await success.text())?.[1];
  if (!paymentId) throw new Error(`no payment ID in "${await success.text()}"`);
  return paymentId;
}
