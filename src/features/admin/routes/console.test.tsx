import { File as NodeFile } from 'node:buffer';

import { screen, waitFor, within } from '@testing-library/react';

import { openConsole, signedInAs as signIn } from '@test/console';
import { answersOffContract } from '@test/msw/contract-check';
import { adminRecord, changedElsewhere, failures, listRequests } from '@test/msw/handlers/admin';
import { server } from '@test/msw/server';

const EDITOR = { name: 'Meera Iyer', permissions: ['content:write', 'courses:write'] };

const signedInAs = (claims: Parameters<typeof signIn>[0] = EDITOR) => signIn(claims);

/**
 * A chosen file as the browser hands it over. Node's File: the multipart body the upload sends is Node's
 * FormData here, which takes only its own files (a jsdom File would be sent as the text "[object File]").
 */
const pictureFile = (name: string) => new NodeFile(['png'], name, { type: 'image/png' }) as unknown as File;

const grid = () => screen.findByRole('grid', { name: 'Webinars' });
/** The grid's row whose first cell links to `name`. */
async function rowNamed(name: string): Promise<HTMLElement> {
  await screen.findByRole('link', { name });
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('link', { name }) !== null);
  if (!row) throw new Error(`no row links to ${name}`);
  return row;
}

describe('the company console: who may use it', () => {
  it('tells a learner plainly that the account has no staff access, and shows no section', async () => {
    signedInAs({});
    openConsole('/admin/webinars');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No staff access' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This account has no staff access.');
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows no content section to a token without content:write', async () => {
    signedInAs({ name: 'Orders only', permissions: ['orders:read'] });
    openConsole('/admin/webinars');
    expect(await screen.findByRole('alert')).toHaveTextContent('it needs the "content:write" permission');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows the editor every content kind, the player courses and the audit log', async () => {
    signedInAs();
    openConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Events',
      'Webinars',
      'Catalogue courses',
      'Instructors',
      'Text testimonials',
      'Video testimonials',
      'Certificates',
      'Blog articles',
      'Newsletters',
      'Player courses',
      'Audit log',
    ]);
    expect(screen.getByRole('heading', { name: 'Welcome, Meera Iyer' })).toBeInTheDocument();
  });

  it('says the server failed when who-am-I answers 500 with an HTML page, and tries again', async () => {
    signedInAs();
    server.use(failures.meHtml500());
    const { user } = openConsole('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
  });
});

describe('the company console: a kind’s list', () => {
  beforeEach(() => signedInAs());

  it('lists the records the backend pages, with their status', async () => {
    openConsole('/admin/webinars');
    await grid();
    expect(within(await rowNamed('Tidy data with R')).getByText('Published')).toBeInTheDocument();
    expect(within(await rowNamed('Shiny dashboards')).getByText('Draft')).toBeInTheDocument();
    expect(listRequests).toContain('page=1&perPage=25');
  });

  it('searches, filters by status and sorts on the server', async () => {
    const { user } = openConsole('/admin/webinars');
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'shiny');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Tidy data with R' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Shiny dashboards' })).toBeInTheDocument();
    expect(listRequests.at(-1)).toBe('page=1&perPage=25&q=shiny');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await screen.findByRole('link', { name: 'Tidy data with R' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Shiny dashboards' })).not.toBeInTheDocument(),
    );
    expect(listRequests.at(-1)).toBe('page=1&perPage=25&status=published');

    await user.click(screen.getByRole('columnheader', { name: 'Title' }));
    await waitFor(() =>
      expect(listRequests.at(-1)).toBe('page=1&perPage=25&sort=title&order=asc&status=published'),
    );
  });

  it('shows the failure of a list that answers 500 with an HTML page, and loads it again', async () => {
    server.use(failures.listHtml500('webinars'));
    const { user } = openConsole('/admin/webinars');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server. Try again in a moment.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tidy data with R' })).toBeInTheDocument();
  });

  it('tells a lost connection and an unreadable answer apart', async () => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failures.listNetworkError('webinars'));
    const view = openConsole('/admin/webinars');
    expect(await screen.findByRole('alert')).toHaveTextContent('The console cannot reach the server.');
    view.unmount();
    server.use(failures.listMalformed('webinars'));
    openConsole('/admin/webinars');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the console cannot read.',
    );
  });
});

describe('the company console: a record', () => {
  beforeEach(() => signedInAs());

  it('creates and publishes a webinar, which every list then shows without a reload', async () => {
    const { user } = openConsole('/admin/webinars');
    await grid();
    await user.click(screen.getByRole('link', { name: 'New webinar' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Mixed models in R');
    await user.type(screen.getByLabelText('Day'), '2026-12-05');
    await user.type(screen.getByRole('textbox', { name: 'Time' }), '18:30');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(/^The webinar is/)).toHaveTextContent(
      'The webinar is published: the public pages show it within a minute.',
    );
    expect(screen.getByRole('heading', { name: 'Mixed models in R' })).toBeInTheDocument();
    const saved = adminRecord('webinars', 3);
    expect(saved).toMatchObject({
      title: 'Mixed models in R',
      date: '2026-12-05',
      time: '18:30:00',
      status: 'published',
      group: 1,
      duration: 1,
    });

    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    await user.click(within(nav).getByRole('link', { name: 'Webinars' }));
    expect(within(await rowNamed('Mixed models in R')).getByText('Published')).toBeInTheDocument();
  });

  it('refuses what the public page could not show before sending it, and keeps what was typed', async () => {
    const { user } = openConsole('/admin/webinars/new');
    await user.type(await screen.findByRole('textbox', { name: 'Registration link' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter the title.')).toBeInTheDocument();
    expect(screen.getByText('Enter an http(s) address, or leave it empty.')).toBeInTheDocument();
    expect(screen.getByText('Enter the day as YYYY-MM-DD.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');
    expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue('javascript:alert(1)');
    expect(adminRecord('webinars', 3)).toBeUndefined();
  });

  it('shows the backend’s refusal on its field', async () => {
    const { user } = openConsole('/admin/webinars/1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Refused by the backend');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The backend refuses this title.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The webinar cannot be saved.');
    expect(title).toHaveValue('Refused by the backend');
  });

  it('keeps the form when a save answers 500 with an HTML page', async () => {
    server.use(failures.saveHtml500('webinars'));
    const { user } = openConsole('/admin/webinars/1');
    const speaker = await screen.findByRole('textbox', { name: 'Speaker' });
    await user.clear(speaker);
    await user.type(speaker, 'Dr. Meena Pillai');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
    expect(speaker).toHaveValue('Dr. Meena Pillai');
    expect(adminRecord('webinars', 1)?.speaker).toBe('Dr. Kavya Rao');
  });

  it('refuses a stale save with who changed it and when, shows both versions, and saves mine only when asked', async () => {
    const { user } = openConsole('/admin/webinars/1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    changedElsewhere('webinars', 1, { title: 'Tidy data with R, part 1' });
    await user.clear(title);
    await user.type(title, 'Tidy data (editor)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    expect(dialog).toHaveTextContent('This webinar was changed by Rahul Verma at 2 December 2026');
    const row = within(dialog).getByRole('row', { name: /Title/ });
    expect(row).toHaveTextContent('Tidy data (editor)');
    expect(row).toHaveTextContent('Tidy data with R, part 1');
    expect(adminRecord('webinars', 1)?.title).toBe('Tidy data with R, part 1');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep my version' })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    expect(await screen.findByText(/^The webinar is/)).toHaveTextContent('The webinar is saved.');
    expect(adminRecord('webinars', 1)).toMatchObject({
      title: 'Tidy data (editor)',
      updatedBy: 'Meera Iyer',
    });
  });

  it('takes the other version into the form when asked', async () => {
    const { user } = openConsole('/admin/webinars/1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    changedElsewhere('webinars', 1, { title: 'Tidy data with R, part 1' });
    await user.type(title, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await user.click(within(dialog).getByRole('button', { name: 'Take their version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Tidy data with R, part 1'),
    );
    expect(adminRecord('webinars', 1)?.title).toBe('Tidy data with R, part 1');
  });

  it('unpublishes a published webinar and publishes it again', async () => {
    const { user } = openConsole('/admin/webinars/1');
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(
      await screen.findByText('The webinar is a draft again: the public pages no longer show it.'),
    ).toBeInTheDocument();
    expect(adminRecord('webinars', 1)?.status).toBe('draft');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('The webinar is published: the public pages show it within a minute.'),
    ).toBeInTheDocument();
    expect(adminRecord('webinars', 1)?.status).toBe('published');
  });

  it('asks before a delete, and shows the refusal while courses name the instructor', async () => {
    const { user } = openConsole('/admin/instructors/1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Dr. Kavya Rao”?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/This instructor teaches 1 course/)).toBeInTheDocument();
    expect(adminRecord('instructors', 1)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('deletes a record nothing refers to, and its list no longer shows it', async () => {
    const { user } = openConsole('/admin/instructors/2');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('grid', { name: 'Instructors' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Dr. Kavya Rao' });
    expect(screen.queryByRole('link', { name: 'Anil Kumar' })).not.toBeInTheDocument();
    expect(adminRecord('instructors', 2)).toBeUndefined();
  });

  it('keeps what was typed when an upload is refused, and takes the upload’s address when it succeeds', async () => {
    server.use(failures.uploadTooLarge());
    const { user } = openConsole('/admin/webinars/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Bayesian R');
    const picture = pictureFile('banner.png');
    await user.upload(screen.getByLabelText('Upload picture'), picture);
    expect(
      await screen.findByText('The file is larger than 10 MB, the most for a picture.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Bayesian R');
    expect(screen.getByRole('textbox', { name: 'Picture' })).toHaveValue('');

    server.resetHandlers();
    await user.upload(screen.getByLabelText('Upload picture'), pictureFile('banner-2.png'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Picture' })).toHaveValue(
        '/admin/uploads/webinars/0123456789abcdef.png',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Bayesian R');
  });

  it('shows each record’s history and the whole audit log', async () => {
    const { user } = openConsole('/admin/webinars/1');
    const speaker = await screen.findByRole('textbox', { name: 'Speaker' });
    await user.clear(speaker);
    await user.type(speaker, 'Dr. Meena Pillai');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^The webinar is/);
    const history = await screen.findByRole('table', { name: 'History' });
    expect(await within(history).findByText('speaker: Dr. Kavya Rao → Dr. Meena Pillai')).toBeInTheDocument();
    expect(within(history).getByText('Meera Iyer')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    const log = await screen.findByRole('grid', { name: 'Audit log' });
    expect(await within(log).findByText('speaker: Dr. Kavya Rao → Dr. Meena Pillai')).toBeInTheDocument();
  });

  it('says so for an address that names no record', async () => {
    openConsole('/admin/webinars/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No webinar has the id 99.');
  });
});
