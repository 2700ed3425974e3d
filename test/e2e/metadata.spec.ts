/**
 * What crawlers and link previews read, for every page the build prerendered (its manifest): a title and a
 * description of its own, the canonical address, Open Graph and Twitter tags with a 1200x630 picture that
 * exists, JSON-LD holding what Google's rich-result documentation requires of each type, the sitemap and
 * robots.txt; and noindex where the page is not for an index.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';
import { prerenderManifest } from './stack';

const manifest = prerenderManifest();
const siteOrigin = manifest.siteOrigin ?? '';
const indexed = manifest.pages.filter((page) => !page.noindex);

/** The site-wide description of public/index.html: no prerendered page may fall back to it. */
const siteWideDescription =
  /name="description"\s+content="([^"]+)"/.exec(
    readFileSync(path.resolve('public/index.html'), 'utf8'),
  )?.[1] ?? '';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function headOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
  const one = (pattern: RegExp) => all(pattern);
  return {
    titles: one(/<title>([^<]*)<\/title>/g),
    descriptions: one(/<meta name="description" content="([^"]*)"/g),
    canonical: one(/<link rel="canonical" href="([^"]*)"/g),
    property: (name: string) => all(new RegExp(`<meta property="${name}" content="([^"]*)"`, 'g')),
    name: (name: string) => all(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g')),
    robots: all(/<meta name="robots" content="([^"]*)"/g),
    jsonLd: all(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  };
}

/** The width and height a PNG's header states. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Thing = Record<string, unknown>;
const list = (value: unknown): Thing[] => (Array.isArray(value) ? value : value ? [value] : []) as Thing[];
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * What Google's documentation for each rich result requires (and the issue's Course fields); a list names
 * its items' problems, so one message says everything that is missing.
 */
function missing(thing: Thing, where: string): string[] {
  const need = (condition: boolean, what: string) => (condition ? [] : [`${where}: ${what}`]);
  switch (thing['@type']) {
    case 'Organization':
      return [
        ...need(text(thing.name), 'name'),
        ...need(text(thing.url), 'url'),
        ...need(text(thing.logo), 'logo'),
        ...need(
          list(thing.contactPoint).every((point) => text(point.telephone)),
          'contactPoint.telephone',
        ),
        ...need(list(thing.contactPoint).length > 0, 'contactPoint'),
        ...need(text((thing.address as Thing | undefined)?.streetAddress), 'address'),
        ...need(list(thing.sameAs).length > 0, 'sameAs'),
      ];
    case 'WebSite':
      return [...need(text(thing.name), 'name'), ...need(text(thing.url), 'url')];
    case 'BreadcrumbList':
      return list(thing.itemListElement).flatMap((item, index) => [
        ...need(item.position === index + 1, `item ${index} position`),
        ...need(text(item.name), `item ${index} name`),
        ...need(text(item.item), `item ${index} item`),
      ]);
    case 'FAQPage':
      return [
        ...need(list(thing.mainEntity).length > 0, 'mainEntity'),
        ...list(thing.mainEntity).flatMap((question, index) => [
          ...need(question['@type'] === 'Question' && text(question.name), `question ${index} name`),
          ...need(text((question.acceptedAnswer as Thing | undefined)?.text), `question ${index} answer`),
        ]),
      ];
    case 'Event': {
      const location = (thing.location ?? {}) as Thing;
      return [
        ...need(text(thing.name), 'name'),
        ...need(/^\d{4}-\d{2}-\d{2}/.test(String(thing.startDate)), 'startDate'),
        ...need(
          location['@type'] === 'VirtualLocation'
            ? text(location.url)
            : text((location.address as Thing)?.streetAddress),
          'location',
        ),
      ];
    }
    case 'Course':
      return [
        ...need(text(thing.name), 'name'),
        ...need(text(thing.description), 'description'),
        ...need(text((thing.provider as Thing | undefined)?.name), 'provider.name'),
        ...list(thing.offers).flatMap((offer) => [
          ...need(offer.priceCurrency === 'INR', 'offers.priceCurrency INR'),
          ...need(typeof offer.price === 'number', 'offers.price'),
          ...need(text(offer.category), 'offers.category'),
        ]),
        ...need(list(thing.offers).length > 0, 'offers'),
      ];
    case 'ItemList':
      return list(thing.itemListElement).flatMap((item, index) => [
        ...need(item.position === index + 1, `item ${index} position`),
        ...need(text(item.url) || item.item !== undefined, `item ${index} url or item`),
        ...(item.item ? missing(item.item as Thing, `${where} item ${index}`) : []),
      ]);
    default:
      return [`${where}: unexpected type ${String(thing['@type'])}`];
  }
}

test.describe('what crawlers and link previews read', () => {
  test('every prerendered page has its own title and description, a canonical address and link preview tags with its picture', async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path: route, noindex } of manifest.pages) {
      const head = headOf(await (await request.get(route)).text());
      expect(head.titles, route).toHaveLength(1);
      expect(head.descriptions, route).toHaveLength(1);
      const [title = '', description = ''] = [head.titles[0], head.descriptions[0]];
      if (noindex) {
        expect(head.robots, route).toEqual(['noindex']);
        expect(head.canonical, route).toEqual([]);
        continue;
      }
      expect(head.robots, route).toEqual([]);
      expect(description, route).not.toBe(siteWideDescription);
      expect(
        titles.get(title),
        `${route} and ${titles.get(title)} share the title "${title}"`,
      ).toBeUndefined();
      expect(descriptions.get(description), `${route} shares its description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);

      const url = `${siteOrigin}${route}`;
      expect(head.canonical, route).toEqual([url]);
      expect(head.property('og:url'), route).toEqual([url]);
      expect(head.property('og:type'), route).toEqual(['website']);
      expect(head.property('og:site_name'), route).toEqual(['MindBridge Consulting']);
      expect(head.property('og:locale'), route).toEqual(['en_IN']);
      expect(head.property('og:title')[0], route).toBeTruthy();
      expect(head.property('og:description'), route).toEqual([description]);
      expect(head.property('og:image:width'), route).toEqual(['1200']);
      expect(head.property('og:image:height'), route).toEqual(['630']);
      expect(head.property('og:image:alt')[0], route).toBeTruthy();
      expect(head.name('twitter:card'), route).toEqual(['summary_large_image']);
      const [image = ''] = head.property('og:image');
      expect(head.name('twitter:image'), route).toEqual([image]);
      expect(image.startsWith(`${siteOrigin}/share/`), `${route}: ${image}`).toBe(true);
      const file = path.resolve('dist', image.slice(siteOrigin.length + 1));
      expect(pngSize(file), route).toEqual({ width: 1200, height: 630 });
      expect(statSync(file).size, `${route}: ${file}`).toBeLessThanOrEqual(100 * 1024);
      expect((await request.get(image.slice(siteOrigin.length))).status(), image).toBe(200);
    }
  });

  test('every JSON-LD block parses and holds what its type requires; each page has the types it should', async ({
    request,
  }) => {
    const problems: string[] = [];
    const types: Record<string, string[]> = {};
    for (const { path: route } of indexed) {
      const { jsonLd } = headOf(await (await request.get(route)).text());
      types[route] = jsonLd.map((block) => String(block['@type']));
      for (const block of jsonLd) {
        if (block['@context'] !== 'https://schema.org') problems.push(`${route}: @context`);
        problems.push(...missing(block, route));
      }
    }
    expect(problems).toEqual([]);
    expect(types['/']).toEqual(['Organization', 'WebSite']);
    expect(types['/about']).toEqual(['FAQPage']);
    expect(types['/offerings/leadership']).toEqual(['BreadcrumbList']);
    expect(types['/events']).toEqual(['ItemList']);
    expect(types['/c']).toEqual(['ItemList']);
    for (const route of indexed.map((page) => page.path).filter((page) => /^\/c\/[^/]+$/.test(page))) {
      expect(types[route], route).toEqual(['BreadcrumbList', 'Course']);
    }
    // Each event on the page is an Event with its picture (one whose date cannot be read would be left out).
    const { jsonLd } = headOf(await (await request.get('/events')).text());
    const events = list(jsonLd[0]?.itemListElement).map((item) => item.item as Thing);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const [image = ''] = list(event.image) as unknown as string[];
      expect(pngSize(path.resolve('dist', image.slice(siteOrigin.length + 1)))).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  test('the sitemap lists exactly the indexable prerendered pages, each with its last change, and robots.txt names it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls.map(([, loc]) => loc).sort()).toEqual(
      indexed.map((page) => `${siteOrigin}${page.path}`).sort(),
    );
    for (const [, , lastmod] of urls) expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
    expect(xml).not.toContain('/profile');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });

  test('the signed-in pages, the sign-in callback, unknown courses and the not-found page say noindex', async ({
    request,
  }) => {
    for (const route of ['/profile', '/courses', '/course/1', '/auth/callback', '/c/999', '/no/such/page']) {
      const head = headOf(await (await request.get(route)).text());
      expect(head.robots, route).toEqual(['noindex']);
      expect(head.canonical, route).toEqual([]);
    }
  });
});
