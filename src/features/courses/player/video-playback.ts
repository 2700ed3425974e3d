import { POSITION_SAVE_INTERVAL_MS, resumePosition } from './model';

/**
 * One lesson video's rules as a pure step: where it starts (the saved second, or the account's when it
 * arrives before the learner plays), when the playing position is reported (at most every few seconds
 * while playing, on pause and on leaving, never after the end), when the lesson counts as watched, and
 * the second and length the controls show. `lesson-video.tsx` turns the video element's events into these
 * events and does what each step says on the element and through its callbacks; the switches (mute,
 * captions, shortcuts, full screen) stay the component's own state.
 */

export type VideoPlayback = {
  playing: boolean;
  /** The second the controls show. */
  time: number;
  /** The video's length, 0 until it is known. */
  duration: number;
  /** Played at least once: from then on the learner decides where the video is. */
  played: boolean;
  /** Watched to the end (and not played again since). */
  ended: boolean;
  /** When the position was last reported, on the injected clock (ms). */
  reportedAt: number;
  /** The saved second to resume at, as last heard. */
  startAt: number | undefined;
  /** Start playing once the video can (the learner moved on to this lesson themselves). */
  playOnLoad: boolean;
};

/** A lesson's video before its metadata arrives. */
export const newVideoPlayback = (startAt: number | undefined, playOnLoad: boolean): VideoPlayback => ({
  playing: false,
  time: 0,
  duration: 0,
  played: false,
  ended: false,
  reportedAt: 0,
  startAt,
  playOnLoad,
});

/** What happened, with what the video element said at that moment (`at` is the injected clock's ms). */
export type VideoEvent =
  | { type: 'metadataLoaded'; duration: number }
  | { type: 'durationChanged'; duration: number }
  | { type: 'savedPositionArrived'; startAt: number | undefined; metadataReady: boolean; duration: number }
  | { type: 'playStarted'; at: number }
  | { type: 'timeUpdated'; seconds: number; paused: boolean; at: number }
  | { type: 'paused'; seconds: number; ended: boolean; at: number }
  | { type: 'ended' }
  | { type: 'left'; seconds: number }
  | { type: 'seekRequested'; seconds: number };

/**
 * The player's next state and what it must do about the event, in this order: move the video (`seekTo`),
 * tell the page the second on screen (`show`, for the transcript's highlight), keep a position with the
 * progress (`report`), start playing (`play`), say the lesson was watched to its end (`completed`).
 */
export type VideoStep = {
  state: VideoPlayback;
  seekTo?: number;
  show?: number;
  report?: number;
  play?: true;
  completed?: true;
};

const knownLength = (duration: number) => (Number.isFinite(duration) ? duration : 0);

const seekTo = (state: VideoPlayback, seconds: number): VideoStep => ({
  state: { ...state, time: seconds },
  seekTo: seconds,
  show: seconds,
});

/** The player's next state and what it must do, for one event. */
export function videoPlayback(state: VideoPlayback, event: VideoEvent): VideoStep {
  switch (event.type) {
    case 'metadataLoaded': {
      const loaded = { ...state, duration: knownLength(event.duration) };
      const start = resumePosition(state.startAt, event.duration);
      const step = start > 0 ? seekTo(loaded, start) : { state: loaded };
      return state.playOnLoad ? { ...step, play: true } : step;
    }
    case 'durationChanged':
      return { state: Number.isFinite(event.duration) ? { ...state, duration: event.duration } : state };
    case 'savedPositionArrived': {
      // The account's position may arrive after the lesson opened (the sync asks as the page opens):
      // until the learner plays, the lesson moves to it.
      if (event.startAt === state.startAt) return { state };
      const heard = { ...state, startAt: event.startAt };
      if (state.played || !event.metadataReady) return { state: heard };
      const start = resumePosition(event.startAt, event.duration);
      return start > 0 ? seekTo(heard, start) : { state: heard };
    }
    case 'playStarted':
      return { state: { ...state, playing: true, played: true, ended: false, reportedAt: event.at } };
    case 'timeUpdated': {
      const shown = { ...state, time: event.seconds };
      if (event.paused || event.at - state.reportedAt < POSITION_SAVE_INTERVAL_MS) {
        return { state: shown, show: event.seconds };
      }
      return { state: { ...shown, reportedAt: event.at }, show: event.seconds, report: event.seconds };
    }
    case 'paused': {
      const stopped = { ...state, playing: false };
      // A video that reached its end pauses too; `ended` reports that instead.
      if (event.ended) return { state: stopped };
      return { state: { ...stopped, reportedAt: event.at }, report: event.seconds };
    }
    case 'ended':
      return { state: { ...state, playing: false, ended: true }, completed: true };
    case 'left':
      // Leaving the lesson (another video, another page) keeps the second it reached.
      return !state.ended && event.seconds > 0 ? { state, report: event.seconds } : { state };
    case 'seekRequested':
      return seekTo(state, event.seconds);
  }
}
