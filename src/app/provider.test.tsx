import { screen, waitFor } from '@testing-library/react';
import type { Storage } from 'redux-persist';

import { PERSIST_KEY, createSafeStorage } from './persist';
import { makeStore } from './store';

import { renderWithProviders } from '@test/render';

const storageKey = `persist:${PERSIST_KEY}`;

describe('AppProvider and persisted state', () => {
  it('renders the page at once, while the stored state is still being read', async () => {
    const neverAnswers: Storage = {
      getItem: () => new Promise(() => {}),
      setItem: () => Promise.resolve(),
      removeItem: () => Promise.resolve(),
    };
    const store = makeStore(undefined, { storage: neverAnswers });
    renderWithProviders(undefined, { store, route: '/about' });
    // The page's module loads lazily: a busy machine can take longer than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('reads nothing stored before mounting (the first render matches the prerendered page), then applies it', async () => {
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({
        courseProgress: JSON.stringify({ completedByCourse: { '7': ['v1'] } }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const store = makeStore(undefined, { storage: createSafeStorage() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState()).not.toHaveProperty('unclaimed');

    renderWithProviders(undefined, { store, route: '/about' });
    await waitFor(() =>
      expect(store.getState().unclaimed).toEqual({
        courseProgress: {
          completedByCourse: { '7': ['v1'] },
          completedAtByCourse: {},
          positionsByCourse: {},
          playback: { rate: 1, autoAdvance: false },
        },
      }),
    );
  });
});
