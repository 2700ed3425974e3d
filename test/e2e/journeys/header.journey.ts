/** The header as a visitor uses it: the dropdowns and the active link on a desktop, the menu on a phone. */
import { expect, test } from '../harness/fixtures';

test('desktop: a dropdown opens, closes with Escape, and leads to its page, marked active', async ({
  site,
}) => {
  await site.setViewport(1280, 800);
  await site.goto('/about');
  const nav = site.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page');

  const happenings = nav.getByRole('button', { name: 'HAPPENINGS' });
  await happenings.click();
  await expect(happenings).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Webinars' })).toBeVisible();
  await site.press('Escape');
  await expect(happenings).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Webinars' })).toBeHidden();
  await expect(happenings).toBeFocused();

  // One dropdown at a time.
  const accolades = nav.getByRole('button', { name: 'ACCOLADES' });
  await happenings.click();
  await accolades.click();
  await expect(accolades).toHaveAttribute('aria-expanded', 'true');
  await expect(happenings).toHaveAttribute('aria-expanded', 'false');
  await nav.getByRole('link', { name: 'Certificates' }).click();
  await site.waitForURL(/\/certificates$/);
  await expect(site.getByRole('heading', { level: 1, name: 'Our Certificates' })).toBeVisible();
  await expect(accolades).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'ABOUT US' })).not.toHaveAttribute('aria-current', 'page');
  await accolades.click();
  await expect(nav.getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page');
  expect(await site.problems()).toEqual([]);
});

test('phone at 390 px: the menu opens, marks the page, opens a group and navigates', async ({ site }) => {
  await site.setViewport(390, 844);
  await site.goto('/offerings');
  await expect(site.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const open = site.getByRole('button', { name: 'Open menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  // (The open drawer hides the rest of the page, the button too, from assistive technology.)
  const menu = site.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'OFFERINGS' })).toHaveAttribute('aria-current', 'page');
  // The drawer fits the phone's screen.
  const box = await menu.box();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  const resources = menu.getByRole('button', { name: 'RESOURCES' });
  await resources.click();
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Newsletters' }).click();
  await site.waitForURL(/\/resources\/newsletters$/);
  await expect(site.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expect(menu).toBeHidden();

  // Escape closes it too, and focus returns to the button that opened it.
  await open.click();
  await expect(site.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await site.press('Escape');
  await expect(site.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(open).toBeFocused();
  expect(await site.problems()).toEqual([]);
});
