import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { AUTO_ADVANCE_DELAY_S } from '../lesson-session';
import { autoAdvanceChanged, courseProgressSlice, playbackRateChosen, selectProgressRecord } from '../slice';

import type { RootState } from '@/app/store';

import { lessonVideo, renderPlayer } from '@test/course-player';
import { progressState as recorded, signedInState } from '@test/learner-state';
import { answerMediaQueries } from '@test/match-media';
import { failures } from '@test/msw/handlers/courses';
import { server } from '@test/msw/server';

/** Signed in, with these lessons completed and this speed and auto-advance chosen. */
function progressState(
  completed: Record<string, string[]> = {},
  playback = { rate: 1, autoAdvance: false },
): Partial<RootState> {
  let progress = recorded(
    Object.entries(completed).flatMap(([courseId, ids]) =>
      ids.map((id) => ({
        completed: [courseId, id, '2026-11-20T09:00:00.000Z'] as [string, string, string],
      })),
    ),
  );
  progress = courseProgressSlice.reducer(
    progress,
    playbackRateChosen(playback.rate, '2026-11-20T09:01:00.000Z'),
  );
  progress = courseProgressSlice.reducer(
    progress,
    autoAdvanceChanged(playback.autoAdvance, '2026-11-20T09:01:00.000Z'),
  );
  return { ...signedInState(), courseProgress: { ...progress, outbox: [] } };
}

const player = () => screen.getByRole('group', { name: /^Video player:/ });
const control = (name: string | RegExp) => within(player()).getByRole('button', { name });

/** jsdom has no media engine: a video of `duration` seconds at `currentTime`, whose play() plays. */
function mediaAt(currentTime: number, duration = 600) {
  const element = lessonVideo();
  let paused = true;
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  Object.defineProperty(element, 'currentTime', { configurable: true, writable: true, value: currentTime });
  Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });
  const play = jest.fn(() => {
    paused = false;
    fireEvent.play(element);
    return Promise.resolve();
  });
  const pause = jest.fn(() => {
    paused = true;
    fireEvent.pause(element);
  });
  Object.assign(element, { play, pause });
  fireEvent.loadedMetadata(element);
  return { element, play, pause };
}

/** A wide screen (every min-width query matches) or a phone (none does). */
const screenIsWide = (wide: boolean) => answerMediaQueries(() => wide);

describe('Player controls', () => {
  it('plays, pauses and skips 10 s with buttons a keyboard reaches with Tab and presses with Enter', async () => {
    const { user } = await renderPlayer();
    const { element, play, pause } = mediaAt(30);

    await user.click(control('Play'));
    expect(play).toHaveBeenCalledTimes(1);
    expect(control('Pause')).toBeInTheDocument();
    await user.click(control('Pause'));
    expect(pause).toHaveBeenCalledTimes(1);

    act(() => control('Play').focus());
    await user.tab();
    expect(control('Back 10 seconds')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(element.currentTime).toBe(20);
    await user.tab();
    expect(control('Forward 10 seconds')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(element.currentTime).toBe(40);
    expect(within(player()).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:40 of 10:00',
    );
  });

  it('sets the speed from 0.75x to 2x on the video and keeps it with the progress', async () => {
    const { user, store } = await renderPlayer();
    const { element } = mediaAt(0);
    const speed = within(player()).getByRole('combobox', { name: 'Speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    await user.selectOptions(speed, '1.5×');
    expect(element.playbackRate).toBe(1.5);
    expect(element.defaultPlaybackRate).toBe(1.5);
    expect(selectProgressRecord(store.getState()).playback.rate).toBe(1.5);
  });

  it('opens a lesson at the speed the learner chose before', async () => {
    await renderPlayer('2', progressState({}, { rate: 1.75, autoAdvance: false }));
    const { element } = mediaAt(0);
    expect(element.playbackRate).toBe(1.75);
    expect(within(player()).getByRole('combobox', { name: 'Speed' })).toHaveValue('1.75');
  });

  it('mutes, turns captions off and lists the keyboard shortcuts in a visible help', async () => {
    const { user } = await renderPlayer();
    const { element } = mediaAt(0);
    await user.click(control('Mute'));
    expect(element.muted).toBe(true);
    expect(control('Unmute')).toBeInTheDocument();

    await user.click(control('Turn captions off'));
    expect(control('Turn captions on')).toBeInTheDocument();

    const help = control('Keyboard shortcuts');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    const shortcuts = within(player()).getByLabelText('Keyboard shortcuts', { selector: 'dl' });
    expect(shortcuts).toBeVisible();
    expect(shortcuts).toHaveTextContent('Space or KPlay or pause');
    expect(shortcuts).toHaveTextContent('J or ←Back 10 seconds');
    expect(shortcuts).toHaveTextContent('L or →Forward 10 seconds');
    expect(shortcuts).toHaveTextContent('MMute or unmute');
    expect(shortcuts).toHaveTextContent('FFull screen');
    expect(shortcuts).toHaveTextContent('CCaptions on or off');
  });
});

describe('Keyboard shortcuts', () => {
  it('work while the player has focus: Space/K, J/L, the arrows, M, F and C', async () => {
    const requestFullscreen = jest.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const { user } = await renderPlayer();
    const { element, play, pause } = mediaAt(100);

    act(() => element.focus());
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(1);
    await user.keyboard('k');
    expect(pause).toHaveBeenCalledTimes(1);
    await user.keyboard('K');
    expect(play).toHaveBeenCalledTimes(2);

    await user.keyboard('l');
    expect(element.currentTime).toBe(110);
    await user.keyboard('{ArrowRight}');
    expect(element.currentTime).toBe(120);
    await user.keyboard('j');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(element.currentTime).toBe(90);

    await user.keyboard('m');
    expect(element.muted).toBe(true);
    await user.keyboard('c');
    expect(control('Turn captions on')).toBeInTheDocument();
    await user.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(player());

    // From a control inside the player too; Space there presses the control itself.
    act(() => control('Unmute').focus());
    await user.keyboard('l');
    expect(element.currentTime).toBe(100);
    await user.keyboard(' ');
    expect(element.muted).toBe(false);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('do nothing while focus is elsewhere on the page', async () => {
    const { user } = await renderPlayer();
    const { element, play } = mediaAt(100);

    act(() => screen.getByRole('radio', { name: '<-' }).focus());
    await user.keyboard('kjlmcf');
    act(() => screen.getByRole('button', { name: 'Submit Answer' }).focus());
    await user.keyboard('{ArrowRight}k');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard(' kl{ArrowLeft}m');

    expect(play).not.toHaveBeenCalled();
    expect(element.currentTime).toBe(100);
    expect(element.muted).toBe(false);
    expect(control('Turn captions off')).toBeInTheDocument();
  });

  it('leave keys with Ctrl, Alt or Cmd to the browser', async () => {
    const { user } = await renderPlayer();
    const { element } = mediaAt(100);
    act(() => element.focus());
    await user.keyboard('{Control>}l{/Control}{Alt>}{ArrowRight}{/Alt}');
    expect(element.currentTime).toBe(100);
  });
});

describe('Transcript', () => {
  it('is collapsed on a phone and opens on request, without the page asking for it before', async () => {
    screenIsWide(false);
    const { user } = await renderPlayer();
    const toggle = screen.getByRole('button', { name: 'Transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Transcript' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
  });

  it('is open beside the lesson on a wide screen, highlights the spoken line and seeks on a click', async () => {
    screenIsWide(true);
    const { user } = await renderPlayer();
    const { element } = mediaAt(0, 4);
    const lines = await screen.findByRole('list', { name: 'Transcript' });
    const welcome = within(lines).getByRole('button', { name: /0:00\s*Welcome to R and RStudio\./ });
    const watch = within(lines).getByRole('button', { name: /0:02\s*Watch closely/ });
    fireEvent.timeUpdate(element);
    expect(welcome).toHaveAttribute('aria-current', 'true');
    expect(watch).not.toHaveAttribute('aria-current');

    await user.click(watch);
    expect(element.currentTime).toBe(2);
    expect(watch).toHaveAttribute('aria-current', 'true');
    expect(welcome).not.toHaveAttribute('aria-current');
  });

  it('narrows the lines to a search, says how many match and when none do', async () => {
    screenIsWide(true);
    const { user } = await renderPlayer();
    const lines = await screen.findByRole('list', { name: 'Transcript' });
    await user.type(screen.getByRole('searchbox', { name: 'Search transcript' }), 'quiz');
    expect(within(lines).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('1 line matches')).toBeInTheDocument();
    expect(within(lines).getByText('quiz')).toContainHTML('mark');
    await user.clear(screen.getByRole('searchbox', { name: 'Search transcript' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search transcript' }), 'python');
    expect(screen.getByText('No lines match “python”.')).toBeInTheDocument();
  });

  it('keeps its search while closed: opened again, it shows the same lines for the same words', async () => {
    screenIsWide(true);
    const { user } = await renderPlayer();
    await screen.findByRole('list', { name: 'Transcript' });
    await user.type(screen.getByRole('searchbox', { name: 'Search transcript' }), 'quiz');
    const toggle = screen.getByRole('button', { name: 'Transcript' });
    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Transcript' })).not.toBeInTheDocument();
    await user.click(toggle);
    const lines = await screen.findByRole('list', { name: 'Transcript' });
    expect(screen.getByRole('searchbox', { name: 'Search transcript' })).toHaveValue('quiz');
    expect(within(lines).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('1 line matches')).toBeInTheDocument();
  });

  it('says when the transcript cannot be loaded and tries again', async () => {
    screenIsWide(true);
    server.use(failures.captions.serverError());
    const { user } = await renderPlayer();
    expect(await screen.findByText('The transcript could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
  });
});

describe('Next lesson', () => {
  async function answer(user: Awaited<ReturnType<typeof renderPlayer>>['user'], option: string) {
    await user.click(screen.getByRole('radio', { name: option }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
  }

  it('appears once the lesson has ended and its quiz is answered, and plays the next lesson', async () => {
    const { user } = await renderPlayer();
    await answer(user, '<-');
    // Answered, but not yet watched to the end.
    expect(screen.queryByRole('button', { name: 'Next lesson' })).not.toBeInTheDocument();
    fireEvent.ended(lessonVideo());
    expect(screen.queryByRole('button', { name: 'Next lesson' })).not.toBeInTheDocument();
    await answer(user, '<-');

    await user.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(screen.getByRole('group', { name: 'Video player: Vectors and data types' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'What does c(1, 2, 3) create?' })).toBeInTheDocument();
    const play = jest.fn(() => Promise.resolve());
    Object.assign(lessonVideo(), { play });
    fireEvent.loadedMetadata(lessonVideo());
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(lessonVideo()).toHaveFocus());
  });

  it('says the course is finished after the last lesson instead', async () => {
    const { user } = await renderPlayer('1', progressState({ '1': ['v1', 'v2', 'v3'] }));
    await user.click(
      within(screen.getByRole('list', { name: 'Course videos' })).getByRole('button', {
        name: /Working with data frames/,
      }),
    );
    await answer(user, 'head()');
    expect(screen.getByText('You have finished every lesson of this course.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next lesson' })).not.toBeInTheDocument();
  });

  it('moves on by itself only when auto-advance is on (off by default, remembered), after a countdown', async () => {
    jest.useFakeTimers();
    try {
      const { user, store } = await renderPlayer('1', progressState({ '1': ['v1'] }), {
        advanceTimers: (ms) => jest.advanceTimersByTime(ms),
      });
      const toggle = screen.getByRole('switch', { name: 'Play the next lesson automatically' });
      expect(toggle).not.toBeChecked();
      await user.click(
        within(screen.getByRole('list', { name: 'Course videos' })).getByRole('button', { name: /Welcome/ }),
      );
      await answer(user, '<-');
      act(() => jest.advanceTimersByTime((AUTO_ADVANCE_DELAY_S + 1) * 1000));
      expect(screen.getByRole('radiogroup', { name: /assigns a value/ })).toBeInTheDocument();

      await user.click(toggle);
      expect(selectProgressRecord(store.getState()).playback.autoAdvance).toBe(true);
      expect(screen.getByText('Next: “Vectors and data types” in 5 s')).toBeInTheDocument();
      // The learner may stay.
      await user.click(screen.getByRole('button', { name: 'Stay on this lesson' }));
      act(() => jest.advanceTimersByTime((AUTO_ADVANCE_DELAY_S + 1) * 1000));
      expect(screen.getByRole('radiogroup', { name: /assigns a value/ })).toBeInTheDocument();

      // Answering again starts a new countdown, which moves on at its end.
      await answer(user, '<-');
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByText('Next: “Vectors and data types” in 3 s')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.getByRole('radiogroup', { name: 'What does c(1, 2, 3) create?' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
