/**
 * Fails when the production build breaks a size budget. Reads the report webpack.config.ts writes beside
 * the build and the .gz files in dist/, so the figures are what a browser downloads. Which chunks are
 * routes, and each one's budget, come from the route table (through the renderer the build made).
 */
import '../renderer/production-env';

import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { RENDERER_DIR, loadRenderer } from '../renderer/site-pages';

const KB = 1024;
const dist = path.resolve('dist');
const reportFile = path.resolve('.cache/build-report.json');
/** Each route's first load as last recorded (`npm run test:budget -- --record`), in bytes of gzip. */
const baselineFile = path.resolve('scripts/bundle-baseline.json');
/** How much a route's first load may grow over its recorded figure. */
const GROWTH_ALLOWED = 1024;

/** What the home route loads before it is interactive, and the HTML of a page that holds its data. */
const budgets = {
  initialHome: { limit: 200 * KB, goal: 170 * KB },
  dataPageHtml: 60 * KB,
};

/** Code that must never be part of the first load. */
const keptOutOfInitialLoad = [
  /@mui[\\/]x-date-pickers/,
  // The payment ledger (slice and outbox trigger) starts with every page so confirmations reach the
  // backend on the next visit; the page, its dialog, the ledger's views (ledger-views.ts) and the checkout
  // script stay out of the first load.
  /src[\\/]features[\\/]checkout[\\/](?!(slice|outbox)\.ts\b)/,
  // The course player, and the learner's progress (its slice, merge rules, sync) with it, loads with the
  // player, My Courses, the profile and the account session, which a page starts only for a session; never
  // with a public page.
  /src[\\/]features[\\/]courses[\\/]player[\\/]/,
  /src[\\/]app[\\/]account-session\.ts/,
  // The signed-in account's avatar and menu load for a signed-in visitor only (features/auth/account-menu-loader.ts).
  /src[\\/]features[\\/]auth[\\/]components[\\/]account-menu\.tsx$/,
  /src[\\/]components[\\/]avatar\.tsx$/,
  // A page's own client state (its filters) joins the store with that page's code (lib/lazy-slices.ts).
  /src[\\/]features[\\/](events|webinars|courses[\\/]catalogue)[\\/](slice|filters)\.ts$/,
  // A static part's code comes with the pages that have one; the start-up only provides its context.
  /src[\\/]lib[\\/]loading[\\/]static-part\.tsx$/,
  // The office's address and map and the social profiles: the footer and the pages that show them load them.
  /src[\\/]lib[\\/]site-office\.ts$/,
  /node_modules[\\/]dompurify/,
  /node_modules[\\/]jspdf/,
  /node_modules[\\/]qrcode[\\/]/,
  /node_modules[\\/](fontkit|restructure|unicode-properties|unicode-trie|dfa|tiny-inflate|brotli)[\\/]/,
  /node_modules[\\/]ics/,
  /node_modules[\\/]oidc-client-ts/,
  /node_modules[\\/]react-oidc-context/,
  // MUI's CSS-variables machinery: this theme has none (webpack.config.ts swaps in the halves without it).
  /@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)/,
  /@mui[\\/]system[\\/]cssVars[\\/]/,
];

if (!existsSync(reportFile) || !existsSync(path.join(RENDERER_DIR, 'prerender-page.cjs'))) {
  console.error('bundle-budget: no build report or renderer. Run `npm run build` first.');
  process.exit(1);
}
const renderer = loadRenderer();
/** Each lazily loaded route's chunk group and budget, as the route table declares them. */
const routeCode = renderer.routeCode();
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
  groups: Record<string, string[]>;
  modulesByFile: Record<string, string[]>;
};

const gzipSize = (file: string): number => statSync(path.join(dist, `${file}.gz`)).size;
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// The entry paints first, then loads the app (framework, MUI, shell) and the route: all of it is the first load.
const entry = [...new Set([...(report.groups.main ?? []), ...(report.groups.app ?? [])])];
const home = renderer.pageChunks('/').flatMap((name) => report.groups[name] ?? []);
const initial = [...new Set([...entry, ...home])];
const failures: string[] = [];
for (const { chunk, path: routePath } of routeCode) {
  if (!report.groups[chunk])
    failures.push(`the route ${routePath} names a chunk "${chunk}" the build does not have`);
}

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
const qrEncoder = /node_modules[\\/]qrcode[\\/]|src[\\/]lib[\\/]pdf-qr-code\.ts$/;
const shapingEngine =
  /node_modules[\\/](fontkit|restructure|unicode-properties|unicode-trie|dfa|tiny-inflate|brotli)[\\/]|src[\\/]lib[\\/]pdf-names[\\/]shaping\.ts$/;
const onDemandOnly = [
  pdfLibrary,
  shapingEngine,
  /\.(woff2?|ttf|otf|subsets)$/,
  /src[\\/]features[\\/]profile[\\/]certificate-pdf\.ts$/,
  /src[\\/]lib[\\/]pdf-names[\\/]/,
  // The QR code a certificate prints: its encoder loads with the certificate, never with a page.
  qrEncoder,
  // The profile's My Courses (the learner's certificates, their links and credentials) loads when opened.
  /src[\\/]features[\\/]profile[\\/]components[\\/](my-courses-panel|course-certificate)\.tsx$/,
  // The order the payment dialog creates (with the sign-in's token handling) loads with the dialog.
  /src[\\/]features[\\/]checkout[\\/]order-api\.ts$/,
  // The contact form's e-mail SDK loads when the visitor first moves into the form.
  /node_modules[\\/]@emailjs[\\/]/,
  // The lesson's open transcript (its captions' reader and search) loads when the transcript is open.
  /src[\\/]features[\\/]courses[\\/]player[\\/](components[\\/]transcript-body\.tsx|transcript-cues\.ts)$/,
];
const modulesOf = (files: string[]) => files.flatMap((file) => [file, ...(report.modulesByFile[file] ?? [])]);
for (const { chunk: name } of routeCode) {
  for (const file of report.groups[name] ?? []) {
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

// The QR encoder is part of what a certificate loads, and of nothing else.
const qrGroups = Object.entries(report.groups)
  .filter(([, files]) => modulesOf(files).some((name) => qrEncoder.test(name)))
  .map(([group]) => group);
if (!qrGroups.includes('certificate-pdf'))
  failures.push('the QR encoder is not in the "certificate-pdf" chunk');
for (const group of qrGroups.filter((name) => name !== 'certificate-pdf'))
  failures.push(`the QR encoder is in the "${group}" chunk; it must load with the certificate's PDF only`);

// MUI's text field parts are one file that the pages with a field share (webpack.config.ts, muiFields), not
// a copy in each of those pages' own files.
const fieldPart =
  /@mui[\\/]material[\\/](FormLabel|FormHelperText|InputBase|InputLabel|OutlinedInput|InputAdornment)[\\/]/;
const filesWithFieldPart = new Map<string, string[]>();
for (const [file, modules] of Object.entries(report.modulesByFile)) {
  for (const moduleName of new Set(modules.filter((name) => fieldPart.test(name))))
    filesWithFieldPart.set(moduleName, [...(filesWithFieldPart.get(moduleName) ?? []), file]);
}
for (const [moduleName, files] of filesWithFieldPart) {
  if (files.length > 1)
    failures.push(`${moduleName} is copied into ${files.join(', ')}; it belongs in one file`);
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
for (const { chunk: name, budgetKb } of [...routeCode].sort((a, b) => a.chunk.localeCompare(b.chunk))) {
  const own = (report.groups[name] ?? []).filter((file) => !shell.has(file));
  const bytes = sum(own);
  const limit = budgetKb * KB;
  console.log(`  ${kb(bytes).padStart(9)}  ${name} (budget ${kb(limit)})`);
  if (bytes > limit) failures.push(`${name} ${kb(bytes)} > ${kb(limit)}`);
}

// Each route's first load: the entry and the app, then the route's own chunks, outermost first (a signed-in
// page's guard too). None may grow by more than GROWTH_ALLOWED over the figure recorded for it; a growth
// that is meant is recorded anew, deliberately, with `--record`.
const baseline = existsSync(baselineFile)
  ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as { routes: Record<string, number> }).routes
  : {};
const firstLoads: Record<string, number> = {};
console.log(`\nEach route's first load (gzip), against its recorded figure + ${kb(GROWTH_ALLOWED)}:`);
for (const { chunk, path: routePath } of [...routeCode].sort((a, b) => a.path.localeCompare(b.path))) {
  const chunks = renderer.pageChunks(routePath.replace(/:[^/]+/g, '1'));
  // A pathless layout (the sign-in guard) is part of its pages' loads, not a page of its own.
  if (chunks.at(-1) !== chunk) continue;
  const bytes = sum([...new Set([...entry, ...chunks.flatMap((name) => report.groups[name] ?? [])])]);
  firstLoads[routePath] = bytes;
  const recorded = baseline[routePath];
  const against =
    recorded === undefined
      ? 'not recorded'
      : `recorded ${kb(recorded)}, ${bytes >= recorded ? '+' : '-'}${kb(Math.abs(bytes - recorded))}`;
  console.log(`  ${kb(bytes).padStart(9)}  ${routePath} (${against})`);
  if (recorded !== undefined && bytes > recorded + GROWTH_ALLOWED)
    failures.push(
      `the first load of ${routePath} grew to ${kb(bytes)}, over its recorded ${kb(recorded)} + ${kb(GROWTH_ALLOWED)}`,
    );
}
if (process.argv.includes('--record')) {
  writeFileSync(baselineFile, `${JSON.stringify({ routes: firstLoads }, null, 2)}\n`);
  console.log(`  recorded in ${path.relative(process.cwd(), baselineFile)}`);
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
