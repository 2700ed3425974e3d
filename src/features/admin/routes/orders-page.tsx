import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { DownloadButton } from '../components/download-button';
import { ListHeader } from '../components/list-header';
import { NoticeAlert } from '../components/notice-alert';
import type { Notice } from '../components/notice-alert';
import { PagedGrid } from '../components/paged-grid';
import { SearchField } from '../components/search-field';
import { indiaToday, listQueryOf, shownTime } from '../model';
import { ordersCsv, useGetOrdersQuery } from '../orders-api';
import { ordersCopy } from '../orders-content';
import { filtersOf, NO_FILTERS, ORDER_SORTS, ORDER_STATES, orderQuery } from '../orders-model';
import type { OrderFilters, OrderItem, OrderSort, OrderState, OrderTotals } from '../orders-model';
import { adminPaths } from '../paths';

import { formatMoneyWithCode } from '@/lib/money';

const STATE_COLOURS: Record<OrderState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  created: 'default',
  failed: 'error',
  paid: 'success',
  'refund requested': 'warning',
  refunded: 'info',
};

/** An order's state as a chip (its words, never colour alone). */
export function OrderStateChip({ state }: { state: OrderState }) {
  return (
    <Chip size="small" color={STATE_COLOURS[state]} variant="outlined" label={ordersCopy.states[state]} />
  );
}

const columns: GridColDef<OrderItem>[] = [
  {
    field: 'createdAt',
    headerName: ordersCopy.created,
    minWidth: 190,
    valueFormatter: (value: string) => shownTime(value),
  },
  {
    field: 'id',
    headerName: ordersCopy.order,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.order(row.id)} sx={{ fontFamily: 'monospace' }}>
        {row.id}
      </Link>
    ),
  },
  { field: 'customerName', headerName: ordersCopy.customer, flex: 1, minWidth: 160 },
  { field: 'customerEmail', headerName: ordersCopy.email, flex: 1, minWidth: 200, sortable: false },
  { field: 'product', headerName: ordersCopy.product, flex: 1, minWidth: 180 },
  {
    field: 'total',
    headerName: ordersCopy.total,
    minWidth: 130,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_value, row) => row.totalMinor,
    valueFormatter: (_value, row) => formatMoneyWithCode(row.totalMinor, row.currency),
  },
  {
    field: 'status',
    headerName: ordersCopy.status,
    minWidth: 160,
    sortable: false,
    renderCell: ({ row }) => <OrderStateChip state={row.status} />,
  },
];

/** "3 orders, 2 paid: USD 202.68 received, USD 0.00 refunded", per currency. */
function Totals({ totals }: { totals: OrderTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <Box component="section" aria-label={ordersCopy.totalsLabel} sx={{ mb: 2 }}>
      {totals.map((row) => (
        <Typography key={row.currency} color="text.secondary" variant="body2">
          {ordersCopy.totalsLine(
            row.orders,
            row.paidOrders,
            formatMoneyWithCode(row.paidMinor, row.currency),
            formatMoneyWithCode(row.refundedMinor, row.currency),
          )}
        </Typography>
      ))}
    </Box>
  );
}

/** Every order, searched, filtered, sorted and paged by the backend, with the filtered set's totals and CSV. */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const { page, perPage } = listQueryOf(search);
  const { data, error, isFetching, refetch } = useGetOrdersQuery({ ...filters, page, perPage });
  const [notice, setNotice] = useState<Notice | null>(null);

  /** A change of filter starts at the first page; the address holds the whole list's state. */
  const show = (
    next: Partial<OrderFilters>,
    paging: { page: number; perPage: number } = { page: 1, perPage },
  ) => {
    const params = new URLSearchParams(orderQuery({ ...filters, ...next }));
    if (paging.page > 1) params.set('page', String(paging.page));
    if (paging.perPage !== 25) params.set('perPage', String(paging.perPage));
    setSearch(params, { replace: true });
  };
  const filtered = orderQuery({ ...filters, sort: NO_FILTERS.sort, order: NO_FILTERS.order }) !== '';
  const sortModel: GridSortModel = [{ field: filters.sort, sort: filters.order }];

  return (
    <Box>
      <ListHeader
        title={ordersCopy.ordersTitle}
        help={ordersCopy.ordersHelp}
        action={
          <DownloadButton
            label={ordersCopy.exportCsv}
            file={() => ordersCsv(filters, indiaToday())}
            done={ordersCopy.exported}
            onNotice={setNotice}
          />
        }
      />
      <NoticeAlert notice={notice} />
      <Box
        role="group"
        aria-label={ordersCopy.ordersTitle}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
          mb: 2,
        }}
      >
        <SearchField label={ordersCopy.search} value={filters.q} onSearch={(q) => show({ q })} />
        <TextField
          select
          size="small"
          label={ordersCopy.status}
          value={filters.status}
          onChange={(event) => show({ status: event.target.value as OrderState | '' })}
        >
          <MenuItem value="">{ordersCopy.anyStatus}</MenuItem>
          {ORDER_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {ordersCopy.states[state]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={ordersCopy.product}
          value={data?.products.includes(filters.product) || !filters.product ? filters.product : ''}
          onChange={(event) => show({ product: event.target.value })}
        >
          <MenuItem value="">{ordersCopy.anyProduct}</MenuItem>
          {(data?.products ?? []).map((product) => (
            <MenuItem key={product} value={product}>
              {product}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={ordersCopy.currency}
          value={filters.currency}
          onChange={(event) => show({ currency: event.target.value as OrderFilters['currency'] })}
        >
          <MenuItem value="">{ordersCopy.anyCurrency}</MenuItem>
          <MenuItem value="USD">USD</MenuItem>
          <MenuItem value="INR">INR</MenuItem>
        </TextField>
        <TextField
          type="date"
          size="small"
          label={ordersCopy.from}
          value={filters.from}
          onChange={(event) => show({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
        />
        <TextField
          type="date"
          size="small"
          label={ordersCopy.to}
          value={filters.to}
          onChange={(event) => show({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
        />
      </Box>
      {filtered && (
        <Button size="small" onClick={() => show(NO_FILTERS)} sx={{ mb: 1 }}>
          {ordersCopy.clearFilters}
        </Button>
      )}
      {/* The totals belong to the rows: a failure shows in the grid's place, and no totals. */}
      {!error && <Totals totals={data?.totals ?? []} />}
      <PagedGrid<OrderItem>
        label={ordersCopy.ordersTitle}
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        columns={columns}
        loading={isFetching}
        page={page}
        perPage={perPage}
        onPage={(next, size) => show({}, { page: next, perPage: size })}
        sort={{
          model: sortModel,
          onChange: ([first]) => {
            const field = ORDER_SORTS.includes(first?.field as OrderSort)
              ? (first?.field as OrderSort)
              : 'createdAt';
            show({ sort: field, order: first?.sort === 'asc' ? 'asc' : 'desc' });
          },
        }}
        emptyText={ordersCopy.noOrders}
        error={error}
        onRetry={() => void refetch()}
      />
    </Box>
  );
}
