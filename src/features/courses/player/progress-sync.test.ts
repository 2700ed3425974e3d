import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import {
  MAX_BATCH,
  createProgressSync,
  showProgress,
  startProgressSync,
  stopProgressSyncsForTests,
} from './progress-sync';
import {
  progressNoticeDismissed,
  selectCompletedVideoIds,
  selectProgressNotSaved,
  selectProgressOutbox,
  selectVideoPositions,
  videoCompleted,
  videoPositionSaved,
} from './slice';

import { makeStore } from '@/app/store';
import { provideAccessTokens } from '@/lib/access-token';
import { accountClosed, accountOpened } from '@/lib/account';

import { fixtureAccessToken, fixtureLearners } from '@test/fixtures/learner';
import { progressState, provideTokensFor, signedInState } from '@test/learner-state';
import { answersOffContract } from '@test/msw/contract-check';
import {
  accountProgress,
  failures,
  progressGets,
  progressPosts,
  setAccountProgress,
} from '@test/msw/handlers/learner';
import { server } from '@test/msw/server';

const priya = fixtureLearners.priya.sub;
const T1 = '2026-11-20T09:00:00.000Z';
const T2 = '2026-11-20T09:05:00.000Z';

/** Priya signed in with her account open, holding `changes` not yet delivered. */
function device(changes: Parameters<typeof progressState>[0] = []) {
  const store = makeStore(
    { ...signedInState(), courseProgress: progressState(changes, { delivered: false }) },
    { storage: null },
  );
  const sync = createProgressSync(store);
  return { store, sync, outbox: () => selectProgressOutbox(store.getState()) };
}

afterEach(() => jest.useRealTimers());

describe('progress sync', () => {
  it('delivers the outbox, empties it only once the backend took it, and merges the account’s answer', async () => {
    provideTokensFor();
    // Another device already finished lesson 1 of course 2.
    setAccountProgress(priya, {
      ...accountProgress(priya),
      courses: { '2': { lessons: { v1: { completedAt: T1, lastCompletedAt: T1 } } } },
    });
    const { store, sync, outbox } = device([
      { completed: ['1', 'v1', T1] },
      { position: ['1', 'v2', 5, T2] },
    ]);
    expect(outbox()).toHaveLength(2);
    await sync.deliverNow();
    expect(outbox()).toEqual([]);
    expect(progressPosts()).toEqual([{ sub: priya, eventIds: expect.any(Array) as string[] }]);
    expect(progressPosts()[0]?.eventIds).toHaveLength(2);
    expect(selectCompletedVideoIds(store.getState(), '1')).toContain('v1');
    expect(selectCompletedVideoIds(store.getState(), '2')).toEqual(['v1']);
    expect(accountProgress(priya).courses['1']?.lessons.v2?.position).toMatchObject({ seconds: 5 });
  });

  it("asks for the account's progress and merges it without sending anything", async () => {
    provideTokensFor();
    setAccountProgress(priya, {
      ...accountProgress(priya),
      courses: { '1': { lessons: { v2: { position: { seconds: 5, at: T2 } } } } },
    });
    const { store, sync } = device();
    await sync.pull();
    expect(selectVideoPositions(store.getState(), '1')).toEqual({ v2: 5 });
    expect(progressPosts()).toEqual([]);
  });

  it('sends a long outbox in batches of at most 100 events', async () => {
    provideTokensFor();
    const changes = Array.from({ length: 150 }, (_, index) => ({
      position: ['1', `v${index}`, 10, T1] as [string, string, number, string],
    }));
    const { sync, outbox } = device(changes);
    expect(outbox()).toHaveLength(150);
    await sync.deliverNow();
    expect(progressPosts().map((post) => post.eventIds.length)).toEqual([MAX_BATCH, 50]);
    expect(outbox()).toEqual([]);
  });

  it('retries a refused token once with a renewed one', async () => {
    let renewals = 0;
    provideAccessTokens({
      token: () => Promise.resolve('expired-at-the-provider'),
      renewed: () => {
        renewals += 1;
        return Promise.resolve(fixtureAccessToken(priya));
      },
    });
    const { sync, outbox } = device([{ completed: ['1', 'v1', T1] }]);
    await sync.deliverNow();
    expect(renewals).toBe(1);
    expect(outbox()).toEqual([]);
    expect(progressPosts()).toHaveLength(1);
  });

  it('keeps the outbox when the token is refused even after a renewal, and sends it at the next chance', async () => {
    let valid = false;
    const token = () => Promise.resolve(valid ? fixtureAccessToken(priya) : 'refused');
    let renewals = 0;
    provideAccessTokens({
      token,
      renewed: () => {
        renewals += 1;
        return token();
      },
    });
    const { sync, outbox } = device([{ completed: ['1', 'v1', T1] }]);
    await sync.deliverNow();
    expect(renewals).toBe(1);
    expect(outbox()).toHaveLength(1);
    expect(progressPosts()).toEqual([]);
    // Signed in again (a working token): the waiting change goes.
    valid = true;
    await sync.deliverNow();
    expect(outbox()).toEqual([]);
    expect(progressPosts()).toHaveLength(1);
  });

  it.each([
    ['no network', () => failures.postProgress.networkError()],
    ['a 500', () => failures.postProgress.serverError()],
    ['an HTML page', () => failures.postProgress.malformed()],
  ])('keeps the outbox on %s, and tries again by itself later', async (_name, failure) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    provideTokensFor();
    server.use(failure());
    const { sync, outbox } = device([{ completed: ['1', 'v1', T1] }]);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await sync.deliverNow();
    expect(outbox()).toHaveLength(1);
    // The backend answers again; the retry goes after its wait without anyone asking.
    server.resetHandlers();
    await jest.advanceTimersByTimeAsync(2000);
    jest.useRealTimers();
    await waitFor(() => expect(outbox()).toEqual([]));
    expect(progressPosts()).toHaveLength(1);
    sync.stop();
  });

  it('drops a batch the backend refuses as malformed (sending it again cannot succeed); nothing is stored', async () => {
    provideTokensFor();
    server.use(
      http.post('*/api/me/progress', () =>
        HttpResponse.json({ message: 'events[0].seconds must be a number' }, { status: 400 }),
      ),
    );
    const { store, sync, outbox } = device([{ completed: ['1', 'v1', T1] }]);
    await sync.deliverNow();
    expect(outbox()).toEqual([]);
    expect(accountProgress(priya).courses).toEqual({});
    // The learner is told (ProgressNotice reads this).
    expect(selectProgressNotSaved(store.getState())).toEqual({
      count: 1,
      reason: 'events[0].seconds must be a number',
    });
  });

  it('drops only the events the backend refused, keeps the rest, and says how many were not saved', async () => {
    provideTokensFor();
    const { store, sync, outbox } = device([
      { completed: ['1', 'v1', T1] },
      { completed: ['1', 'lesson-removed', T1] },
      { position: ['no-such-course', 'v1', 5, T2] },
      { position: ['2', 'v3', 8, T2] },
    ]);
    await sync.deliverNow();
    expect(outbox()).toEqual([]);
    // What the account took is in its answer and in the record here.
    const taken = {
      '1': { lessons: { v1: { completedAt: T1, lastCompletedAt: T1 } } },
      '2': { lessons: { v3: { position: { seconds: 8, at: T2 } } } },
    };
    expect(accountProgress(priya).courses).toEqual(taken);
    expect(selectCompletedVideoIds(store.getState(), '1')).toContain('v1');
    expect(selectVideoPositions(store.getState(), '2')).toEqual({ v3: 8 });
    expect(selectProgressNotSaved(store.getState())).toEqual({
      count: 2,
      reason: expect.stringContaining('lesson-removed'),
    });
    store.dispatch(progressNoticeDismissed());
    expect(selectProgressNotSaved(store.getState())).toBeNull();
  });

  it('gathers the changes of a few seconds into one batch', async () => {
    provideTokensFor();
    const { store, sync, outbox } = device();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    for (const seconds of [5, 10, 15]) {
      store.dispatch(videoPositionSaved({ courseId: '1', videoId: 'v1', seconds }));
      sync.deliverSoon();
    }
    store.dispatch(videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 3 }));
    sync.deliverSoon();
    expect(progressPosts()).toEqual([]);
    await jest.advanceTimersByTimeAsync(3000);
    jest.useRealTimers();
    await waitFor(() => expect(outbox()).toEqual([]));
    // One request; of lesson 1's positions only the one that counts travelled.
    expect(progressPosts().map((post) => post.eventIds.length)).toEqual([2]);
    sync.stop();
  });

  it('sends nothing without an open account', async () => {
    provideTokensFor();
    const { store, sync } = device([{ completed: ['1', 'v1', T1] }]);
    store.dispatch(accountClosed({ sub: priya, forgotten: false }));
    await sync.deliverNow();
    expect(progressPosts()).toEqual([]);
  });

  it('never applies an answer to the account that opened while the batch was under way', async () => {
    provideTokensFor();
    const { store, sync, outbox } = device([{ completed: ['1', 'v1', T1] }]);
    let arrived = false;
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/me/progress', async () => {
        arrived = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({
          ...accountProgress(priya),
          courses: { '9': { lessons: { v1: { completedAt: T1, lastCompletedAt: T1 } } } },
          refused: [],
        });
      }),
    );
    const delivering = sync.deliverNow();
    await waitFor(() => expect(arrived).toBe(true));
    // Priya signs out and Arjun signs in on this browser before her answer comes back.
    store.dispatch(accountClosed({ sub: priya, forgotten: false }));
    store.dispatch(accountOpened({ sub: fixtureLearners.arjun.sub, stored: {} }));
    store.dispatch(videoCompleted({ courseId: '2', videoId: 'v1' }));
    release();
    await delivering;
    expect(outbox()).toHaveLength(1);
    expect(selectCompletedVideoIds(store.getState(), '9')).toEqual([]);
  });
});

describe("when the sync asks for the account's progress", () => {
  // Started here without the loader, so test/setup.ts does not stop them: each test is a fresh page.
  afterEach(() => stopProgressSyncsForTests());
  /** The account holds lesson 1 of course 2 finished (another device). */
  const finishedElsewhere = () =>
    setAccountProgress(priya, {
      ...accountProgress(priya),
      courses: { '2': { lessons: { v1: { completedAt: T1, lastCompletedAt: T1 } } } },
    });
  const pageShownAgain = () => document.dispatchEvent(new Event('visibilitychange'));
  const backOnline = () => window.dispatchEvent(new Event('online'));

  it('a restored session with changes left sends them at once, and asks nothing until the player opens', async () => {
    provideTokensFor();
    finishedElsewhere();
    const { store, outbox } = device([{ position: ['1', 'v2', 5, T2] }]);
    // A page that shows no progress: what the account session does when it opens a restored account.
    startProgressSync(store, { askAccount: false });
    await waitFor(() => expect(outbox()).toEqual([]));
    expect(progressPosts()).toHaveLength(1);
    pageShownAgain();
    backOnline();
    // Then the player opens: it asks, and that is the only time.
    showProgress(store);
    await waitFor(() => expect(selectCompletedVideoIds(store.getState(), '2')).toEqual(['v1']));
    expect(progressGets()).toEqual([priya]);
  });

  it('asks again when the page is shown again or the browser comes back online, only while progress is shown', async () => {
    provideTokensFor();
    const { store } = device();
    const leave = showProgress(store);
    await waitFor(() => expect(progressGets()).toHaveLength(1));
    backOnline();
    await waitFor(() => expect(progressGets()).toHaveLength(2));
    pageShownAgain();
    await waitFor(() => expect(progressGets()).toHaveLength(3));
    // The player closes; the learner goes on to another page, then signs in again there.
    leave();
    backOnline();
    pageShownAgain();
    finishedElsewhere();
    startProgressSync(store, { askAccount: true });
    await waitFor(() => expect(selectCompletedVideoIds(store.getState(), '2')).toEqual(['v1']));
    expect(progressGets()).toHaveLength(4);
    expect(progressPosts()).toEqual([]);
  });
});
