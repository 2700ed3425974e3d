import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useRef } from 'react';

import { adminCopy } from '../content';
import type { KindDef } from '../kinds';
import { differingFields, shownValue } from '../model';
import type { AdminRecord } from '../model';

type ConflictDialogProps = {
  kind: KindDef;
  /** The backend's "changed by {name} at {time}" message. */
  message: string;
  mine: Record<string, unknown>;
  current: AdminRecord;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/** A save refused because someone saved first: both versions side by side, and the choice of which wins. */
export function ConflictDialog({
  kind,
  message,
  mine,
  current,
  onKeepMine,
  onTakeTheirs,
}: ConflictDialogProps) {
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const differing = differingFields(kind, mine, current.fields);
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      // The choice that keeps the editor's work has the focus once the dialog is in.
      slotProps={{ transition: { onEntered: () => keepRef.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{adminCopy.conflictTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }} role="alert">
          {message}
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{adminCopy.conflictHelp}</DialogContentText>
        <TableContainer>
          <Table size="small" aria-label="The two versions">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {adminCopy.field}
                </TableCell>
                <TableCell component="th" scope="col">
                  {adminCopy.yours}
                </TableCell>
                <TableCell component="th" scope="col">
                  {adminCopy.theirs}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differing.map((field) => (
                <TableRow key={field.name}>
                  <TableCell component="th" scope="row">
                    {field.label}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{shownValue(mine[field.name])}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {shownValue(current.fields[field.name])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onTakeTheirs}>{adminCopy.takeTheirs}</Button>
        <Button ref={keepRef} variant="contained" onClick={onKeepMine}>
          {adminCopy.keepMine}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
