import type { PersistConfig, PersistedState, Storage } from 'redux-persist';

import { isUnclaimedState } from './legacy-state';

import { LEDGER_PERSIST_KEY, isCheckoutState, ledgerFromVersion2 } from '@/features/checkout/slice';
import { isRecord } from '@/lib/loose-payload';

/**
 * What the browser keeps, and where (localStorage):
 * - `persist:mindbridge` (this file, PERSIST_VERSION): what was kept before the learner's record belonged to
 *   the account (`unclaimed`), until the first account to sign in takes it.
 * - `persist:mindbridge-payments` (ledgerPersistConfig): the payment ledger, apart from everything else, so
 *   a save that fills the storage never takes a confirmation still to send with it.
 * - `mindbridge:account:{sub}:{slice}` (account-storage.ts): each account's progress, the changes the
 *   account has not taken yet, and its profile edits; opened at sign-in, forgotten at sign-out (except the
 *   changes still to send).
 */

/** Bump when a persisted slice changes shape, and add the step to `migrations`. */
export const PERSIST_VERSION = 5;
export const PERSIST_KEY = 'mindbridge';

/** Each persisted slice with the guard its stored value must pass; anything else is dropped. */
const persistedSlices = {
  unclaimed: isUnclaimedState,
} satisfies Record<string, (value: unknown) => boolean>;

type StoredState = Record<string, unknown> & { _persist: { version: number; rehydrated: boolean } };

/** Step N turns a state stored at version N-1 into version N. */
const migrations: Record<number, (state: StoredState) => StoredState> = {
  // Version 0 stored progress as `completedVideos: { [courseId]: number[] }`.
  1: (state) => {
    const legacy = state.courseProgress as { completedVideos?: Record<string, unknown[]> } | undefined;
    if (!legacy?.completedVideos) return state;
    const completedByCourse = Object.fromEntries(
      Object.entries(legacy.completedVideos).map(([courseId, ids]) => [courseId, ids.map(String)]),
    );
    return { ...state, courseProgress: { completedByCourse } };
  },
  // Version 2 keeps the completion time per course and the position inside each video beside the set.
  2: (state) => {
    const progress = state.courseProgress as Record<string, unknown> | undefined;
    if (typeof progress !== 'object' || progress === null) return state;
    return {
      ...state,
      courseProgress: { completedAtByCourse: {}, positionsByCourse: {}, ...progress },
    };
  },
  // Version 3 keeps each payment once, under its id, with its status (pending, confirmed, refused), where
  // version 2 kept handled ids, an outbox and a confirmed list side by side. A pending payment survives.
  3: (state) => ('checkout' in state ? { ...state, checkout: ledgerFromVersion2(state.checkout) } : state),
  // Version 4 keeps the learner's playback speed and auto-advance choice with the progress.
  4: (state) => {
    const progress = state.courseProgress as Record<string, unknown> | undefined;
    if (typeof progress !== 'object' || progress === null) return state;
    return { ...state, courseProgress: { playback: { rate: 1, autoAdvance: false }, ...progress } };
  },
  // Version 5: the record belongs to the account. What version 4 kept for whoever used this browser is
  // nobody's until the first account signs in (legacy-state.ts); its payments join the ledger at once.
  5: (state) => {
    const { courseProgress, profile, checkout } = state;
    const payments = isRecord(checkout) && isRecord(checkout.payments) ? checkout.payments : undefined;
    const unclaimed = {
      ...(courseProgress === undefined ? {} : { courseProgress }),
      ...(profile === undefined ? {} : { profile }),
      ...(payments === undefined ? {} : { payments }),
    };
    return { _persist: state._persist, unclaimed };
  },
};

/**
 * Brings a stored state up to PERSIST_VERSION. A state from a newer version, one that fails a migration
 * or a slice with the wrong shape is dropped, so a bad stored state can never stop the app from starting.
 */
export function migratePersistedState(
  state: PersistedState,
  currentVersion: number = PERSIST_VERSION,
): Promise<PersistedState> {
  if (!state || typeof state !== 'object') return Promise.resolve(undefined);
  const stored = state as unknown as StoredState;
  const inbound = typeof stored._persist?.version === 'number' ? stored._persist.version : 0;
  if (inbound > currentVersion) return Promise.resolve(undefined);
  try {
    let migrated = stored;
    for (let version = inbound + 1; version <= currentVersion; version += 1) {
      migrated = migrations[version]?.(migrated) ?? migrated;
    }
    const kept: Record<string, unknown> = { _persist: migrated._persist };
    for (const [key, isValid] of Object.entries(persistedSlices)) {
      if (key in migrated && isValid(migrated[key])) kept[key] = migrated[key];
    }
    return Promise.resolve(kept as unknown as PersistedState);
  } catch {
    return Promise.resolve(undefined);
  }
}

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

/** The persist configuration for the root reducer: only the small client slices, never the API cache. */
export function rootPersistConfig<S>(
  storage: Storage,
  writeFailed?: (error: unknown) => void,
): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: Object.keys(persistedSlices) as PersistConfig<S>['whitelist'],
    migrate: migratePersistedState,
    ...(writeFailed ? { writeFailHandler: writeFailed } : {}),
  };
}

/** Version of the ledger's own key (its entries' shape: checkout/slice.ts). */
export const LEDGER_PERSIST_VERSION = 1;

/** The payment ledger under a key of its own; an entry of the wrong shape drops the stored ledger. */
export function ledgerPersistConfig<S>(
  storage: Storage,
  writeFailed?: (error: unknown) => void,
): PersistConfig<S> {
  return {
    key: LEDGER_PERSIST_KEY,
    version: LEDGER_PERSIST_VERSION,
    storage,
    migrate: (state) => {
      const stored = state as unknown as Record<string, unknown> | undefined;
      const version = (stored?._persist as { version?: unknown } | undefined)?.version;
      if (!stored || version !== LEDGER_PERSIST_VERSION || !isCheckoutState(stored))
        return Promise.resolve(undefined);
      return Promise.resolve(state);
    },
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
