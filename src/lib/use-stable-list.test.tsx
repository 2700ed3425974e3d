import { renderHook } from '@testing-library/react';

import { useStableList } from './use-stable-list';

describe('useStableList', () => {
  const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('keeps the array it returned while a new one holds the same items in the same order', () => {
    const first = [a, b];
    const { result, rerender } = renderHook(({ list }) => useStableList(list), {
      initialProps: { list: first },
    });
    expect(result.current).toBe(first);
    rerender({ list: [a, b] });
    expect(result.current).toBe(first);
  });

  it('returns the new array when an item, the order or the length differs', () => {
    const { result, rerender } = renderHook(({ list }) => useStableList(list), {
      initialProps: { list: [a, b] },
    });
    for (const list of [[a, c], [c, a], [c], [c, a, b], []]) {
      rerender({ list });
      expect(result.current).toBe(list);
    }
  });

  it('compares items by identity, not by their content', () => {
    const first = [a];
    const { result, rerender } = renderHook(({ list }) => useStableList(list), {
      initialProps: { list: first },
    });
    const lookalike = [{ id: 'a' }];
    rerender({ list: lookalike });
    expect(result.current).toBe(lookalike);
  });
});
