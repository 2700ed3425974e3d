import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import { adminFailure } from '../api';
import { ListHeader } from '../components/list-header';
import { StatusChip } from '../components/status-chip';
import { shownTime } from '../model';
import { adminPaths } from '../paths';
import { useGetAdminPlayerCoursesQuery } from '../player-courses-api';
import { playerCoursesCopy as copy } from '../player-courses-content';
import type { AdminPlayerCourse } from '../player-courses-model';

import { ErrorState } from '@/components/error-state';

const columns: GridColDef<AdminPlayerCourse>[] = [
  {
    field: 'title',
    headerName: copy.course,
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.playerCourse(row.id)}>
        {row.title}
      </Link>
    ),
  },
  {
    field: 'lessons',
    headerName: copy.lessonsCount,
    minWidth: 100,
    valueGetter: (_value, row) => row.lessons.length,
  },
  {
    field: 'status',
    headerName: copy.status,
    minWidth: 120,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'updatedAt',
    headerName: copy.lastChange,
    minWidth: 210,
    valueFormatter: (value: string) => shownTime(value),
  },
];

/** The player's courses in the site's order, each leading to its editor. */
export function PlayerCoursesPage() {
  const { data, error, isFetching, refetch } = useGetAdminPlayerCoursesQuery(undefined);
  return (
    <Box>
      <ListHeader title={copy.coursesTitle} help={copy.coursesHelp} />
      {error ? (
        <ErrorState
          title={copy.coursesTitle}
          message={adminFailure(error).message}
          onRetry={() => void refetch()}
        />
      ) : (
        <DataGrid<AdminPlayerCourse>
          aria-label={copy.coursesTitle}
          rows={data?.items ?? []}
          columns={columns}
          loading={isFetching}
          disableColumnFilter
          disableColumnSorting
          disableRowSelectionOnClick
          disableVirtualization
          hideFooter
          localeText={{ noRowsLabel: copy.noCourses }}
          sx={{ minHeight: 240, bgcolor: 'background.paper' }}
        />
      )}
    </Box>
  );
}
