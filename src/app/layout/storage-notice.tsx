import { Suspense, lazy } from 'react';

import { useAppSelector } from '@/app/hooks';
import { selectStorageProblem } from '@/lib/account';
import { lazyImport } from '@/lib/loading/lazy-import';

// The alert's code loads only when a save has failed.
const StorageAlert = lazy(
  lazyImport(async () => ({
    default: (await import(/* webpackChunkName: "storage-alert" */ './storage-alert')).StorageAlert,
  })),
);

/** Tells the visitor when the browser refused to keep something (its storage full or blocked). */
export function StorageNotice() {
  const problem = useAppSelector(selectStorageProblem);
  if (!problem) return null;
  return (
    <Suspense fallback={null}>
      <StorageAlert problem={problem} />
    </Suspense>
  );
}
