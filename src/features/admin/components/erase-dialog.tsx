import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';

import { learnersCopy } from '../learners-content';
import { confirmsErase, learnerLabel } from '../learners-model';
import type { LearnerAccount } from '../learners-model';

type EraseDialogProps = {
  account: LearnerAccount;
  open: boolean;
  busy: boolean;
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (typed: string) => void;
};

/**
 * Asks before a learner is erased: staff type the learner's e-mail (the account id when there is none), so an
 * erase never happens by a slip of the hand; the backend checks the same text again.
 */
export function EraseDialog({ account, open, busy, refusal, onCancel, onConfirm }: EraseDialogProps) {
  const titleId = useId();
  const textId = useId();
  const expected = account.email || account.sub;
  const schema = useMemo(
    () =>
      object({
        confirm: string()
          .required(learnersCopy.eraseMismatch)
          .test('matches', learnersCopy.eraseMismatch, (typed) => confirmsErase(account, typed)),
      }),
    [account],
  );
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { confirm: '' },
  });
  const problem = formState.errors.confirm?.message;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEntered: () => setFocus('confirm') } }}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(({ confirm }) => onConfirm(confirm))(event)}>
        <DialogTitle id={titleId}>{learnersCopy.eraseTitle(learnerLabel(account))}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {learnersCopy.eraseText}
          </DialogContentText>
          <TextField
            {...register('confirm')}
            label={learnersCopy.eraseConfirmLabel(expected)}
            fullWidth
            autoComplete="off"
            spellCheck={false}
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
            {learnersCopy.confirmErase}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
