/**
 * How every entry this browser keeps is read back (persist.ts lists them), one rule for all: an entry records
 * the version of the shape it was written in. One of an older version that is still read is brought up step by
 * step (step N turns version N-1 into N), then must have the current shape. One of a newer version, of a
 * version no longer read, one a step fails on, or one of the wrong shape reads as absent, so a bad stored
 * entry never stops the app from starting. Each entry declares its versions beside its own code (its steps
 * may be code that only a page holding such an entry loads).
 */
export type StoredVersions<S> = {
  /** The version written now. */
  current: number;
  /** The oldest version still read: the current one unless older ones have steps. */
  oldest?: number;
  /** Step N turns a state stored at version N-1 into version N; a version without a step is unchanged. */
  steps?: Readonly<Record<number, (state: S) => S>>;
  /** Whether a state has the current version's shape. */
  accept: (state: S) => boolean;
};

/** `state`, stored at `version`, read as the current version's, or undefined (see above). */
export function readVersioned<S>(state: S, version: unknown, versions: StoredVersions<S>): S | undefined {
  const { current, oldest = current, steps = {}, accept } = versions;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < oldest || version > current)
    return undefined;
  try {
    let read = state;
    for (let next = version + 1; next <= current; next += 1) read = steps[next]?.(read) ?? read;
    return accept(read) ? read : undefined;
  } catch {
    return undefined;
  }
}
