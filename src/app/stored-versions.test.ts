import { readVersioned } from './stored-versions';
import type { StoredVersions } from './stored-versions';

type Stored = { name?: string; names?: string[]; count?: number };

/** Version 3: `names` (version 1 kept one `name`), and a `count` since version 3. */
const versions: StoredVersions<Stored> = {
  current: 3,
  oldest: 1,
  steps: {
    2: ({ name, ...rest }) => ({ ...rest, names: name === undefined ? [] : [name] }),
    3: (state) => ({ count: state.names?.length ?? 0, ...state }),
  },
  accept: (state) => Array.isArray(state.names) && typeof state.count === 'number',
};

describe('readVersioned', () => {
  it('reads the current version as it is when it has its shape', () => {
    const state = { names: ['a'], count: 1 };
    expect(readVersioned<Stored>(state, 3, versions)).toBe(state);
  });

  it('brings an older version up one step at a time, in order', () => {
    expect(readVersioned<Stored>({ name: 'a' }, 1, versions)).toEqual({ names: ['a'], count: 1 });
    expect(readVersioned<Stored>({ names: ['a', 'b'] }, 2, versions)).toEqual({
      names: ['a', 'b'],
      count: 2,
    });
  });

  it('reads as absent: a newer version, one no longer read, no version, or not a whole number', () => {
    for (const version of [4, 0, undefined, '3', 2.5, Number.NaN])
      expect(readVersioned<Stored>({ names: [], count: 0 }, version, versions)).toBeUndefined();
  });

  it('reads as absent a state of the wrong shape, or one a step fails on', () => {
    expect(readVersioned<Stored>({ names: 'a', count: 1 } as unknown as Stored, 3, versions)).toBeUndefined();
    const failing: StoredVersions<Stored> = {
      ...versions,
      steps: {
        2: () => {
          throw new Error('unreadable');
        },
      },
    };
    expect(readVersioned<Stored>({}, 1, failing)).toBeUndefined();
  });

  it('with no steps and no oldest, reads only the current version', () => {
    const only: StoredVersions<unknown> = { current: 1, accept: (state) => state === 'ok' };
    expect(readVersioned('ok', 1, only)).toBe('ok');
    expect(readVersioned('ok', 0, only)).toBeUndefined();
    expect(readVersioned('no', 1, only)).toBeUndefined();
  });
});
