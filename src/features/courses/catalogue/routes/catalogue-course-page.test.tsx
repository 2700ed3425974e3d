import { screen, within } from '@testing-library/react';

import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/courses';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

const renderDetail = (courseId = '1') => renderWithProviders(undefined, { route: `/c/${courseId}` });

describe('Course detail page', () => {
  it('shows the course facts, the instructor and an Enroll Now link naming the course', async () => {
    renderDetail('1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'R Programming for Clinical Data' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Learn R the way clinical programmers use it.')).toBeInTheDocument();
    const facts = screen.getByRole('complementary', { name: 'Course facts' });
    expect(within(facts).getByText('8 weeks')).toBeInTheDocument();
    expect(within(facts).getByText('Beginner')).toBeInTheDocument();
    expect(within(facts).getByText('English')).toBeInTheDocument();
    expect(within(facts).getByText('24 July 2026')).toBeInTheDocument();
    expect(within(facts).getByText('₹11,999')).toBeInTheDocument();
    const enroll = within(facts).getByRole('link', { name: 'Enroll Now' });
    const message = new URL(enroll.getAttribute('href') ?? '', 'http://site').searchParams.get('message');
    expect(enroll.getAttribute('href')).toMatch(/^\/contact\?message=/);
    expect(message).toContain('R Programming for Clinical Data');
    expect(await screen.findByRole('heading', { name: 'Dr. Kavya Reddy' })).toBeInTheDocument();
  });

  it('loads no video until the visitor plays it', async () => {
    const { user } = renderDetail('2');
    const play = await screen.findByRole('button', { name: 'Play course preview' });
    expect(screen.queryByLabelText('Interactive Review Apps with R Shiny: preview')).not.toBeInTheDocument();
    await user.click(play);
    const video = screen.getByLabelText('Interactive Review Apps with R Shiny: preview');
    expect(video).toHaveAttribute('src', 'http://localhost:4100/admin/uploads/courses/course-intro.webm');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(video).toHaveFocus();
  });

  it('says when a course has no preview video', async () => {
    renderDetail('4');
    expect(await screen.findByText('No preview video for this course yet.', {})).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play course preview' })).not.toBeInTheDocument();
  });

  it('says "Course not found" for an unknown id, with Back to Courses', async () => {
    renderDetail('999');
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/c');
  });

  it.each([
    ['a 500', failures.courses.serverError, 'Failed to fetch data'],
    ['a network error', failures.courses.networkError, 'Failed to fetch data'],
    ['success: false', failures.courses.notSuccess, 'Error loading data'],
    ['a PHP error page', failures.courses.malformed, 'Error loading data'],
  ])('says "%s" with Back to Courses', async (_name, failure, message) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure());
    renderDetail('1');
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByRole('heading', { name: message })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/c');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('still shows the course when the instructors cannot be loaded', async () => {
    server.use(failures.instructors.serverError());
    renderDetail('1');
    expect(await screen.findByText('The instructor details could not be loaded.', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toBeInTheDocument();
  });
});
