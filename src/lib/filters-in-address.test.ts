import { addressFilters } from './filters-in-address';

type Filters = { view: 'all' | 'upcoming'; category: string; search: string };

const inAddress = addressFilters<Filters>({
  view: { param: 'view', fallback: 'all', read: (text) => (text === 'upcoming' ? 'upcoming' : undefined) },
  category: { param: 'category', fallback: 'All', read: (text) => text.trim() || undefined },
  search: { param: 'q', fallback: '', typed: true },
});

describe('addressFilters', () => {
  it('reads each filter from its parameter, falling back when it is missing or unreadable', () => {
    expect(inAddress.read(new URLSearchParams('view=upcoming&category=Data&q=r%20'))).toEqual({
      view: 'upcoming',
      category: 'Data',
      search: 'r ',
    });
    expect(inAddress.read(new URLSearchParams('view=bogus&category=%20&other=1'))).toEqual({
      view: 'all',
      category: 'All',
      search: '',
    });
  });

  it('writes what differs from the fallbacks, drops the rest, and keeps parameters it does not own', () => {
    const params = inAddress.write(new URLSearchParams('utm=x&view=upcoming&q=old'), {
      view: 'all',
      category: 'A & B',
      search: '',
    });
    expect(params.toString()).toBe('utm=x&category=A+%26+B');
    // What it wrote reads back as the same filters.
    expect(inAddress.read(params)).toEqual({ view: 'all', category: 'A & B', search: '' });
  });

  it('compares filters field by field, and tells a typed change from a choice', () => {
    const before: Filters = { view: 'all', category: 'All', search: 'r' };
    expect(inAddress.same(before, { ...before })).toBe(true);
    expect(inAddress.same(before, { ...before, search: 'rs' })).toBe(false);
    expect(inAddress.onlyTypedChanged(before, { ...before, search: 'rs' })).toBe(true);
    expect(inAddress.onlyTypedChanged(before, { ...before, category: 'Data' })).toBe(false);
    expect(inAddress.onlyTypedChanged(before, { ...before, view: 'upcoming', search: '' })).toBe(false);
  });
});
