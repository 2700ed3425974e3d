import { createTransform } from 'redux-persist';
import type { PersistConfig, Storage } from 'redux-persist';

import { readVersioned } from './stored-versions';
import type { StoredVersions } from './stored-versions';

import {
  LEDGER_PERSIST_KEY,
  isCheckoutState,
  withoutSettledGuestPayments,
  type LedgerEntry,
} from '@/features/checkout/slice';

/**
 * What the browser keeps, and where (localStorage):
 * - `persist:mindbridge-payments` (ledgerPersistConfig): the payment ledger, apart from everything else, so
 *   a save that fills the storage never takes a confirmation still to send with it.
 * - `mindbridge:account:{sub}:{slice}` (account-session.ts): each account's progress, the changes the
 *   account has not taken yet (with the player courses it last loaded, so the player starts offline), and its
 *   profile edits; opened at sign-in, forgotten at sign-out (except the changes still to send).
 * - `persist:mindbridge` (PERSIST_KEY): what was kept before the learner's record belonged to the account,
 *   only read now, by its own chunk (legacy-read.ts), until the first account to sign in takes it.
 * Each is read back by the same rule (stored-versions.ts), with its versions declared beside its code.
 */
export const PERSIST_KEY = 'mindbridge';

/**
 * localStorage behind redux-persist's Storage interface. An unreadable entry is removed and read as empty,
 * and a storage that throws (private mode, quota) behaves like an empty one instead of failing start-up.
 */
export function createSafeStorage(backing: () => globalThis.Storage = () => window.localStorage): Storage {
  return {
    getItem(key) {
      try {
        const raw = backing().getItem(key);
        if (raw === null || isPersistedEntry(raw)) return Promise.resolve(raw);
        backing().removeItem(key);
        return Promise.resolve(null);
      } catch {
        return Promise.resolve(null);
      }
    },
    setItem(key, value: string) {
      try {
        backing().setItem(key, value);
        return Promise.resolve();
      } catch (error) {
        // Full or blocked storage: the app keeps working; redux-persist hands this to writeFailHandler,
        // which tells the visitor what was not kept.
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    removeItem(key) {
      try {
        backing().removeItem(key);
      } catch {
        // As above.
      }
      return Promise.resolve();
    },
  };
}

function parses(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** What redux-persist writes: a JSON object whose every value is itself a JSON string. */
function isPersistedEntry(raw: string): boolean {
  if (!parses(raw)) return false;
  const parsed: unknown = JSON.parse(raw);
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string' && parses(value))
  );
}

/**
 * Version of the ledger's own key (its entries' shape: checkout/slice.ts). 2: a guest's payment is kept only
 * while its confirmation is pending (checkout/slice.ts, `isSettledGuestPayment`).
 */
export const LEDGER_PERSIST_VERSION = 2;

type StoredLedger = { payments?: unknown };

/**
 * The ledger's versions: 1 had the same shape, and kept a guest's name, e-mail and phone for good once the
 * payment was confirmed: step 2 drops those entries (their receipt was offered on the visit they were paid).
 * An entry of the wrong shape drops the stored ledger.
 */
const LEDGER_VERSIONS: StoredVersions<unknown> = {
  current: LEDGER_PERSIST_VERSION,
  oldest: 1,
  steps: {
    2: (state) => {
      const ledger = state as StoredLedger;
      if (!isCheckoutState(ledger)) return state;
      return { ...ledger, payments: withoutSettledGuestPayments(ledger.payments) };
    },
  },
  accept: isCheckoutState,
};

/** What is written of the ledger: never a guest's payment once the backend has answered it. */
const storedPayments = createTransform<Record<string, LedgerEntry>, Record<string, LedgerEntry>>(
  (payments) => withoutSettledGuestPayments(payments),
  (payments) => payments,
  { whitelist: ['payments'] },
);

/** The payment ledger under a key of its own; an entry of the wrong shape drops the stored ledger. */
export function ledgerPersistConfig<S>(
  storage: Storage,
  writeFailed?: (error: unknown) => void,
): PersistConfig<S> {
  return {
    key: LEDGER_PERSIST_KEY,
    version: LEDGER_PERSIST_VERSION,
    storage,
    transforms: [storedPayments],
    migrate: (state) =>
      Promise.resolve(
        readVersioned<unknown>(state, state?._persist.version, LEDGER_VERSIONS) as typeof state,
      ),
    ...(writeFailed ? { writeFailHandler: writeFailed } : {}),
  };
}

/** True when a failed write was the storage being full (every browser names it differently). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}
