import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';

import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/courses';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

const renderCatalogue = (route = '/c') => renderWithProviders(undefined, { route });
const courseList = () => screen.getByRole('list', { name: 'Courses' });
const courseTitles = () =>
  within(courseList())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
// The list renders in a deferred (transition) render after its data arrives (test/setup.ts: how long a find waits).
const findCourses = () => screen.findByRole('heading', { name: 'R Programming for Clinical Data' });

describe('Catalogue page', () => {
  it('shows card-shaped skeletons while the courses load', async () => {
    server.use(http.get('*/admin/pages/courses.php', () => delay('infinite')));
    renderCatalogue();
    expect(await screen.findByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
  });

  it('lists the courses with badge, level, duration, price and discount, and links each to its detail', async () => {
    renderCatalogue();
    await findCourses();
    expect(courseTitles()).toEqual([
      'R Programming for Clinical Data',
      'Interactive Review Apps with R Shiny',
      'Leadership Foundations for New Managers',
      'CDISC SDTM and ADaM in Practice',
    ]);
    const first = within(courseList()).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Beginner')).toBeInTheDocument();
    expect(within(first).getByText('8 weeks')).toBeInTheDocument();
    expect(within(first).getByText('₹11,999')).toBeInTheDocument();
    expect(within(first).getByText('₹14,999').tagName).toBe('DEL');
    expect(within(first).getByTestId('course-thumbnail')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/courses/r-clinical-data.svg',
    );
    expect(within(first).getByRole('link', { name: 'View Course' })).toHaveAttribute('href', '/c/1');
    const draft = within(courseList()).getAllByRole('listitem')[3] as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // The first row's thumbnails load at once, with high priority; the rest lazily.
    expect(
      within(courseList())
        .getAllByTestId('course-thumbnail')
        .map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('filters by category and search, and says so when nothing matches', async () => {
    const { user, store } = renderCatalogue();
    await findCourses();
    await user.selectOptions(screen.getByLabelText('Category'), 'Clinical Programming');
    expect(courseTitles()).toEqual(['R Programming for Clinical Data', 'CDISC SDTM and ADaM in Practice']);
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'cdisc');
    expect(courseTitles()).toEqual(['CDISC SDTM and ADaM in Practice']);
    expect(store.getState().courses).toMatchObject({ category: 'Clinical Programming', search: 'cdisc' });

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), ' nothing');
    expect(screen.getByText('No courses found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(courseTitles()).toHaveLength(4);
  });

  it('switches to the Instructors tab and shows the instructor cards', async () => {
    const { user } = renderCatalogue();
    await findCourses();
    await user.click(screen.getByRole('tab', { name: 'Instructors' }));
    expect(screen.getByRole('tab', { name: 'Instructors' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Instructors' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Dr. Kavya Reddy', 'Sameer Khan', 'Ananya Iyer']);
    expect(within(list).getByRole('link', { name: 'sameer.khan@mindbridgeconsulting.in' })).toHaveAttribute(
      'href',
      'mailto:sameer.khan@mindbridgeconsulting.in',
    );
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500', failures.courses.serverError, 'Failed to fetch data'],
    ['a network error', failures.courses.networkError, 'Failed to fetch data'],
    ['a PHP error page', failures.courses.malformed, 'Error loading data'],
    ['success: false', failures.courses.notSuccess, 'Error loading data'],
  ])('shows an error with a retry after %s, and recovers', async (_name, failure, message) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure());
    const { user } = renderCatalogue();
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText(message)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findCourses();
  });

  it('shows the instructors error on its tab', async () => {
    server.use(failures.instructors.serverError());
    const { user } = renderCatalogue();
    await user.click(await screen.findByRole('tab', { name: 'Instructors' }));
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText('The instructors could not be loaded')).toBeInTheDocument();
    await waitFor(() => expect(within(alert).getByText('Failed to fetch data')).toBeInTheDocument());
  });
});

describe('Catalogue page: the address', () => {
  it('restores the tab, category and search from a shared link', async () => {
    const { user } = renderCatalogue('/c?category=Clinical+Programming&q=cdisc');
    await screen.findByRole('heading', { name: 'CDISC SDTM and ADaM in Practice' });
    expect(courseTitles()).toEqual(['CDISC SDTM and ADaM in Practice']);
    expect(screen.getByLabelText('Category')).toHaveValue('Clinical Programming');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('cdisc');

    await user.click(screen.getByRole('tab', { name: 'Instructors' }));
    expect(await screen.findByRole('list', { name: 'Instructors' })).toBeInTheDocument();
  });

  it('opens the tab a link names', async () => {
    renderCatalogue('/c?tab=instructors');
    expect(await screen.findByRole('list', { name: 'Instructors' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Instructors' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the filters to the address and steps back through them', async () => {
    const { user, router } = renderCatalogue();
    await findCourses();
    await user.selectOptions(screen.getByLabelText('Category'), 'Clinical Programming');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Clinical+Programming'));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'sdtm');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Clinical+Programming&q=sdtm'));
    expect(courseTitles()).toEqual(['CDISC SDTM and ADaM in Practice']);

    // Typing replaced the category's entry in place, so one step back is the whole catalogue.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('All'));
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(courseTitles()).toHaveLength(4);
    await act(() => router.navigate(1));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('sdtm'),
    );
    expect(screen.getByLabelText('Category')).toHaveValue('Clinical Programming');
    expect(courseTitles()).toEqual(['CDISC SDTM and ADaM in Practice']);

    await user.click(screen.getByRole('tab', { name: 'Instructors' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=Clinical+Programming&q=sdtm&tab=instructors'),
    );
  });
});
