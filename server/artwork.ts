/**
 * Seed artwork drawn by code: abstract shapes, icons and initials (never photographs of people).
 * Used by the backend for uploads and by the OpenID provider for avatars.
 */

export const BRAND = {
  navy: '#0b3954',
  accent: '#f4a259',
  teal: '#1d7874',
  sky: '#bfd7ea',
  cream: '#fdf6ec',
};

const PALETTES: readonly [string, string, string][] = [
  [BRAND.navy, BRAND.accent, BRAND.sky],
  ['#1d7874', '#f4a259', '#fdf6ec'],
  ['#5b2a86', '#f4a259', '#e8ddf5'],
  ['#0b3954', '#66c3a5', '#e3f4ee'],
  ['#8c2f39', '#f4a259', '#fbe9e7'],
  ['#264653', '#e9c46a', '#f1f6f4'],
];

/** Escapes text for use inside SVG/HTML text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function palette(seed: number): [string, string, string] {
  const chosen = PALETTES[Math.abs(seed) % PALETTES.length];
  return chosen ?? [BRAND.navy, BRAND.accent, BRAND.sky];
}

/** Initials of a name, at most two letters, upper case. */
export function initials(name: string): string {
  const parts = name
    .replace(/^(dr|prof|mr|ms|mrs)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/**
 * Advance widths (in em) of DejaVu Sans Bold, the widest of the fonts `system-ui` resolves to (it is what
 * Debian's Chromium uses): an estimate from these never comes out narrower than the text really draws.
 */
const GLYPH_EM: readonly [RegExp, number][] = [
  [/[ ]/, 0.35],
  [/[il.,:;'!|]/, 0.4],
  [/[jIJ()[\]-]/, 0.46],
  [/[ftr]/, 0.5],
  [/[m]/, 1.05],
  [/[w]/, 0.9],
  [/[MW&%@]/, 1.11],
  [/[A-Z]/, 0.86],
  [/[0-9]/, 0.7],
];

/** The width a bold sans line of `text` takes at `fontSize` px, estimated generously. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += GLYPH_EM.find(([pattern]) => pattern.test(char))?.[1] ?? 0.72;
  return em * fontSize;
}

/** Breaks `text` into lines no wider than `maxWidth` (a word too long for a line is cut into pieces). */
export function wrapToWidth(text: string, maxWidth: number, fontSize: number): string[] {
  const fits = (candidate: string) => estimateTextWidth(candidate, fontSize) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (let word of text.trim().split(/\s+/).filter(Boolean)) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) line = joined;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Where the banner's title may run: from its left margin to well before the motif (drawn from x = 807). */
export const BANNER_TITLE = { left: 80, right: 760, top: 206, maxLines: 3 } as const;
const TITLE_SIZES = [60, 54, 48] as const;
const SMALLEST_TITLE_SIZE = 42;

/**
 * The title's lines and size: the largest size at which it fits in three lines beside the motif; at the
 * smallest size a longer title is cut after the third line with an ellipsis.
 */
export function fitBannerTitle(title: string): { fontSize: number; lines: string[] } {
  const maxWidth = BANNER_TITLE.right - BANNER_TITLE.left;
  for (const fontSize of TITLE_SIZES) {
    const lines = wrapToWidth(title, maxWidth, fontSize);
    if (lines.length <= BANNER_TITLE.maxLines) return { fontSize, lines };
  }
  const fontSize = SMALLEST_TITLE_SIZE;
  const all = wrapToWidth(title, maxWidth, fontSize);
  if (all.length <= BANNER_TITLE.maxLines) return { fontSize, lines: all };
  const lines = all.slice(0, BANNER_TITLE.maxLines);
  let last = `${lines.pop() ?? ''}…`;
  while (estimateTextWidth(last, fontSize) > maxWidth && last.length > 1) {
    last = `${last.slice(0, -2).trimEnd()}…`;
  }
  return { fontSize, lines: [...lines, last] };
}

export type Motif = 'chart' | 'network' | 'people' | 'book' | 'code' | 'award' | 'globe';

function motifShape(motif: Motif, x: number, y: number, ink: string, accent: string): string {
  switch (motif) {
    case 'chart':
      return `<g transform="translate(${x} ${y})"><rect x="0" y="60" width="22" height="50" rx="3" fill="${accent}"/><rect x="32" y="30" width="22" height="80" rx="3" fill="${ink}" opacity=".85"/><rect x="64" y="0" width="22" height="110" rx="3" fill="${accent}" opacity=".8"/><path d="M-6 116h104" stroke="${ink}" stroke-width="4"/></g>`;
    case 'network':
      return `<g transform="translate(${x} ${y})" stroke="${ink}" stroke-width="4"><path d="M10 90L50 20L95 70L10 90M50 20L60 110"/><g stroke="none"><circle cx="10" cy="90" r="12" fill="${accent}"/><circle cx="50" cy="20" r="14" fill="${ink}"/><circle cx="95" cy="70" r="12" fill="${accent}"/><circle cx="60" cy="110" r="10" fill="${ink}"/></g></g>`;
    case 'people':
      return `<g transform="translate(${x} ${y})"><circle cx="25" cy="30" r="16" fill="${accent}"/><path d="M0 100a25 28 0 0 1 50 0z" fill="${accent}"/><circle cx="70" cy="24" r="19" fill="${ink}"/><path d="M40 110a30 34 0 0 1 60 0z" fill="${ink}"/></g>`;
    case 'book':
      return `<g transform="translate(${x} ${y})"><path d="M0 10q25-12 50 0v95q-25-12-50 0z" fill="${accent}"/><path d="M50 10q25-12 50 0v95q-25-12-50 0z" fill="${ink}" opacity=".85"/></g>`;
    case 'code':
      return `<g transform="translate(${x} ${y})" fill="none" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"><path d="M30 20L0 55l30 35" stroke="${accent}"/><path d="M70 20l30 35-30 35" stroke="${accent}"/><path d="M60 10L42 100" stroke="${ink}"/></g>`;
    case 'award':
      return `<g transform="translate(${x} ${y})"><path d="M30 60L15 115l30-15 10 25 10-55z" fill="${ink}"/><path d="M70 60l15 55-30-15-10 25-10-55z" fill="${ink}" opacity=".8"/><circle cx="50" cy="45" r="40" fill="${accent}"/><circle cx="50" cy="45" r="26" fill="none" stroke="${ink}" stroke-width="5"/></g>`;
    case 'globe':
      return `<g transform="translate(${x} ${y})" fill="none" stroke-width="5"><circle cx="55" cy="55" r="50" fill="${accent}" stroke="${ink}"/><ellipse cx="55" cy="55" rx="22" ry="50" stroke="${ink}"/><path d="M5 55h100M14 28h82M14 82h82" stroke="${ink}"/></g>`;
  }
}

/** A 1200x675 banner with a title, a subtitle and a motif: event, course and webinar images. */
export function bannerSvg(options: { title: string; subtitle: string; motif: Motif; seed: number }): string {
  const [ink, accent, paper] = palette(options.seed);
  const title = fitBannerTitle(options.title);
  const baseline = BANNER_TITLE.top + Math.round(title.fontSize * 0.73);
  const lineHeight = Math.round(title.fontSize * 1.2);
  const lines = title.lines
    .map(
      (line, i) =>
        `<text x="${BANNER_TITLE.left}" y="${baseline + i * lineHeight}" font-size="${title.fontSize}" font-weight="700" fill="${paper}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(options.title)}">
<rect width="1200" height="675" fill="${ink}"/>
<circle cx="1060" cy="90" r="260" fill="${accent}" opacity=".18"/>
<circle cx="1150" cy="620" r="180" fill="${paper}" opacity=".12"/>
<path d="M0 600C300 520 600 690 1200 560V675H0z" fill="${accent}" opacity=".35"/>
<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<text x="80" y="150" font-size="30" letter-spacing="4" fill="${accent}">${escapeXml(options.subtitle.toUpperCase())}</text>
${lines}
</g>
<g data-part="motif" transform="translate(820 230) scale(2.2)">${motifShape(options.motif, 0, 0, paper, accent)}</g>
</svg>
`;
}

/** A square avatar with initials on a soft background. */
export function avatarSvg(name: string, seed: number): string {
  const [ink, accent] = palette(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<rect width="256" height="256" rx="128" fill="${ink}"/>
<circle cx="200" cy="48" r="70" fill="${accent}" opacity=".35"/>
<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="100" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>
`;
}

/** A certificate-like card: border, seal and title. */
export function certificateSvg(title: string, issuer: string, seed: number): string {
  const [ink, accent, paper] = palette(seed);
  const lines = wrap(title, 30)
    .map(
      (line, i) =>
        `<text x="500" y="${300 + i * 50}" text-anchor="middle" font-size="40" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="707" viewBox="0 0 1000 707" role="img" aria-label="${escapeXml(title)}">
<rect width="1000" height="707" fill="${paper}"/>
<rect x="24" y="24" width="952" height="659" fill="none" stroke="${ink}" stroke-width="10"/>
<rect x="44" y="44" width="912" height="619" fill="none" stroke="${accent}" stroke-width="3"/>
<g font-family="Georgia,'Times New Roman',serif">
<text x="500" y="170" text-anchor="middle" font-size="34" letter-spacing="8" fill="${accent}">CERTIFICATE</text>
${lines}
<text x="500" y="520" text-anchor="middle" font-size="26" fill="${ink}">${escapeXml(issuer)}</text>
</g>
<g transform="translate(800 470)"><circle r="70" fill="${accent}"/><circle r="52" fill="none" stroke="${ink}" stroke-width="4"/><path d="M-25 0l15 18 35-38" fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round"/></g>
</svg>
`;
}
