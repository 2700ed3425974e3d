import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';

import { playerCopy } from '../content';
import { commandForKey, controlOwnsKey, skipTarget } from '../player-controls';
import type { PlayerCommand } from '../player-controls';
import type { PlayerVideo } from '../player-course';
import { newVideoPlayback, videoPlayback } from '../video-playback';
import type { VideoEvent, VideoStep } from '../video-playback';

import { PlayerControlBar } from './player-control-bar';
import { LessonVideoElement, PlayerFrame, VideoBox } from './video-controls';

/** What the page may ask of the player: the transcript seeks, a new lesson takes focus. */
export type LessonVideoHandle = { seek: (seconds: number) => void; focus: () => void };

type LessonVideoProps = {
  video: PlayerVideo;
  /** The second to resume at, read when the video's metadata arrives. */
  startAt: number | undefined;
  /** The learner's speed, kept with the progress. */
  rate: number;
  onRateChange: (rate: number) => void;
  /** Reports the playing position: at most every few seconds while playing, and on pause or leaving. */
  onPosition: (seconds: number) => void;
  /** Every position the video shows (for the transcript's highlight). */
  onTime?: (seconds: number) => void;
  onEnded: () => void;
  /** Start playing once the video can (the learner moved on to this lesson themselves). */
  autoPlay?: boolean;
  /** The clock, injectable for tests. */
  now?: () => number;
  ref?: Ref<LessonVideoHandle>;
};

/** Shows or hides the captions track (hidden keeps its cues loaded). */
function showCaptions(element: HTMLVideoElement | null, on: boolean): void {
  const track = element?.textTracks?.[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

/** Plays; a refused play() (no user gesture, source gone) leaves the button showing Play. */
function play(element: HTMLVideoElement | null): void {
  element?.play()?.catch(() => undefined);
}

/** What the page hears from the player. */
type PlayerListeners = Pick<LessonVideoProps, 'onPosition' | 'onTime' | 'onEnded'>;

/** Does what a step of the player's rules says, on the video element and through the page's callbacks. */
function carryOut(step: VideoStep, element: HTMLVideoElement | null, page: PlayerListeners): void {
  if (step.seekTo !== undefined && element) element.currentTime = step.seekTo;
  if (step.show !== undefined) page.onTime?.(step.show);
  if (step.report !== undefined) page.onPosition(step.report);
  if (step.play) play(element);
  if (step.completed) page.onEnded();
}

/**
 * One lesson's video with the player's own controls on the native element (no download item): play, skip
 * 10 s back and forward, a seek bar, mute, speed (0.75 to 2x), captions, full screen and a visible list of
 * the keyboard shortcuts, which work only while focus is inside the player. When it resumes, reports the
 * position or completes, and the second it shows, is decided by `videoPlayback` (video-playback.ts): this
 * component feeds it the element's events and renders its state; the switches (mute, captions, shortcuts,
 * full screen) are its own. Mount it with `key={video.id}` so each lesson starts fresh.
 */
export function LessonVideo({
  video,
  startAt,
  rate,
  onRateChange,
  onPosition,
  onTime,
  onEnded,
  autoPlay = false,
  now = Date.now,
  ref,
}: LessonVideoProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState(() => newVideoPlayback(startAt, autoPlay));
  // The rules read the state an event finds, even when two events arrive before React renders.
  const playbackRef = useRef(playback);
  const callbacksRef = useRef({ onPosition, onTime, onEnded });
  const [muted, setMuted] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const hintId = useId();

  useEffect(() => {
    callbacksRef.current = { onPosition, onTime, onEnded };
  }, [onPosition, onTime, onEnded]);

  /** Runs an event through the player's rules, then does what they say on the element and to the page. */
  const send = useCallback((event: VideoEvent) => {
    const step = videoPlayback(playbackRef.current, event);
    playbackRef.current = step.state;
    setPlayback(step.state);
    carryOut(step, videoRef.current, callbacksRef.current);
  }, []);

  // Leaving the lesson (another video, another page) may keep the second it reached.
  useEffect(() => {
    const element = videoRef.current;
    return () => {
      if (element) send({ type: 'left', seconds: element.currentTime });
    };
  }, [send]);

  // The chosen speed holds for this video and, through the store, for the next one and after a reload.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate]);

  // Hidden rather than disabled: the track stays loaded, so turning captions back on is instant.
  useEffect(() => showCaptions(videoRef.current, captionsOn), [captionsOn]);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  // The account's position may arrive after the lesson opened.
  useEffect(() => {
    const element = videoRef.current;
    send({
      type: 'savedPositionArrived',
      startAt,
      metadataReady: !!element && element.readyState >= 1,
      duration: element?.duration ?? Number.NaN,
    });
  }, [startAt, send]);

  const seek = (seconds: number) => send({ type: 'seekRequested', seconds });

  useImperativeHandle(ref, () => ({
    seek,
    focus: () => videoRef.current?.focus(),
  }));

  const togglePlay = () => {
    const element = videoRef.current;
    if (element?.paused) play(element);
    else element?.pause();
  };

  const toggleMute = () => {
    const element = videoRef.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };

  const toggleCaptions = () => setCaptionsOn((on) => !on);

  const toggleFullscreen = () => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void container.requestFullscreen?.().catch(() => undefined);
  };

  const skip = (seconds: number) => {
    const element = videoRef.current;
    if (element) seek(skipTarget(element.currentTime, seconds, element.duration));
  };

  const run = (command: PlayerCommand) => {
    switch (command.kind) {
      case 'togglePlay':
        return togglePlay();
      case 'skip':
        return skip(command.seconds);
      case 'toggleMute':
        return toggleMute();
      case 'toggleFullscreen':
        return toggleFullscreen();
      case 'toggleCaptions':
        return toggleCaptions();
    }
  };

  // The shortcuts listen on the player only: the same keys elsewhere on the page do what they always do.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = commandForKey(event);
    if (!command) return;
    const target = event.target as HTMLElement & { type?: string };
    if (target !== videoRef.current && controlOwnsKey(target, event.key)) return;
    event.preventDefault();
    run(command);
  };

  const { playing, time, duration } = playback;

  return (
    // A group, not a widget: the keys act on the video while focus is anywhere inside it.
    <PlayerFrame
      ref={containerRef}
      role="group"
      aria-label={playerCopy.playerLabel(video.title)}
      onKeyDown={onKeyDown}
    >
      <VideoBox>
        <LessonVideoElement
          ref={videoRef}
          data-testid="lesson-video"
          src={video.videoUrl}
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          preload="metadata"
          tabIndex={0}
          aria-label={video.title}
          aria-describedby={hintId}
          onClick={togglePlay}
          onContextMenu={(event) => event.preventDefault()}
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            element.defaultPlaybackRate = rate;
            element.playbackRate = rate;
            send({ type: 'metadataLoaded', duration: element.duration });
          }}
          onDurationChange={(event) =>
            send({ type: 'durationChanged', duration: event.currentTarget.duration })
          }
          onPlay={() => send({ type: 'playStarted', at: now() })}
          onTimeUpdate={(event) => {
            const { currentTime, paused } = event.currentTarget;
            send({ type: 'timeUpdated', seconds: currentTime, paused, at: now() });
          }}
          onPause={(event) => {
            const { currentTime, ended } = event.currentTarget;
            send({ type: 'paused', seconds: currentTime, ended, at: now() });
          }}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onEnded={() => send({ type: 'ended' })}
        >
          <track
            data-testid="captions"
            kind="captions"
            src={video.captionsUrl}
            srcLang="en"
            label={playerCopy.captionsLabel}
            default
          />
        </LessonVideoElement>
      </VideoBox>
      <PlayerControlBar
        state={{ playing, time, duration, muted, captionsOn, fullscreen, helpOpen, rate }}
        ids={{ help: helpId, hint: hintId }}
        on={{
          seek,
          togglePlay,
          skip,
          toggleMute,
          rateChange: onRateChange,
          toggleCaptions,
          toggleHelp: () => setHelpOpen((open) => !open),
          toggleFullscreen,
        }}
      />
    </PlayerFrame>
  );
}
