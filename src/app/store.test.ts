import { addListener } from '@reduxjs/toolkit';

import { PERSIST_KEY, createSafeStorage } from './persist';
import { makeStore } from './store';

import { catalogueTabChanged } from '@/features/courses/catalogue/slice';
import { injectedSliceNames } from '@/lib/lazy-slices';

// This file imports nothing that brings the course progress: as on a public page, its code has not arrived.
describe('the store', () => {
  it('has no course progress on a public page; the slice joins every store when a chunk that uses it arrives', async () => {
    const early = makeStore(undefined, { storage: null });
    early.dispatch(catalogueTabChanged('instructors'));
    expect(injectedSliceNames()).not.toContain('courseProgress');
    expect(early.getState()).not.toHaveProperty('courseProgress');

    // The player, My Courses, the profile or the account session loads it.
    const { selectCompletedVideoIds, videoCompleted } = await import('@/features/courses/player/slice');
    expect(injectedSliceNames()).toContain('courseProgress');
    // The store made before reads an empty record until its next action, then holds the slice.
    expect(selectCompletedVideoIds(early.getState(), '1')).toEqual([]);
    early.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }));
    expect(selectCompletedVideoIds(early.getState(), '1')).toEqual(['v1']);
    expect(early.getState().courseProgress?.outbox).toHaveLength(1);
    // A store made after has it from the start; the other slices are untouched.
    const later = makeStore(undefined, { storage: null });
    expect(later.getState().courseProgress).toEqual({ record: expect.any(Object) as object, outbox: [] });
    expect(early.getState().courses?.tab).toBe('instructors');
  });

  it('lets a lazily loaded part start listening without a non-serializable warning', () => {
    const warned = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore(undefined, { storage: null });
    const heard = jest.fn();
    store.dispatch(addListener({ actionCreator: catalogueTabChanged, effect: heard }));
    store.dispatch(catalogueTabChanged('instructors'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it("keeps a lazily added listener to its own store: another store's actions do not reach it", () => {
    const first = makeStore(undefined, { storage: null });
    const second = makeStore(undefined, { storage: null });
    const heard = jest.fn();
    first.dispatch(addListener({ actionCreator: catalogueTabChanged, effect: heard }));
    second.dispatch(catalogueTabChanged('instructors'));
    expect(heard).not.toHaveBeenCalled();
    first.dispatch(catalogueTabChanged('instructors'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reads the payment ledger, and loads the code for what an earlier version kept only when it is stored', async () => {
    const store = makeStore(undefined, { storage: createSafeStorage() });
    await store.restoreStoredState();
    expect(store.getState()).not.toHaveProperty('unclaimed');
    expect(injectedSliceNames()).not.toContain('unclaimed');

    window.localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        profile: JSON.stringify({ editsByAccount: {} }),
        _persist: JSON.stringify({ version: 4, rehydrated: true }),
      }),
    );
    const next = makeStore(undefined, { storage: createSafeStorage() });
    await next.restoreStoredState();
    expect(injectedSliceNames()).toContain('unclaimed');
    expect(next.getState().unclaimed).toEqual({ profile: { editsByAccount: {} } });
  });
});
