import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

import { learnersCopy } from '../learners-content';

type FieldDialogProps = {
  title: string;
  text: string;
  label: string;
  /** Checks the one field, `value`, before `onConfirm` is called. */
  schema: ObjectSchema<{ value: string }>;
  confirmLabel: string;
  busy: boolean;
  /** Why the backend refused, shown in the dialog (what was typed stays). */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (value: string) => void;
  field?: Omit<TextFieldProps, 'label' | 'error' | 'helperText'>;
};

/** A confirmation that asks for one typed value (a reason, the address to erase); the field has the focus. */
export function FieldDialog({
  title,
  text,
  label,
  schema,
  confirmLabel,
  busy,
  refusal,
  onCancel,
  onConfirm,
  field,
}: FieldDialogProps) {
  const titleId = useId();
  const textId = useId();
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { value: '' },
  });
  const problem = formState.errors.value?.message;
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEntered: () => setFocus('value') } }}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(({ value }) => onConfirm(value))(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
          <TextField
            {...field}
            {...register('value')}
            label={label}
            fullWidth
            error={problem !== undefined}
            helperText={problem ?? ' '}
          />
          {refusal && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{learnersCopy.cancel}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
