import FormControl from '@mui/material/FormControl';
import type { FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { Ref } from 'react';

type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'inputRef' | 'error' | 'size' | 'sx'> & {
  id: string;
  label: string;
  /** The whole field's size and styles (its frame and label), as TextField's. */
  size?: FormControlProps['size'];
  sx?: FormControlProps['sx'];
  /** The validation message shown under the field (and announced as its description). */
  error?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

/**
 * A labelled outlined text field with its message, looking like MUI's TextField but built from its
 * parts: TextField also carries Select (and with it Modal, Popover and Menu), which a form of plain
 * text fields never uses.
 */
export function OutlinedField({
  id,
  label,
  error,
  required,
  fullWidth = true,
  size,
  sx,
  ...input
}: OutlinedFieldProps) {
  const helperId = `${id}-helper-text`;
  // A growing text area takes its height from a layout effect, so the prerendered one would be a single line
  // until the page hydrates, and everything below it would jump. The `rows` attribute gives the first paint
  // that height: MUI means to set it, but passes its own undefined `rows` over it, and `rows` as a prop would
  // stop the area growing.
  const growing = input.multiline && input.rows === undefined && input.minRows !== undefined;
  const inputProps = growing ? { rows: input.minRows, ...input.inputProps } : input.inputProps;
  return (
    <FormControl
      variant="outlined"
      error={Boolean(error)}
      required={required}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        inputProps={inputProps}
        id={id}
        label={label}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
