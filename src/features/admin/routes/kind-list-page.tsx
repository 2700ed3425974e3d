import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import { useGetRecordsQuery } from '../api';
import { ListHeader } from '../components/list-header';
import { PagedGrid } from '../components/paged-grid';
import { SearchField } from '../components/search-field';
import { StatusChip } from '../components/status-chip';
import { adminCopy } from '../content';
import { kindOf } from '../kinds';
import type { KindDef } from '../kinds';
import { listAddress, listQueryOf, shownTime } from '../model';
import type { AdminRecord, ListQuery, RecordStatus } from '../model';
import { adminPaths } from '../paths';

import { ErrorState } from '@/components/error-state';

type Row = Record<string, unknown> & { id: number; status: RecordStatus; updatedAt: string };

const rowOf = (record: AdminRecord): Row => ({
  ...record.fields,
  id: record.id,
  status: record.status,
  updatedAt: record.updatedAt,
  updatedBy: record.updatedBy,
});

function columnsOf(kind: KindDef): GridColDef<Row>[] {
  return [
    ...kind.columns.map((column, index): GridColDef<Row> => ({
      ...column,
      ...(index === 0
        ? {
            renderCell: ({ row, value }) => (
              <Link component={RouterLink} to={adminPaths.record(kind.name, row.id)}>
                {typeof value === 'string' && value !== '' ? value : `${kind.noun} ${row.id}`}
              </Link>
            ),
          }
        : {}),
    })),
    {
      field: 'status',
      headerName: adminCopy.status,
      minWidth: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'updatedAt',
      headerName: adminCopy.lastChange,
      minWidth: 230,
      valueFormatter: (value: unknown, row) =>
        `${typeof value === 'string' ? shownTime(value) : ''}${row.updatedBy ? `, ${String(row.updatedBy)}` : ''}`,
    },
  ];
}

/** The list of one kind: paged, sorted, searched and filtered by the backend (CONTRACT.md's list call). */
export function KindListPage() {
  const kind = kindOf(useParams().kind);
  if (!kind) return <ErrorState title={adminCopy.consoleTitle} message={adminCopy.notFound} />;
  return <KindList key={kind.name} kind={kind} />;
}

function KindList({ kind }: { kind: KindDef }) {
  const [search, setSearch] = useSearchParams();
  const query = listQueryOf(search);
  const { data, error, isFetching, refetch } = useGetRecordsQuery({ kind: kind.name, query });
  const columns = useMemo(() => columnsOf(kind), [kind]);

  const change = (next: Partial<ListQuery>) =>
    setSearch(listAddress({ ...query, ...next }), { replace: true });

  const sortModel: GridSortModel = query.sort ? [{ field: query.sort, sort: query.order ?? 'asc' }] : [];

  return (
    <Box>
      <ListHeader
        title={kind.title}
        action={
          <Button
            component={RouterLink}
            to={adminPaths.record(kind.name, 'new')}
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
          >
            {adminCopy.newRecord(kind.noun)}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          label={adminCopy.search}
          value={query.q ?? ''}
          // From the first page.
          onSearch={(q) => change({ page: 1, q: q || undefined })}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <TextField
          select
          label={adminCopy.status}
          size="small"
          value={query.status ?? ''}
          onChange={(event) =>
            change({
              page: 1,
              status: event.target.value === '' ? undefined : (event.target.value as RecordStatus),
            })
          }
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value="">{adminCopy.anyStatus}</MenuItem>
          <MenuItem value="draft">{adminCopy.draft}</MenuItem>
          <MenuItem value="published">{adminCopy.published}</MenuItem>
        </TextField>
      </Box>
      <PagedGrid<Row>
        label={kind.title}
        rows={data?.items.map(rowOf) ?? []}
        total={data?.total ?? 0}
        columns={columns}
        loading={isFetching}
        page={query.page}
        perPage={query.perPage}
        onPage={(page, perPage) => change({ page, perPage })}
        sort={{
          model: sortModel,
          onChange: ([first]) =>
            change({ page: 1, sort: first?.field, order: first?.sort === 'desc' ? 'desc' : 'asc' }),
        }}
        emptyText={adminCopy.emptyList(kind.title)}
        error={error}
        onRetry={() => void refetch()}
      />
    </Box>
  );
}
