import { Suspense } from 'react';
import type { ReactNode } from 'react';

import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ReloadNotice } from './reload-notice';

type LazyOverlayProps = {
  children: ReactNode;
  /** Whether a failed download says so over the page (a menu that is closed again need not). */
  showFailure?: boolean;
};

/**
 * A lazily loaded part that shows over the page (a dialog, a menu, a notice): nothing while its code is on
 * its way, and the floating reload notice if that code cannot be fetched, while the page keeps working.
 */
export function LazyOverlay({ children, showFailure = true }: LazyOverlayProps) {
  return (
    <ChunkErrorBoundary fallback={showFailure && <ReloadNotice placement="floating" />}>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
