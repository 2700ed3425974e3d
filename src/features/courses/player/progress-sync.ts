/**
 * Takes the learner's progress to the account and brings the account's back (its own chunk: the player and
 * the profile load it, and the account session does at sign-in, or when a restored session holds changes
 * still to send). The player never waits for it: progress is written to the store first, and this only
 * delivers the outbox and merges what the account holds.
 *
 * When it sends: at once when a lesson ends; a few seconds after positions or choices change (one batch for
 * all of them); when the page is hidden (a request that outlives the page); when the page is shown again or
 * the browser comes back online; when an account opens; and when it starts (the next visit). When it asks
 * for the account's progress: at sign-in (the provider's callback), whatever the page; when the player or
 * the profile opens; and, while one of them is open, when the page is shown again, the browser comes back
 * online or another account opens. Other pages of a restored session never ask.
 * Events leave the outbox only once the backend has taken them, or refused them (the events it names in its
 * answer, or a whole malformed batch): those leave unsaved, and the learner is told (ProgressNotice). No
 * answer: tried again with growing waits;
 * a 401 even after a renewed token: it waits for the next of the moments above.
 */
import { addListener, isAnyOf } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { progressApi } from './progress-api';
import type { SyncOutcome } from './progress-api';
import {
  accountProgressReceived,
  autoAdvanceChanged,
  courseRestarted,
  playbackRateChosen,
  progressDelivered,
  progressRefused,
  selectProgressOutbox,
  videoCompleted,
  videoPositionSaved,
} from './slice';
import type { CourseProgressState } from './slice';

import { accountOpened, selectAccountSub } from '@/lib/account';
import type { AccountState } from '@/lib/account';

/** The most events in one request (docs/api.md). */
export const MAX_BATCH = 100;
/** How long after a position or a choice changes the batch goes: long enough to take several. */
export const SYNC_DELAY_MS = 3000;
/** Waits before trying again after no answer; the last repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 15_000, 60_000];

type SyncState = { account: AccountState; courseProgress?: CourseProgressState };
type SyncStore = {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
};

/** Each store's running sync, and how many pages that show progress (player, profile) hold it. */
const running = new WeakMap<object, { sync: ProgressSync; shown: number }>();
/** What stops each running sync (tests: every test starts like a fresh page). */
const stops: (() => void)[] = [];

/** The store's sync, started once: it runs for the rest of the page's life. */
function runningSync(store: SyncStore): { sync: ProgressSync; shown: number } {
  const existing = running.get(store);
  if (existing) return existing;
  const sync = createProgressSync(store);
  const entry = { sync, shown: 0 };
  running.set(store, entry);
  const changes = isAnyOf(videoPositionSaved, playbackRateChosen, autoAdvanceChanged, courseRestarted);
  const unsubscribe = [
    store.dispatch(addListener({ actionCreator: videoCompleted, effect: () => void sync.deliverNow() })),
    store.dispatch(addListener({ matcher: changes, effect: () => sync.deliverSoon() })),
    store.dispatch(
      addListener({
        actionCreator: accountOpened,
        effect: () => {
          // Another account opened on this page: where progress is shown, it shows this account's.
          if (entry.shown > 0) void sync.pull();
          void sync.deliverNow();
        },
      }),
    ),
  ] as unknown as (() => void)[];
  stops.push(() => {
    for (const stop of unsubscribe) stop();
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void sync.deliverNow({ keepalive: true });
    else {
      if (entry.shown > 0) void sync.pull();
      void sync.deliverNow();
    }
  };
  const onOnline = () => {
    void sync.deliverNow();
    if (entry.shown > 0) void sync.pull();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  stops.push(() => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    running.delete(store);
    sync.stop();
  });
  return entry;
}

/**
 * A page that shows progress (the player, the profile) opened: the sync starts if it has not, the
 * account's progress is asked for and merged, and the outbox delivered. From now until the returned
 * function is called, the page being shown again or the browser coming back online asks again.
 */
export function showProgress(store: SyncStore): () => void {
  const entry = runningSync(store);
  entry.shown += 1;
  void entry.sync.pull();
  void entry.sync.deliverNow();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.shown -= 1;
  };
}

/**
 * The account opened (account-session.ts): after a sign-in (`askAccount`), the account's progress is
 * asked for and merged, whatever the page; either way the outbox is delivered.
 */
export function startProgressSync(store: SyncStore, { askAccount }: { askAccount: boolean }): void {
  const { sync } = runningSync(store);
  if (askAccount) void sync.pull();
  void sync.deliverNow();
}

/** Stops every running sync (tests only). */
export function stopProgressSyncsForTests(): void {
  for (const stop of stops.splice(0)) stop();
}

/** The sync's moves, for a store; exported for tests, which drive them with fake timers. */
export function createProgressSync(store: SyncStore) {
  const state = () => store.getState() as SyncState;
  let delivering: Promise<void> | null = null;
  let again = false;
  let soon: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;

  const clearTimers = () => {
    if (soon) clearTimeout(soon);
    if (retry) clearTimeout(retry);
    soon = null;
    retry = null;
  };

  const send = async (events: ProgressEventList, keepalive: boolean): Promise<SyncOutcome> => {
    const request = store.dispatch(
      progressApi.endpoints.recordProgress.initiate({ events, keepalive }, { track: false }),
    );
    const result = await request;
    return result.data ?? { kind: 'unreachable' };
  };

  /** Sends the outbox in batches until it is empty, the backend cannot be reached or the token is refused. */
  const deliverAll = async (keepalive: boolean) => {
    for (;;) {
      const sub = selectAccountSub(state());
      const batch = selectProgressOutbox(state()).slice(0, MAX_BATCH);
      if (sub === null || batch.length === 0) return;
      const outcome = await send(batch, keepalive);
      // Another account opened meanwhile: this answer is about the one that left.
      if (selectAccountSub(state()) !== sub) return;
      const eventIds = batch.map((event) => event.id);
      if (outcome.kind === 'progress') {
        failures = 0;
        // The backend took the batch but the events it names: only those leave unsaved (and the learner
        // is told); the others are in the account's answer.
        const sent = new Set(eventIds);
        const refused = outcome.refused.filter((event) => sent.has(event.id));
        const refusedIds = new Set(refused.map((event) => event.id));
        store.dispatch(
          progressDelivered({
            eventIds: eventIds.filter((id) => !refusedIds.has(id)),
            record: outcome.record,
          }),
        );
        if (refused.length > 0)
          store.dispatch(
            progressRefused({
              eventIds: [...refusedIds],
              message: refused.map((event) => event.message).join(' '),
            }),
          );
      } else if (outcome.kind === 'refused') {
        store.dispatch(progressRefused({ eventIds, message: outcome.message }));
      } else {
        if (outcome.kind === 'unreachable') {
          const wait = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
          failures += 1;
          retry = setTimeout(() => deliverNow(), wait);
        }
        return;
      }
    }
  };

  /** Delivers now; a delivery already under way finishes first, then one more runs for what came since. */
  function deliverNow({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    clearTimers();
    if (stopped) return Promise.resolve();
    if (delivering) {
      again = true;
      return delivering;
    }
    delivering = deliverAll(keepalive).finally(() => {
      delivering = null;
      if (again) {
        again = false;
        void deliverNow();
      }
    });
    return delivering;
  }

  /** Delivers in a few seconds, so the changes of those seconds go as one batch. */
  const deliverSoon = () => {
    if (stopped) return;
    if (soon || delivering) {
      if (delivering) again = true;
      return;
    }
    soon = setTimeout(() => {
      soon = null;
      void deliverNow();
    }, SYNC_DELAY_MS);
  };

  /** Asks for the account's progress and merges it into what this browser holds. */
  const pull = async (): Promise<void> => {
    const sub = selectAccountSub(state());
    if (sub === null) return;
    const request = store.dispatch(
      progressApi.endpoints.accountProgress.initiate(undefined, { track: false }),
    );
    const outcome = (await request).data;
    if (outcome?.kind === 'progress' && selectAccountSub(state()) === sub)
      store.dispatch(accountProgressReceived({ record: outcome.record }));
  };

  /** No more timers (the page or the test is over). */
  const stop = () => {
    stopped = true;
    clearTimers();
  };

  return { deliverNow, deliverSoon, pull, stop };
}

type ProgressEventList = CourseProgressState['outbox'];
type ProgressSync = ReturnType<typeof createProgressSync>;
