import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRowIdGetter, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';

import { adminFailure } from '../api';
import { PAGE_SIZES } from '../model';

import { ErrorState } from '@/components/error-state';

type PagedGridProps<R extends GridValidRowModel> = {
  /** The list's name: the grid's label, and the failure's title. */
  label: string;
  rows: readonly R[];
  /** Every row of the list, on every page. */
  total: number;
  columns: readonly GridColDef<R>[];
  loading: boolean;
  /** From 1. */
  page: number;
  perPage: number;
  pageSizes?: number[];
  onPage: (page: number, perPage: number) => void;
  /** Sorted by the backend when given; otherwise the columns do not sort. */
  sort?: { model: GridSortModel; onChange: (model: GridSortModel) => void };
  getRowId?: GridRowIdGetter<R>;
  emptyText: string;
  /** The failure of the list's call: shown with Try again in place of the grid. */
  error?: unknown;
  onRetry: () => void;
};

/** A console list that the backend pages (and sorts, where it does): every list's grid settings in one place. */
export function PagedGrid<R extends GridValidRowModel>({
  label,
  rows,
  total,
  columns,
  loading,
  page,
  perPage,
  pageSizes = PAGE_SIZES,
  onPage,
  sort,
  getRowId,
  emptyText,
  error,
  onRetry,
}: PagedGridProps<R>) {
  if (error) return <ErrorState title={label} message={adminFailure(error).message} onRetry={onRetry} />;
  return (
    <DataGrid<R>
      aria-label={label}
      rows={rows}
      getRowId={getRowId}
      rowCount={total}
      columns={columns}
      loading={loading}
      paginationMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      // Pages hold at most 100 rows: every row is in the document (and jsdom, which has no layout, sees them).
      disableVirtualization
      pageSizeOptions={pageSizes}
      paginationModel={{ page: page - 1, pageSize: perPage }}
      onPaginationModelChange={(model) => onPage(model.page + 1, model.pageSize)}
      {...(sort
        ? { sortingMode: 'server', sortModel: sort.model, onSortModelChange: sort.onChange }
        : { disableColumnSorting: true })}
      localeText={{ noRowsLabel: emptyText }}
      sx={{ minHeight: 320, bgcolor: 'background.paper' }}
    />
  );
}
