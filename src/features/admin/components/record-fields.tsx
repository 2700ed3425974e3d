import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import { useGetRecordsQuery } from '../api';
import type { FieldDef, KindDef } from '../kinds';
import type { FormValues } from '../model';

import { UploadField } from './upload-field';

const wide = (field: FieldDef) => (field.type === 'text' && field.multiline) || field.type === 'upload';

/** A field that names another record (a course's instructor): a choice among that kind's records. */
function ReferenceField({
  field,
  value,
  onChange,
  onBlur,
  error,
}: {
  field: FieldDef & { type: 'reference' };
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const { data } = useGetRecordsQuery({
    kind: field.kind,
    query: { page: 1, perPage: 100, sort: field.labelField, order: 'asc' },
  });
  const options = data?.items ?? [];
  const known = value === '' || options.some((record) => String(record.id) === value);
  return (
    <TextField
      select
      label={field.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      size="small"
      fullWidth
    >
      {!known && <MenuItem value={value}>{`#${value}`}</MenuItem>}
      {options.map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {String(record.fields[field.labelField] ?? record.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form's fields for `kind`, laid out two to a row on wide screens, one on a phone. */
export function RecordFields({ kind, control }: { kind: KindDef; control: Control<FormValues> }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {kind.fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: wide(field) ? { md: '1 / -1' } : undefined }}>
          <Controller
            name={field.name}
            control={control}
            render={({ field: input, fieldState }) => {
              const error = fieldState.error?.message;
              const text = typeof input.value === 'string' ? input.value : '';
              switch (field.type) {
                case 'boolean':
                  return (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={input.value === true}
                          onChange={(event) => input.onChange(event.target.checked)}
                          onBlur={input.onBlur}
                          name={input.name}
                        />
                      }
                      label={field.label}
                    />
                  );
                case 'upload':
                  return (
                    <UploadField
                      field={field}
                      kind={kind.name}
                      value={text}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={error}
                    />
                  );
                case 'reference':
                  return (
                    <ReferenceField
                      field={field}
                      value={text}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={error}
                    />
                  );
                case 'choice':
                  return (
                    <TextField
                      select
                      label={field.label}
                      value={text}
                      onChange={(event) => input.onChange(event.target.value)}
                      onBlur={input.onBlur}
                      error={Boolean(error)}
                      helperText={error ?? field.helperText}
                      size="small"
                      fullWidth
                    >
                      {field.options.map((option) => (
                        <MenuItem key={option.value} value={String(option.value)}>
                          {option.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                default:
                  return (
                    <TextField
                      label={field.label}
                      name={input.name}
                      value={text}
                      inputRef={input.ref}
                      onChange={(event) => input.onChange(event.target.value)}
                      onBlur={input.onBlur}
                      error={Boolean(error)}
                      helperText={error ?? field.helperText}
                      size="small"
                      fullWidth
                      // A time is typed as HH:MM (a native time field's look and step differ by browser).
                      type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
                      placeholder={field.type === 'time' ? 'HH:MM' : undefined}
                      multiline={field.type === 'text' && field.multiline}
                      minRows={field.type === 'text' && field.multiline ? 3 : undefined}
                      slotProps={{
                        inputLabel:
                          field.type === 'date' || field.type === 'time' ? { shrink: true } : undefined,
                        htmlInput: {
                          ...(field.type === 'time' ? { inputMode: 'numeric' } : {}),
                          ...(field.type === 'number' ? { step: field.step ?? 'any', min: 0 } : {}),
                        },
                      }}
                    />
                  );
              }
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
