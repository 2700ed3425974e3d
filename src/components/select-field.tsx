import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

import { useKeptInput } from '@/lib/use-kept-input';

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Its width from `sm` up; below that it takes the row. */
  width?: number;
};

/**
 * A labelled outlined choice among a list's filters. Native, so it works the same by keyboard and touch
 * (a phone shows its own picker), and built from MUI's parts rather than TextField, which would bring MUI's
 * own menu (Select, Menu, Popover and Modal) to the page for a native select.
 */
export function SelectField({ label, value, options, onChange, width = 260 }: SelectFieldProps) {
  const id = useId();
  // Picked before the page hydrated: the list filters by it as soon as it has.
  const selectRef = useKeptInput<HTMLSelectElement>(value, onChange);
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: width } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={selectRef}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
