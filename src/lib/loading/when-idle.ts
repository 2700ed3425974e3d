/**
 * Runs `task` once the browser is idle (or after `timeoutMs` at the latest; after a short delay where idle
 * callbacks do not exist), and returns a cancel for effects to clean up with.
 */
export function whenIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
