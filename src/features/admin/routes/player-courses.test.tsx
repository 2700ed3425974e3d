import { File as NodeFile } from 'node:buffer';

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { openConsole, signedInAs } from '@test/console';
import {
  failures,
  heldPlayerCourse,
  playerCourseChangedElsewhere,
  playerCourseSaves,
} from '@test/msw/handlers/admin-player-courses';
import { server } from '@test/msw/server';

const EDITOR = { name: 'Meera Iyer', permissions: ['content:write', 'courses:write'] };
const AUTHOR = { name: 'Course author', permissions: ['courses:write'] };

/** Node's File: the multipart body the upload sends is Node's FormData, which takes only its own files. */
const fileOf = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;
const VIDEO = () => fileOf('\u001aE\u00df\u00a3webm', 'lesson.webm', 'video/webm');
const CAPTIONS = () => fileOf('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n', 'lesson.vtt', 'text/vtt');

const lesson = (position: number) =>
  screen.getByRole('region', { name: new RegExp(`^Lesson ${position}(:|$)`) });
const headings = () =>
  screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent ?? '');

async function openCourse(id = '1') {
  signedInAs(EDITOR);
  const view = openConsole(`/admin/player-courses/${id}`);
  await screen.findByRole('textbox', { name: 'Course title' });
  return view;
}

describe('the console: player courses', () => {
  it('shows the player courses to a token with courses:write, and not to one without', async () => {
    signedInAs(AUTHOR);
    const { unmount } = openConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Player courses']);
    unmount();

    signedInAs({ name: 'Orders only', permissions: ['orders:read'] });
    openConsole('/admin');
    const others = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(others).queryByRole('link', { name: 'Player courses' })).not.toBeInTheDocument();
  });

  it('lists the courses with their lessons and status, each leading to its editor', async () => {
    signedInAs(EDITOR);
    openConsole('/admin/player-courses');
    const grid = await screen.findByRole('grid', { name: 'Player courses' });
    expect(await within(grid).findByRole('link', { name: 'R Programming Fundamentals' })).toHaveAttribute(
      'href',
      '/admin/player-courses/1',
    );
    expect(within(grid).getByRole('link', { name: 'Leading High-Performing Teams' })).toBeInTheDocument();
    expect(within(grid).getAllByText('Published')).toHaveLength(3);
  });

  it('says why when the list cannot be loaded (a 500 with an HTML body), and loads it on request', async () => {
    server.use(failures.listDown());
    signedInAs(EDITOR);
    const { user } = openConsole('/admin/player-courses');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The console could not get an answer from the server.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'R Programming Fundamentals' })).toBeInTheDocument();
  });

  it('adds a lesson with its uploaded video and captions, transcript and quiz, saves it in order and publishes', async () => {
    const { user } = await openCourse('1');
    expect(headings()).toEqual([
      'Lesson 1: Welcome to R and RStudio',
      'Lesson 2: Vectors and data types',
      'Lesson 3: Working with data frames',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    const added = lesson(4);
    await user.type(within(added).getByRole('textbox', { name: 'Lesson title' }), 'Reading CSV files');
    await user.upload(within(added).getByLabelText('Upload video'), VIDEO());
    await waitFor(() =>
      expect(within(added).getByRole('textbox', { name: 'Video' })).toHaveValue(
        '/admin/uploads/media/0123456789abcdef.webm',
      ),
    );
    await user.upload(within(added).getByLabelText('Upload captions (webvtt)'), CAPTIONS());
    await waitFor(() =>
      expect(within(added).getByRole('textbox', { name: 'Captions (WebVTT)' })).toHaveValue(
        '/admin/uploads/media/0123456789abcdef.vtt',
      ),
    );
    await user.type(within(added).getByRole('textbox', { name: 'Transcript' }), 'We read a CSV file.');
    await user.type(within(added).getByRole('textbox', { name: 'Quiz question' }), 'Which reads a CSV?');
    await user.type(within(added).getByRole('textbox', { name: 'Option 1' }), 'read.csv()');
    await user.type(within(added).getByRole('textbox', { name: 'Option 2' }), 'write.csv()');
    await user.type(within(added).getByRole('textbox', { name: 'Option 3' }), 'csv.read()');
    await user.click(within(added).getByRole('radio', { name: 'read.csv()' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The course is saved.');
    const sent = playerCourseSaves.at(-1)?.body;
    expect(sent?.updatedAt).toBe('2026-12-01T06:30:00.000Z');
    expect((sent?.lessons as { id: string }[]).map((saved) => saved.id)).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect((sent?.lessons as unknown[])[3]).toEqual({
      id: 'v4',
      title: 'Reading CSV files',
      videoUrl: '/admin/uploads/media/0123456789abcdef.webm',
      captionsUrl: '/admin/uploads/media/0123456789abcdef.vtt',
      transcript: 'We read a CSV file.',
      question: 'Which reads a CSV?',
      options: ['read.csv()', 'write.csv()', 'csv.read()'],
      correctAnswer: 'read.csv()',
    });

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(/is a draft again/)).toBeInTheDocument();
    expect(heldPlayerCourse('1')?.status).toBe('draft');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/is published/)).toBeInTheDocument();
    expect(heldPlayerCourse('1')?.status).toBe('published');
  });

  it('moves lessons up and down with buttons the keyboard presses, focus staying with the lesson, and removes one', async () => {
    const { user } = await openCourse('1');
    screen.getByRole('button', { name: 'Move lesson 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(headings()).toEqual([
      'Lesson 1: Vectors and data types',
      'Lesson 2: Welcome to R and RStudio',
      'Lesson 3: Working with data frames',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move lesson 2 down' })).toHaveFocus());
    expect(screen.getByText('Welcome to R and RStudio is now lesson 2.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(headings()[2]).toBe('Lesson 3: Welcome to R and RStudio');
    // At the end, Down is off: the keyboard is on the lesson's Up.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move lesson 3 up' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Move lesson 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove lesson 1' }));
    expect(headings()).toEqual(['Lesson 1: Working with data frames', 'Lesson 2: Welcome to R and RStudio']);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The course is saved.');
    expect((playerCourseSaves.at(-1)?.body.lessons as { id: string }[]).map((saved) => saved.id)).toEqual([
      'v3',
      'v1',
    ]);
  });

  it('says what a new lesson lacks before anything is sent', async () => {
    const { user } = await openCourse('1');
    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need attention.');
    const added = lesson(4);
    expect(within(added).getByText('Give the lesson a title.')).toBeInTheDocument();
    expect(within(added).getByText('Upload the lesson’s video.')).toBeInTheDocument();
    expect(within(added).getByText('Write the quiz question.')).toBeInTheDocument();
    expect(within(added).getByText('Choose the correct answer.')).toBeInTheDocument();
    expect(playerCourseSaves).toHaveLength(0);
  });

  it('shows the backend’s words for a refused upload (400, 413, 415) and keeps what was typed', async () => {
    const { user } = await openCourse('1');
    const first = lesson(1);
    const title = within(first).getByRole('textbox', { name: 'Lesson title' });
    await user.clear(title);
    await user.type(title, 'Welcome, retitled');

    await user.upload(
      within(first).getByLabelText('Upload captions (webvtt)'),
      fileOf('not captions', 'notes.vtt', 'text/vtt'),
    );
    expect(
      await within(first).findByText(
        'The file is not WebVTT captions (its contents say so, whatever its name).',
      ),
    ).toBeInTheDocument();
    await user.upload(
      within(first).getByLabelText('Upload captions (webvtt)'),
      fileOf('WEBVTT\n\nno cue here\n', 'empty.vtt', 'text/vtt'),
    );
    expect(
      await within(first).findByText('The captions have no cue: add at least one timed caption.'),
    ).toBeInTheDocument();

    server.use(
      http.post('*/api/admin/uploads', () =>
        HttpResponse.json(
          { message: 'The file is larger than 50 MB, the most for an MP4 or WebM video.' },
          { status: 413 },
        ),
      ),
    );
    await user.upload(within(first).getByLabelText('Upload video'), VIDEO());
    expect(
      await within(first).findByText('The file is larger than 50 MB, the most for an MP4 or WebM video.'),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Welcome, retitled');
    expect(within(first).getByRole('textbox', { name: 'Video' })).toHaveValue(
      '/media/courses/course-intro.webm',
    );
    expect(within(first).getByRole('textbox', { name: 'Captions (WebVTT)' })).toHaveValue(
      '/media/courses/captions/1-v1.vtt',
    );
  });

  it('keeps what was typed when a save fails (a 500 with an HTML body, no answer), and saves it on a retry', async () => {
    const { user } = await openCourse('2');
    const title = within(lesson(1)).getByRole('textbox', { name: 'Lesson title' });
    await user.clear(title);
    await user.type(title, 'Filtering, revisited');

    server.use(failures.saveDown());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
    expect(title).toHaveValue('Filtering, revisited');

    server.use(failures.saveUnreachable());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The console cannot reach the server.'),
    );
    expect(title).toHaveValue('Filtering, revisited');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The course is saved.');
    expect(heldPlayerCourse('2')?.lessons[0]?.title).toBe('Filtering, revisited');
  });

  it('puts the backend’s refusal of a field beside it', async () => {
    const { user } = await openCourse('1');
    const title = within(lesson(2)).getByRole('textbox', { name: 'Lesson title' });
    await user.clear(title);
    await user.type(title, 'Refused by the backend');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('some lessons need attention');
    expect(within(lesson(2)).getByText('The backend refuses this title.')).toBeInTheDocument();
    expect(title).toHaveValue('Refused by the backend');
  });

  it('shows a conflict when someone else saved since, keeps what was typed, and saves it over theirs on request', async () => {
    const { user } = await openCourse('3');
    const question = within(lesson(1)).getByRole('textbox', { name: 'Quiz question' });
    await user.clear(question);
    await user.type(question, 'What makes a goal useful?');
    playerCourseChangedElsewhere('3', 'Leading Teams (their edit)');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this course since you opened it.',
    );
    expect(question).toHaveValue('What makes a goal useful?');
    expect(heldPlayerCourse('3')?.lessons[0]?.question).toBe('What makes a team goal useful?');

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The course is saved.');
    expect(heldPlayerCourse('3')?.lessons[0]?.question).toBe('What makes a goal useful?');
  });

  it('asks for a save before publishing unsaved changes', async () => {
    const { user } = await openCourse('1');
    await user.type(within(lesson(1)).getByRole('textbox', { name: 'Transcript' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Save your changes first.');
    expect(heldPlayerCourse('1')?.status).toBe('published');
  });

  it('says so for a course that does not exist', async () => {
    signedInAs(EDITOR);
    openConsole('/admin/player-courses/99');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No such player course.' })).toBeInTheDocument();
  });
});
