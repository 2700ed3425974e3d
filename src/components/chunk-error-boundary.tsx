import { Component } from 'react';
import type { ReactNode } from 'react';

import { isChunkLoadError } from '@/lib/loading/chunk-load';

type ChunkErrorBoundaryProps = { children: ReactNode; fallback: ReactNode };
type ChunkErrorBoundaryState = { error: unknown };

/**
 * Wraps a lazily loaded part of the page: when its code cannot be fetched, `fallback` (a reload notice) takes
 * its place and the rest of the page keeps working. Any other error is passed on to the boundary above.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return this.props.fallback;
    throw error;
  }
}
