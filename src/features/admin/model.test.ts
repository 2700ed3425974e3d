import { KINDS } from './kinds';
import {
  auditChanges,
  differingFields,
  indiaToday,
  listAddress,
  listQueryOf,
  listSearch,
  readList,
  readRecord,
  toFormValues,
  toRecordFields,
} from './model';

const webinars = KINDS.webinars;

describe('the console’s model', () => {
  it('asks for a list with only what is set', () => {
    expect(listSearch({ page: 1, perPage: 25 })).toBe('page=1&perPage=25');
    expect(
      listSearch({ page: 2, perPage: 50, sort: 'title', order: 'desc', q: '  R ', status: 'draft' }),
    ).toBe('page=2&perPage=50&sort=title&order=desc&q=R&status=draft');
  });

  it('reads a list’s state from the address, and ignores what it cannot use', () => {
    expect(
      listQueryOf(new URLSearchParams('page=3&perPage=50&sort=date&order=desc&q=r&status=published')),
    ).toEqual({
      page: 3,
      perPage: 50,
      sort: 'date',
      order: 'desc',
      q: 'r',
      status: 'published',
    });
    expect(
      listQueryOf(new URLSearchParams('page=-1&perPage=7&status=gone&order=sideways&sort=title')),
    ).toEqual({
      page: 1,
      perPage: 25,
      sort: 'title',
      order: 'asc',
    });
  });

  it('writes a list’s state to the address with only what differs from the first page', () => {
    expect(listAddress({ page: 1, perPage: 25 }).toString()).toBe('');
    const state = { page: 3, perPage: 50, sort: 'date', order: 'desc', q: 'r', status: 'published' } as const;
    expect(listQueryOf(listAddress(state))).toEqual(state);
  });

  it('names an export by India’s date, which starts five and a half hours before UTC’s', () => {
    expect(indiaToday(Date.parse('2026-12-03T18:29:59Z'))).toBe('2026-12-03');
    expect(indiaToday(Date.parse('2026-12-03T18:30:00Z'))).toBe('2026-12-04');
  });

  it('turns a record into the form’s values and back, in the backend’s types', () => {
    const record = readRecord({
      id: 4,
      status: 'draft',
      updatedAt: '2026-12-02T06:30:00.000Z',
      updatedBy: 'Meera Iyer',
      group: 2,
      title: 'Coaching',
      description: '',
      date: '2026-12-03',
      time: '18:00:00',
      duration: 1.5,
      speaker: '',
      registrationLink: '',
      isConfirmed: false,
      image: '',
    });
    const values = toFormValues(webinars, record);
    expect(values).toMatchObject({ group: '2', duration: '1.5', isConfirmed: false, time: '18:00:00' });
    expect(toRecordFields(webinars, { ...values, time: '07:30' })).toEqual({
      group: 2,
      title: 'Coaching',
      description: '',
      date: '2026-12-03',
      time: '07:30:00',
      duration: 1.5,
      speaker: '',
      registrationLink: '',
      isConfirmed: false,
      image: '',
    });
    expect(
      toRecordFields(KINDS.courses, { ...toFormValues(KINDS.courses), discountPrice: '' }).discountPrice,
    ).toBeNull();
  });

  it('refuses a reply that is not a record or a list', () => {
    expect(() => readRecord({ id: '4', status: 'draft', updatedAt: 'x' })).toThrow();
    expect(() => readRecord({ id: 4, status: 'live', updatedAt: 'x' })).toThrow();
    expect(() => readList({ items: 'none', total: 0 })).toThrow();
    expect(() => readList('<html>')).toThrow();
  });

  it('names the fields two versions differ in, and what an audit entry changed', () => {
    expect(
      differingFields(
        webinars,
        { title: 'A', speaker: 'X', duration: 1 },
        { title: 'B', speaker: 'X', duration: 1 },
      ).map((field) => field.name),
    ).toEqual(['title']);
    expect(
      auditChanges({
        before: { title: 'A', isConfirmed: true, updatedAt: '1' },
        after: { title: 'B', isConfirmed: false, updatedAt: '2' },
      }),
    ).toEqual([
      { field: 'title', before: 'A', after: 'B' },
      { field: 'isConfirmed', before: 'Yes', after: 'No' },
    ]);
    expect(auditChanges({ before: null, after: { title: 'New' } })).toEqual([
      { field: 'title', before: '(none)', after: 'New' },
    ]);
  });
});
