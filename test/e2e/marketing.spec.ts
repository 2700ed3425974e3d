import { readFile } from 'node:fs/promises';

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { contactForm, sendContactMessage } from './journeys/steps/forms';
import type { StoredEmail } from './journeys/steps/forms';
import { BACKEND, localRows } from './stack';

test.describe('contact form against the local e-mail service', () => {
  test('asks for a name first, passing axe; then goes through the EmailJS protocol to the contact template', async ({
    page,
    site,
    problems,
  }) => {
    // (Sending, the confirmation, the emptied message and the stored fields: forms.journey.ts.)
    const message = `Please call me about the SAS batch (${Date.now()}).`;
    await page.goto('/contact');
    await contactForm(site).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(site).getByText('Please enter your name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await sendContactMessage(site, message);
    const mine = (await localRows<StoredEmail>('emails')).find((email) =>
      email.params_json.includes(message),
    );
    expect(mine).toEqual(
      expect.objectContaining({
        endpoint: 'send-form',
        service_id: 'service_local',
        template_id: 'template_contact',
      }),
    );
    expect(problems.consoleErrors).toEqual([]);
  });

  test('keeps what was typed when the e-mail service cannot be reached', async ({ page }) => {
    await page.route(`${BACKEND}/api/v1.0/email/send-form`, (route) => route.abort('connectionrefused'));
    await page.goto('/contact?message=I%20want%20to%20enroll');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('I want to enroll');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Meera Iyer');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('meera@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('9876543210');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to send the message, please try again.' });
    await expect(alert).toContainText('internet connection');
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Meera Iyer');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('home page', () => {
  test('downloads the brochure as a PDF', async ({ page, problems }) => {
    await page.goto('/');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Brochure' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('MindBridge-Consulting-Brochure.pdf');
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(4000);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('shows the first slide at once, its image preloaded and eager, then the carousel takes over', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    const image = page.getByRole('img', { name: /Connected circles/ });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', '640');
    await expect(
      page.locator('link[rel="preload"][as="image"][href="/images/home/hero-connect.svg"]'),
    ).toHaveCount(1);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await expect(hero.getByRole('link', { name: /Read the 2030 Agenda/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await hero.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(hero.getByRole('link', { name: 'Explore Training & Placement' })).toBeVisible();
    await hero.getByRole('link', { name: 'Explore Training & Placement' }).click();
    await expect(page).toHaveURL(/\/offerings\/tnp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training & Placement');
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('figures', () => {
  for (const width of [360, 390]) {
    test(`every figure on the home and about pages fits its column at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/about']) {
        await page.goto(path);
        const lists = page.locator('dl');
        expect(await lists.count(), path).toBeGreaterThan(0);
        // A figure wider than its column widens the grid past its card ("102M+" was cut off at 390 px).
        const overflowing = await lists.evaluateAll((elements) =>
          elements.flatMap((list) =>
            [list, ...list.querySelectorAll('dd')]
              .filter((element) => element.scrollWidth > element.clientWidth + 1)
              .map((element) => element.textContent ?? ''),
          ),
        );
        expect(overflowing, path).toEqual([]);
      }
    });
  }
});

test.describe('axe in the states a visitor opens', () => {
  test('about: the press release read, page 2 of the outlets and an FAQ answer open', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Read more...' }).click();
    await page
      .getByRole('navigation', { name: 'Featured In pages' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await page.getByRole('button', { name: 'Do you guarantee placement?' }).click();
    await expect(page.getByText(/We commit to placement support/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Training & Placement: SAS is announced as coming soon', async ({ page }) => {
    await page.goto('/offerings/tnp');
    await page.getByRole('button', { name: 'Explore the SAS programme' }).click();
    await expect(page.getByRole('alert')).toHaveText('Coming Soon!');
    await expectNoSeriousA11yViolations(page);
  });

  for (const route of ['/', '/offerings', '/services/academia', '/offerings/executivesearch']) {
    test(`${route} passes axe`, async ({ page, problems }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }
});
