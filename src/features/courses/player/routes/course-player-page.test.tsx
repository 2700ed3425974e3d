import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { PLAYER_COURSE_SEED } from '../../../../../server/backend/player-course-seed';
import { progressNoticeCopy } from '../components/progress-notice';
import {
  selectCompletedVideoIds,
  selectProgressOutbox,
  selectVideoPositions,
  videoCompleted,
} from '../slice';

import { CoursePlayerPage } from './course-player-page';

import { makeStore } from '@/app/store';
import type { AppStore, RootState } from '@/app/store';
import { accountOpened } from '@/lib/account';

import { lessonVideo, renderPlayer, renderPlayerNow } from '@test/course-player';
import { fixtureLearners } from '@test/fixtures/learner';
import {
  progressState as recorded,
  provideTokensFor,
  sessionRestored,
  signedInState,
} from '@test/learner-state';
import { accountProgress } from '@test/msw/handlers/learner';
import { failures as playerCourseFailures } from '@test/msw/handlers/player-courses';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

const captions = () => screen.getByTestId('captions');
const playlist = () => screen.getByRole('list', { name: 'Course videos' });
const playlistButton = (name: RegExp) => within(playlist()).getByRole('button', { name });
const findPlaylistButton = async (name: RegExp) =>
  within(await screen.findByRole('list', { name: 'Course videos' })).getByRole('button', { name });

/** jsdom has no media engine: give the element the duration and position a browser would report. */
function setMedia(
  element: HTMLVideoElement,
  { currentTime, duration, paused }: { currentTime?: number; duration?: number; paused?: boolean },
) {
  if (duration !== undefined)
    Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  if (paused !== undefined) Object.defineProperty(element, 'paused', { configurable: true, value: paused });
  if (currentTime !== undefined) {
    Object.defineProperty(element, 'currentTime', { configurable: true, writable: true, value: currentTime });
  }
}

/** Signed in, with these lessons completed and then these positions saved. */
function progressState(
  completed: Record<string, string[]>,
  positions: Record<string, Record<string, number>> = {},
) {
  return {
    ...signedInState(),
    courseProgress: recorded([
      ...Object.entries(completed).flatMap(([courseId, ids]) =>
        ids.map((id) => ({
          completed: [courseId, id, '2026-11-20T09:00:00.000Z'] as [string, string, string],
        })),
      ),
      ...Object.entries(positions).flatMap(([courseId, byVideo]) =>
        Object.entries(byVideo).map(([id, seconds]) => ({
          position: [courseId, id, seconds, '2026-11-20T10:00:00.000Z'] as [string, string, number, string],
        })),
      ),
    ]),
  } satisfies Partial<RootState>;
}

describe('Course player: content and quiz', () => {
  it('shows the title, a captioned video without a download control, the quiz and the playlist', async () => {
    await renderPlayer('1');
    expect(screen.getByRole('heading', { level: 1, name: 'R Programming Fundamentals' })).toBeInTheDocument();
    expect(lessonVideo()).toHaveAttribute('controlslist', 'nodownload');
    expect(lessonVideo()).toHaveAttribute('src', '/media/courses/course-intro.webm');
    const track = captions();
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', '/media/courses/captions/1-v1.vtt');
    expect(
      screen.getByRole('radiogroup', { name: 'Which operator assigns a value to a name in idiomatic R?' }),
    ).toBeInTheDocument();
    expect(within(playlist()).getAllByRole('button')).toHaveLength(3);
    expect(playlistButton(/Welcome to R and RStudio/)).toHaveAttribute('aria-current', 'true');
  });

  it('says a wrong answer is wrong and a right one lets the learner proceed', async () => {
    const { user } = await renderPlayer('1');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first.');
    await user.click(screen.getByRole('radio', { name: '=>' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect answer. Please try again.');
    await user.click(screen.getByRole('radio', { name: '<-' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Correct! You can now proceed to the next video.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets the chosen answer and the verdict when another video is selected', async () => {
    const { user } = await renderPlayer('1');
    await user.click(screen.getByRole('radio', { name: '<-' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByText('Correct! You can now proceed to the next video.')).toBeInTheDocument();

    await user.click(playlistButton(/Vectors and data types/));
    expect(screen.getByRole('radiogroup', { name: 'What does c(1, 2, 3) create?' })).toBeInTheDocument();
    expect(screen.queryByText('Correct! You can now proceed to the next video.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(captions()).toHaveAttribute('src', '/media/courses/captions/1-v2.vtt');

    await user.click(playlistButton(/Welcome to R and RStudio/));
    expect(screen.getByRole('radio', { name: '<-' })).not.toBeChecked();
  });
});

describe('Course player: progress', () => {
  it('marks a video completed when it ends, keeps the learner on it and resets the correct flag', async () => {
    const { user, store } = await renderPlayer('1');
    await user.click(screen.getByRole('radio', { name: '<-' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByText('Correct! You can now proceed to the next video.')).toBeInTheDocument();

    fireEvent.ended(lessonVideo());
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual(['v1']);
    expect(within(playlistButton(/Welcome to R and RStudio/)).getByTitle('completed')).toBeInTheDocument();
    expect(playlistButton(/Welcome to R and RStudio/)).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Correct! You can now proceed to the next video.')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 completed')).toBeInTheDocument();
  });

  it('resumes at the first video not yet completed, at the second where the learner left it', async () => {
    await renderPlayer('1', progressState({ '1': ['v1'] }, { '1': { v2: 2.5 } }));
    expect(within(playlistButton(/Welcome to R and RStudio/)).getByTitle('completed')).toBeInTheDocument();
    expect(playlistButton(/Vectors and data types/)).toHaveAttribute('aria-current', 'true');
    setMedia(lessonVideo(), { duration: 4, currentTime: 0 });
    fireEvent.loadedMetadata(lessonVideo());
    expect(lessonVideo().currentTime).toBe(2.5);
  });

  it('starts a video from the beginning when its saved second is at the very end', async () => {
    await renderPlayer('1', progressState({}, { '1': { v1: 3.9 } }));
    setMedia(lessonVideo(), { duration: 4, currentTime: 0 });
    fireEvent.loadedMetadata(lessonVideo());
    expect(lessonVideo().currentTime).toBe(0);
  });

  it('saves the position at most every five seconds while playing, and at once on pause', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    try {
      const { store } = await renderPlayer('2');
      const element = lessonVideo();
      setMedia(element, { duration: 600, currentTime: 0, paused: false });
      fireEvent.play(element);
      const positions = () => selectVideoPositions(store.getState(), '2');

      for (const second of [1, 2, 3, 4]) {
        act(() => jest.advanceTimersByTime(1000));
        setMedia(element, { currentTime: second });
        fireEvent.timeUpdate(element);
      }
      expect(positions()).toEqual({});
      act(() => jest.advanceTimersByTime(1000));
      setMedia(element, { currentTime: 5 });
      fireEvent.timeUpdate(element);
      expect(positions()).toEqual({ v1: 5 });
      act(() => jest.advanceTimersByTime(1000));
      setMedia(element, { currentTime: 6 });
      fireEvent.timeUpdate(element);
      expect(positions()).toEqual({ v1: 5 });

      setMedia(element, { currentTime: 6.5, paused: true });
      fireEvent.pause(element);
      expect(positions()).toEqual({ v1: 6.5 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the position of a video the learner leaves for another', async () => {
    const { user, store } = await renderPlayer('3');
    setMedia(lessonVideo(), { duration: 600, currentTime: 42 });
    await user.click(playlistButton(/Feedback that helps/));
    expect(selectVideoPositions(store.getState(), '3')).toEqual({ v1: 42 });
  });

  it('restarts a course from its first lesson, every lesson from 0:00, its completions kept', async () => {
    const { user, store } = await renderPlayer(
      '1',
      progressState({ '1': ['v1', 'v2'], '2': ['v1'] }, { '1': { v3: 2.5 }, '2': { v2: 4 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Restart course' }));
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual(['v1', 'v2']);
    expect(selectVideoPositions(store.getState(), '1')).toEqual({});
    expect(selectVideoPositions(store.getState(), '2')).toEqual({ v2: 4 });
    expect(playlistButton(/Welcome to R and RStudio/)).toHaveAttribute('aria-current', 'true');
    expect(selectProgressOutbox(store.getState()).map((event) => event.type)).toEqual(['courseRestarted']);
  });

  it("follows progress that arrives after the first render (the account's, merged)", async () => {
    const { store } = await renderPlayer('1');
    expect(playlistButton(/Welcome to R and RStudio/)).toHaveAttribute('aria-current', 'true');
    act(() => {
      store.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }, '2026-11-21T10:00:00.000Z'));
    });
    expect(playlistButton(/Vectors and data types/)).toHaveAttribute('aria-current', 'true');
  });
});

describe('Course player: loading and unknown courses', () => {
  it('shows a not-found view with a way back for an unknown course', async () => {
    await renderPlayer('42');
    expect(screen.getByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Courses' })).toHaveAttribute('href', '/courses');
  });

  it('says "Loading..." until the account is open, then shows what it kept', async () => {
    const { store } = renderPlayerNow('1', { auth: signedInState().auth });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('lesson-video')).not.toBeInTheDocument();
    const kept = progressState({ '1': ['v1'] }).courseProgress;
    act(() => {
      store.dispatch(accountOpened({ sub: fixtureLearners.priya.sub, stored: { courseProgress: kept } }));
    });
    expect(await findPlaylistButton(/Vectors and data types/)).toHaveAttribute('aria-current', 'true');
  });

  it('says "Loading..." over the outline of the player while the courses are on their way', () => {
    server.use(playerCourseFailures.pending());
    renderPlayerNow('1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('lesson-video')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Course not found' })).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 with an HTML body', playerCourseFailures.serverErrorHtml, 'The course could not be loaded.'],
    ['a 500 with JSON', playerCourseFailures.serverError, 'The course could not be loaded.'],
    [
      'no answer at all',
      playerCourseFailures.networkError,
      'The course could not be loaded: the server cannot be reached.',
    ],
    [
      'a 200 with a PHP error page',
      playerCourseFailures.malformed,
      'The courses arrived in a shape the player cannot read.',
    ],
    [
      'JSON of another shape',
      playerCourseFailures.wrongShape,
      'The courses arrived in a shape the player cannot read.',
    ],
  ])(
    'tells the learner when the courses fail to load (%s), and tries again on request',
    async (_case, failure, message) => {
      server.use(failure());
      const { user } = await renderPlayer('1');
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Course unavailable' })).toBeInTheDocument();
      expect(alert).toHaveTextContent(message);
      expect(screen.queryByTestId('lesson-video')).not.toBeInTheDocument();
      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'R Programming Fundamentals' }),
      ).toBeInTheDocument();
    },
  );

  it('plays the lessons the backend publishes, in its order, and leaves out a lesson it cannot play', async () => {
    const [first] = PLAYER_COURSE_SEED;
    if (!first) throw new Error('no seed course');
    const [one, two] = first.lessons;
    if (!one || !two) throw new Error('no seed lessons');
    server.use(
      playerCourseFailures.withCourses([
        {
          ...first,
          lessons: [
            { ...two, title: 'A lesson added in the console', videoUrl: '/admin/uploads/video/new.webm' },
            one,
            { ...one, id: 'v9', videoUrl: '' },
          ],
        },
      ]),
    );
    await renderPlayer('1');
    const lessons = within(playlist()).getAllByRole('button');
    expect(lessons.map((lesson) => lesson.textContent)).toEqual([
      expect.stringContaining('A lesson added in the console'),
      expect.stringContaining('Welcome to R and RStudio'),
    ]);
    expect(lessonVideo().getAttribute('src')).toMatch(/\/admin\/uploads\/video\/new\.webm$/);
  });
});

describe('Course player: a course loaded once', () => {
  const signIn = (store: AppStore) =>
    act(() => {
      store.dispatch(sessionRestored());
    });
  const openPlayer = async () => {
    const store = makeStore(undefined, { storage: null, accountStorage: () => window.localStorage });
    const view = renderWithProviders(undefined, {
      store,
      route: '/course/1',
      routes: [{ path: '/course/:courseId', element: <CoursePlayerPage /> }],
    });
    signIn(store);
    await waitFor(() => expect(store.getState().account.sub).toBe(fixtureLearners.priya.sub));
    return view;
  };

  afterEach(() => window.localStorage.clear());

  it('starts while the backend is down, from what the account kept of its last load', async () => {
    const first = await openPlayer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'R Programming Fundamentals' }),
    ).toBeInTheDocument();
    first.unmount();

    server.use(playerCourseFailures.networkError());
    const { user } = await openPlayer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'R Programming Fundamentals' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setMedia(lessonVideo(), { duration: 4, currentTime: 4 });
    fireEvent.ended(lessonVideo());
    await user.click(screen.getByRole('radio', { name: '<-' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByText('Correct! You can now proceed to the next video.')).toBeInTheDocument();
  });

  it('has nothing to start from for a course it never loaded: it says why and offers to try again', async () => {
    server.use(playerCourseFailures.networkError());
    await openPlayer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The course could not be loaded: the server cannot be reached.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Course player: progress the account refused', () => {
  it('tells the learner in the page how many changes could not be saved; the rest is, and the notice closes', async () => {
    provideTokensFor();
    const { user } = await renderPlayer('1', {
      ...signedInState(),
      courseProgress: recorded(
        [
          { completed: ['1', 'v1', '2026-11-20T09:00:00.000Z'] },
          { completed: ['1', 'a-lesson-since-removed', '2026-11-20T09:01:00.000Z'] },
        ],
        { delivered: false },
      ),
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(progressNoticeCopy(1));
    expect(accountProgress(fixtureLearners.priya.sub).courses).toEqual({
      '1': {
        lessons: {
          v1: { completedAt: '2026-11-20T09:00:00.000Z', lastCompletedAt: '2026-11-20T09:00:00.000Z' },
        },
      },
    });
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
