import type { AuthFailure } from './model';

import { isChunkLoadError } from '@/lib/loading/chunk-load';

const loadFailed = (error: unknown): AuthFailure =>
  error instanceof Error && error.message
    ? { code: 'load_failed', detail: error.message }
    : { code: 'load_failed' };

/**
 * The catalogue entry for a sign-in failure. The catalogue (./errors) loads only once something has failed,
 * so the header's first load does not carry it; if it cannot load either, the page needs a reload.
 */
export async function describeSignInFailure(error: unknown): Promise<AuthFailure> {
  if (isChunkLoadError(error)) return loadFailed(error);
  try {
    const { classifyAuthError } = await import(/* webpackChunkName: "auth-errors" */ './errors');
    return classifyAuthError(error, 'sign-in');
  } catch (importError) {
    return loadFailed(importError);
  }
}
