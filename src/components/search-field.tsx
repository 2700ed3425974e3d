import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { useId } from 'react';

import { OutlinedField } from './outlined-field';

import { useKeptInput } from '@/lib/use-kept-input';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width from `sm` up; below that it takes the row. */
  width?: number;
};

/**
 * The search box above a list, which filters as the visitor types: a labelled outlined field with a search
 * icon. An OutlinedField, not TextField, which also brings Select (and with it Menu, Popover and Modal) into
 * every list page that has a search box.
 */
export function SearchField({ label, value, onChange, width = 320 }: SearchFieldProps) {
  const id = useId();
  // Typed before the page hydrated: the list filters by it as soon as it has.
  const inputRef = useKeptInput<HTMLInputElement>(value, onChange);
  return (
    <OutlinedField
      id={id}
      inputRef={inputRef}
      label={label}
      size="small"
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: width } }}
      type="search"
      value={value}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon aria-hidden="true" />
        </InputAdornment>
      }
    />
  );
}
