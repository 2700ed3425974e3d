/**
 * Fails when the production build breaks a size budget. Reads the report webpack.config.ts writes beside
 * the build and the .gz files in dist/, so the figures are what a browser downloads.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;
const dist = path.resolve('dist');
const reportFile = path.resolve('.cache/build-report.json');

/**
 * What the home route loads before it is interactive, each route's own code beyond the shell, and the HTML
 * of a page that holds its data (its cards and the embedded snapshot), as a browser downloads it.
 */
const budgets = {
  initialHome: { limit: 200 * KB, goal: 170 * KB },
  dataPageHtml: 60 * KB,
  routes: {
    'route-events': 60 * KB,
    // The MUI X calendar (about 25 KB) loads after the page has shown; back in the route it breaks this.
    'route-webinars': 40 * KB,
    'route-r-training': 70 * KB,
    'route-catalogue': 60 * KB,
    'route-catalogue-course': 60 * KB,
    // The player's own controls, transcript and Next lesson included (issue 28 sets 40 KB).
    'route-course-player': 40 * KB,
    'route-my-courses': 60 * KB,
    'route-profile': 60 * KB,
    'route-home': 60 * KB,
    'route-about': 60 * KB,
    'route-contact': 60 * KB,
    'route-academia': 60 * KB,
    'route-offerings': 60 * KB,
    'route-offering': 60 * KB,
    'route-testimonials': 60 * KB,
    'route-rewards': 60 * KB,
    'route-certificates': 60 * KB,
    'route-blogs': 60 * KB,
    'route-newsletters': 60 * KB,
    'route-connect': 60 * KB,
    'route-chambers': 60 * KB,
    'route-legal': 60 * KB,
  } as Record<string, number>,
};

/** Code that must never be part of the first load. */
const keptOutOfInitialLoad = [
  /@mui[\\/]x-date-pickers/,
  // The payment ledger (slice and outbox trigger) starts with every page so confirmations reach the
  // backend on the next visit; the page, its dialog and the checkout script stay out of the first load.
  /src[\\/]features[\\/]checkout[\\/](?!(slice|outbox)\.ts\b)/,
  /src[\\/]features[\\/]courses[\\/]routes[\\/]course-player/,
  /node_modules[\\/]dompurify/,
  /node_modules[\\/]jspdf/,
  /node_modules[\\/](fontkit|restructure|unicode-properties|unicode-trie|dfa|tiny-inflate|brotli)[\\/]/,
  /node_modules[\\/]ics/,
  /node_modules[\\/]oidc-client-ts/,
  /node_modules[\\/]react-oidc-context/,
  // MUI's CSS-variables machinery: this theme has none (webpack.config.ts swaps in the halves without it).
  /@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)/,
  /@mui[\\/]system[\\/]cssVars[\\/]/,
];

if (!existsSync(reportFile)) {
  console.error('bundle-budget: no build report. Run `npm run build` first.');
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
  groups: Record<string, string[]>;
  modulesByFile: Record<string, string[]>;
};

const gzipSize = (file: string): number => statSync(path.join(dist, `${file}.gz`)).size;
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// The entry paints first, then loads the app (framework, MUI, shell) and the route: all of it is the first load.
const entry = [...new Set([...(report.groups.main ?? []), ...(report.groups.app ?? [])])];
const home = report.groups['route-home'] ?? [];
const initial = [...new Set([...entry, ...home])];
const failures: string[] = [];

const initialBytes = sum(initial);
console.log(
  `Home route, initial JavaScript (gzip): ${kb(initialBytes)} (budget ${kb(budgets.initialHome.limit)}, goal ${kb(budgets.initialHome.goal)})`,
);
for (const file of initial) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
if (initialBytes > budgets.initialHome.limit)
  failures.push(`initial JavaScript ${kb(initialBytes)} > ${kb(budgets.initialHome.limit)}`);

for (const file of initial) {
  for (const moduleName of report.modulesByFile[file] ?? []) {
    const banned = keptOutOfInitialLoad.find((pattern) => pattern.test(moduleName));
    if (banned) failures.push(`${moduleName} is in the initial load (${file}); it must load lazily`);
  }
}

// The PDF library (certificates, receipts, the brochure), the name fonts, their shaping engine and the code
// that prints a name with them load when a visitor asks for a document: never with any route, not only the
// home route.
const pdfLibrary = /node_modules[\\/]jspdf[\\/]/;
const shapingEngine =
  /node_modules[\\/](fontkit|restructure|unicode-properties|unicode-trie|dfa|tiny-inflate|brotli)[\\/]|src[\\/]lib[\\/]pdf-names[\\/]shaping\.ts$/;
const onDemandOnly = [
  pdfLibrary,
  shapingEngine,
  /\.(woff2?|ttf|otf|subsets)$/,
  /src[\\/]features[\\/]profile[\\/]certificate-pdf\.ts$/,
  /src[\\/]lib[\\/]pdf-names[\\/]/,
];
const modulesOf = (files: string[]) => files.flatMap((file) => [file, ...(report.modulesByFile[file] ?? [])]);
for (const [name, files] of Object.entries(report.groups)) {
  if (!name.startsWith('route-')) continue;
  for (const file of files) {
    for (const moduleName of modulesOf([file])) {
      if (onDemandOnly.some((pattern) => pattern.test(moduleName)))
        failures.push(`${moduleName} is in ${name}'s first load (${file}); it must load only on demand`);
    }
  }
}
// A Latin, Greek or Cyrillic name is printed as text: the certificate's and the receipt's own code and the PDF
// library never bring the shaping engine, which only a script that needs shaping (Devanagari) asks for.
for (const group of ['certificate-pdf', 'receipt', 'pdf']) {
  const files = report.groups[group] ?? [];
  if (files.length === 0) failures.push(`no "${group}" chunk in the build report`);
  for (const moduleName of modulesOf(files).filter((name) => shapingEngine.test(name)))
    failures.push(
      `${moduleName} is in the "${group}" chunk; the shaping engine must load only for names that need it`,
    );
}

// What a document costs when asked for (gzip; a font file compresses like any text asset).
const fonts = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.ttf'));
const fontSize = (id: string) => {
  const file = fonts.find((name) => name.startsWith(`${id}.`));
  if (!file) throw new Error(`bundle-budget: no font file for ${id}`);
  return gzipSize(`assets/${file}`);
};
const groupSize = (...names: string[]) =>
  sum([...new Set(names.flatMap((name) => report.groups[name] ?? []))]);
console.log('\nOn demand, when asked for (gzip):');
for (const [what, bytes] of [
  ['receipt (code)', groupSize('receipt', 'pdf')],
  ['certificate (code)', groupSize('certificate-pdf', 'pdf')],
  [
    'certificate for "Łukasz Ananyā" (code + Latin and Latin Extended-A fonts)',
    groupSize('certificate-pdf', 'pdf') +
      fontSize('noto-sans-bold-latin') +
      fontSize('noto-sans-bold-latin-ext-a'),
  ],
  [
    'certificate for "अनन्या शर्मा" (code + shaping engine + Devanagari font)',
    groupSize('certificate-pdf', 'pdf', 'name-shaping') + fontSize('noto-sans-devanagari-bold'),
  ],
] as const)
  console.log(`  ${kb(bytes).padStart(9)}  ${what}`);
for (const file of fonts) console.log(`  ${kb(gzipSize(`assets/${file}`)).padStart(9)}  assets/${file}`);

console.log('\nEach route beyond the shell (gzip):');
const shell = new Set(entry);
for (const [name, files] of Object.entries(report.groups).sort(([a], [b]) => a.localeCompare(b))) {
  if (!name.startsWith('route-')) continue;
  const own = files.filter((file) => !shell.has(file));
  const bytes = sum(own);
  const limit = budgets.routes[name];
  console.log(`  ${kb(bytes).padStart(9)}  ${name}${limit ? ` (budget ${kb(limit)})` : ''}`);
  if (limit && bytes > limit) failures.push(`${name} ${kb(bytes)} > ${kb(limit)}`);
}

// The pages prerendered with the backend's data (the data pages and a page per course): gzip is what the
// larger of the two compressed copies is.
const manifestFile = path.join(dist, 'prerender-manifest.json');
const dataPages = existsSync(manifestFile)
  ? (
      JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        pages: { path: string; file: string; data?: unknown }[];
      }
    ).pages.filter((page) => page.data !== undefined)
  : [];
console.log(`\nThe HTML of each page prerendered with its data (gzip, budget ${kb(budgets.dataPageHtml)}):`);
if (dataPages.length === 0)
  console.log('  none (the build could not read the backend, or PRERENDER_DATA=off)');
for (const page of dataPages) {
  const bytes = gzipSize(page.file);
  console.log(`  ${kb(bytes).padStart(9)}  ${page.path}`);
  if (bytes > budgets.dataPageHtml)
    failures.push(`${page.path} HTML ${kb(bytes)} > ${kb(budgets.dataPageHtml)}`);
}

if (failures.length > 0) {
  console.error(`\nBundle budget broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBundle budgets hold.');
