import type { PersistConfig, PersistedState, Storage } from 'redux-persist';

import { isCheckoutState, ledgerFromVersion2 } from '@/features/checkout/slice';
import { isCourseProgressState } from '@/features/courses/slice';
import { isProfileState } from '@/features/profile/slice';

/** Bump when a persisted slice changes shape, and add the step to `migrations`. */
export const PERSIST_VERSION = 4;
export const PERSIST_KEY = 'mindbridge';

/** Each persisted slice with the guard its stored value must pass; anything else is dropped. */
const persistedSlices = {
  courseProgress: isCourseProgressState,
  // The payment ledger: every payment this browser handled, with where its confirmation stands.
  checkout: isCheckoutState,
  profile: isProfileState,
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
      } catch {
        // Full or blocked storage: the app keeps working, progress just is not saved.
      }
      return Promise.resolve();
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
export function rootPersistConfig<S>(storage: Storage): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: Object.keys(persistedSlices) as PersistConfig<S>['whitelist'],
    migrate: migratePersistedState,
  };
}
