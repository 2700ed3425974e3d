import { useEffect } from 'react';

import { loadProgressSync } from './sync-loader';

import { useAppStore } from '@/app/hooks';

/**
 * For the pages that show progress (the player and the profile), once mounted: the account's progress is
 * asked for and merged, and the outbox delivered; while the page stays, the account is asked again when the
 * page is shown again or the browser comes back online. Nothing waits for it.
 */
export function useProgressSync(): void {
  const store = useAppStore();
  useEffect(() => {
    let release: (() => void) | null = null;
    let left = false;
    loadProgressSync().then(
      ({ showProgress }) => {
        if (!left) release = showProgress(store);
      },
      (error: unknown) =>
        console.warn('The progress sync could not load; progress stays in this browser.', error),
    );
    return () => {
      left = true;
      release?.();
    };
  }, [store]);
}
