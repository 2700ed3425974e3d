import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * For a controlled field of a prerendered page. What the visitor types or picks before the page hydrates
 * stays in the field (React keeps a field's value as it finds it when it hydrates it), but the state behind
 * it still holds the prerendered value, and React reports no change for it. So as the field hydrates (its
 * first commit, before the browser paints), it reports the value it holds when that differs: a list's filter
 * then applies what was typed into its search box. Later changes arrive through the field's own events.
 */
export function useKeptInput<T extends Field>(
  value: string,
  onChange: (value: string) => void,
): RefObject<T | null> {
  const field = useRef<T>(null);
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const held = field.current?.value;
    if (held !== undefined && held !== first.current.value) first.current.onChange(held);
  }, []);
  return field;
}
