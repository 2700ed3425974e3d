import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { ListHeader } from '../components/list-header';
import {
  learnerFiles,
  useDownloadFileMutation,
  useGetCourseReportQuery,
  useGetCourseReportsQuery,
} from '../learners-api';
import { learnersCopy } from '../learners-content';
import { learnerLabel, lessonsText } from '../learners-model';
import type { CourseReportSummary, ReportLearner } from '../learners-model';
import { shownTime } from '../model';
import { adminPaths } from '../paths';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';

/** Started, completed and certificates of one course, as a line of figures. */
function Counts({ report }: { report: CourseReportSummary }) {
  const figures: [string, number][] = [
    [learnersCopy.started, report.started],
    [learnersCopy.completedCount, report.completed],
    [learnersCopy.certificatesCount, report.certificates],
  ];
  return (
    <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0, flexWrap: 'wrap' }}>
      {figures.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Every player course with its counts, each leading to its learners. */
export function CourseReportsPage() {
  const { data, error, isLoading, refetch } = useGetCourseReportsQuery(undefined);
  return (
    <Box>
      <ListHeader title={learnersCopy.reportsTitle} />
      {error ? (
        <ErrorState
          title={learnersCopy.reportsTitle}
          message={adminFailure(error).message}
          onRetry={() => void refetch()}
        />
      ) : (
        <Box
          component="ul"
          aria-label={learnersCopy.reportsTitle}
          aria-busy={isLoading}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {isLoading || !data
            ? [0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton variant="rounded" height={132} />
                </li>
              ))
            : data.map((report) => (
                <li key={report.courseId}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      component={RouterLink}
                      to={adminPaths.report(report.courseId)}
                      sx={{ height: '100%' }}
                    >
                      <CardContent>
                        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                          {report.title}
                        </Typography>
                        <Counts report={report} />
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<ReportLearner>[] = [
  {
    field: 'name',
    headerName: learnersCopy.name,
    flex: 1,
    minWidth: 170,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.learner(row.sub)}>
        {learnerLabel(row)}
      </Link>
    ),
  },
  { field: 'email', headerName: learnersCopy.email, flex: 1, minWidth: 200 },
  {
    field: 'completedLessons',
    headerName: learnersCopy.lessons,
    minWidth: 130,
    valueFormatter: (_value, row) => lessonsText(row.completedLessons, row.totalLessons),
  },
  {
    field: 'completedAt',
    headerName: learnersCopy.completed,
    minWidth: 200,
    valueFormatter: (value: string | null) => (value ? shownTime(value) : learnersCopy.notCompleted),
  },
  {
    field: 'certificateId',
    headerName: learnersCopy.certificate,
    minWidth: 200,
    valueFormatter: (value: string | null, row) =>
      value ? `${value}${row.certificateStatus === 'revoked' ? ' (revoked)' : ''}` : '',
  },
];

/** One course's learners: who started, who completed, who holds its certificate; exported as CSV. */
export function CourseReportPage() {
  const courseId = useParams().courseId ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetCourseReportQuery(courseId);
  const [download, downloading] = useDownloadFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const title = data?.title ?? learnersCopy.reportsTitle;

  if (error) {
    const failure = adminFailure(error);
    return (
      <ErrorState
        title={learnersCopy.reportsTitle}
        message={failure.message}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Box>
      <PageTitle title={`${title} · ${learnersCopy.reportsTitle}`} noindex />
      <Link component={RouterLink} to={adminPaths.reports} sx={{ display: 'inline-block', mb: 1 }}>
        {learnersCopy.reportsTitle}
      </Link>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2">
          {isLoading ? <Skeleton width={260} /> : title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden="true" />}
          disabled={!data || downloading.isLoading}
          onClick={() =>
            void download(learnerFiles.report(courseId)).then((result) =>
              setProblem('error' in result ? adminFailure(result.error).message : null),
            )
          }
        >
          {learnersCopy.exportCsv}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Box sx={{ mb: 2, minHeight: 56 }}>{data && <Counts report={data} />}</Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {learnersCopy.reportLearners}
      </Typography>
      <DataGrid<ReportLearner>
        aria-label={learnersCopy.reportLearners}
        rows={data?.learners ?? []}
        getRowId={(row) => row.sub}
        columns={columns}
        loading={isFetching}
        disableRowSelectionOnClick
        disableVirtualization
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        localeText={{ noRowsLabel: learnersCopy.noReportLearners }}
        sx={{ minHeight: 320, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
