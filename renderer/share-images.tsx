/**
 * Draws the share pictures the prerendered pages name (renderer/page/share-image-content.ts says what each shows):
 * 1200x630 PNGs with the brand's mark and colours, the page's title and a line or two about it, made with
 * satori (layout to SVG, text as paths) and resvg (SVG to PNG), and the logo the structured data names.
 * Each picture is kept in .cache/share-images under a hash of what it shows and of this file, so a rebuild
 * draws only what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { Font } from 'satori';

import type { ShareImage } from './page/share-image-content';
import { writeFileAtomically } from './site-files';

const WIDTH = 1200;
const HEIGHT = 630;
const NAVY = '#0b3954';
const TEAL = '#087e8b';
const ORANGE = '#f4a259';

/** The folder under dist/ that holds the pictures. */
export const SHARE_DIR = 'share';
const LOGO_FILE = 'logo.png';

const cacheDir = path.resolve('.cache/share-images');
const thisFile = fileURLToPath(import.meta.url);

/** The brand's mark (public/favicon.svg) in light ink, for the dark picture. */
const mark = (size: number) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ffffff"/><path d="M14 44V20l10 14 8-10 8 10 10-14v24" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  ).toString('base64')}`;

/** Inter, from its npm package: satori reads WOFF (not WOFF2). */
function fonts(): Font[] {
  const require = createRequire(import.meta.url);
  const file = (weight: number) =>
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: 'Inter', data: file(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: file(700), weight: 700, style: 'normal' },
    { name: 'Inter', data: file(800), weight: 800, style: 'normal' },
  ];
}

/** Long titles get smaller type so that three lines hold them. */
const titleSize = (title: string) => (title.length > 70 ? 52 : title.length > 40 ? 60 : 68);

function Picture({ image, brand, host }: { image: ShareImage; brand: string; host: string }) {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        position: 'relative',
        backgroundColor: NAVY,
        color: '#ffffff',
        fontFamily: 'Inter',
        overflow: 'hidden',
      }}
    >
      {/* The brand's artwork: two flat discs in its colours behind the text. */}
      <div
        style={{
          position: 'absolute',
          right: -250,
          top: -210,
          width: 560,
          height: 560,
          borderRadius: 280,
          backgroundColor: TEAL,
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: -70,
          bottom: -130,
          width: 280,
          height: 280,
          borderRadius: 140,
          border: `28px solid ${ORANGE}`,
        }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 900,
          height: HEIGHT,
          padding: '64px 0 56px 72px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <img src={mark(64)} width={64} height={64} alt="" />
          <div style={{ fontSize: 32, fontWeight: 800, letterSpacing: 0.5 }}>{brand}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          {image.kicker && (
            <div style={{ fontSize: 28, fontWeight: 700, color: ORANGE, lineClamp: 1 }}>{image.kicker}</div>
          )}
          <div
            style={{
              fontSize: titleSize(image.title),
              fontWeight: 800,
              lineHeight: 1.12,
              lineClamp: 3,
            }}
          >
            {image.title}
          </div>
          {image.detail && (
            <div style={{ fontSize: 28, fontWeight: 400, lineHeight: 1.35, color: '#d6e4ec', lineClamp: 2 }}>
              {image.detail}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <div style={{ width: 56, height: 8, borderRadius: 4, backgroundColor: ORANGE }} />
          <div style={{ fontSize: 24, fontWeight: 700, color: '#d6e4ec' }}>{host}</div>
        </div>
      </div>
    </div>
  );
}

const toPng = (svg: string, width?: number) =>
  new Resvg(svg, width ? { fitTo: { mode: 'width', value: width } } : {}).render().asPng();

export type DrawnImages = { drawn: number; reused: number };

/**
 * Writes `dist/share/<id>.png` for each image (each once), drawing only those the cache does not hold, and
 * the logo; returns how many were drawn and how many came from the cache.
 */
export async function writeShareImages(
  dist: string,
  images: readonly ShareImage[],
  { brand, siteOrigin }: { brand: string; siteOrigin: string },
): Promise<DrawnImages> {
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(path.join(dist, SHARE_DIR), { recursive: true });
  const host = new URL(siteOrigin).host.replace(/^www\./, '');
  const design = createHash('sha256').update(readFileSync(thisFile)).digest('hex');
  let loaded: Font[] | undefined;
  const counts: DrawnImages = { drawn: 0, reused: 0 };
  const unique = [...new Map(images.map((image) => [image.id, image])).values()];
  for (const image of unique) {
    const key = createHash('sha256')
      .update(JSON.stringify([design, brand, host, image]))
      .digest('hex');
    const cached = path.join(cacheDir, `${key.slice(0, 32)}.png`);
    if (existsSync(cached)) {
      counts.reused += 1;
    } else {
      loaded ??= fonts();
      const svg = await satori(<Picture image={image} brand={brand} host={host} />, {
        width: WIDTH,
        height: HEIGHT,
        fonts: loaded,
      });
      writeFileAtomically(cached, toPng(svg));
      counts.drawn += 1;
    }
    writeFileAtomically(path.join(dist, SHARE_DIR, `${image.id}.png`), readFileSync(cached));
  }
  const favicon = readFileSync(path.resolve('public/favicon.svg'), 'utf8');
  writeFileAtomically(path.join(dist, SHARE_DIR, LOGO_FILE), toPng(favicon, 512));
  return counts;
}

/** Deletes the pictures in dist/share/ that no page names any more (the logo stays). */
export function removeUnusedShareImages(dist: string, used: ReadonlySet<string>): string[] {
  const folder = path.join(dist, SHARE_DIR);
  if (!existsSync(folder)) return [];
  const removed = readdirSync(folder).filter(
    (file) => file.endsWith('.png') && file !== LOGO_FILE && !used.has(file.slice(0, -'.png'.length)),
  );
  for (const file of removed) rmSync(path.join(folder, file));
  return removed;
}
