import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { useGetAuditQuery } from '../api';
import { ListHeader } from '../components/list-header';
import { PagedGrid } from '../components/paged-grid';
import { changesText } from '../components/record-history';
import { adminCopy } from '../content';
import { KIND_NAMES, KINDS, kindOf } from '../kinds';
import type { KindName } from '../kinds';
import { auditKind, shownTime } from '../model';
import type { AuditEntry } from '../model';
import { adminPaths } from '../paths';

type Row = AuditEntry & { key: string };

const columns: GridColDef<Row>[] = [
  { field: 'at', headerName: 'When', minWidth: 210, valueFormatter: (value: string) => shownTime(value) },
  { field: 'by', headerName: 'Who', minWidth: 150, valueGetter: (_value, row) => row.by.name },
  { field: 'action', headerName: 'What', minWidth: 110 },
  {
    field: 'kind',
    headerName: 'Record',
    minWidth: 200,
    renderCell: ({ row }) => {
      const kind = auditKind(row);
      const id = Number(row.id);
      if (!kind || !Number.isSafeInteger(id) || row.action === 'upload' || row.action === 'delete')
        return `${kind?.noun ?? row.kind} ${row.id}`;
      return (
        <Link component={RouterLink} to={adminPaths.record(kind.name, id)}>
          {`${kind.noun} ${row.id}`}
        </Link>
      );
    },
  },
  {
    field: 'changes',
    headerName: 'Changes',
    flex: 1,
    minWidth: 260,
    valueGetter: (_v, row) => changesText(row),
  },
];

/** The audit log of every write, newest first, paged by the backend and filtered by kind. */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const kind = kindOf(search.get('kind') ?? undefined)?.name;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const perPage = 25;
  const { data, error, isFetching, refetch } = useGetAuditQuery({ kind, page, perPage });
  const rows = (data?.items ?? []).map((entry, index) => ({ ...entry, key: `${page}-${index}-${entry.at}` }));
  return (
    <Box>
      <ListHeader title={adminCopy.auditTitle} />
      <TextField
        select
        label="Kind"
        size="small"
        value={kind ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams();
          if (event.target.value) next.set('kind', event.target.value);
          setSearch(next, { replace: true });
        }}
        sx={{ width: { xs: '100%', sm: 260 }, mb: 2 }}
      >
        <MenuItem value="">Every kind</MenuItem>
        {KIND_NAMES.map((name: KindName) => (
          <MenuItem key={name} value={name}>
            {KINDS[name].title}
          </MenuItem>
        ))}
      </TextField>
      <PagedGrid<Row>
        label={adminCopy.auditTitle}
        rows={rows}
        getRowId={(row) => row.key}
        total={data?.total ?? 0}
        columns={columns}
        loading={isFetching}
        page={page}
        perPage={perPage}
        pageSizes={[perPage]}
        onPage={(next) => {
          const params = new URLSearchParams(search);
          params.set('page', String(next));
          setSearch(params, { replace: true });
        }}
        emptyText={adminCopy.noHistory}
        error={error}
        onRetry={() => void refetch()}
      />
    </Box>
  );
}
