import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { MALFORMED_EVENTS_MESSAGE } from '../model';
import { categorySelected, searchChanged, selectSelectedEventId } from '../slice';

import { eventFixtures } from '@test/fixtures/events';
import { answerMediaQueries } from '@test/match-media';
import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/events';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

const renderEvents = (route = '/events') => renderWithProviders(undefined, { route });

const eventList = () => screen.getByRole('list', { name: 'Events' });
const cards = () => within(eventList()).getAllByRole('listitem');
const card = (index: number) => cards()[index] as HTMLElement;
const cardTitles = () =>
  within(eventList())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const openCard = async (user: ReturnType<typeof renderEvents>['user'], index: number) => {
  await user.click(within(card(index)).getByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog');
};
const chipGroup = () => screen.getByRole('group', { name: 'Filter by category' });
const chipNames = () =>
  within(chipGroup())
    .getAllByRole('button')
    .map((chip) => chip.textContent);
const chip = (name: string) => within(chipGroup()).getByRole('button', { name });
const viewButton = (name: 'All Events' | 'Upcoming Events') => screen.getByRole('button', { name });

/** Waits for the list from the default fixtures. */
const findList = () => screen.findByRole('heading', { name: 'R for Clinical Trials: Hands-on Bootcamp' });

/** Records every request msw sees while a test runs. */
function spyOnRequests() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => urls.push(request.url);
  server.events.on('request:start', listener);
  return { urls, stop: () => server.events.removeListener('request:start', listener) };
}

describe('Events page: loading and errors', () => {
  it('shows card-shaped skeletons while the list loads', async () => {
    server.use(failures.pending());
    renderEvents();
    expect(await screen.findByRole('status', { name: 'Loading events' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });

  it('lists the events from the backend with their badge, category, image and details button', async () => {
    renderEvents();
    await findList();
    expect(screen.queryByRole('status', { name: 'Loading events' })).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(eventFixtures.map((event) => event.title));
    expect(cards()).toHaveLength(5);
    const first = card(0);
    expect(within(first).getByText('Upcoming')).toBeInTheDocument();
    expect(within(first).getByText('Leadership')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(first).getByTestId('event-image')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/events/leadership-change.svg',
    );
    // Past events carry no badge; an event without an image gets the placeholder.
    const past = card(3);
    expect(within(past).queryByText('Upcoming')).not.toBeInTheDocument();
    expect(within(past).getByTestId('event-image-placeholder')).toBeInTheDocument();
    expect(document.title).toMatch(/^Events/);
  });

  it('loads the banners of the first row at once, with high priority, and the others lazily', async () => {
    renderEvents();
    await findList();
    const loading = cards().map((eventCard) => {
      const image = within(eventCard).queryByTestId('event-image');
      return image ? `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}` : 'no banner';
    });
    expect(loading.slice(0, 3).filter((value) => value !== 'no banner')).not.toEqual([]);
    for (const value of loading.slice(0, 3)) expect(['eager high', 'no banner']).toContain(value);
    for (const value of loading.slice(3)) expect(['lazy null', 'no banner']).toContain(value);
  });

  it('swaps a banner that fails to load for the placeholder', async () => {
    renderEvents();
    await findList();
    const first = card(0);
    fireEvent.error(within(first).getByTestId('event-image'));
    expect(await within(first).findByTestId('event-image-placeholder')).toBeInTheDocument();
  });

  it.each([
    [
      'success: false with a message',
      () => failures.notSuccess('Database is being upgraded'),
      'Database is being upgraded',
    ],
    ['success: false without a message', () => failures.notSuccess(), 'Unknown error'],
    ['a 500 response', () => failures.serverError(), 'Failed to fetch events'],
    ['a network error', () => failures.networkError(), 'Failed to fetch'],
    ['a malformed body', () => failures.malformed(), MALFORMED_EVENTS_MESSAGE],
    ['a list with an unusable entry', () => failures.withEvents([{ id: 1 }]), MALFORMED_EVENTS_MESSAGE],
  ])('shows the error view for %s', async (_case, failure, message) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure());
    renderEvents();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading events' })).toBeInTheDocument();
    expect(within(alert).getByText(message, { exact: true })).toBeInTheDocument();
  });

  it('loads the list when the visitor retries after a failure', async () => {
    server.use(failures.serverError());
    const { user } = renderEvents();
    await screen.findByRole('heading', { name: 'Error loading events' });
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findList()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error loading events' })).not.toBeInTheDocument();
  });
});

describe('Events page: views, categories and search', () => {
  it('says so when the backend has no events', async () => {
    server.use(failures.empty());
    renderEvents();
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter settings')).toBeInTheDocument();
    expect(chipNames()).toEqual(['All']);
  });

  it('shows the static upcoming event even when the backend has none', async () => {
    server.use(failures.empty());
    const { user } = renderEvents();
    await screen.findByRole('heading', { name: 'No events found' });
    await user.click(viewButton('Upcoming Events'));
    expect(cardTitles()).toEqual(['Leadership Development Program']);
  });

  it('says "No upcoming events found" when nothing upcoming matches', async () => {
    const { user } = renderEvents();
    await findList();
    await user.click(viewButton('Upcoming Events'));
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'roundtable');
    expect(screen.getByRole('heading', { name: 'No upcoming events found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('derives the chips from the categories present in the current view', async () => {
    const { user } = renderEvents();
    await findList();
    expect(chipNames()).toEqual([
      'All',
      'Career & Placement',
      'Leadership',
      'Life Sciences & Data Science',
      'Startup Ecosystem',
    ]);
    await user.click(viewButton('Upcoming Events'));
    // The past-only Startup Ecosystem is gone; the static Leadership event adds nothing new.
    expect(chipNames()).toEqual(['All', 'Career & Placement', 'Leadership', 'Life Sciences & Data Science']);
  });

  it('shows the upcoming events plus the static one, without duplicates', async () => {
    const { user } = renderEvents();
    await findList();
    await user.click(viewButton('Upcoming Events'));
    expect(viewButton('Upcoming Events')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual([
      'Leadership Development Program: Leading Through Change',
      'R for Clinical Trials: Hands-on Bootcamp',
      'Campus to Corporate: Placement Readiness Day',
      'Leadership Development Program',
    ]);
  });

  it('filters by category and by search in the title or description, ignoring case', async () => {
    const { user } = renderEvents();
    await findList();
    await user.click(chip('Life Sciences & Data Science'));
    expect(chip('Life Sciences & Data Science')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['R for Clinical Trials: Hands-on Bootcamp', 'SAS to R Migration Workshop']);
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'CROS');
    expect(cardTitles()).toEqual(['SAS to R Migration Workshop']);
    await user.click(chip('All'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search events' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'xyz');
    expect(screen.getByRole('heading', { name: 'No events found' })).toBeInTheDocument();
  });

  it('resets the category to All when the view changes', async () => {
    const { user, store } = renderEvents();
    await findList();
    await user.click(chip('Career & Placement'));
    expect(cardTitles()).toEqual(['Campus to Corporate: Placement Readiness Day']);
    await user.click(viewButton('Upcoming Events'));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().events?.category).toBe('All');
    expect(cardTitles()).toHaveLength(4);
  });

  it('operates the chips from the keyboard', async () => {
    const { user } = renderEvents();
    await findList();
    act(() => chip('Startup Ecosystem').focus());
    await user.keyboard('{Enter}');
    expect(cardTitles()).toEqual(['Startup Founders Roundtable']);
    expect(chip('Startup Ecosystem')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Events page: the address', () => {
  it('restores the view, category and search from the address', async () => {
    renderEvents('/events?view=upcoming&category=Leadership&q=program');
    await screen.findByRole('heading', { name: 'Leadership Development Program' });
    expect(viewButton('Upcoming Events')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Leadership')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('program');
    expect(cardTitles()).toEqual([
      'Leadership Development Program: Leading Through Change',
      'Leadership Development Program',
    ]);
  });

  it('writes the filters to the address and steps back through them', async () => {
    const { user, router } = renderEvents();
    await findList();
    await user.click(chip('Leadership'));
    expect(router.state.location.search).toBe('?category=Leadership');
    await user.click(viewButton('Upcoming Events'));
    expect(router.state.location.search).toBe('?view=upcoming');
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'camp');
    expect(router.state.location.search).toBe('?view=upcoming&q=camp');
    expect(cardTitles()).toEqual([
      'R for Clinical Trials: Hands-on Bootcamp',
      'Campus to Corporate: Placement Readiness Day',
    ]);

    // Typing replaced the entry in place, so one step back returns to the Leadership chip.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(chip('Leadership')).toHaveAttribute('aria-pressed', 'true'));
    expect(viewButton('All Events')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(chip('All')).toHaveAttribute('aria-pressed', 'true'));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(1));
    await waitFor(() => expect(chip('Leadership')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('types in place even when the address has not caught up with the last chip yet', async () => {
    // On a busy phone the router commits a chip's new address in a transition, after the address bar has
    // changed: a search typed in between must still replace that entry, not push one after it.
    const { router, store } = renderEvents('/events?view=upcoming&category=Leadership');
    await screen.findByRole('heading', { name: 'Leadership Development Program: Leading Through Change' });
    // The search changes the moment the router takes the chip's address, before React has rendered it
    // (the router hands React its new location in a transition; the store's update is urgent).
    const unsubscribe = router.subscribe(() => {
      unsubscribe();
      store.dispatch(searchChanged('bootcamp'));
    });
    act(() => {
      store.dispatch(categorySelected('All'));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?view=upcoming&q=bootcamp'));

    // One step back is the Leadership chip, as if the search had been typed after the address settled.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(chip('Leadership')).toHaveAttribute('aria-pressed', 'true'));
    expect(router.state.location.search).toBe('?view=upcoming&category=Leadership');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
  });

  it('keeps a category from a shared link visible when this view lacks it', async () => {
    renderEvents('/events?category=Workshops');
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(chip('Workshops')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Events page: details dialog', () => {
  it('moves focus into the dialog and back to the card button, clearing the selection', async () => {
    const { user, store } = renderEvents();
    await findList();
    const trigger = within(card(1)).getByRole('button', { name: 'View Details' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'R for Clinical Trials: Hands-on Bootcamp' });
    await waitFor(() => expect(trigger).not.toHaveFocus());
    // Focus is trapped inside: the first Tab lands on the dialog's first control, not the next card.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(store.getState().events?.selectedEventId).toBe('2');
    expect(within(dialog).getByText('MindBridge Institute, HITEC City')).toBeInTheDocument();
    expect(within(dialog).getByText('2-4 December 2031')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(selectSelectedEventId(store.getState())).toBeNull();

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  /** A screen as wide as `width`: answers MUI's breakpoint queries the way a browser would. */
  const screenWidth = (width: number) =>
    answerMediaQueries((query) =>
      [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, edge, px]) =>
        edge === 'min' ? width >= Number(px) : width <= Number(px),
      ),
    );

  it('fills the screen on a phone, with Close and Register outside the scrolling details', async () => {
    screenWidth(390);
    const { user } = renderEvents();
    await findList();
    const dialog = await openCard(user, 1);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    // The part that scrolls holds the details; both actions stay outside it, always on screen.
    const details = within(dialog).getByTestId('event-details-scroller');
    expect(within(details).getByText('MindBridge Institute, HITEC City')).toBeInTheDocument();
    for (const name of ['Close', 'Register']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
      expect(within(details).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // The acknowledgement appears beside the actions, not at the end of the details.
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(details).not.toContainElement(within(dialog).getByRole('alert'));
  });

  it('stays a centred dialog from the sm breakpoint up', async () => {
    screenWidth(1280);
    const { user } = renderEvents();
    await findList();
    const dialog = await openCard(user, 1);
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
    expect(dialog).toHaveClass('MuiDialog-paperWidthSm');
  });

  it('shows the sanitized details with links opening in a new tab', async () => {
    const { user } = renderEvents();
    await findList();
    const dialog = await openCard(user, 0);
    const link = await within(dialog).findByRole('link', { name: 'programme outline' });
    expect(link).toHaveAttribute('href', 'https://example.org/outline.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('acknowledges registration without a request when the event has no external link', async () => {
    const { user } = renderEvents();
    await findList();
    const dialog = await openCard(user, 1);
    await within(dialog).findByText(/About R for Clinical Trials/);
    const requests = spyOnRequests();
    // From the click on, time is the test's: every timer the click set, and what each led to, runs below.
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Registration for "R for Clinical Trials: Hands-on Bootcamp" will be processed shortly.',
    );
    await act(() => jest.runOnlyPendingTimersAsync());
    jest.useRealTimers();
    requests.stop();
    expect(requests.urls).toEqual([]);
  });

  it('registers through the external link in a new tab', async () => {
    const { user } = renderEvents();
    await findList();
    const register = within(await openCard(user, 0)).getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', 'https://forms.example.org/leadership-change');
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the static upcoming event its external registration link', async () => {
    const { user } = renderEvents('/events?view=upcoming');
    await screen.findByRole('heading', { name: 'Leadership Development Program' });
    const dialog = await openCard(user, cards().length - 1);
    expect(dialog).toHaveAccessibleName('Leadership Development Program');
    expect(within(dialog).getByText('28 and 29 September 2024')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('target', '_blank');
  });

  it('offers no Register action for past events or closed registration', async () => {
    const { user } = renderEvents();
    await findList();
    for (const index of [2, 3]) {
      const dialog = await openCard(user, index);
      expect(within(dialog).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});

/** Every forbidden element, handler attribute or script URL under `root`. */
function dangerousMarkupIn(root: HTMLElement, forbiddenTags: readonly string[]): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) found.push(`<${tag}>`);
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (/^\s*javascript:/i.test(element.getAttribute(name) ?? ''))
        found.push(`${tag}[${name}=javascript:]`);
    }
  }
  return found;
}

describe('Events page: hostile details', () => {
  const xss = jest.fn();
  beforeEach(() => {
    (window as unknown as { __xss: jest.Mock }).__xss = xss;
  });
  afterEach(() => {
    delete (window as unknown as { __xss?: jest.Mock }).__xss;
  });

  it('renders script tags, handlers, javascript: links, SVG and frames harmlessly', async () => {
    // A record as a compromised admin backend might hand it over: hostile, and not the contract's shape.
    answersOffContract();
    server.use(
      failures.withEvents([
        {
          id: 66,
          title: 'Hostile Event',
          category: 'Leadership',
          isUpcoming: '1',
          registrationOpen: '1',
          link: 'javascript:window.__xss("link")',
          details: [
            '<p>Safe text</p>',
            '<script>window.__xss("script")</script>',
            '<img src="x" onerror="window.__xss(\'img\')" alt="broken">',
            '<a href="javascript:window.__xss(\'href\')">click me</a>',
            '<svg onload="window.__xss(\'svg\')"><script>window.__xss("svg-script")</script></svg>',
            '<iframe src="javascript:window.__xss(\'iframe\')"></iframe>',
            '<object data="javascript:window.__xss(\'object\')"></object>',
            '<embed src="x.swf">',
            '<style>body { display: none }</style>',
            '<p onmouseover="window.__xss(\'hover\')">Hover me</p>',
          ].join(''),
        },
      ]),
    );
    const { user } = renderEvents();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hostile Event' });
    const details = await within(dialog).findByTestId('event-details');
    expect(details).toHaveTextContent('Safe text');

    await user.click(within(details).getByText('click me'));
    await user.hover(within(details).getByText('Hover me'));
    fireEvent.error(within(details).getByRole('img', { name: 'broken' }));

    expect(dangerousMarkupIn(details, ['script', 'svg', 'iframe', 'object', 'embed', 'style'])).toEqual([]);
    // The page's own icons are SVG; nothing executable may exist anywhere else either.
    expect(dangerousMarkupIn(document.body, ['script', 'iframe', 'object', 'embed'])).toEqual([]);
    // The hostile registration link was dropped at the boundary, so Register only acknowledges.
    expect(within(dialog).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(xss).not.toHaveBeenCalled();
  });
});
