/**
 * Each account's record in this browser, kept apart: the signed-in learner's progress (with the changes the
 * account has not taken yet) and profile edits live under keys of their own account (`sub`), opened when the
 * identity library confirms a session and closed when it ends. A learner who signs out is forgotten here,
 * except for the changes still to send, which stay (nobody else sees them) until that learner signs in again.
 * Composed in app/ because it joins the auth feature's events to the per-account slices. Its own chunk,
 * started with the identity library (account-session-start.ts): pages without a session never load it. It brings
 * the course progress slice (injected into the store as it arrives: lib/lazy-slices.ts), and the progress sync
 * when an account opens at sign-in (it merges the account's progress, whatever the page) or holds changes
 * still to send (they go; a restored session on a page that shows no progress asks the account for nothing).
 */
import { addListener } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

import { ACCOUNT_SLICES, ACCOUNT_STORAGE_VERSION, LAST_ACCOUNT_KEY, accountKey } from './account-keys';
import type { AccountSlice } from './account-keys';
import { hasUnclaimedRecord, unclaimedStateClaimed } from './legacy-state';
import type { UnclaimedState } from './legacy-state';
import { PERSIST_KEY, isQuotaError } from './persist';
import { readVersioned } from './stored-versions';

import {
  sessionEnded,
  signInFailed,
  signOutIncomplete,
  signOutStarted,
  signedIn,
  signedOut,
} from '@/features/auth/slice';
import { legacyPaymentsClaimed } from '@/features/checkout/slice';
import { isCourseProgressState } from '@/features/courses/player/progress-reader';
import { mergeProgress, emptyProgressRecord } from '@/features/courses/player/progress-record';
import { progressFromVersion4 } from '@/features/courses/player/progress-version4';
import { selectProgressOutbox } from '@/features/courses/player/slice';
import type { CourseProgressState } from '@/features/courses/player/slice';
import { loadProgressSync } from '@/features/courses/player/sync-loader';
import type { ProfileState } from '@/features/profile/slice';
import { editsFromVersion4, isProfileState } from '@/features/profile/stored-edits';
import { withdrawAccessTokens } from '@/lib/access-token';
import { accountClosed, accountOpened, storageWriteFailed } from '@/lib/account';
import type { AccountState, StoredAccount } from '@/lib/account';

type AccountRoot = {
  account: AccountState;
  /** There once this chunk has arrived (it brings the slice) and an action has run. */
  courseProgress?: CourseProgressState;
  profile: ProfileState;
  /** There only while what an earlier version kept waits to be claimed (legacy-read.ts). */
  unclaimed?: UnclaimedState;
  auth: { status: string; sub: string | null; profile: { email: string } | null };
};

/** The store the session runs in (its own, or a listener's view of it). */
export type SessionStore = { dispatch: (action: UnknownAction) => unknown; getState: () => unknown };

/** Each kept slice with the check it must pass. */
const GUARDS: Record<AccountSlice, (value: unknown) => boolean> = {
  courseProgress: isCourseProgressState,
  profile: isProfileState,
};

/** Reads an account's slices; anything unreadable, of another version or of the wrong shape reads as absent. */
export function readAccount(storage: globalThis.Storage, sub: string): StoredAccount {
  const stored: StoredAccount = {};
  for (const slice of Object.keys(ACCOUNT_SLICES) as AccountSlice[]) {
    try {
      const raw = storage.getItem(accountKey(sub, slice));
      if (raw === null) continue;
      const entry = JSON.parse(raw) as { version?: unknown; state?: unknown };
      const state = readVersioned(entry.state, entry.version, {
        current: ACCOUNT_STORAGE_VERSION,
        accept: GUARDS[slice],
      });
      if (state === undefined) storage.removeItem(accountKey(sub, slice));
      else stored[slice] = state;
    } catch {
      // Unreadable or blocked: as if nothing were stored.
    }
  }
  return stored;
}

/**
 * An account's stored state with the unclaimed version-4 record added: its progress (as changes to send,
 * so the account learns it), and the profile edits this browser kept for the account's e-mail address.
 */
export function claimUnclaimed(
  stored: StoredAccount,
  unclaimed: UnclaimedState,
  email: string,
  now: Date,
): StoredAccount {
  const claimed: StoredAccount = { ...stored };
  const legacy = progressFromVersion4(unclaimed.courseProgress, now);
  if (legacy) {
    const own = isCourseProgressState(stored.courseProgress) ? stored.courseProgress : undefined;
    claimed.courseProgress = {
      record: own ? mergeProgress(own.record, legacy.record) : legacy.record,
      outbox: [...(own?.outbox ?? []), ...legacy.outbox],
    } satisfies CourseProgressState;
  }
  const edits = editsFromVersion4(unclaimed.profile, email);
  const ownProfile = isProfileState(stored.profile) ? stored.profile : undefined;
  if (edits && !ownProfile?.edits) claimed.profile = { edits };
  return claimed;
}

const started = new WeakSet<object>();

/**
 * Starts the account session on a store, once: from now on a confirmed session opens its account, each
 * change is kept under it, and the session's end closes it (a sign-out forgets it). `storage` is where
 * accounts are kept (null: only in memory). A session confirmed before this started is opened at once.
 */
export function startAccountSession(
  store: SessionStore,
  storage: (() => globalThis.Storage) | null,
  { now = () => new Date(), trigger }: { now?: () => Date; trigger?: UnknownAction } = {},
): void {
  if (started.has(store)) return;
  started.add(store);
  const stateOf = () => store.getState() as AccountRoot;
  const backing = () => {
    try {
      return storage?.() ?? null;
    } catch {
      return null;
    }
  };

  const save = (sub: string, slice: AccountSlice, value: unknown) => {
    const kept = backing();
    if (!kept) return;
    try {
      kept.setItem(
        accountKey(sub, slice),
        JSON.stringify({ version: ACCOUNT_STORAGE_VERSION, state: value }),
      );
    } catch (error) {
      console.warn(
        `This browser could not keep the ${ACCOUNT_SLICES[slice]} of the signed-in account.`,
        error,
      );
      store.dispatch(storageWriteFailed({ what: ACCOUNT_SLICES[slice], quota: isQuotaError(error) }));
    }
  };

  /** Forgets a learner here: everything but the changes their account has not taken yet. */
  const forget = (sub: string, outbox: CourseProgressState['outbox']) => {
    const kept = backing();
    if (!kept) return;
    try {
      kept.removeItem(accountKey(sub, 'profile'));
      kept.removeItem(LAST_ACCOUNT_KEY);
      if (outbox.length === 0) kept.removeItem(accountKey(sub, 'courseProgress'));
    } catch {
      // Blocked storage: nothing was kept to forget.
    }
    if (outbox.length > 0) save(sub, 'courseProgress', { record: emptyProgressRecord(), outbox });
  };

  /** Closes the open account; forgetting it keeps only the changes the account has not taken yet. */
  const close = (forgotten: boolean) => {
    const state = stateOf();
    const { sub } = state.account;
    if (sub === null) {
      // Signed out before this page opened the account: forget the one this browser last had open.
      const last = forgotten ? readLastAccount() : null;
      if (last) forget(last, outboxOf(last));
      return;
    }
    if (forgotten) forget(sub, selectProgressOutbox(state));
    store.dispatch(accountClosed({ sub, forgotten }));
  };

  const readLastAccount = (): string | null => {
    try {
      return backing()?.getItem(LAST_ACCOUNT_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const outboxOf = (sub: string): CourseProgressState['outbox'] => {
    const kept = backing();
    const progress = kept ? readAccount(kept, sub).courseProgress : undefined;
    return isCourseProgressState(progress) ? progress.outbox : [];
  };

  /** Opens an account; `signingIn`: the learner has just signed in (not a session restored by this page). */
  const open = (sub: string, email: string, signingIn: boolean) => {
    if (stateOf().account.sub === sub) return;
    close(false);
    const kept = backing();
    let stored = kept ? readAccount(kept, sub) : {};
    const unclaimed = stateOf().unclaimed ?? {};
    const claiming = hasUnclaimedRecord(unclaimed);
    if (claiming) stored = claimUnclaimed(stored, unclaimed, email, now());
    store.dispatch(legacyPaymentsClaimed({ owner: sub }));
    store.dispatch(accountOpened({ sub, stored }));
    if (claiming) {
      store.dispatch(unclaimedStateClaimed());
      // Taken: what the earlier version kept leaves this browser (its payments are in the ledger).
      try {
        kept?.removeItem(`persist:${PERSIST_KEY}`);
      } catch {
        // Blocked storage: the next visit reads it again, and finds nobody's record to give (claimed here).
      }
    }
    const opened = stateOf();
    for (const slice of Object.keys(ACCOUNT_SLICES) as AccountSlice[]) save(sub, slice, opened[slice]);
    try {
      kept?.setItem(LAST_ACCOUNT_KEY, sub);
    } catch {
      // The pointer only helps a sign-out forget before the account opened; nothing is lost without it.
    }
    // Just signed in, whatever the page: the account's progress is asked for and merged, and what this
    // browser held goes. A session restored here: only changes left undelivered (offline, or signed out
    // before they went) go, at once; the player and the profile ask the account when they open.
    if (!signingIn && selectProgressOutbox(opened).length === 0) return;
    loadProgressSync().then(
      ({ startProgressSync }) =>
        startProgressSync(store as Parameters<typeof startProgressSync>[0], { askAccount: signingIn }),
      () => undefined,
    );
  };

  store.dispatch(
    addListener({
      actionCreator: signedIn,
      effect: (action) =>
        open(action.payload.sub, action.payload.profile.email, action.payload.session === 'new'),
    }),
  );
  // Each change of an open account's slices is kept at once, under that account.
  store.dispatch(
    addListener({
      predicate: (_action, current, previous) => {
        const now = current as AccountRoot;
        const before = previous as AccountRoot;
        return (
          now.account.sub !== null &&
          now.account.sub === before.account.sub &&
          (now.courseProgress !== before.courseProgress || now.profile !== before.profile)
        );
      },
      effect: (_action, api) => {
        const now = stateOf();
        const before = api.getOriginalState() as AccountRoot;
        const { sub } = now.account;
        if (sub === null) return;
        for (const slice of Object.keys(ACCOUNT_SLICES) as AccountSlice[])
          if (now[slice] !== before[slice]) save(sub, slice, now[slice]);
      },
    }),
  );
  // Signing out forgets the learner here; a session that ended or was not found only closes the account.
  store.dispatch(
    addListener({
      matcher: (action): action is UnknownAction =>
        signOutStarted.match(action) || signOutIncomplete.match(action),
      effect: () => close(true),
    }),
  );
  store.dispatch(
    addListener({
      matcher: (action): action is UnknownAction =>
        signedOut.match(action) || sessionEnded.match(action) || signInFailed.match(action),
      effect: () => {
        // No session: calls waiting for a token go without one.
        withdrawAccessTokens();
        close(false);
      },
    }),
  );

  // What happened before this chunk arrived: a session confirmed, or a sign-out.
  const { auth } = stateOf();
  if (trigger && (signOutStarted.match(trigger) || signOutIncomplete.match(trigger))) close(true);
  else if (auth.status === 'signedIn' && auth.sub !== null) {
    const signingIn = trigger !== undefined && signedIn.match(trigger) && trigger.payload.session === 'new';
    open(auth.sub, auth.profile?.email ?? '', signingIn);
  } else if (auth.status === 'signedOut') withdrawAccessTokens();
}
