import { screen } from '@testing-library/react';

import { PERSIST_KEY, PERSIST_VERSION, createSafeStorage, migratePersistedState } from './persist';
import { makeStore } from './store';

import {
  autoAdvanceChanged,
  playbackRateChosen,
  selectAutoAdvance,
  selectPlaybackRate,
  videoCompleted,
  videoPositionSaved,
} from '@/features/courses/slice';
import { profileEdited } from '@/features/profile/slice';

import { renderWithProviders } from '@test/render';

const storageKey = `persist:${PERSIST_KEY}`;

/** What redux-persist writes: each slice JSON-encoded inside one JSON object. */
const stored = (slices: Record<string, unknown>, version: number) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

/** Stores current-version progress (video v1 of course 1 completed) with the given playback preferences. */
const storeProgressWithPlayback = (playback: Record<string, unknown>) =>
  window.localStorage.setItem(
    storageKey,
    stored(
      {
        courseProgress: {
          completedByCourse: { '1': ['v1'] },
          completedAtByCourse: {},
          positionsByCourse: {},
          playback,
        },
      },
      PERSIST_VERSION,
    ),
  );

/** Builds a persisting store over localStorage and waits until it has read what was stored. */
async function rehydratedStore() {
  const store = makeStore(undefined, { storage: createSafeStorage() });
  store.persistor?.persist();
  await new Promise<void>((resolve) => {
    if (store.persistor?.getState().bootstrapped) resolve();
    const unsubscribe = store.persistor?.subscribe(() => {
      if (store.persistor?.getState().bootstrapped) {
        unsubscribe?.();
        resolve();
      }
    });
  });
  return store;
}

describe('persisted state', () => {
  it('restores course progress after a reload', async () => {
    const first = await rehydratedStore();
    first.dispatch(videoCompleted({ courseId: '1', videoId: 'v2' }));
    await first.persistor?.flush();

    const second = await rehydratedStore();
    expect(second.getState().courseProgress.completedByCourse).toEqual({ '1': ['v2'] });
  });

  it('never persists the API cache', async () => {
    const store = await rehydratedStore();
    store.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }));
    await store.persistor?.flush();
    const saved = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'checkout', 'courseProgress', 'profile']);
  });

  it('migrates progress stored by version 0', async () => {
    window.localStorage.setItem(
      storageKey,
      stored({ courseProgress: { completedVideos: { '2': [1, 3] } } }, 0),
    );
    const store = await rehydratedStore();
    expect(store.getState().courseProgress.completedByCourse).toEqual({ '2': ['1', '3'] });
  });

  it('migrates version 1 progress to the current shape, keeping the completed set', async () => {
    window.localStorage.setItem(
      storageKey,
      stored({ courseProgress: { completedByCourse: { '1': ['v1'] } } }, 1),
    );
    const store = await rehydratedStore();
    expect(store.getState().courseProgress).toEqual({
      completedByCourse: { '1': ['v1'] },
      completedAtByCourse: {},
      positionsByCourse: {},
      playback: { rate: 1, autoAdvance: false },
    });
  });

  it('migrates version 2 progress to the current version: normal speed, no auto-advance, nothing lost', async () => {
    expect(PERSIST_VERSION).toBe(4);
    const version2 = {
      completedByCourse: { '1': ['v1', 'v2'] },
      completedAtByCourse: { '1': '2026-11-20T09:00:00.000Z' },
      positionsByCourse: { '1': { v3: 12.5 } },
    };
    window.localStorage.setItem(storageKey, stored({ courseProgress: version2 }, 2));
    const store = await rehydratedStore();
    expect(store.getState().courseProgress).toEqual({
      ...version2,
      playback: { rate: 1, autoAdvance: false },
    });
  });

  it('restores the chosen speed and auto-advance after a reload', async () => {
    const first = await rehydratedStore();
    first.dispatch(playbackRateChosen(1.5));
    first.dispatch(autoAdvanceChanged(true));
    await first.persistor?.flush();

    const second = await rehydratedStore();
    expect(selectPlaybackRate(second.getState())).toBe(1.5);
    expect(selectAutoAdvance(second.getState())).toBe(true);
  });

  it('reads a stored speed the player does not offer as the nearest one it does', async () => {
    storeProgressWithPlayback({ rate: 1.6, autoAdvance: false });
    const store = await rehydratedStore();
    expect(selectPlaybackRate(store.getState())).toBe(1.5);
    expect(store.getState().courseProgress.completedByCourse).toEqual({ '1': ['v1'] });
  });

  it('drops progress whose stored playback preferences have the wrong shape', async () => {
    storeProgressWithPlayback({ rate: 'fast', autoAdvance: 'yes' });
    const store = await rehydratedStore();
    expect(store.getState().courseProgress.completedByCourse).toEqual({});
    expect(selectPlaybackRate(store.getState())).toBe(1);
  });

  it('restores the position inside a video and the profile edits after a reload', async () => {
    const first = await rehydratedStore();
    first.dispatch(videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 2.4 }));
    const edits = { name: 'Priya S', email: 'priya@example.com', phone: '+91 98765 43210', picture: '' };
    first.dispatch(profileEdited({ account: 'learner@example.com', edits }));
    await first.persistor?.flush();

    const second = await rehydratedStore();
    expect(second.getState().courseProgress.positionsByCourse).toEqual({ '1': { v2: 2.4 } });
    expect(second.getState().profile.editsByAccount).toEqual({ 'learner@example.com': edits });
  });

  it('drops stored profile edits of the wrong shape and keeps the progress', async () => {
    window.localStorage.setItem(
      storageKey,
      stored(
        {
          courseProgress: {
            completedByCourse: { '1': ['v1'] },
            completedAtByCourse: {},
            positionsByCourse: {},
            playback: { rate: 1, autoAdvance: false },
          },
          profile: { editsByAccount: { a: { name: 1 } } },
        },
        PERSIST_VERSION,
      ),
    );
    const store = await rehydratedStore();
    expect(store.getState().profile.editsByAccount).toEqual({});
    expect(store.getState().courseProgress.completedByCourse).toEqual({ '1': ['v1'] });
  });

  it('starts clean from unreadable JSON and removes it', async () => {
    window.localStorage.setItem(storageKey, '{"courseProgress": "{not json');
    const store = await rehydratedStore();
    expect(store.getState().courseProgress.completedByCourse).toEqual({});
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  it('ignores state written by a newer version of the site', async () => {
    window.localStorage.setItem(
      storageKey,
      stored({ courseProgress: { completedByCourse: { '1': ['from-the-future'] } } }, PERSIST_VERSION + 1),
    );
    const store = await rehydratedStore();
    expect(store.getState().courseProgress.completedByCourse).toEqual({});
  });

  it('drops a slice whose stored shape is wrong', async () => {
    window.localStorage.setItem(
      storageKey,
      stored({ courseProgress: { completedByCourse: { '1': 'v1' } } }, PERSIST_VERSION),
    );
    const store = await rehydratedStore();
    expect(store.getState().courseProgress.completedByCourse).toEqual({});
  });

  it('survives a storage that throws', async () => {
    const broken = createSafeStorage(() => {
      throw new Error('SecurityError: storage is disabled');
    });
    await expect(broken.getItem(storageKey)).resolves.toBeNull();
    await expect(broken.setItem(storageKey, '{}')).resolves.toBeUndefined();
  });

  it('lets the app start with a corrupt stored state', async () => {
    window.localStorage.setItem(storageKey, 'garbage');
    const store = makeStore(undefined, { storage: createSafeStorage() });
    renderWithProviders(undefined, { store, route: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('keeps a future-versioned state from blocking start-up', async () => {
    expect(await migratePersistedState({ _persist: { version: 99, rehydrated: true } })).toBeUndefined();
  });
});
