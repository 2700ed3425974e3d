import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { SearchField } from '../components/search-field';
import { useGetLearnersQuery } from '../learners-api';
import { learnersCopy } from '../learners-content';
import type { LearnerAccount } from '../learners-model';
import { shownTime } from '../model';
import { adminPaths } from '../paths';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';

const columns: GridColDef<LearnerAccount>[] = [
  {
    field: 'name',
    headerName: learnersCopy.name,
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.learner(row.sub)}>
        {row.name || row.email || row.sub}
      </Link>
    ),
  },
  { field: 'email', headerName: learnersCopy.email, flex: 1, minWidth: 220 },
  {
    field: 'lastSeenAt',
    headerName: learnersCopy.lastSeen,
    minWidth: 210,
    valueFormatter: (value: string | null) => (value ? shownTime(value) : learnersCopy.never),
  },
];

/** The accounts the backend knows, newest activity first, searched and paged by the backend. */
export function LearnersPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const perPage = [10, 25, 50, 100].includes(Number(search.get('perPage')))
    ? Number(search.get('perPage'))
    : 25;
  const { data, error, isFetching, refetch } = useGetLearnersQuery({ q, page, perPage });
  const searchFor = (text: string) => {
    const params = new URLSearchParams(search);
    if (text) params.set('q', text);
    else params.delete('q');
    params.delete('page');
    setSearch(params, { replace: true });
  };

  const turnPage = (next: number, size: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    if (size !== 25) params.set('perPage', String(size));
    else params.delete('perPage');
    setSearch(params, { replace: true });
  };

  return (
    <Box>
      <PageTitle title={learnersCopy.learnersTitle} noindex />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {learnersCopy.learnersTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {learnersCopy.learnersHelp}
      </Typography>
      <SearchField
        label={learnersCopy.searchLearners}
        value={q}
        onSearch={searchFor}
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      />
      {error ? (
        <ErrorState
          title={learnersCopy.learnersTitle}
          message={adminFailure(error).message}
          onRetry={() => void refetch()}
        />
      ) : (
        <DataGrid<LearnerAccount>
          aria-label={learnersCopy.learnersTitle}
          rows={data?.items ?? []}
          getRowId={(row) => row.sub}
          rowCount={data?.total ?? 0}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          disableColumnFilter
          disableColumnSorting
          disableRowSelectionOnClick
          disableVirtualization
          pageSizeOptions={[10, 25, 50, 100]}
          paginationModel={{ page: page - 1, pageSize: perPage }}
          onPaginationModelChange={(model) => turnPage(model.page + 1, model.pageSize)}
          localeText={{ noRowsLabel: learnersCopy.noLearners }}
          sx={{ minHeight: 320, bgcolor: 'background.paper' }}
        />
      )}
    </Box>
  );
}
