import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';

import { learnersCopy } from '../learners-content';

const schema = object({
  reason: string().trim().required(learnersCopy.reasonRequired).max(200, learnersCopy.reasonTooLong),
});

type RevokeDialogProps = {
  certificateId: string;
  open: boolean;
  busy: boolean;
  /** Why the backend refused, shown in the dialog (the reason typed stays). */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for the reason before a certificate is revoked; the reason field has the focus. */
export function RevokeDialog({ certificateId, open, busy, refusal, onCancel, onConfirm }: RevokeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { reason: '' },
  });
  const problem = formState.errors.reason?.message;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEntered: () => setFocus('reason') } }}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(({ reason }) => onConfirm(reason))(event)}>
        <DialogTitle id={titleId}>{learnersCopy.revokeTitle(certificateId)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {learnersCopy.revokeText}
          </DialogContentText>
          <TextField
            {...register('reason')}
            label={learnersCopy.reason}
            required
            fullWidth
            multiline
            minRows={2}
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
            {learnersCopy.confirmRevoke}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
