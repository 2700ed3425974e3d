/**
 * How the prerendered pages are served and started: their HTML to clients that ask for no compression, the
 * backend data and the route code each page asks for before the app, the app held back until the first view
 * is painted, the footer that waits for the visitor, the not-found page, the aliases, and the verification
 * page's frame. Each page the build wrote is checked on its own (complete without JavaScript, hydrating into
 * the same page, its first view painted before the app is asked for) in smoke.spec.ts, in the same visit as
 * its other checks.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

import type { Page, Route } from '@playwright/test';

import { codeOf, ownCodeOf } from './build-files';
import { APP_CODE, expect, holdBack, test, watchLayoutShifts } from './fixtures';
import { hydrateFooter } from './journeys/steps/footer';
import { certificateFor, revokeCertificate } from './learner-api';
import { PRIMARY } from './prerendered';
import { SITE, prerenderManifest } from './stack';

const manifest = prerenderManifest();

/**
 * Chromium's warnings that a preload went wrong (fetched twice, with other credentials, never used), less
 * "was preloaded using link preload but not used within a few seconds from the window's load event": that
 * one depends on how fast the machine runs the app, and the single request each test counts proves the
 * preload was used.
 */
const preloadWarnings = (warnings: string[]) =>
  warnings.filter((warning) => /preload/i.test(warning) && !/not used within a few seconds/.test(warning));

/** The footer's own chunk. */
const FOOTER_CODE = ownCodeOf('footer');

/**
 * Opens /about, waits until it is idle and checks that the footer's code has not been asked for (the footer
 * is below the fold); returns the requests for it made from then on.
 */
async function footerCodeAskedOnAbout(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (FOOTER_CODE.test(request.url())) asked.push(request.url());
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  return asked;
}

/**
 * A GET as a client that asks for no compression sends it: Node's http sends no Accept-Encoding unless told
 * (a browser, and Playwright's request context, always send one).
 */
function plainGet(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${SITE}${urlPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

test.describe('pages asked for without Accept-Encoding (crawlers, monitors, link previews, proxies)', () => {
  test('every prerendered page, the home page included, answers with its uncompressed HTML', async () => {
    for (const { path: route, file } of manifest.pages) {
      const expected = readFileSync(path.resolve('dist', file));
      // With and without the trailing slash a link or a crawler may add.
      for (const address of route === '/' ? ['/'] : [route, `${route}/`]) {
        const response = await plainGet(address);
        expect({ address, status: response.status }).toEqual({ address, status: 200 });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toMatch(/Accept-Encoding/i);
        expect(response.body.equals(expected), `${address} is not dist/${file}`).toBe(true);
      }
    }
  });

  test('the same page asked for with brotli comes compressed, so a cache must keep the two apart', async () => {
    const response = await plainGet('/', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });
});

/**
 * Holds React, MUI and the app back until the page has made the requests it makes before them, and records
 * each request whose address `matches`, with whether the app had been let through by then, and the console's
 * warnings. The app goes through once `count` such requests have been made, or else once the page, having
 * asked for the app's code, has requested every backend read it preloads: its entry adds those
 * `<link rel="preload" as="fetch">` before it asks for the app (src/app/boot/entry.ts), so the page makes no
 * other request before the app. A page that asks for fewer fails on what it asked for, never on the clock.
 */
async function requestsBeforeApp(page: Page, matches: (url: string) => boolean, count: number) {
  let appReleased = false;
  let letAppThrough!: () => void;
  const appLetThrough = new Promise<void>((resolve) => {
    letAppThrough = () => {
      appReleased = true;
      resolve();
    };
  });
  const warnings: string[] = [];
  const requests: { url: string; appReleased: boolean }[] = [];
  const requested = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('request', (request) => {
    requested.add(request.url());
    if (!matches(request.url())) return;
    requests.push({ url: request.url(), appReleased });
    if (requests.length >= count) letAppThrough();
  });
  let preloadsRequested: Promise<void> | undefined;
  await page.route(APP_CODE, async (route) => {
    preloadsRequested ??= (async () => {
      const preloaded = await route
        .request()
        .frame()
        .evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
            (link) => link.href,
          ),
        );
      await expect.poll(() => preloaded.filter((href) => !requested.has(href))).toEqual([]);
    })()
      // A preloaded read never requested is left to the test's assertions on the requests.
      .catch(() => undefined)
      .finally(letAppThrough);
    await appLetThrough;
    await route.continue();
  });
  return { requests, warnings };
}

/** The rules Emotion compiled in the browser: its run-time tags are keyed "mui" alone, the prerendered ones list their ids. */
const compiledRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]')].flatMap((tag) =>
      [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    ),
  );

test.describe('prerendered pages', () => {
  test('a static page hydrates without compiling a style: the prerender wrote every style its render makes', async ({
    page,
  }) => {
    for (const route of ['/about', '/contact', '/offerings', '/r-training']) {
      await page.goto(route);
      await expect(page.locator('html[data-interactive]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect({ route, rules: await compiledRules(page) }).toEqual({ route, rules: [] });
    }
  });

  test.describe('the webinars, for a visitor on UTC', () => {
    test.use({ timezoneId: 'UTC' });

    // The calendar selects India's today: in the morning it is the visitor's day too, in the evening
    // India's day has moved on and the visitor's own is another. Fixed, so no run depends on its hour.
    for (const [when, hour] of [
      ['in the morning, one day in India and for the visitor', 8],
      ['in the evening, the next day in India', 20],
    ] as const) {
      test(`show without compiling a style ${when}: the prerender wrote the styles of what only the browser renders`, async ({
        page,
      }) => {
        const day = new Date().toISOString().slice(0, 10);
        await page.clock.install({ time: Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) });
        await page.goto('/webinars');
        // The cards, the day's panel, then the past webinars and the month calendar once the browser is idle.
        await expect(page.getByRole('list', { name: 'Upcoming Webinars' })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Past Webinars' })).toBeVisible();
        await expect(page.getByRole('grid')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await compiledRules(page)).toEqual([]);
      });
    }
  });

  test('a data page asks for its backend data once, without waiting for the app, and the page uses that answer', async ({
    page,
    problems,
  }) => {
    // React, MUI and the app are held back until the page has asked for both series.
    const { requests: dataRequests, warnings } = await requestsBeforeApp(
      page,
      (url) => url.includes('/admin/pages/'),
      2,
    );

    await page.goto('/webinars');
    await expect(page.getByRole('heading', { name: 'Upcoming Webinars', level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each series was requested once, while React, MUI and the app were still on their way: the page's
    // queries took the preloaded answers over (Chromium warns about a preload nobody used).
    expect(dataRequests.map(({ url }) => new URL(url).search).sort()).toEqual([
      '?endpoint=webinars&group_id=1',
      '?endpoint=webinars&group_id=2',
    ]);
    expect(dataRequests.map((request) => request.appReleased)).toEqual([false, false]);
    expect(preloadWarnings(warnings)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a page asks for its route's code once the app's chunks are in, and uses each file it preloaded", async ({
    page,
    request,
    problems,
  }) => {
    const listedCode = async (route: string) =>
      ((await (await request.get(route)).text()).match(/<div id="root"[^>]* data-code="([^"]+)"/)?.[1] ?? '')
        .split(' ')
        .filter(Boolean);
    // Every prerendered page lists its route's code, the app's chunks aside (the entry imports them anyway).
    for (const route of ['/about', '/offerings/tnp', '/no/such/page']) {
      expect(await listedCode(route), route).not.toEqual([]);
    }
    const scripts = await listedCode('/events');
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(ownCodeOf('route-events'))]));
    const entryCode = codeOf('main');
    expect(scripts.filter((file) => entryCode.test(file) || APP_CODE.test(file))).toEqual([]);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/events');
    await expect(page.getByTestId('event-image').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // One fetch per file, by the preload (initiator "link"): the script tags webpack added for the route
    // took the preloaded files over, and nothing was requested twice.
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        by: (entry as PerformanceResourceTiming).initiatorType,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const fetches = entries.map(({ path, by }) => ({ path, by }));
    for (const script of scripts) {
      expect(
        fetches.filter(({ path }) => path === script),
        script,
      ).toEqual([{ path: script, by: 'link' }]);
    }
    // Asked for once the app's own chunks had arrived, so they never shared the bandwidth with them.
    const appEnds = entries.filter(({ path }) => APP_CODE.test(path)).map(({ end }) => end);
    expect(appEnds).toHaveLength(3);
    const appArrived = Math.max(...appEnds);
    const routeStarts = entries.filter(({ path }) => scripts.includes(path)).map(({ start }) => start);
    expect(Math.min(...routeStarts)).toBeGreaterThanOrEqual(appArrived);
    expect(preloadWarnings(warnings)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("the app is asked for once the first screen's picture can be painted, not in competition with it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const picture = '/images/marketing/connect-academia.svg';
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith(picture)) events.push('picture');
    });
    page.on('request', (request) => {
      if (APP_CODE.test(request.url())) events.push('app');
    });
    // The card's picture is held back: the app must wait for it rather than share the connection with it.
    const release = await holdBack(page, new RegExp(`${picture.replace(/\./g, '\\.')}$`));
    const landing = page.goto('/academia-connects');
    // The page has painted and ten more frames have gone by, the picture still on its way: no app yet.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames >= 10 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(events).toEqual([]);
    release();
    await landing;
    expect(events[0]).toBe('picture');
    expect(events.filter((event) => event === 'app')).toHaveLength(3);
  });

  test('the footer waits for the visitor: its code comes when it is near, and a Subscribe clicked before that is kept', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked = await footerCodeAskedOnAbout(page);
    // Its code is held back while the visitor types and subscribes on the prerendered footer.
    const release = await holdBack(page, FOOTER_CODE);
    const footer = page.locator('footer');
    await footer
      .getByRole('textbox', { name: /email address/i })
      .fill(`early.visitor-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page).toHaveURL(`${SITE}/about`);
    release();

    await expect(footer.getByRole('alert')).toHaveText(
      'Thank you for subscribing to the MindBridge newsletter!',
    );
    await expect(footer.getByRole('textbox', { name: /email address/i })).toHaveValue('');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a navigation made while the footer still waits for the visitor is not held up by it', async ({
    page,
    site,
    problems,
  }) => {
    await footerCodeAskedOnAbout(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(`${SITE}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
    // The new page's footer is the same, now hydrated, with its links working in the app.
    await hydrateFooter(site);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(`${SITE}/privacy-policy`);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the bands far below the first screen are laid out as the visitor comes near them, and nothing moves for it', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const layoutShift = await watchLayoutShifts(page);
    // Whether the browser has laid out what a part holds (a part it skips, `content-visibility: auto`, keeps
    // only its own box).
    const laidOut = (name: string) =>
      page
        .locator('main section')
        .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
        .first()
        .evaluate((part) =>
          [...part.children].some((child) => child.checkVisibility({ contentVisibilityAuto: true })),
        );

    await page.goto('/r-training');
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    // The first screen and the plans the hero links to are laid out; the bands after the plans are not,
    // though their text is in the page.
    expect(await laidOut("What You'll Learn")).toBe(true);
    expect(await laidOut('Access Plans')).toBe(true);
    for (const later of ['Workshops', '8-Week Schedule', 'Why Learn R With Us'])
      expect({ part: later, laidOut: await laidOut(later) }).toEqual({ part: later, laidOut: false });
    await expect(page.getByRole('heading', { name: 'Workshops' })).toBeAttached();

    // Coming near each one lays it out: the workshops, then the last band, and the footer after it.
    await page.getByRole('list', { name: 'Workshops' }).scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut('Workshops')).toBe(true);
    const lastBand = page.getByRole('heading', { level: 2, name: 'Why Learn R With Us' });
    await lastBand.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut('Why Learn R With Us')).toBe(true);
    await expect(lastBand).toBeInViewport();
    const privacy = page.locator('footer').getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    await expect(privacy).toBeInViewport();
    expect(await layoutShift()).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('an unknown path is answered 404 with the prerendered not-found page, which still counts down', async ({
    page,
    request,
  }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(await response.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);

    await page.goto('/no/such/page');
    // It counts down from 10 (one second at a time: not-found-page.test.tsx, on a fake clock). Here, in the
    // browser: whichever second a slow machine first shows, a lower one follows. Not exactly the next one: a
    // poll a second apart can miss a second that shows for one.
    const countdown = page.getByRole('status');
    await expect(countdown).toContainText(/Redirecting to the home page in \d+ seconds?/);
    const seconds = async () => Number(/in (\d+) second/.exec((await countdown.textContent()) ?? '')?.[1]);
    const first = await seconds();
    expect(first).toBeLessThanOrEqual(10);
    await expect.poll(seconds).toBeLessThan(first);
  });

  test('the aliases are permanent redirects, and the signed-in pages and unknown courses get the shell', async ({
    request,
  }) => {
    for (const { from, to } of manifest.redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
    }
    // A course the build did not know (added since) is rendered in the browser, as the signed-in pages.
    for (const route of ['/courses', '/course/1', '/c/999']) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('data-prerendered');
      expect(html).toContain('Loading page');
    }
  });

  test("a certificate's address gets the verification page's own frame: hero, form and the result's skeleton before any script", async ({
    request,
    staticPage,
  }) => {
    const frame = manifest.frames?.['/verify/:certificateId'];
    expect(frame).toBe('verify/_certificateId.html');
    for (const route of ['/verify/MB-7K3Q-9D2X-TV0A', '/verify/not-an-id', '/VERIFY/mb-7k3q-9d2x-tv0a/']) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).toBe(readFileSync(path.resolve('dist', frame ?? ''), 'utf8'));
      // Rendered over, not hydrated (the id is not in it), with the route's code for the entry to fetch.
      const code = html.match(/<div id="root" data-code="([^"]+)" data-address-preload="[^"]+">/)?.[1] ?? '';
      expect(code.split(' ')).toEqual(
        expect.arrayContaining([expect.stringMatching(ownCodeOf('route-verify'))]),
      );
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
    await staticPage.goto('/verify/MB-7K3Q-9D2X-TV0A', { waitUntil: 'domcontentloaded' });
    await expect(staticPage.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
    await expect(staticPage.locator('header').first()).toHaveCSS('background-color', PRIMARY);
    await expect(staticPage.getByRole('form', { name: 'Check a certificate' })).toBeVisible();
    await expect(staticPage.getByRole('textbox', { name: 'Certificate ID' })).toHaveValue('');
    const result = staticPage.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('status', { name: 'Checking the certificate…' })).toBeVisible();
  });

  test("a certificate's page renders over its frame, and no answer moves it: valid, revoked, nobody's, a failing backend", async ({
    page,
    problems,
  }) => {
    const valid = await certificateFor('3');
    const revoked = await certificateFor('2');
    await revokeCertificate(revoked.id);
    const answers = [
      { id: valid.id, heading: 'Valid' },
      { id: revoked.id, heading: /^Revoked on / },
      { id: 'MB-0000-0000-0000', heading: 'No certificate has this id' },
      // A proxy's error page in place of the backend's answer.
      { id: 'MB-5000-0000-0000', heading: 'The certificate could not be checked', fails: true },
    ];
    const layoutShift = await watchLayoutShifts(page);
    // Each answer waits until the page has rendered, so the frame and the rendered page are compared in the
    // same state (the hero, the form and the result's skeleton), and then the skeleton and the answer.
    // The preload and the page's own request (one, or two where the route's interception keeps the page from
    // taking the preload over) are held until then; once released, any that comes later is answered at once.
    const held: Route[] = [];
    let answer: ((route: Route) => Promise<void>) | null = null;
    await page.route(/\/api\/certificates\//, async (route) => {
      if (answer) await answer(route);
      else held.push(route);
    });
    const proxyError = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
    for (const width of [390, 1280]) {
      for (const { id, heading, fails } of answers) {
        const where = `${id} at ${width} px`;
        answer = null;
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/verify/${id}`);
        await expect(page.locator('html[data-interactive]')).toBeAttached();
        await expect(page.getByRole('textbox', { name: 'Certificate ID' })).toHaveValue(id);
        const result = page.getByRole('region', { name: 'Result' });
        await expect(result.getByRole('status', { name: 'Checking the certificate…' })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^Verify a Certificate ${id}`));
        const rendered = await layoutShift();
        expect(rendered, `layout shift from the frame to the rendered page, ${where}`).toBeLessThanOrEqual(
          0.01,
        );
        await expect.poll(() => held.length).toBeGreaterThan(0);
        answer = fails ? proxyError : (route) => route.continue();
        for (const route of held.splice(0)) await answer(route);
        await expect(result.getByRole('heading', { name: heading })).toBeVisible();
        // The answer took the skeleton's reserved place: nothing on the page moved when it arrived.
        await expect(result.getByRole('status')).toHaveCount(0);
        expect((await layoutShift()) - rendered, `layout shift when the answer arrived, ${where}`).toBe(0);
      }
    }
    // The backend's 404 for the id nobody holds and the failing 500 are answers the browser logs; nothing else may fail.
    expect(problems.consoleErrors.filter((error) => !/\b(404|500)\b/.test(error))).toEqual([]);
  });

  test("a certificate's page asks for its check once, from the address, before the app has arrived", async ({
    page,
    problems,
  }) => {
    const valid = await certificateFor('3');
    // React, MUI and the app are held back until the page has asked for the certificate.
    const { requests: checks, warnings } = await requestsBeforeApp(
      page,
      (url) => url.includes('/api/certificates/'),
      1,
    );

    await page.goto(`/verify/${valid.id}`);
    await expect(
      page.getByRole('region', { name: 'Result' }).getByRole('heading', { name: 'Valid' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    // One request, made while the app was still on its way: the page's query took the preloaded answer over.
    expect(checks.map(({ url }) => new URL(url).pathname)).toEqual([`/api/certificates/${valid.id}`]);
    expect(checks.map((check) => check.appReleased)).toEqual([false]);
    expect(preloadWarnings(warnings)).toEqual([]);

    // An address the page does not ask about as it stands (not an id; an id it first rewrites) preloads nothing.
    checks.splice(0);
    await page.goto('/verify/not-a-real-id');
    await expect(
      page
        .getByRole('region', { name: 'Result' })
        .getByRole('heading', { name: 'This is not a certificate ID' }),
    ).toBeVisible();
    await page.goto(`/verify/${valid.id.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/verify/${valid.id}$`));
    await expect(
      page.getByRole('region', { name: 'Result' }).getByRole('heading', { name: 'Valid' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(checks.map(({ url }) => new URL(url).pathname)).toEqual([`/api/certificates/${valid.id}`]);
    expect(preloadWarnings(warnings)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a page that hydrates differently from its HTML is reported in the console', async ({
    page,
    problems,
  }) => {
    // Serve /about with a heading the app would not render: React must notice, and the tests with it.
    await page.route('**/about', async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replace('>About Us</h1>', '>Not what React renders</h1>');
      await route.fulfill({ response: original, body });
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    expect(problems.consoleErrors.join('\n')).toContain('Hydration mismatch');
  });
});
