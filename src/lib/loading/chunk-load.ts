/**
 * Lazily loaded code that fails to arrive: the visitor is offline, or a deployment replaced the hashed files
 * this page was built against. Nothing but a reload helps in the second case, so every lazy chunk's failure
 * is told apart from other errors and answered with the same message and a reload action.
 */

/** The words every "a part of the site did not load" message uses. */
export const chunkLoadCopy = {
  title: 'This page needs a reload',
  message:
    'Part of the site could not be loaded. You may be offline, or the site has just been updated. Reload the page to continue.',
  action: 'Reload page',
} as const;

const chunkMessages = [
  // webpack: "Loading chunk route-about failed." and "Loading CSS chunk footer failed."
  /Loading (CSS )?chunk \S+ failed/i,
  // Native dynamic import(), as Chromium, Firefox and Safari word it.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** True when `error` says a lazily loaded script or stylesheet could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkMessages.some((pattern) => pattern.test(message));
}

/** The page, as far as reloading it goes (an object, so tests can watch the call jsdom cannot perform). */
export const currentPage = {
  reload(): void {
    window.location.reload();
  },
};
