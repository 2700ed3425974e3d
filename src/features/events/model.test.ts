import {
  MALFORMED_EVENTS_MESSAGE,
  categoryChoices,
  eventImageUrl,
  eventsForView,
  eventFiltersInAddress,
  filterEvents,
  mergeUpcoming,
  readEventsReply,
} from './model';
import type { EventItem } from './model';

const item = (fields: Partial<EventItem> & Pick<EventItem, 'id' | 'title'>): EventItem => ({
  description: '',
  details: '',
  imageUrl: null,
  category: 'Leadership',
  location: '',
  date: '',
  link: '',
  isUpcoming: false,
  registrationOpen: false,
  ...fields,
});

const events = [
  item({ id: '1', title: 'Leading Through Change', description: 'For new managers', category: 'Leadership' }),
  item({ id: '2', title: 'R Bootcamp', description: 'Clinical data in R', category: 'Data Science' }),
  item({
    id: '3',
    title: 'Career Day',
    description: 'Mock interviews for LEADERS of tomorrow',
    category: 'Careers',
  }),
];
const API = 'http://localhost:4100';
const titles = (list: readonly EventItem[]) => list.map((event) => event.title);

describe('filterEvents', () => {
  it('returns every event for All and an empty search', () => {
    expect(filterEvents(events, { category: 'All', search: '' })).toEqual(events);
  });

  it('keeps only the chosen category', () => {
    expect(titles(filterEvents(events, { category: 'Data Science', search: '' }))).toEqual(['R Bootcamp']);
    expect(filterEvents(events, { category: 'Nothing Here', search: '' })).toEqual([]);
  });

  it('matches the search in the title or the description, ignoring case', () => {
    expect(titles(filterEvents(events, { category: 'All', search: 'bootCAMP' }))).toEqual(['R Bootcamp']);
    expect(titles(filterEvents(events, { category: 'All', search: 'lead' }))).toEqual([
      'Leading Through Change',
      'Career Day',
    ]);
  });

  it('does not search other fields', () => {
    expect(filterEvents(events, { category: 'All', search: 'careers' })).toEqual([]);
  });

  it('treats a blank search as no search and combines search with the category', () => {
    expect(filterEvents(events, { category: 'All', search: '   ' })).toHaveLength(3);
    expect(titles(filterEvents(events, { category: 'Careers', search: 'lead' }))).toEqual(['Career Day']);
  });
});

describe('mergeUpcoming', () => {
  const staticList = [item({ id: 'static-1', title: 'Leadership Development Program', isUpcoming: true })];

  it('adds the static upcoming events to the backend upcoming ones and leaves out the past', () => {
    const api = [
      item({ id: '1', title: 'Past', isUpcoming: false }),
      item({ id: '2', title: 'Soon', isUpcoming: true }),
    ];
    expect(titles(mergeUpcoming(api, staticList))).toEqual(['Soon', 'Leadership Development Program']);
  });

  it('does not list a static event twice when the backend has it too', () => {
    const api = [item({ id: '9', title: '  leadership development PROGRAM ', isUpcoming: true })];
    expect(mergeUpcoming(api, staticList)).toHaveLength(1);
    expect(mergeUpcoming(api, staticList)[0]?.id).toBe('9');
  });

  it('keeps a past backend event of the same title out, and the static one in', () => {
    const api = [item({ id: '9', title: 'Leadership Development Program', isUpcoming: false })];
    expect(mergeUpcoming(api, staticList).map((event) => event.id)).toEqual(['static-1']);
  });

  it('gives the whole backend list for the All view', () => {
    expect(eventsForView(events, 'all', staticList)).toBe(events);
  });
});

describe('categoryChoices', () => {
  it('lists All then each distinct category once, alphabetically', () => {
    expect(categoryChoices([...events, item({ id: '4', title: 'x', category: 'Careers' })])).toEqual([
      'All',
      'Careers',
      'Data Science',
      'Leadership',
    ]);
    expect(categoryChoices([])).toEqual(['All']);
  });
});

describe('readEventsReply', () => {
  it('reads a loose PHP payload', () => {
    const reply = readEventsReply(
      {
        success: '1',
        events: [
          {
            id: 7,
            title: ' Bootcamp ',
            isUpcoming: '1',
            registrationOpen: 'true',
            link: 'https://x.example/r',
          },
          {
            id: '8',
            title: 'Roundtable',
            isUpcoming: true,
            registrationOpen: '0',
            category: 'Startups',
            date: null,
          },
          { id: 9, title: 'Summit', isUpcoming: 'false', registrationOpen: 1, description: 42 },
        ],
      },
      API,
    );
    expect(reply).toEqual({
      ok: true,
      events: [
        expect.objectContaining({ id: '7', title: 'Bootcamp', isUpcoming: true, registrationOpen: true }),
        expect.objectContaining({
          id: '8',
          category: 'Startups',
          date: '',
          isUpcoming: true,
          registrationOpen: false,
        }),
        expect.objectContaining({ id: '9', description: '42', isUpcoming: false, registrationOpen: true }),
      ],
    });
    if (reply.ok) {
      expect(reply.events[0]?.link).toBe('https://x.example/r');
      expect(reply.events[1]?.category).toBe('Startups');
      expect(reply.events[2]?.category).toBe('General');
    }
  });

  it("resolves each image against the backend's address, and none to null", () => {
    const reply = readEventsReply(
      {
        success: true,
        events: [
          { id: 1, title: 'A', image: 'a b.svg' },
          { id: 2, title: 'B', image: '' },
        ],
      },
      API,
    );
    expect(reply.ok && reply.events.map((event) => event.imageUrl)).toEqual([
      'http://localhost:4100/admin/uploads/events/a%20b.svg',
      null,
    ]);
  });

  it('drops registration links that are not http(s)', () => {
    const reply = readEventsReply(
      {
        success: true,
        events: [
          { id: 1, title: 'A', link: 'javascript:alert(1)' },
          { id: 2, title: 'B', link: '/relative' },
        ],
      },
      API,
    );
    expect(reply.ok && reply.events.map((event) => event.link)).toEqual(['', '']);
  });

  it('keeps the first of two rows with the same id', () => {
    const reply = readEventsReply(
      {
        success: true,
        events: [
          { id: 1, title: 'A' },
          { id: '1', title: 'B' },
        ],
      },
      API,
    );
    expect(reply.ok && titles(reply.events)).toEqual(['A']);
  });

  it("gives the server's message, or Unknown error, for success: false", () => {
    expect(readEventsReply({ success: false, message: 'Database is down' }, API)).toEqual({
      ok: false,
      message: 'Database is down',
    });
    expect(readEventsReply({ success: false }, API)).toEqual({ ok: false, message: 'Unknown error' });
    expect(readEventsReply({ success: '0', message: '' }, API)).toEqual({
      ok: false,
      message: 'Unknown error',
    });
  });

  it.each([
    ['null', null],
    ['a string', '<html>Fatal error</html>'],
    ['an array', []],
    ['no success flag', { events: [] }],
    ['events not an array', { success: true, events: { 1: { id: 1, title: 'A' } } }],
    ['no events at all', { success: true }],
    ['an entry that is not an object', { success: true, events: [{ id: 1, title: 'A' }, 'B'] }],
    ['an entry without a title', { success: true, events: [{ id: 1, title: '  ' }] }],
    ['an entry without an id', { success: true, events: [{ title: 'A' }] }],
  ])('rejects %s as malformed', (_case, body) => {
    expect(readEventsReply(body, API)).toEqual({ ok: false, message: MALFORMED_EVENTS_MESSAGE });
  });
});

describe('eventImageUrl', () => {
  it('builds the uploads address, or null without an image', () => {
    expect(eventImageUrl('http://localhost:4100', 'a b.svg')).toBe(
      'http://localhost:4100/admin/uploads/events/a%20b.svg',
    );
    expect(eventImageUrl('http://localhost:4100', '../../secret')).toBe(
      'http://localhost:4100/admin/uploads/events/secret',
    );
    expect(eventImageUrl('http://localhost:4100', '')).toBeNull();
  });
});

describe('filters in the address', () => {
  it('reads view, category and search, falling back to the defaults', () => {
    expect(
      eventFiltersInAddress.read(new URLSearchParams('view=upcoming&category=Data+Science&q=r%20')),
    ).toEqual({
      view: 'upcoming',
      category: 'Data Science',
      search: 'r ',
    });
    expect(eventFiltersInAddress.read(new URLSearchParams('view=bogus&category='))).toEqual({
      view: 'all',
      category: 'All',
      search: '',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = eventFiltersInAddress.write(new URLSearchParams('utm=x&q=old&view=upcoming'), {
      view: 'all',
      category: 'Careers & Placement',
      search: '',
    });
    expect(params.toString()).toBe('utm=x&category=Careers+%26+Placement');
  });
});
