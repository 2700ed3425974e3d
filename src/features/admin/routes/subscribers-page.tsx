import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { DeleteDialog } from '../components/delete-dialog';
import { DownloadButton } from '../components/download-button';
import { ListHeader } from '../components/list-header';
import { NoticeAlert } from '../components/notice-alert';
import type { Notice } from '../components/notice-alert';
import { PagedGrid } from '../components/paged-grid';
import { SearchField } from '../components/search-field';
import { indiaToday, listAddress, listQueryOf, shownTime } from '../model';
import type { ListQuery } from '../model';
import { subscribersCsv, useGetSubscribersQuery, useRemoveSubscriberMutation } from '../subscribers-api';
import { subscribersCopy } from '../subscribers-content';
import type { Subscriber } from '../subscribers-model';

/** The newsletter's subscribers, searched and paged by the backend, with their CSV and a removal. */
export function SubscribersPage() {
  const [search, setSearch] = useSearchParams();
  const { q = '', page, perPage } = listQueryOf(search);
  const { data, error, isFetching, refetch } = useGetSubscribersQuery({ q, page, perPage });
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

  const show = (next: Partial<ListQuery>) =>
    setSearch(listAddress({ q, page, perPage, ...next }), { replace: true });
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
      <ListHeader
        title={subscribersCopy.title}
        help={subscribersCopy.help}
        headingRef={headingRef}
        action={
          <DownloadButton
            label={subscribersCopy.exportCsv}
            file={() => subscribersCsv(q, indiaToday())}
            done={subscribersCopy.exported}
            onNotice={setNotice}
          />
        }
      />
      <NoticeAlert notice={notice} />
      <SearchField
        label={subscribersCopy.search}
        value={q}
        // From the first page.
        onSearch={(text) => show({ q: text, page: 1 })}
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      />
      <PagedGrid<Subscriber>
        label={subscribersCopy.title}
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        columns={columns}
        loading={isFetching}
        page={page}
        perPage={perPage}
        onPage={(next, size) => show({ page: next, perPage: size })}
        emptyText={subscribersCopy.noSubscribers}
        error={error}
        onRetry={() => void refetch()}
      />
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
