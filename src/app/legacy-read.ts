/**
 * Reads what this browser kept before the learner's record belonged to the account (`persist:mindbridge`,
 * versions 0 to 5). Its own chunk: a page asks for it only when that entry exists (store.ts), after the
 * payment ledger has been read back. Its payments join the ledger at once, so a confirmation still to send is
 * delivered whoever signs in; its progress and profile edits wait in the `unclaimed` slice for the first
 * account that signs in (account-session.ts), which removes the entry. With nothing left to claim, the entry
 * is removed here, once the ledger has kept the payments. Nothing writes this entry any more.
 */
import { getStoredState } from 'redux-persist';
import type { PersistedState, Storage } from 'redux-persist';

import { hasUnclaimedRecord, unclaimedStateRead } from './legacy-state';
import type { UnclaimedState } from './legacy-state';
import { PERSIST_KEY } from './persist';
import { readVersioned } from './stored-versions';

import { ledgerFromVersion2 } from '@/features/checkout/ledger-version2';
import { legacyPaymentsCarriedOver } from '@/features/checkout/slice';
import { isRecord } from '@/lib/loose-payload';

/** The last version written under PERSIST_KEY; a stored state of any version up to it is read. */
export const PERSIST_VERSION = 5;

/** Each kept part of a stored state with the guard its value must pass; anything else is dropped. */
const persistedSlices = {
  unclaimed: isRecord,
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
  // Version 0 wrote no version.
  const inbound = typeof stored._persist?.version === 'number' ? stored._persist.version : 0;
  const migrated = readVersioned(stored, inbound, {
    current: currentVersion,
    oldest: 0,
    steps: migrations,
    accept: isRecord,
  });
  if (!migrated) return Promise.resolve(undefined);
  const kept: Record<string, unknown> = { _persist: migrated._persist };
  for (const [key, isValid] of Object.entries(persistedSlices)) {
    if (key in migrated && isValid(migrated[key])) kept[key] = migrated[key];
  }
  return Promise.resolve(kept as unknown as PersistedState);
}

type LegacyStore = { dispatch: (action: { type: string }) => unknown };

/**
 * Reads the stored state, brings it to the current version, hands its payments to the ledger and keeps its
 * progress and profile edits for the first account; an unreadable or unknown state is dropped. `flush`
 * writes the ledger, so the entry goes only once the payments are kept there.
 */
export async function readLegacyState(
  store: LegacyStore,
  storage: Storage,
  flush: () => Promise<unknown>,
): Promise<void> {
  let unclaimed: Record<string, unknown> = {};
  try {
    const stored = (await getStoredState({ key: PERSIST_KEY, storage })) as PersistedState;
    const migrated = (await migratePersistedState(stored)) as { unclaimed?: unknown } | undefined;
    if (migrated && isRecord(migrated.unclaimed)) unclaimed = migrated.unclaimed;
  } catch {
    // Unreadable: as if nothing were stored.
  }
  const { courseProgress, profile, payments } = unclaimed;
  if (isRecord(payments)) store.dispatch(legacyPaymentsCarriedOver({ payments }));
  const record: UnclaimedState = {
    ...(courseProgress === undefined ? {} : { courseProgress }),
    ...(profile === undefined ? {} : { profile }),
  };
  if (hasUnclaimedRecord(record)) {
    store.dispatch(unclaimedStateRead(record));
    return;
  }
  await flush();
  await storage.removeItem(`persist:${PERSIST_KEY}`);
}
