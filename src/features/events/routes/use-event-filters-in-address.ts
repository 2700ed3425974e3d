import { useCallback } from 'react';

import type { EventFilters } from '../filters';
import { eventFiltersInAddress } from '../model';
import { filtersRestoredFromAddress, selectEventFilters } from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useFiltersInAddress } from '@/lib/use-filters-in-address';

/** Keeps the events filters and the address (`?view=&category=&q=`) in step (see useFiltersInAddress). */
export function useEventFiltersInAddress(): void {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectEventFilters);
  const restore = useCallback(
    (filters: EventFilters) => dispatch(filtersRestoredFromAddress(filters)),
    [dispatch],
  );
  useFiltersInAddress(eventFiltersInAddress, stored, restore);
}
