import { screen, waitFor, within } from '@testing-library/react';

import { openConsole, signedInAs } from '@test/console';
import { learnerFailures, learnerRequests, PRIYA_CERTIFICATE } from '@test/msw/handlers/admin-learners';
import { server } from '@test/msw/server';

const STAFF = {
  name: 'Rahul Verma',
  permissions: ['learners:read', 'learners:erase', 'certificates:revoke'],
};
const PLACEMENT = { name: 'Placement Team', permissions: ['learners:read'] };

describe('the console: learners', () => {
  it('shows learners and reports, and no content section, to a token with learners:read only', async () => {
    signedInAs(PLACEMENT);
    openConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Learners', 'Course reports']);
  });

  it('lists the accounts and searches them on the backend', async () => {
    signedInAs(STAFF);
    const { user } = openConsole('/admin/learners');
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arjun Mehta' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or account' }), 'arjun');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Priya Sharma' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(learnerRequests.at(-1)?.url).toContain('q=arjun');
  });

  it('says the server failed when the list answers 500 with an HTML page, and tries again', async () => {
    signedInAs(STAFF);
    server.use(learnerFailures.listHtml500());
    const { user } = openConsole('/admin/learners');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it("shows a learner's courses, plans, payments and certificates", async () => {
    signedInAs(STAFF);
    openConsole('/admin/learners/user-priya');
    expect(await screen.findByRole('heading', { name: 'Priya Sharma', level: 2 })).toBeInTheDocument();
    const courses = screen.getByRole('table', { name: 'Courses' });
    expect(within(courses).getByText('3 of 3 lessons')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Plans' })).getByText('R-Guru Member'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Payments' })).getByText('USD 118.00'),
    ).toBeInTheDocument();
    const certificates = screen.getByRole('table', { name: 'Certificates' });
    expect(within(certificates).getByRole('link', { name: PRIYA_CERTIFICATE })).toHaveAttribute(
      'href',
      `/verify/${PRIYA_CERTIFICATE}`,
    );
    expect(within(certificates).getByText('Valid')).toBeInTheDocument();
  });

  it('revokes a certificate only with a reason; a failed call keeps the reason typed', async () => {
    signedInAs(STAFF);
    const { user } = openConsole('/admin/learners/user-priya');
    await user.click(await screen.findByRole('button', { name: 'Revoke…' }));
    const dialog = await screen.findByRole('dialog', { name: `Revoke certificate ${PRIYA_CERTIFICATE}?` });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('Say why it is revoked.')).toBeInTheDocument();
    expect(learnerRequests.some((request) => request.url.endsWith('/revoke'))).toBe(false);

    server.use(learnerFailures.revokeNetworkError());
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Issued in error');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText(/cannot reach the server/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Issued in error');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Certificate ${PRIYA_CERTIFICATE} is revoked.`,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Certificates' })).getByText(/^Revoked /),
      ).toBeInTheDocument(),
    );
    expect(learnerRequests.find((request) => request.url.endsWith('/revoke'))?.body).toEqual({
      reason: 'Issued in error',
    });
  });

  it("erases only once the learner's e-mail is typed, then says so", async () => {
    signedInAs(STAFF);
    const { user } = openConsole('/admin/learners/user-priya');
    await user.click(await screen.findByRole('button', { name: 'Erase…' }));
    const asked = () => learnerRequests.filter((request) => request.url === '/api/admin/learners/user-priya');
    const before = asked().length;
    const dialog = await screen.findByRole('dialog', { name: 'Erase Priya Sharma?' });
    const field = within(dialog).getByRole('textbox', { name: 'Type priya@example.com to confirm' });
    await user.type(field, 'arjun@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase learner' }));
    expect(await within(dialog).findByText('Type it exactly as shown.')).toBeInTheDocument();
    expect(learnerRequests.some((request) => request.url.endsWith('/erase'))).toBe(false);
    await user.clear(field);
    await user.type(field, 'Priya@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase learner' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Priya Sharma is erased.');
    expect(learnerRequests.find((request) => request.url.endsWith('/erase'))?.body).toEqual({
      confirm: 'Priya@Example.com',
    });
    // The erased record is not asked for again (it would be a 404).
    expect(asked()).toHaveLength(before);
  });

  it('offers neither revoke nor erase to a token that only reads', async () => {
    signedInAs(PLACEMENT);
    openConsole('/admin/learners/user-priya');
    expect(await screen.findByRole('heading', { name: 'Priya Sharma', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase…' })).not.toBeInTheDocument();
  });

  it('shows the error state when a learner answers 500 with an HTML page', async () => {
    signedInAs(STAFF);
    server.use(learnerFailures.recordHtml500());
    openConsole('/admin/learners/user-priya');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
  });

  it("lists the courses' counts and a course's learners, and downloads its CSV", async () => {
    signedInAs(PLACEMENT);
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = openConsole('/admin/course-reports');
    // The list shows skeletons under the same name while the reports load: wait for its links.
    const reports = await screen.findByRole('list', { name: 'Course reports' });
    await user.click((await within(reports).findAllByRole('link'))[0] as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: 'R Programming Fundamentals', level: 2 }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Learners in this course' });
    expect(await within(grid).findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(within(grid).getByText(`${PRIYA_CERTIFICATE}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]?.text()).toContain('Priya Sharma,priya@example.com');
    expect(learnerRequests.map((request) => request.url)).toContain('/api/admin/player-courses/1/report.csv');
    click.mockRestore();
  });
});
