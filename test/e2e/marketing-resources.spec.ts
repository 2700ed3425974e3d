import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { BACKEND } from './stack';

const siteDefaultDescription =
  'MindBridge Consulting: leadership development, strategic consulting, staffing, career counselling, executive coaching and training with placement.';

/** Every page of this area, with the heading it opens on. */
const pages = [
  { path: '/testimaonials', h1: 'Testimonials' },
  { path: '/rewards-recognition', h1: 'Honoring Achievements' },
  { path: '/certificates', h1: 'Our Certificates' },
  { path: '/resources/blogs', h1: 'Blogs' },
  { path: '/resources/newsletters', h1: 'Newsletters' },
  { path: '/past-events', h1: 'Past Events' },
  { path: '/upcoming-events', h1: 'Upcoming Events' },
  { path: '/industry-connects', h1: 'Industry Connects' },
  { path: '/academia-connects', h1: 'Academia Connects' },
  { path: '/StartupEcosystem-connects', h1: 'Startup Ecosystem Connects' },
  { path: '/chambers-of-commerce', h1: 'Chambers of Commerce' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-conditions', h1: 'Terms & Conditions' },
  { path: '/cancellation-policy', h1: 'Cancellation & Refund Policy' },
];

test.describe('Resources, accolades, connect and legal pages against the local backend', () => {
  for (const { path, h1 } of pages) {
    test(`${path} renders with its title and description, passes axe and logs no error`, async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| MindBridge Consulting$/);
      // The page's own description, hoisted by React after the site-wide default of index.html.
      const own = page.locator('head meta[name="description"]').last();
      await expect(own).toHaveAttribute('content', /^\S.{40,}$/);
      expect(await own.getAttribute('content')).not.toBe(siteDefaultDescription);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }

  test('testimonials come from the backend and no video frame loads before play', async ({
    page,
    problems,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) thirdParty.push(request.url());
    });
    // The player itself is not reachable offline: answer its frame locally.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/testimaonials');
    const text = page.getByRole('region', { name: 'Text testimonials' });
    const image = text.getByTestId('testimonial-image').first();
    await expect(image).toHaveAttribute('src', new RegExp(`^${BACKEND}/admin/uploads/text_testimonials/.+`));
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    const videos = page.getByRole('region', { name: 'Video testimonials' });
    await expect(videos.getByRole('button', { name: /^Play video from / }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    expect(await page.locator('iframe[src*="youtube"]').count()).toBe(0);

    await videos
      .getByRole('button', { name: /^Play video from / })
      .first()
      .click();
    await expect(videos.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    expect(problems.consoleErrors).toEqual([]);
  });

  test('certificates load from the backend and open larger in a dialog', async ({ page, problems }) => {
    await page.goto('/certificates');
    const grid = page.getByRole('list', { name: 'Certificates' });
    await expect(grid.getByRole('listitem')).not.toHaveCount(0);
    const first = grid.getByRole('button').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('img', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the awards clip and illustrations are served by the site', async ({ page, request }) => {
    await page.goto('/rewards-recognition');
    const pictures = page.locator('article img');
    await expect(pictures).toHaveCount(6);
    for (const src of await pictures.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    )) {
      expect((await request.get(src ?? '')).status()).toBe(200);
    }
    const clip = await request.get('/media/awards-highlights.webm');
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toContain('video/webm');
  });

  test('a table of contents link moves to its section', async ({ page }) => {
    await page.goto('/cancellation-policy');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'If we cancel' })
      .click();
    await expect(page).toHaveURL(/#cancellation-by-company$/);
    await expect(page.getByRole('heading', { name: '3. If we cancel' })).toBeInViewport();
  });
});
