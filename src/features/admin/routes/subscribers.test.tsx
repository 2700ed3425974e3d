import { screen, waitFor, within } from '@testing-library/react';

import { openConsole, signedInAs } from '@test/console';
import { answersOffContract } from '@test/msw/contract-check';
import { subscriberFailures, subscriberRequests } from '@test/msw/handlers/admin-subscribers';
import { server } from '@test/msw/server';

const READER = { name: 'Newsletter Desk', permissions: ['subscribers:read'] };
const EDITOR = { name: 'Meera Iyer', permissions: ['content:write', 'courses:write'] };

describe('the console: subscribers', () => {
  it('shows the Subscribers section only to a token with subscribers:read', async () => {
    signedInAs(READER);
    const view = openConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Subscribers']);
    view.unmount();

    signedInAs(EDITOR);
    openConsole('/admin');
    const editorNav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(editorNav).queryByRole('link', { name: 'Subscribers' })).not.toBeInTheDocument();
  });

  it('lists the subscribers newest first and searches them on the backend', async () => {
    signedInAs(READER);
    const { user } = openConsole('/admin/subscribers');
    const grid = await screen.findByRole('grid', { name: 'Subscribers' });
    expect(await within(grid).findByText('meena@example.com')).toBeInTheDocument();
    const emails = within(grid)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent)
      .filter((text) => text?.includes('@'));
    expect(emails).toEqual(['meena@example.com', 'ravi@corp.example', 'asha@corp.example']);
    expect(document.title).toMatch(/^Subscribers/);

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'corp');
    await waitFor(() => expect(within(grid).queryByText('meena@example.com')).not.toBeInTheDocument());
    expect(within(grid).getByText('ravi@corp.example')).toBeInTheDocument();
    expect(subscriberRequests.at(-1)?.url).toContain('q=corp');
  });

  it('exports the searched set as CSV', async () => {
    signedInAs(READER);
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:subscribers';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = openConsole('/admin/subscribers?q=corp');
    const grid = await screen.findByRole('grid', { name: 'Subscribers' });
    expect(await within(grid).findByText('ravi@corp.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The CSV is downloaded.');
    expect(click).toHaveBeenCalled();
    expect(await created[0]?.text()).toBe(
      'E-mail,Subscribed\r\nravi@corp.example,2026-12-01T09:00:00.000Z\r\nasha@corp.example,2026-11-28T11:15:00.000Z',
    );
    expect(subscriberRequests.map((request) => request.url)).toContain('/api/admin/subscribers.csv?q=corp');
    click.mockRestore();
  });

  it('says so when the CSV cannot be fetched', async () => {
    signedInAs(READER);
    server.use(subscriberFailures.csvNetworkError());
    const { user } = openConsole('/admin/subscribers');
    await screen.findByText('meena@example.com');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The console cannot reach the server.');
  });

  it('removes a subscriber after asking: Cancel has the focus, Escape keeps the row, then the heading has it', async () => {
    signedInAs(READER);
    const { user } = openConsole('/admin/subscribers');
    const grid = await screen.findByRole('grid', { name: 'Subscribers' });
    await within(grid).findByText('ravi@corp.example');

    await user.click(screen.getByRole('button', { name: 'Remove ravi@corp.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ravi@corp.example?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(grid).getByText('ravi@corp.example')).toBeInTheDocument();
    expect(subscriberRequests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove ravi@corp.example' }));
    const again = await screen.findByRole('dialog', { name: 'Remove ravi@corp.example?' });
    await user.click(within(again).getByRole('button', { name: 'Remove subscriber' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ravi@corp.example is removed.');
    await waitFor(() => expect(within(grid).queryByText('ravi@corp.example')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Subscribers', level: 2 })).toHaveFocus());
    expect(subscriberRequests).toContainEqual({ method: 'DELETE', url: '/api/admin/subscribers/2' });
  });

  it('keeps the dialog open with the reason when the removal fails (network, then a 500 with an HTML page)', async () => {
    signedInAs(READER);
    server.use(subscriberFailures.removeNetworkError());
    const { user } = openConsole('/admin/subscribers');
    await screen.findByText('asha@corp.example');
    await user.click(screen.getByRole('button', { name: 'Remove asha@corp.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove asha@corp.example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    expect(await within(dialog).findByText(/The console cannot reach the server/)).toBeInTheDocument();

    server.use(subscriberFailures.removeHtml500());
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    expect(
      await within(dialog).findByText(/The console could not get an answer from the server/),
    ).toBeInTheDocument();
    expect(screen.getByText('asha@corp.example')).toBeInTheDocument();
  });

  it('says the server failed when the list answers 500 with an HTML page, and tries again', async () => {
    signedInAs(READER);
    server.use(subscriberFailures.listHtml500());
    const { user } = openConsole('/admin/subscribers');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('meena@example.com')).toBeInTheDocument();
  });

  it('shows an error, not a crash, for a list that is not the shape', async () => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    signedInAs(READER);
    server.use(subscriberFailures.listMalformed());
    openConsole('/admin/subscribers');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('refuses a token without subscribers:read with the reason', async () => {
    signedInAs({ name: 'Accounts', permissions: ['orders:read'] });
    openConsole('/admin/subscribers');
    expect(await screen.findByRole('alert')).toHaveTextContent('subscribers:read');
  });
});
