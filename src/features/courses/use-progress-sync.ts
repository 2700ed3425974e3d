import { useEffect } from 'react';

import { loadProgressSync } from './sync-loader';

import { useAppStore } from '@/app/hooks';

/**
 * Starts the progress sync once the page has mounted (the player and the profile): the account's progress
 * is asked for and merged, and the outbox delivered. Nothing waits for it.
 */
export function useProgressSync(): void {
  const store = useAppStore();
  useEffect(() => {
    loadProgressSync().then(
      ({ startProgressSync }) => startProgressSync(store),
      (error: unknown) =>
        console.warn('The progress sync could not load; progress stays in this browser.', error),
    );
  }, [store]);
}
