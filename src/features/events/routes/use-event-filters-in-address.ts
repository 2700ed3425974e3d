import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { filtersFromSearchParams, sameFilters, searchParamsWithFilters } from '../model';
import type { EventFilters } from '../model';
import { filtersRestoredFromAddress, selectEventFilters } from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';

/**
 * Keeps the events filters and the address (`?view=&category=&q=`) in step. Whichever side changed since
 * the last run wins: a new address (load, back, forward, a shared link) is restored into the store; a new
 * store value is written to the address, as a new history entry for the view and category and in place
 * while the search is typed. Once both agree nothing happens, so the two never chase each other.
 */
export function useEventFiltersInAddress(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const stored = useAppSelector(selectEventFilters);
  const lastSeen = useRef<{ address: EventFilters; stored: EventFilters } | null>(null);

  useEffect(() => {
    const address = filtersFromSearchParams(new URLSearchParams(location.search));
    const before = lastSeen.current;
    lastSeen.current = { address, stored };
    if (sameFilters(address, stored)) return;

    if (!before || !sameFilters(address, before.address)) {
      dispatch(filtersRestoredFromAddress(address));
    } else if (!sameFilters(stored, before.stored)) {
      // What the store changed decides push or replace, not how it differs from the address: the router
      // hands React a new address in a transition, so right after a chip the address read here can still
      // be the one before it, and a search typed then must not look like a change of category.
      const onlySearchChanged =
        stored.view === before.stored.view && stored.category === before.stored.category;
      const search = searchParamsWithFilters(new URLSearchParams(location.search), stored).toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: onlySearchChanged, preventScrollReset: true },
      );
    }
  }, [dispatch, navigate, location.pathname, location.search, location.hash, stored]);
}
