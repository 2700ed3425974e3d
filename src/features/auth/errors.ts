import type { AuthErrorCode, AuthFailure } from './model';

import { chunkLoadCopy, isChunkLoadError } from '@/lib/loading/chunk-load';

// Apart from model.ts so the first load (header, account control) does not carry the error catalogue:
// it is needed only once something has failed.

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const field = (value: unknown, key: string): string =>
  typeof value === 'object' && value !== null && key in value
    ? text((value as Record<string, unknown>)[key])
    : '';

/**
 * Maps whatever the identity library or the provider threw to one code of the catalogue. `during` says
 * what was being done, which decides the generic fallback ("Login failed" or "Get access token failed").
 */
export function classifyAuthError(error: unknown, during: 'sign-in' | 'token'): AuthFailure {
  const protocolError = field(error, 'error');
  const name = field(error, 'name');
  const message = field(error, 'message') || (typeof error === 'string' ? error : '');
  const detail = field(error, 'error_description') || message || protocolError || undefined;
  const failure = (code: AuthErrorCode): AuthFailure => (detail ? { code, detail } : { code });
  if (isChunkLoadError(error)) return failure('load_failed');

  switch (protocolError) {
    case 'login_required':
    case 'consent_required':
    case 'interaction_required':
    case 'account_selection_required':
      return failure('login_required');
    case 'mfa_required':
      return failure('mfa_required');
    case 'access_denied':
      return failure('cancelled');
    case 'missing_refresh_token':
      return failure('missing_refresh_token');
    case 'state_mismatch':
      return failure('state_mismatch');
    case 'missing_transaction':
      return failure('missing_transaction');
    case 'timeout':
      return failure('timeout');
    case 'invalid_grant':
      return failure(during === 'token' ? 'login_required' : 'login_failed');
    default:
      break;
  }
  if (name === 'ErrorTimeout' || /timed out|timeout/i.test(message)) return failure('timeout');
  if (/state does not match|invalid state/i.test(message)) return failure('state_mismatch');
  if (/no matching state|no state in response/i.test(message)) return failure('missing_transaction');
  if (/popup closed|window closed/i.test(message)) return failure('cancelled');
  if (/refresh_token is required/i.test(message)) return failure('missing_refresh_token');
  return failure(during === 'token' ? 'token_failed' : 'login_failed');
}

type ErrorCopy = { title: string; message: string };

const errorCopy: Record<AuthErrorCode, ErrorCopy> = {
  state_mismatch: {
    title: 'Invalid state',
    message:
      'The answer from the sign-in service did not match the request this browser sent, so it was refused for your safety. Please log in again.',
  },
  missing_transaction: {
    title: 'Invalid state',
    message:
      'This sign-in was started in another tab or has expired, so it could not be completed. Please log in again.',
  },
  timeout: {
    title: 'Sign-in timed out',
    message: 'The sign-in service took too long to answer. Check your connection and try again.',
  },
  cancelled: {
    title: 'Sign-in cancelled',
    message: 'The sign-in was cancelled before it finished. You can log in whenever you are ready.',
  },
  login_required: {
    title: 'Please log in again',
    message: 'Your session with the sign-in service has ended. Log in again to continue.',
  },
  mfa_required: {
    title: 'Extra verification needed',
    message: 'Your account needs a second verification step. Log in again to complete it.',
  },
  missing_refresh_token: {
    title: 'Session could not be renewed',
    message: 'Your session could not be renewed in the background. Log in again to continue.',
  },
  login_failed: {
    title: 'Login failed',
    message:
      'We could not sign you in: the sign-in service is unreachable or refused the request. Please try again in a moment.',
  },
  token_failed: {
    title: 'Get access token failed',
    message: 'Your session could not be refreshed. Log in again to continue.',
  },
  load_failed: { title: chunkLoadCopy.title, message: chunkLoadCopy.message },
};

/** True when only a reload can help: another try in this page would fail to load the same code. */
export const needsReload = (failure: AuthFailure): boolean => failure.code === 'load_failed';

/** The heading and sentence the visitor sees for a failure. */
export function authErrorContent(failure: AuthFailure): ErrorCopy {
  return errorCopy[failure.code];
}
