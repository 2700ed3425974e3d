/** The error webpack's runtime throws when a lazily loaded chunk cannot be fetched (offline, or a new deployment). */
export function chunkLoadError(chunk: string): Error {
  return Object.assign(
    new Error(`Loading chunk ${chunk} failed.\n(error: http://localhost/assets/${chunk}.0123456789.js)`),
    { name: 'ChunkLoadError' },
  );
}
