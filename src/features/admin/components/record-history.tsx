import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { adminFailure, useGetAuditQuery } from '../api';
import { adminCopy } from '../content';
import type { KindName } from '../kinds';
import { auditChanges, shownTime } from '../model';
import type { AuditEntry } from '../model';

/** What an entry changed, in one line ("title: A → B"). */
export const changesText = (entry: AuditEntry): string =>
  auditChanges(entry)
    .map(({ field, before, after }) => `${field}: ${before} → ${after}`)
    .join('; ');

/** The audit log of one record: who changed what and when, newest first. */
export function RecordHistory({ kind, id }: { kind: KindName; id: number }) {
  const { data, error, isLoading } = useGetAuditQuery({ kind, id, page: 1, perPage: 20 });
  return (
    <section aria-labelledby="record-history">
      <Typography id="record-history" variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        {adminCopy.history}
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={96} />}
      {error && <Alert severity="error">{adminFailure(error).message}</Alert>}
      {data && data.items.length === 0 && (
        <Typography color="text.secondary">{adminCopy.noHistory}</Typography>
      )}
      {data && data.items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="record-history">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  When
                </TableCell>
                <TableCell component="th" scope="col">
                  Who
                </TableCell>
                <TableCell component="th" scope="col">
                  What
                </TableCell>
                <TableCell component="th" scope="col">
                  Changes
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((entry, index) => (
                <TableRow key={`${entry.at}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownTime(entry.at)}</TableCell>
                  <TableCell>{entry.by.name}</TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', minWidth: 200 }}>{changesText(entry)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
