import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width from `sm` up; below that it takes the row. */
  width?: number;
};

/**
 * The search box above a list, which filters as the visitor types: a labelled outlined field with a search
 * icon. Built from MUI's parts like OutlinedField, not TextField, which also brings Select (and with it
 * Menu, Popover and Modal) into every list page that has a search box.
 */
export function SearchField({ label, value, onChange, width = 320 }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: width } }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden="true" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
