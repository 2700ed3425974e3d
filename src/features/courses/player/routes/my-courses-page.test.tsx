import { screen, within } from '@testing-library/react';

import { MyCoursesPage } from './my-courses-page';

import { courseCompleted, progressState, signedInState } from '@test/learner-state';
import { failures } from '@test/msw/handlers/player-courses';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

describe('My Courses page', () => {
  it('lists the player courses with real progress and Continue or Review leading to the player', async () => {
    renderWithProviders(<MyCoursesPage />, {
      preloadedState: {
        ...signedInState(),
        courseProgress: progressState([
          { completed: ['1', 'v1', '2026-11-19T09:00:00.000Z'] },
          ...courseCompleted('2', '2026-11-20T09:00:00.000Z'),
        ]),
      },
    });
    const cards = await within(screen.getByRole('list', { name: 'My Courses' })).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByText('In Progress')).toBeInTheDocument();
    expect(within(first).getByText('1 of 3 videos completed')).toBeInTheDocument();
    expect(
      within(first).getByRole('progressbar', { name: 'R Programming Fundamentals progress' }),
    ).toHaveAttribute('aria-valuenow', '33');
    expect(within(first).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/course/1');

    expect(within(second).getByText('Completed')).toBeInTheDocument();
    expect(within(second).getByText('100%')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/course/2');

    expect(within(third).getByText('0 of 3 videos completed')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/course/3');
  });

  it('says "Loading..." while the courses are on their way', () => {
    server.use(failures.pending());
    renderWithProviders(<MyCoursesPage />, { preloadedState: signedInState() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says why when the courses cannot be loaded (a 500 with an HTML body), and loads them on request', async () => {
    server.use(failures.serverErrorHtml());
    const { user } = renderWithProviders(<MyCoursesPage />, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The course could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: 'Continue' })).toHaveLength(3);
  });
});
