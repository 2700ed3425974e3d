import { waitFor } from '@testing-library/react';

import { ACCOUNT_STORAGE_VERSION, accountKey } from './account-keys';
import { makeStore } from './store';

import { signedIn } from '@/features/auth/slice';
import { selectCompletedVideoIds, selectVideoPositions } from '@/features/courses/player/slice';
import { loadProgressSync } from '@/features/courses/player/sync-loader';

import { fixtureLearners } from '@test/fixtures/learner';
import { priyaProfile, progressState, provideTokensFor } from '@test/learner-state';
import { accountProgress, progressGets, progressPosts, setAccountProgress } from '@test/msw/handlers/learner';

const priya = fixtureLearners.priya.sub;
const T1 = '2026-11-20T09:00:00.000Z';
const T2 = '2026-11-20T09:05:00.000Z';

describe('the account session', () => {
  it("merges the account's progress as soon as the learner signs in, on any page", async () => {
    provideTokensFor();
    // Another device finished lesson 1 of course 2 and left lesson 2 at 0:05.
    setAccountProgress(priya, {
      ...accountProgress(priya),
      courses: {
        '2': {
          lessons: {
            v1: { completedAt: T1, lastCompletedAt: T1 },
            v2: { position: { seconds: 5, at: T2 } },
          },
        },
      },
    });
    // A public page's store: neither the player nor the profile has opened.
    const store = makeStore(undefined, { storage: null });
    store.dispatch(signedIn({ profile: priyaProfile, sub: priya, session: 'new' }));
    await waitFor(() => expect(selectCompletedVideoIds(store.getState(), '2')).toEqual(['v1']));
    expect(selectVideoPositions(store.getState(), '2')).toEqual({ v2: 5 });
    expect(progressGets()).toEqual([priya]);
    // Nothing was held here to send.
    expect(progressPosts()).toEqual([]);
  });

  it("asks for the account's progress on a restored session only once the player or the profile opens", async () => {
    provideTokensFor();
    setAccountProgress(priya, {
      ...accountProgress(priya),
      courses: { '2': { lessons: { v1: { completedAt: T1, lastCompletedAt: T1 } } } },
    });
    // A public page restores the session; nothing is left to send.
    const store = makeStore(undefined, { storage: null });
    store.dispatch(signedIn({ profile: priyaProfile, sub: priya, session: 'restored' }));
    await waitFor(() => expect(store.getState().account.sub).toBe(priya));
    // Then the player opens (what useProgressSync does): that asks, once.
    const { showProgress } = await loadProgressSync();
    showProgress(store);
    await waitFor(() => expect(selectCompletedVideoIds(store.getState(), '2')).toEqual(['v1']));
    expect(progressGets()).toEqual([priya]);
    expect(progressPosts()).toEqual([]);
  });

  it('sends at once what the restored account left undelivered, without asking for its progress', async () => {
    provideTokensFor();
    const kept = new Map<string, string>();
    kept.set(
      accountKey(priya, 'courseProgress'),
      JSON.stringify({
        version: ACCOUNT_STORAGE_VERSION,
        state: progressState([{ position: ['1', 'v2', 5, T2] }], { delivered: false }),
      }),
    );
    const backing = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    } as unknown as Storage;
    const store = makeStore(undefined, { storage: null, accountStorage: () => backing });
    store.dispatch(signedIn({ profile: priyaProfile, sub: priya, session: 'restored' }));
    await waitFor(() => expect(progressPosts()).toHaveLength(1));
    expect(progressPosts()[0]).toEqual({ sub: priya, eventIds: expect.any(Array) as string[] });
    expect(accountProgress(priya).courses['1']?.lessons.v2?.position).toMatchObject({ seconds: 5 });
    expect(progressGets()).toEqual([]);
  });
});
