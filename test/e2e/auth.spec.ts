import type { Page } from '@playwright/test';

import { APP_CODE, expect, expectNoSeriousA11yViolations, holdBack, test } from './fixtures';
import { accountButton, logInAtProvider, signIn } from './journeys/steps/sign-in';
import { PROVIDER, SITE, learner } from './stack';

/** The tokens oidc-client-ts keeps in session storage for this tab (null when signed out). */
async function storedSession(page: Page): Promise<{ access_token: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as never) : null;
  });
}

test.describe('Sign-in with the local OpenID provider', () => {
  test('logs in through the provider form, shows the capitalised name and caches no token', async ({
    page,
    site,
    problems,
  }) => {
    await signIn(site, { from: '/' });
    await expect(page).toHaveURL(`${SITE}/`);
    // The widest layout shows the name beside the avatar; narrower ones show it at the top of the menu.
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(accountButton(site).getByText('Priya Sharma')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    const cached = await page.evaluate(() => window.localStorage.getItem('user'));
    expect(JSON.parse(cached ?? 'null')).toEqual({
      name: learner.storedName,
      email: learner.email,
      picture: learner.picture,
    });
    expect(cached).not.toMatch(/token/i);
    expect(await storedSession(page)).toEqual(expect.objectContaining({ access_token: expect.any(String) }));

    await accountButton(site).click();
    const menu = page.locator('#account-menu');
    await expect(menu.getByText('Priya Sharma')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    await expectNoSeriousA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  // A prerendered page hydrates; a certificate's page is a frame the app renders over, with new elements.
  // (No certificate has that id: its page answers 404, which Chromium logs.)
  for (const { page: address, kind, status } of [
    { page: '/about', kind: 'the prerendered page', status: 200 },
    { page: '/verify/MB-AAAA-BBBB-CCCC', kind: "a certificate's frame", status: 404 },
  ]) {
    test(`a Login click on ${kind}, before the app has loaded, still leads to the provider`, async ({
      page,
      site,
      problems,
    }) => {
      // React, MUI and the app are held back until the click has been made: the page is only its HTML.
      const release = await holdBack(page, APP_CODE);
      const landing = page.goto(address);
      await page.getByRole('button', { name: 'Login' }).click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(
        false,
      );
      release();
      await landing;

      await logInAtProvider(site);
      await expect(accountButton(site)).toBeVisible();
      // The header's Login comes back home; only a protected page is returned to.
      await expect(page).toHaveURL(`${SITE}/`);
      const expected = `${SITE}${address}: Failed to load resource: the server responded with a status of 404 (Not Found)`;
      expect(problems.consoleErrors).toEqual(status === 404 ? [expected] : []);
    });
  }

  test('a warm login round trip, timed', async ({ page, site }) => {
    await signIn(site, { from: '/' }); // warms the provider, discovery and the site's chunks
    await accountButton(site).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await logInAtProvider(site);
    await expect(accountButton(site)).toBeVisible();
    const ms = Date.now() - started;
    test.info().annotations.push({ type: 'warm login round trip (ms)', description: String(ms) });
    console.log(`warm login round trip: ${ms} ms (Login click -> provider form -> signed-in header)`);
  });

  test('a signed-out visit to /courses goes to login and comes back to /courses; a reload keeps the session', async ({
    page,
    site,
  }) => {
    await page.goto('/courses');
    await logInAtProvider(site);
    await page.waitForURL(`${SITE}/courses`);
    await expect(accountButton(site)).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.reload();
    await expect(accountButton(site)).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/courses`);
    expect(navigations.filter((url) => url.startsWith(PROVIDER))).toEqual([]);
  });

  test('renews an expiring access token in the background, without a visible redirect', async ({
    page,
    site,
    signedIn,
  }) => {
    await signedIn({ from: '/' });
    const first = await storedSession(page);
    expect(first).not.toBeNull();
    const lifetime = (first?.expires_at ?? 0) - Date.now() / 1000;
    if (lifetime > 90) {
      // A long-lived token (services not started with a short OIDC_ACCESS_TOKEN_TTL): make this tab believe it
      // expires in 65 s, so the library renews it 5 s from now, for real, against the provider.
      await page.evaluate(() => {
        const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
        if (!key) return;
        const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        stored.expires_at = Math.floor(Date.now() / 1000) + 65;
        window.sessionStorage.setItem(key, JSON.stringify(stored));
      });
      await page.reload();
      await expect(accountButton(site)).toBeVisible();
    }

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await expect
      // The token's own clock: renewed 60 s before it expires, E2E_ACCESS_TOKEN_TTL (75 s) after sign-in.
      .poll(async () => (await storedSession(page))?.access_token, { timeout: 60_000, intervals: [1000] })
      .not.toBe(first?.access_token);
    expect(navigations).toEqual([]);
    await expect(accountButton(site)).toBeVisible();
    const renewed = await storedSession(page);
    expect(renewed?.expires_at ?? 0).toBeGreaterThan(first?.expires_at ?? 0);
  });

  test('logout ends the session at the provider, lands home signed out and clears the cache', async ({
    page,
    site,
    signedIn,
  }) => {
    await signedIn({ from: '/' });
    await accountButton(site).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(new RegExp(`^${SITE}/(\\?.*)?$`));
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // A clean landing address: no ?state= or anything else left by the round trip.
    await expect(page).toHaveURL(`${SITE}/`);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    expect(await storedSession(page)).toBeNull();

    // The provider session is gone too: a protected page asks for the login form again.
    await page.goto('/courses');
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  test('logout lands on a clean / even when the provider echoes a state on the way back', async ({
    page,
    site,
    signedIn,
  }) => {
    await signedIn({ from: '/' });
    // Make the provider's end-session endpoint see a state, which it then appends to the landing address.
    await page.route(`${PROVIDER}/session/end?*`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('state', 'echoed-by-provider');
      return route.continue({ url: url.toString() });
    });
    const landings: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith(`${SITE}/`)) landings.push(frame.url());
    });
    await accountButton(site).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/`);
    // The provider really did send the state back; the site took it out of the address.
    expect(landings).toContain(`${SITE}/?state=echoed-by-provider`);
  });

  test('with the provider down, public pages work and Login shows a clear error without looping', async ({
    page,
  }) => {
    // The page's clock, so "does not retry on its own" is a minute of its timers, not a wait.
    await page.clock.install();
    const providerCalls: string[] = [];
    await page.route(`${PROVIDER}/**`, (route) => {
      providerCalls.push(route.request().url());
      return route.abort();
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/about`);
    await expectNoSeriousA11yViolations(page);

    // A protected page shows the same failure with Try again, and does not retry on its own.
    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: 'Login failed' })).toBeVisible();
    const callsAfterError = providerCalls.length;
    await page.clock.runFor('01:00');
    await expect(page.getByRole('heading', { name: 'Login failed' })).toBeVisible();
    expect(providerCalls.length).toBe(callsAfterError);
    await expect(page).toHaveURL(`${SITE}/courses`);
    await expectNoSeriousA11yViolations(page);
  });

  test('screenshots: signed-in header and the sign-in error view at 390 and 1280 px', async ({
    page,
    site,
    signedIn,
  }) => {
    await signedIn({ from: '/' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      if (width < 1200) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
      } else {
        await accountButton(site).click();
      }
      await page.screenshot({ path: test.info().outputPath(`header-signed-in-${width}.png`) });
    }
    await page.context().clearCookies();
    await page.evaluate(() => window.sessionStorage.clear());
    await page.route(`${PROVIDER}/**`, (route) => route.abort());
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/courses');
      await expect(page.getByRole('heading', { name: 'Login failed' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`sign-in-error-${width}.png`) });
    }
  });
});
