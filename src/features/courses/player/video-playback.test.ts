import { POSITION_SAVE_INTERVAL_MS } from './model';
import { newVideoPlayback, videoPlayback } from './video-playback';
import type { VideoEvent, VideoPlayback, VideoStep } from './video-playback';

type Done = Omit<VideoStep, 'state'>;

/** Runs the events in order: the state they leave and what each step said to do. */
function run(events: VideoEvent[], from: VideoPlayback = newVideoPlayback(undefined, false)) {
  const done: Done[] = [];
  let state = from;
  for (const event of events) {
    const { state: next, ...todo } = videoPlayback(state, event);
    state = next;
    done.push(todo);
  }
  return { state, done, last: done.at(-1) };
}

const reported = (done: Done[]) => done.flatMap(({ report }) => (report === undefined ? [] : [report]));

describe('videoPlayback', () => {
  it('starts at the saved second once the length is known, and plays at once only when asked to', () => {
    const resumed = run([{ type: 'metadataLoaded', duration: 600 }], newVideoPlayback(42, false));
    expect(resumed.state).toMatchObject({ time: 42, duration: 600, playing: false });
    expect(resumed.last).toEqual({ seekTo: 42, show: 42 });

    const fresh = run([{ type: 'metadataLoaded', duration: 600 }], newVideoPlayback(undefined, true));
    expect(fresh.last).toEqual({ play: true });
  });

  it('starts from the beginning when the saved second is at the very end, and knows no length for a stream', () => {
    expect(run([{ type: 'metadataLoaded', duration: 600 }], newVideoPlayback(599.8, false)).last).toEqual({});
    const stream = run([{ type: 'metadataLoaded', duration: Number.POSITIVE_INFINITY }]);
    expect(stream.state.duration).toBe(0);
    expect(run([{ type: 'durationChanged', duration: Number.NaN }], stream.state).state.duration).toBe(0);
    expect(run([{ type: 'durationChanged', duration: 310 }], stream.state).state.duration).toBe(310);
  });

  it("moves to the account's position when it arrives before the learner plays, never after", () => {
    const opened = run([{ type: 'metadataLoaded', duration: 600 }]).state;
    const arrived: VideoEvent = {
      type: 'savedPositionArrived',
      startAt: 90,
      metadataReady: true,
      duration: 600,
    };

    const before = run([arrived], opened);
    expect(before.last).toEqual({ seekTo: 90, show: 90 });
    // The same position heard again moves nothing.
    expect(run([arrived], before.state).last).toEqual({});

    const after = run([{ type: 'playStarted', at: 1000 }, arrived], opened);
    expect(after.last).toEqual({});
    expect(after.state.startAt).toBe(90);
  });

  it('remembers a position that arrives before the metadata and starts there when it comes', () => {
    const { state, done } = run([
      { type: 'savedPositionArrived', startAt: 75, metadataReady: false, duration: Number.NaN },
      { type: 'metadataLoaded', duration: 600 },
    ]);
    expect(state.time).toBe(75);
    expect(done).toEqual([{}, { seekTo: 75, show: 75 }]);
  });

  it('reports the position at most every few seconds while playing, and shows every second', () => {
    const interval = POSITION_SAVE_INTERVAL_MS;
    const { done } = run([
      { type: 'playStarted', at: 10_000 },
      { type: 'timeUpdated', seconds: 1, paused: false, at: 10_000 + interval - 1 },
      { type: 'timeUpdated', seconds: 5, paused: false, at: 10_000 + interval },
      { type: 'timeUpdated', seconds: 6, paused: false, at: 10_000 + interval + 1 },
      { type: 'timeUpdated', seconds: 10, paused: false, at: 10_000 + 2 * interval },
      // A seek while paused shows the second without reporting it.
      { type: 'timeUpdated', seconds: 50, paused: true, at: 10_000 + 5 * interval },
    ]);
    expect(reported(done)).toEqual([5, 10]);
    expect(done.map(({ show }) => show)).toEqual([undefined, 1, 5, 6, 10, 50]);
  });

  it('reports on pause, but not for the pause that comes with the end, which completes the lesson instead', () => {
    const paused = run([
      { type: 'playStarted', at: 0 },
      { type: 'paused', seconds: 33, ended: false, at: 1000 },
    ]);
    expect(paused.state.playing).toBe(false);
    expect(reported(paused.done)).toEqual([33]);

    const finished = run([
      { type: 'playStarted', at: 0 },
      { type: 'paused', seconds: 600, ended: true, at: 1000 },
      { type: 'ended' },
    ]);
    expect(reported(finished.done)).toEqual([]);
    expect(finished.last).toEqual({ completed: true });
    expect(finished.state).toMatchObject({ playing: false, ended: true });
  });

  it('keeps the second reached on leaving, unless the video was at its start or watched to the end', () => {
    const playing = run([{ type: 'playStarted', at: 0 }]).state;
    expect(reported(run([{ type: 'left', seconds: 48 }], playing).done)).toEqual([48]);
    expect(reported(run([{ type: 'left', seconds: 0 }], playing).done)).toEqual([]);
    expect(reported(run([{ type: 'ended' }, { type: 'left', seconds: 600 }], playing).done)).toEqual([]);
    // Played again after the end: leaving keeps the position once more.
    const again = run(
      [{ type: 'ended' }, { type: 'playStarted', at: 5 }, { type: 'left', seconds: 12 }],
      playing,
    );
    expect(reported(again.done)).toEqual([12]);
  });

  it('seeks where it is asked', () => {
    const { state, last } = run([{ type: 'seekRequested', seconds: 120 }]);
    expect(state.time).toBe(120);
    expect(last).toEqual({ seekTo: 120, show: 120 });
  });
});
