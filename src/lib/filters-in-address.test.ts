import { addressFilters } from './filters-in-address';

type Filters = { sort: 'newest' | 'oldest'; tag: string; search: string };

const inAddress = addressFilters<Filters>({
  sort: { param: 'sort', fallback: 'newest', read: (text) => (text === 'oldest' ? 'oldest' : undefined) },
  tag: { param: 'tag', fallback: 'any', read: (text) => text.trim() || undefined },
  search: { param: 'q', fallback: '', typed: true },
});

describe('addressFilters', () => {
  it('reads each filter from its parameter, falling back when it is missing or unreadable', () => {
    const read = (query: string) => inAddress.read(new URLSearchParams(query));
    expect(read('sort=oldest&tag=Data&q=r%20')).toEqual({ sort: 'oldest', tag: 'Data', search: 'r ' });
    expect(read('sort=bogus&tag=%20&other=1')).toEqual({ sort: 'newest', tag: 'any', search: '' });
  });

  it('writes what differs from the fallbacks, drops the rest, and keeps parameters it does not own', () => {
    const filters: Filters = { sort: 'newest', tag: 'A & B', search: '' };
    const params = inAddress.write(new URLSearchParams('utm=x&sort=oldest&q=old'), filters);
    expect(params.toString()).toBe('utm=x&tag=A+%26+B');
    // What it wrote reads back as the same filters.
    expect(inAddress.read(params)).toEqual(filters);
  });

  it('compares filters field by field, and tells a typed change from a choice', () => {
    const before: Filters = { sort: 'newest', tag: 'any', search: 'r' };
    expect(inAddress.same(before, { ...before })).toBe(true);
    expect(inAddress.same(before, { ...before, search: 'rs' })).toBe(false);
    expect(inAddress.onlyTypedChanged(before, { ...before, search: 'rs' })).toBe(true);
    expect(inAddress.onlyTypedChanged(before, { ...before, tag: 'Data' })).toBe(false);
    expect(inAddress.onlyTypedChanged(before, { ...before, sort: 'oldest', search: '' })).toBe(false);
  });
});
