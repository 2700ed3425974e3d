import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { DeleteDialog } from '../components/delete-dialog';
import { SearchField } from '../components/search-field';
import { useDownloadFileMutation } from '../learners-api';
import { shownTime } from '../model';
import { subscribersCsv, useGetSubscribersQuery, useRemoveSubscriberMutation } from '../subscribers-api';
import { subscribersCopy } from '../subscribers-content';
import type { Subscriber } from '../subscribers-model';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';

const PAGE_SIZES = [10, 25, 50, 100];

/** India's date today, for the CSV's name. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

type Notice = { severity: 'success' | 'error'; text: string };

/** The newsletter's subscribers, searched and paged by the backend, with their CSV and a removal. */
export function SubscribersPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const perPage = PAGE_SIZES.includes(Number(search.get('perPage'))) ? Number(search.get('perPage')) : 25;
  const { data, error, isFetching, refetch } = useGetSubscribersQuery({ q, page, perPage });
  const [download, downloading] = useDownloadFileMutation();
  const [remove, removing] = useRemoveSubscriberMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asked, setAsked] = useState<Subscriber | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The removed row's button goes with it: the focus goes to the heading, where the notice follows.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removedOne = useRef(false);
  // After the dialog has put the focus back (on a button no longer there), so this comes last.
  useEffect(() => {
    if (!removedOne.current || asked) return;
    removedOne.current = false;
    headingRef.current?.focus();
  }, [asked]);

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
  const exportCsv = async () => {
    const result = await download(subscribersCsv(q, indiaToday()));
    setNotice(
      'error' in result
        ? { severity: 'error', text: adminFailure(result.error).message }
        : { severity: 'success', text: subscribersCopy.exported },
    );
  };
  const ask = (subscriber: Subscriber) => {
    setRefusal(null);
    setAsked(subscriber);
  };
  const confirmRemove = async () => {
    if (!asked) return;
    const result = await remove(asked.id);
    if ('error' in result) {
      setRefusal(adminFailure(result.error).message);
      return;
    }
    setNotice({ severity: 'success', text: subscribersCopy.removed(asked.email) });
    removedOne.current = true;
    setAsked(null);
  };

  const columns: GridColDef<Subscriber>[] = [
    { field: 'email', headerName: subscribersCopy.email, flex: 1, minWidth: 220 },
    {
      field: 'subscribedAt',
      headerName: subscribersCopy.subscribedAt,
      minWidth: 210,
      valueFormatter: (value: string) => shownTime(value),
    },
    {
      field: 'actions',
      headerName: subscribersCopy.actions,
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color="error"
          onClick={() => ask(row)}
          aria-label={subscribersCopy.removeLabel(row.email)}
        >
          {subscribersCopy.remove}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageTitle title={subscribersCopy.title} noindex />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {subscribersCopy.title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden="true" />}
          onClick={() => void exportCsv()}
          disabled={downloading.isLoading}
        >
          {subscribersCopy.exportCsv}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {subscribersCopy.help}
      </Typography>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      <SearchField
        label={subscribersCopy.search}
        value={q}
        onSearch={searchFor}
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      />
      {error ? (
        <ErrorState
          title={subscribersCopy.title}
          message={adminFailure(error).message}
          onRetry={() => void refetch()}
        />
      ) : (
        <DataGrid<Subscriber>
          aria-label={subscribersCopy.title}
          rows={data?.items ?? []}
          rowCount={data?.total ?? 0}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          disableColumnFilter
          disableColumnSorting
          disableRowSelectionOnClick
          disableVirtualization
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page: page - 1, pageSize: perPage }}
          onPaginationModelChange={(model) => turnPage(model.page + 1, model.pageSize)}
          localeText={{ noRowsLabel: subscribersCopy.noSubscribers }}
          sx={{ minHeight: 320, bgcolor: 'background.paper' }}
        />
      )}
      <DeleteDialog
        label={asked?.email ?? ''}
        open={asked !== null}
        busy={removing.isLoading}
        refusal={refusal}
        onCancel={() => setAsked(null)}
        onConfirm={() => void confirmRemove()}
        words={{
          title: subscribersCopy.removeTitle(asked?.email ?? ''),
          text: subscribersCopy.removeText,
          confirm: subscribersCopy.confirmRemove,
        }}
      />
    </Box>
  );
}
