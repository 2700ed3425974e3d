/**
 * What `npm test` checks before any test: the Debian packages the browser tests drive (Chromium, Firefox
 * ESR, WebKit's driver under Xvfb, nginx with its brotli module, Java for the HTML checker). As root with apt, the missing ones are
 * installed (as a new machine's CI needs); otherwise the run stops here, with one line naming them and the
 * command that installs them, rather than late in Playwright's web servers with nothing said.
 *
 * The package query and the installer are commands, so a test can point them at fakes:
 * PREFLIGHT_DPKG_QUERY (default `dpkg-query`) and PREFLIGHT_APT_GET (default `apt-get`).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** What the browser tests need from Debian (README, "Two commands"). */
export const BROWSER_TEST_PACKAGES = [
  // The browser the benchmarks measure, and the same version's headless build the tests drive
  // (test/e2e/stack.ts).
  'chromium',
  'chromium-headless-shell',
  'firefox-esr',
  'webkit2gtk-driver',
  'xvfb',
  'xauth',
  'nginx',
  'libnginx-mod-http-brotli-static',
  // The nginx tests serve HTTPS with a certificate openssl makes (test/e2e/nginx-host.ts).
  'openssl',
  // The W3C Nu Html Checker (vnu-jar) that markup.spec.ts runs over every served page is a Java program.
  'default-jre-headless',
] as const;

/** The packages of `names` that are not installed. */
export type PackageQuery = (names: readonly string[]) => string[];
/** Installs `names`; true when it worked. */
export type Installer = (names: readonly string[]) => boolean;

export type PreflightOutcome =
  | { kind: 'ready' }
  | { kind: 'installed'; packages: string[] }
  | { kind: 'stop'; packages: string[]; line: string };

/** The one line a run that cannot install stops with. */
export const stopLine = (missing: readonly string[]) =>
  `The browser tests need Debian packages that are not installed: ${missing.join(' ')}. ` +
  `Install them with: sudo apt-get install -y ${missing.join(' ')}`;

/**
 * Finds the missing packages and installs them when it may (`installer` given: root with apt), checking
 * the result with the same query.
 */
export function preflight({
  packages = BROWSER_TEST_PACKAGES,
  query,
  installer,
}: {
  packages?: readonly string[];
  query: PackageQuery;
  installer?: Installer;
}): PreflightOutcome {
  const missing = query(packages);
  if (missing.length === 0) return { kind: 'ready' };
  if (installer && installer(missing)) {
    const still = query(missing);
    if (still.length === 0) return { kind: 'installed', packages: missing };
    return { kind: 'stop', packages: still, line: stopLine(still) };
  }
  return { kind: 'stop', packages: missing, line: stopLine(missing) };
}

/**
 * Reads `dpkg-query -W -f '${Package} ${db:Status-Abbrev}\n' NAMES` (or the command in
 * PREFLIGHT_DPKG_QUERY): a package is installed when its status starts with "ii"; one dpkg-query does not
 * know is missing too.
 */
export function dpkgQuery(command = process.env.PREFLIGHT_DPKG_QUERY ?? 'dpkg-query'): PackageQuery {
  return (names) => {
    const result = spawnSync(command, ['-W', '-f', '${Package} ${db:Status-Abbrev}\\n', ...names], {
      encoding: 'utf8',
    });
    if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
    const installed = new Set(
      result.stdout
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([, status]) => status?.startsWith('ii'))
        .map(([name]) => name),
    );
    return names.filter((name) => !installed.has(name));
  };
}

/** apt-get as root (or the command in PREFLIGHT_APT_GET); undefined when this process may not install. */
export function aptInstaller(command = process.env.PREFLIGHT_APT_GET ?? 'apt-get'): Installer | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (spawnSync(command, ['--version'], { stdio: 'ignore' }).error) return undefined;
  return (names) => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync(command, ['update', '-qq'], { stdio: 'inherit', env });
    if (update.status !== 0) return false;
    const install = spawnSync(command, ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
    return install.status === 0;
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apt = aptInstaller();
  const installer: Installer | undefined = apt
    ? (names) => {
        console.log(`preflight: installing the browser tests' Debian packages: ${names.join(' ')}`);
        return apt(names);
      }
    : undefined;
  const outcome = preflight({ query: dpkgQuery(), installer });
  if (outcome.kind === 'stop') {
    console.error(outcome.line);
    process.exit(1);
  }
  console.log(
    outcome.kind === 'installed'
      ? `preflight: installed ${outcome.packages.join(' ')}`
      : `preflight: the browser tests' Debian packages are installed (${BROWSER_TEST_PACKAGES.join(' ')})`,
  );
}
