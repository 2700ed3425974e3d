import { ownCodeOf } from './build-files';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('the shell when things fail', () => {
  test('the newsletter gives the specified message when subscribe.php answers 500 with an HTML page', async ({
    page,
  }) => {
    await page.route('**/subscribe.php', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html; charset=UTF-8',
        body: '<!DOCTYPE html><html><body><h1>500 Internal Server Error</h1><p>nginx</p></body></html>',
      }),
    );
    await page.goto('/contact');
    // The footer's code loads as it comes into view; what is typed and clicked before it hydrates is kept.
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: /email address/i }).fill('asha@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error:' })).toHaveText(
      'There was an error: Network response was not ok',
    );
    await expect(footer.getByRole('textbox', { name: /email address/i })).toHaveValue('asha@example.com');
  });

  test('a route chunk answered with 404 shows a reload action, and the reload brings the page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A deployment replaced the hashed files while this tab was open.
    const aboutCode = ownCodeOf('route-about');
    await page.route(aboutCode, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeVisible();
    await expect(page.getByText(/You may be offline, or the site has just been updated/)).toBeVisible();
    await expect(page).toHaveTitle(/This page needs a reload/);
    // The header and footer stay usable around it.
    await expect(page.locator('footer')).toContainText('Subscribe to our Newsletter');
    await expectNoSeriousA11yViolations(page);

    await page.unroute(aboutCode);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  });

  test('the identity chunk answered with 404: Login offers a reload instead of blaming the provider', async ({
    page,
  }) => {
    const identityCode = ownCodeOf('identity');
    await page.route(identityCode, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Login' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'This page needs a reload' });
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText('Login failed');
    await expect(page).toHaveURL(/\/contact$/);
    await expectNoSeriousA11yViolations(page);

    await page.unroute(identityCode);
    await notice.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: 'This page needs a reload' })).toHaveCount(0);
  });
});
