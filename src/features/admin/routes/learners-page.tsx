import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { ListHeader } from '../components/list-header';
import { PagedGrid } from '../components/paged-grid';
import { SearchField } from '../components/search-field';
import { useGetLearnersQuery } from '../learners-api';
import { learnersCopy } from '../learners-content';
import { learnerLabel } from '../learners-model';
import type { LearnerAccount } from '../learners-model';
import { listAddress, listQueryOf, shownTime } from '../model';
import type { ListQuery } from '../model';
import { adminPaths } from '../paths';

const columns: GridColDef<LearnerAccount>[] = [
  {
    field: 'name',
    headerName: learnersCopy.name,
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.learner(row.sub)}>
        {learnerLabel(row)}
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
  const { q = '', page, perPage } = listQueryOf(search);
  const { data, error, isFetching, refetch } = useGetLearnersQuery({ q, page, perPage });
  const show = (next: Partial<ListQuery>) =>
    setSearch(listAddress({ q, page, perPage, ...next }), { replace: true });

  return (
    <Box>
      <ListHeader title={learnersCopy.learnersTitle} help={learnersCopy.learnersHelp} />
      <SearchField
        label={learnersCopy.searchLearners}
        value={q}
        // From the first page.
        onSearch={(text) => show({ q: text, page: 1 })}
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      />
      <PagedGrid<LearnerAccount>
        label={learnersCopy.learnersTitle}
        rows={data?.items ?? []}
        getRowId={(row) => row.sub}
        total={data?.total ?? 0}
        columns={columns}
        loading={isFetching}
        page={page}
        perPage={perPage}
        onPage={(next, size) => show({ page: next, perPage: size })}
        emptyText={learnersCopy.noLearners}
        error={error}
        onRetry={() => void refetch()}
      />
    </Box>
  );
}
