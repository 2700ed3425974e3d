import { act, screen, waitFor, within } from '@testing-library/react';

import { CLOCK_INTERVAL_MS } from './webinars-page';

import { saveFile } from '@/lib/download';
import { clockAtOffset } from '@/lib/time';
import { useVisitorClock } from '@/lib/use-now';
import type * as UseNowModule from '@/lib/use-now';

import { testConfig } from '@test/config';
import { WEBINAR_REFERENCE_NOW } from '@test/fixtures/webinars';
import { becomeIdle, holdIdleCallbacks, idleSoon } from '@test/idle';
import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/webinars';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));
// The visitor's clock is the machine's; tests choose it (India's, unless one says otherwise).
jest.mock('@/lib/use-now', () => ({
  ...jest.requireActual<typeof UseNowModule>('@/lib/use-now'),
  useVisitorClock: jest.fn(),
}));

/**
 * The fixtures sit around 21 November 2026, 12:00 in India: "Tidyverse for SDTM Datasets" is live
 * (11:30 to 13:00), "Executive Presence for Technical Leaders" is tonight at 20:00, two are past.
 */
const live = 'Tidyverse for SDTM Datasets';
const tonight = 'Executive Presence for Technical Leaders';
const tfl = 'Tables, Figures and Listings with R';
const validation = 'Validation of R Packages';
const resilience = 'Resilience and Energy for Leaders';
const rPast = 'Getting Started with R';
const ecPast = 'From Expert to Leader';

beforeEach(() => {
  // Fake time that still flows, so msw, user-event and React's scheduling run as usual.
  jest.useFakeTimers({ now: WEBINAR_REFERENCE_NOW, advanceTimers: true });
  jest.mocked(useVisitorClock).mockReturnValue(clockAtOffset(5 * 60 + 30));
  // The browser becomes idle soon after the lists have shown: that is when the calendar mounts and the
  // past webinars show.
  idleSoon();
});
afterEach(() => {
  jest.useRealTimers();
});

function renderWebinars() {
  return renderWithProviders(undefined, { route: '/webinars' });
}

const list = (name: 'Upcoming Webinars' | 'Past Webinars') => screen.getByRole('list', { name });
const titlesIn = (name: 'Upcoming Webinars' | 'Past Webinars') =>
  within(list(name))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardOf = (title: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { level: 3, name: title }));
  if (!item) throw new Error(`no card for ${title}`);
  return within(item);
};
/** The Happening Today banner's count, or null when the banner is not shown. */
const bannerCount = () =>
  screen.queryByText('Happening Today') ? screen.getByText(/live sessions? now$/).textContent : null;
/** Both lists, once shown: the past webinars commit after the rest, when the browser is next idle. */
const findLists = async () => {
  const upcoming = await screen.findByRole('list', { name: 'Upcoming Webinars' });
  await screen.findByRole('list', { name: 'Past Webinars' });
  return upcoming;
};

describe('Webinars page: loading and both groups', () => {
  it('shows skeletons for the calendar and both lists while the webinars load', async () => {
    server.use(failures.pending());
    renderWebinars();
    expect(await screen.findByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading upcoming webinars' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading past webinars' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Webinars' })).toBeInTheDocument();
  });

  it('lists both groups: upcoming soonest first with live ones, past latest first, each with its badge', async () => {
    renderWebinars();
    await findLists();
    expect(titlesIn('Upcoming Webinars')).toEqual([live, tonight, tfl, resilience, validation]);
    expect(titlesIn('Past Webinars')).toEqual([ecPast, rPast]);
    expect(cardOf(live).getByText('LIVE NOW')).toBeInTheDocument();
    expect(cardOf(tonight).getByText('LIVE TODAY')).toBeInTheDocument();
    expect(cardOf(tfl).getByText('4 DAYS TO GO')).toBeInTheDocument();
    expect(cardOf(rPast).getByText('PAST')).toBeInTheDocument();
    expect(document.title).toMatch(/^Webinars/);
  });

  it('shows times as h:mm AM/PM (IST) for both groups, full dates when confirmed, month and year when not', async () => {
    renderWebinars();
    await findLists();
    expect(cardOf(live).getByText('11:30 AM - 1:00 PM (IST)')).toBeInTheDocument();
    expect(cardOf(tonight).getByText('8:00 PM - 9:00 PM (IST)')).toBeInTheDocument();
    expect(cardOf(tfl).getByText('Wednesday, 25 November 2026')).toBeInTheDocument();
    expect(cardOf(validation).getByText('December 2026')).toBeInTheDocument();
    expect(cardOf(resilience).getByText('December 2026')).toBeInTheDocument();
    // Never the old site's "14:00 AM": no 24-hour reading with AM or PM anywhere.
    expect(screen.queryAllByText(/\b(1[3-9]|2\d):\d\d (AM|PM)/)).toEqual([]);
  });

  it("adds the visitor's own time when their zone differs from India's", async () => {
    // Los Angeles in November.
    jest.mocked(useVisitorClock).mockReturnValue(clockAtOffset(-8 * 60));
    renderWebinars();
    await findLists();
    expect(cardOf(tfl).getByText('Your time: 4:30 AM - 6:00 AM (GMT-8)')).toBeInTheDocument();
    expect(cardOf(tfl).getByText('6:00 PM - 7:30 PM (IST)')).toBeInTheDocument();
  });

  it('announces how many sessions are live in the Happening Today banner', async () => {
    renderWebinars();
    await findLists();
    expect(bannerCount()).toBe('1 live session now');
    expect(
      screen.getAllByRole('status').some((region) => within(region).queryByText('Happening Today')),
    ).toBe(true);
  });

  it('says so when neither group has webinars', async () => {
    server.use(failures.empty());
    renderWebinars();
    expect(await screen.findByRole('heading', { name: 'No upcoming webinars' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No past webinars' })).toBeInTheDocument();
    expect(bannerCount()).toBeNull();
  });
});

describe('Webinars page: failures', () => {
  it.each([
    ['a 500', () => failures.group('1').serverError(), 'Network response was not ok for TNP webinars'],
    [
      'a 500 with an HTML body',
      () => failures.group('1').serverErrorHtml(),
      'Network response was not ok for TNP webinars',
    ],
    ['a network error', () => failures.group('1').networkError(), 'Failed to fetch'],
    [
      'a PHP error page with status 200',
      () => failures.group('1').malformed(),
      'The TNP webinars list could not be read',
    ],
    [
      'success: false',
      () => failures.group('1').notSuccess('Database is being upgraded'),
      'Database is being upgraded',
    ],
  ])(
    'shows "Error loading TNP webinars" for %s while the EC webinars still show',
    async (_case, failure, message) => {
      // Off the contract on purpose: what a broken backend or a proxy may send.
      answersOffContract();
      server.use(failure());
      renderWebinars();
      const alert = await screen.findByText(`Error loading TNP webinars: ${message}`, undefined);
      expect(
        screen.getAllByRole('alert').some((region) => within(region).queryByText(alert.textContent ?? '')),
      ).toBe(true);
      await findLists();
      expect(titlesIn('Upcoming Webinars')).toEqual([tonight, resilience]);
      expect(titlesIn('Past Webinars')).toEqual([ecPast]);
    },
  );

  it('shows "Error loading EC webinars" when only the coaching group fails', async () => {
    server.use(failures.group('2').serverError());
    renderWebinars();
    expect(
      await screen.findByText('Error loading EC webinars: Network response was not ok for EC webinars'),
    ).toBeInTheDocument();
    await findLists();
    expect(titlesIn('Upcoming Webinars')).toEqual([live, tfl, validation]);
  });

  it('shows both errors and no lists when both groups fail, and recovers on retry', async () => {
    server.use(failures.serverError());
    const { user } = renderWebinars();
    expect(
      await screen.findByText('Error loading TNP webinars: Network response was not ok for TNP webinars'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Error loading EC webinars: Network response was not ok for EC webinars'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming Webinars' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading upcoming webinars' })).not.toBeInTheDocument();

    server.resetHandlers();
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    await findLists();
    expect(screen.queryByText(/^Error loading/)).not.toBeInTheDocument();
  });

  it('shows only the chosen series and its error when the filter narrows', async () => {
    server.use(failures.group('2').serverError());
    const { user } = renderWebinars();
    await findLists();
    await user.click(screen.getByRole('button', { name: 'R-Programming Webinars' }));
    expect(screen.queryByText(/^Error loading EC/)).not.toBeInTheDocument();
    expect(titlesIn('Upcoming Webinars')).toEqual([live, tfl, validation]);
  });
});

describe('Webinars page: filter and calendar', () => {
  const day = (label: RegExp) => screen.getByRole('gridcell', { name: label });
  const panelHeading = () => screen.getByRole('heading', { level: 2, name: /^Webinars on / });
  const findCalendar = () => screen.findByRole('grid', {});

  it('mounts the calendar on its own once the browser is idle, in the room its placeholder kept', async () => {
    const idle = holdIdleCallbacks();
    renderWebinars();
    await screen.findByRole('heading', { level: 2, name: /^Webinars on / });
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();
    expect(within(calendar).queryByRole('grid')).not.toBeInTheDocument();
    expect(idle.length).toBeGreaterThan(0);
    act(() => becomeIdle(idle));
    expect(await within(calendar).findByRole('grid')).toBeInTheDocument();
    expect(within(calendar).queryByRole('status', { name: 'Loading the calendar' })).not.toBeInTheDocument();
  });

  it('filters to one series and back', async () => {
    const { user } = renderWebinars();
    await findLists();
    await user.click(screen.getByRole('button', { name: 'Executive Coaching Webinars' }));
    expect(screen.getByRole('button', { name: 'Executive Coaching Webinars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(titlesIn('Upcoming Webinars')).toEqual([tonight, resilience]);
    expect(titlesIn('Past Webinars')).toEqual([ecPast]);
    await user.click(screen.getByRole('button', { name: 'All Webinars' }));
    expect(titlesIn('Upcoming Webinars')).toHaveLength(5);
  });

  it("colours the days by what is on them and names each day's webinars", async () => {
    renderWebinars();
    await findLists();
    await findCalendar();
    const today = day(/^21 November 2026, today/);
    expect(today).toHaveAccessibleName(`21 November 2026, today: ${live} (live now); ${tonight} (upcoming)`);
    expect(today).toHaveAttribute('data-tone', 'live');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(day(/^25 November 2026/)).toHaveAttribute('data-tone', 'upcoming');
    expect(day(/^15 November 2026/)).toHaveAttribute('data-tone', 'past');
    expect(day(/^22 November 2026/)).toHaveAttribute('data-tone', 'none');
  });

  it('shows the selected day in the panel, today by default, across months', async () => {
    const { user } = renderWebinars();
    await findLists();
    await findCalendar();
    expect(panelHeading()).toHaveTextContent('Webinars on Saturday, 21 November 2026');
    const panel = screen.getByRole('region', { name: /^Webinars on / });
    expect(within(panel).getByText(live)).toBeInTheDocument();
    expect(within(panel).getByText(tonight)).toBeInTheDocument();

    await user.click(day(/^25 November 2026/));
    expect(panelHeading()).toHaveTextContent('Webinars on Wednesday, 25 November 2026');
    expect(within(panel).getByText(tfl)).toBeInTheDocument();

    await user.click(day(/^22 November 2026/));
    expect(within(panel).getByText('No webinars on this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(await screen.findByRole('gridcell', { name: /^16 December 2026/ }));
    expect(panelHeading()).toHaveTextContent('Webinars on Wednesday, 16 December 2026');
    expect(within(panel).getByText(validation)).toBeInTheDocument();
  });

  it('goes back to today when the filter changes', async () => {
    const { user, store } = renderWebinars();
    await findLists();
    await findCalendar();
    await user.click(day(/^25 November 2026/));
    await user.click(screen.getByRole('button', { name: 'Executive Coaching Webinars' }));
    expect(store.getState().webinars).toEqual({
      filter: 'executive-coaching',
      shownMonth: null,
      selectedDay: null,
    });
    expect(panelHeading()).toHaveTextContent('Webinars on Saturday, 21 November 2026');
  });
});

describe('Webinars page: buttons', () => {
  it('links Register and Join Now to the registration page in a new tab', async () => {
    renderWebinars();
    await findLists();
    const join = cardOf(live).getByRole('link', { name: /^Join Now/ });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/r-live');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(cardOf(tfl).getByRole('link', { name: /^Register/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/r-tfl',
    );
  });

  it('says "Stay tuned for Confirmation Dates" for a webinar without a link', async () => {
    const { user } = renderWebinars();
    await findLists();
    await user.click(cardOf(validation).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stay tuned for Confirmation Dates');
  });

  it('opens the configured recordings of a past R webinar in a dialog; a past coaching webinar shows its image', async () => {
    const playlist = 'https://www.youtube-nocookie.com/embed/videoseries?list=PLconfigured';
    window.__APP_CONFIG__ = { ...testConfig, webinarRecordingsUrl: playlist };
    const { user } = renderWebinars();
    await findLists();
    expect(cardOf(ecPast).queryByRole('button', { name: 'View Recording' })).not.toBeInTheDocument();
    expect(cardOf(ecPast).getByTestId('webinar-image-placeholder')).toBeInTheDocument();
    expect(cardOf(rPast).queryByRole('button', { name: /Register|Add to calendar/ })).not.toBeInTheDocument();

    const trigger = cardOf(rPast).getByRole('button', { name: 'View Recording' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: `Recording: ${rPast}` });
    expect(within(dialog).getByTitle(`Recording: ${rPast}`)).toHaveAttribute('src', playlist);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('offers no recording player for a past R webinar while no recordings address is configured', async () => {
    expect(testConfig.webinarRecordingsUrl).toBe('');
    renderWebinars();
    await findLists();
    expect(cardOf(rPast).queryByRole('button', { name: 'View Recording' })).not.toBeInTheDocument();
    expect(cardOf(rPast).getByText('Recording not published yet')).toBeInTheDocument();
    expect(screen.queryByTitle(`Recording: ${rPast}`)).not.toBeInTheDocument();
  });

  it('downloads an iCalendar file of an upcoming webinar with its UTC start and end', async () => {
    const { user } = renderWebinars();
    await findLists();
    await user.click(cardOf(tfl).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = jest.mocked(saveFile).mock.calls[0] as [Blob, string];
    expect(name).toBe('tables-figures-and-listings-with-r.ics');
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const text = await blob.text();
    expect(text).toContain('DTSTART:20261125T123000Z');
    expect(text).toContain('DTEND:20261125T140000Z');
    expect(text).toContain('SUMMARY:Tables\\, Figures and Listings with R');
  });
});

describe('Webinars page: the clock moves on', () => {
  it('turns a webinar live and then past without a reload', async () => {
    renderWebinars();
    await findLists();
    expect(cardOf(tonight).getByText('LIVE TODAY')).toBeInTheDocument();

    // 20:00 IST: the coaching session starts, the R session ended at 13:00.
    act(() => {
      jest.setSystemTime(Date.parse('2026-11-21T14:30:00Z'));
      jest.advanceTimersByTime(CLOCK_INTERVAL_MS);
    });
    expect(cardOf(tonight).getByText('LIVE NOW')).toBeInTheDocument();
    expect(cardOf(tonight).getByRole('link', { name: /^Join Now/ })).toBeInTheDocument();
    expect(titlesIn('Past Webinars')).toEqual([live, ecPast, rPast]);
    expect(bannerCount()).toBe('1 live session now');

    // 21:01 IST: over.
    act(() => {
      jest.setSystemTime(Date.parse('2026-11-21T15:31:00Z'));
      jest.advanceTimersByTime(CLOCK_INTERVAL_MS);
    });
    expect(cardOf(tonight).getByText('PAST')).toBeInTheDocument();
    expect(bannerCount()).toBeNull();
  });
});
