import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search goes to the backend. */
export const SEARCH_PAUSE_MS = 300;

type SearchFieldProps = {
  label: string;
  /** The search the list shows now (from the address). */
  value: string;
  /** Called with the trimmed text once typing pauses, when it differs from `value`. */
  onSearch: (text: string) => void;
  sx?: SxProps<Theme>;
};

/** A console list's search box: what is typed shows at once, and reaches the backend once typing pauses. */
export function SearchField({ label, value, onSearch, sx }: SearchFieldProps) {
  const [typed, setTyped] = useState(value);
  // The list's search changed from outside (filters cleared, the address edited): the box shows it, and
  // nothing typed before is sent after it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (typed.trim() !== value) setTyped(value);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    if (typed.trim() === value) return undefined;
    const timer = setTimeout(() => search.current(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      {...(sx ? { sx } : {})}
    />
  );
}
