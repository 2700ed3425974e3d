import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';

import { adminCopy } from '../content';

type DeleteDialogProps = {
  label: string;
  open: boolean;
  busy: boolean;
  /** Why the backend refused (something refers to the record), shown in the dialog. */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The words of a removal that is not a content delete (a subscriber); a record's by default. */
  words?: { title: string; text: string; confirm: string };
};

/** Asks before a delete; Cancel has the focus, so Enter never deletes by accident. */
export function DeleteDialog({ label, open, busy, refusal, onCancel, onConfirm, words }: DeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ transition: { onEntered: () => cancelRef.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{words?.title ?? adminCopy.deleteTitle(label)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{words?.text ?? adminCopy.deleteText}</DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={cancelRef} onClick={onCancel}>
          {adminCopy.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {words?.confirm ?? adminCopy.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
