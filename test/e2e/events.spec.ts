/**
 * Chromium only, beside events.journey.ts (search, the empty state, the details with Register and focus,
 * the phone's full-screen details, in every engine): axe, the network, the address's filters, the banners'
 * pictures and screenshots.
 */
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { bootcamp, detailsButton, leadingChange, openDetails, staticProgram } from './journeys/steps/events';
import { BACKEND } from './stack';

test.describe('/events against the local backend', () => {
  test('lists the events with images and passes axe', async ({ page, problems }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Events' });
    await expect(list.getByRole('heading', { name: bootcamp })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
      'All',
      'Career & Placement',
      'Corporate Training',
      'Leadership',
      'Life Sciences & Data Science',
      'Startup Ecosystem',
    ]);

    // The first banner comes from the backend's uploads folder and really loads.
    const banner = list.getByRole('listitem').first().getByTestId('event-image');
    await expect(banner).toHaveAttribute('src', new RegExp(`^${BACKEND}/admin/uploads/events/.+\\.svg$`));
    await banner.scrollIntoViewIfNeeded();
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('restores a filtered list from the address and steps back through filters', async ({ page }) => {
    await page.goto('/events?view=upcoming&category=Leadership');
    const list = page.getByRole('list', { name: 'Events' });
    const chips = page.getByRole('group', { name: 'Filter by category' });
    await expect(page.getByRole('button', { name: 'Upcoming Events' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chips.getByRole('button', { name: 'Leadership', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Upcoming leadership events from the backend plus the static programme, once each.
    await expect(list.getByRole('heading', { name: leadingChange })).toBeVisible();
    await expect(list.getByRole('heading', { name: staticProgram, exact: true })).toHaveCount(1);
    await expect(list.getByRole('heading', { name: bootcamp })).toHaveCount(0);

    await chips.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/events\?view=upcoming$/);
    await expect(list.getByRole('heading', { name: bootcamp })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search events' }).fill('bootcamp');
    await expect(page).toHaveURL(/\/events\?view=upcoming&q=bootcamp$/);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('bootcamp');
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/events\?view=upcoming&category=Leadership$/);
    await expect(chips.getByRole('button', { name: 'Leadership', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
  });

  test('the details pass axe, Register asks nothing of the network, and an event with a link registers there', async ({
    page,
    site,
    problems,
  }) => {
    // (The training link's rel and target, Register's acknowledgement, Escape and focus: events.journey.ts.)
    await page.goto('/events');
    const dialog = await openDetails(site, bootcamp);
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(requests).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await detailsButton(site, leadingChange).click();
    const register = page
      .getByRole('dialog', { name: leadingChange })
      .getByRole('link', { name: 'Register' });
    await expect(register).toHaveAttribute('href', /^https:\/\//);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('on a 390 px phone, Close and Register sit below the scrolling details, and the acknowledgement in view', async ({
    page,
    site,
  }) => {
    // (The dialog filling the screen with both buttons on it: events.journey.ts.)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events');
    await openDetails(site, bootcamp);
    const dialog = page.getByRole('dialog', { name: bootcamp });
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');

    // Both actions sit inside the screen before anything is scrolled, below the details' scrolling area.
    const details = dialog.getByTestId('event-details-scroller');
    const detailsBox = await details.boundingBox();
    for (const name of ['Close', 'Register']) {
      const action = dialog.getByRole('button', { name });
      await expect(action).toBeInViewport({ ratio: 1 });
      const box = await action.boundingBox();
      expect(box && detailsBox && box.y >= detailsBox.y + detailsBox.height).toBe(true);
    }
    expect(await details.evaluate((element) => element.scrollTop)).toBe(0);
    await dialog.getByRole('button', { name: 'Register' }).click();
    // The acknowledgement shows beside the button, not at the end of the details.
    await expect(dialog.getByRole('alert')).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the generated banners keep every title clear of the motif at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    const banners = page.getByRole('list', { name: 'Events' }).getByTestId('event-image');
    await expect(banners.first()).toBeVisible();
    const sources = await banners.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).src).filter((src) => src.endsWith('.svg')),
    );
    expect(sources.length).toBeGreaterThanOrEqual(10);

    for (const source of sources) {
      // The SVG on its own, drawn by Chromium's own fonts: real text boxes, not an estimate.
      await page.goto(source);
      const overlaps = await page.evaluate(() => {
        const motif = document.querySelector('[data-part="motif"]')?.getBoundingClientRect();
        if (!motif) return ['no motif'];
        return [...document.querySelectorAll('text')]
          .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }))
          .filter(({ box }) => box.right > motif.left && box.bottom > motif.top && box.top < motif.bottom)
          .map(
            ({ text, box }) =>
              `"${text}" ends at ${Math.round(box.right)}, motif starts at ${Math.round(motif.left)}`,
          );
      });
      expect(overlaps, source).toEqual([]);
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`looks right at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/events');
      const list = page.getByRole('list', { name: 'Events' });
      await expect(list.getByRole('heading', { name: bootcamp })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // No sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `/tmp/events-${viewport.width}.png`, fullPage: false });
      await page.mouse.wheel(0, 500);
      await page.screenshot({ path: `/tmp/events-${viewport.width}-grid.png` });
      await list.getByRole('button', { name: 'View Details' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Wait for the fade-in to finish, so the picture shows the dialog rather than a blend.
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `/tmp/events-${viewport.width}-dialog.png` });
    });
  }
});
