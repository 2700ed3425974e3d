import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import type { AddressFilters } from './filters-in-address';

/**
 * Keeps a list's filters in the store and the address's query in step. Whichever side changed since the
 * last run wins: a new address (load, back, forward, a shared link) is restored into the store (`restore`,
 * kept stable with useCallback); a new store value is written to the address, as a new history entry for a
 * choice and in place while a search is typed. Once both agree nothing happens, so the two never chase each
 * other.
 */
export function useFiltersInAddress<F extends { [K in keyof F]: string }>(
  filters: AddressFilters<F>,
  stored: F,
  restore: (fromAddress: F) => void,
): void {
  const navigate = useNavigate();
  const location = useLocation();
  const lastSeen = useRef<{ address: F; stored: F } | null>(null);

  useEffect(() => {
    const address = filters.read(new URLSearchParams(location.search));
    const before = lastSeen.current;
    lastSeen.current = { address, stored };
    if (filters.same(address, stored)) return;

    if (!before || !filters.same(address, before.address)) {
      restore(address);
    } else if (!filters.same(stored, before.stored)) {
      // What the store changed decides push or replace, not how it differs from the address: the router
      // hands React a new address in a transition, so right after a choice the address read here can still
      // be the one before it, and a search typed then must not look like a change of choice.
      const search = filters.write(new URLSearchParams(location.search), stored).toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: filters.onlyTypedChanged(before.stored, stored), preventScrollReset: true },
      );
    }
  }, [filters, restore, navigate, location.pathname, location.search, location.hash, stored]);
}
