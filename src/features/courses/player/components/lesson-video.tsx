import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionOffIcon from '@mui/icons-material/ClosedCaptionOffOutlined';
import Forward10Icon from '@mui/icons-material/Forward10';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';

import { playerCopy } from '../content';
import { POSITION_SAVE_INTERVAL_MS, resumePosition } from '../model';
import { SKIP_SECONDS, commandForKey, controlOwnsKey, formatClock, skipTarget } from '../player-controls';
import type { PlayerCommand } from '../player-controls';
import type { PlayerVideo } from '../player-courses';

import {
  ControlButton,
  ControlsBar,
  ControlsGap,
  ControlsRow,
  PlaybackClock,
  PlayerFrame,
  SeekBar,
  ShortcutList,
  SpeedSelect,
  VideoBox,
} from './video-controls';

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

/**
 * One lesson's video with the player's own controls on the native element (no download item): play, skip
 * 10 s back and forward, a seek bar, mute, speed (0.75 to 2x), captions, full screen and a visible list of
 * the keyboard shortcuts, which work only while focus is inside the player. Resumes at the saved second and
 * reports the position sparingly so the store is not written every frame. Mount it with `key={video.id}` so
 * each lesson starts fresh.
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
  const lastSaved = useRef(0);
  const startAtRef = useRef(startAt);
  // Played at least once: from then on the learner decides where the video is.
  const playedRef = useRef(false);
  const autoPlayRef = useRef(autoPlay);
  const onPositionRef = useRef(onPosition);
  const endedRef = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const hintId = useId();

  useEffect(() => {
    onPositionRef.current = onPosition;
  }, [onPosition]);

  // Leaving the lesson (another video, another page) keeps the second it reached.
  useEffect(() => {
    const element = videoRef.current;
    return () => {
      if (element && !endedRef.current && element.currentTime > 0) onPositionRef.current(element.currentTime);
    };
  }, []);

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

  const showTime = (seconds: number) => {
    setTime(seconds);
    onTime?.(seconds);
  };

  const seek = (seconds: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    showTime(seconds);
  };

  // The account's position may arrive after the lesson opened (the sync asks as the page opens): until the
  // learner plays, the lesson moves to it.
  useEffect(() => {
    if (startAt === startAtRef.current) return;
    startAtRef.current = startAt;
    const element = videoRef.current;
    if (!element || playedRef.current || element.readyState < 1) return;
    const start = resumePosition(startAt, element.duration);
    if (start > 0) {
      element.currentTime = start;
      setTime(start);
      onTime?.(start);
    }
  }, [startAt, onTime]);

  useImperativeHandle(ref, () => ({
    seek,
    focus: () => videoRef.current?.focus(),
  }));

  const save = (element: HTMLVideoElement) => {
    lastSaved.current = now();
    onPosition(element.currentTime);
  };

  const togglePlay = () => {
    const element = videoRef.current;
    if (!element) return;
    // A refused play() (no user gesture, source gone) leaves the button showing Play.
    if (element.paused) element.play()?.catch(() => undefined);
    else element.pause();
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

  const run = (command: PlayerCommand) => {
    const element = videoRef.current;
    switch (command.kind) {
      case 'togglePlay':
        return togglePlay();
      case 'skip':
        if (element) seek(skipTarget(element.currentTime, command.seconds, element.duration));
        return;
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

  const position = formatClock(time);
  const length = formatClock(duration);

  return (
    // A group, not a widget: the keys act on the video while focus is anywhere inside it.
    <PlayerFrame
      ref={containerRef}
      role="group"
      aria-label={playerCopy.playerLabel(video.title)}
      onKeyDown={onKeyDown}
    >
      <VideoBox>
        <video
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
            setDuration(Number.isFinite(element.duration) ? element.duration : 0);
            const start = resumePosition(startAtRef.current, element.duration);
            if (start > 0) seek(start);
            if (autoPlayRef.current) element.play()?.catch(() => undefined);
          }}
          onDurationChange={(event) => {
            const { duration: length } = event.currentTarget;
            if (Number.isFinite(length)) setDuration(length);
          }}
          onPlay={() => {
            playedRef.current = true;
            endedRef.current = false;
            lastSaved.current = now();
            setPlaying(true);
          }}
          onTimeUpdate={(event) => {
            const element = event.currentTarget;
            showTime(element.currentTime);
            if (!element.paused && now() - lastSaved.current >= POSITION_SAVE_INTERVAL_MS) save(element);
          }}
          onPause={(event) => {
            const element = event.currentTarget;
            setPlaying(false);
            // A video that reached its end pauses too; `ended` reports that instead.
            if (!element.ended) save(element);
          }}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onEnded={() => {
            endedRef.current = true;
            setPlaying(false);
            onEnded();
          }}
          style={{ width: '100%', height: '100%', display: 'block', cursor: 'pointer' }}
        >
          <track
            data-testid="captions"
            kind="captions"
            src={video.captionsUrl}
            srcLang="en"
            label={playerCopy.captionsLabel}
            default
          />
        </video>
      </VideoBox>
      <ControlsBar>
        <SeekBar time={time} duration={duration} position={position} length={length} onSeek={seek} />
        <ControlsRow>
          <ControlButton label={playing ? playerCopy.pause : playerCopy.play} onClick={togglePlay}>
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </ControlButton>
          <ControlButton
            label={playerCopy.skipBack(SKIP_SECONDS)}
            onClick={() => run({ kind: 'skip', seconds: -SKIP_SECONDS })}
          >
            <Replay10Icon />
          </ControlButton>
          <ControlButton
            label={playerCopy.skipForward(SKIP_SECONDS)}
            onClick={() => run({ kind: 'skip', seconds: SKIP_SECONDS })}
          >
            <Forward10Icon />
          </ControlButton>
          <PlaybackClock>
            {position} / {length}
          </PlaybackClock>
          <ControlsGap />
          <ControlButton label={muted ? playerCopy.unmute : playerCopy.mute} onClick={toggleMute}>
            {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
          </ControlButton>
          <SpeedSelect rate={rate} onChange={onRateChange} />
          <ControlButton
            label={captionsOn ? playerCopy.captionsOff : playerCopy.captionsOn}
            onClick={toggleCaptions}
          >
            {captionsOn ? <ClosedCaptionIcon /> : <ClosedCaptionOffIcon />}
          </ControlButton>
          <ControlButton
            label={playerCopy.shortcuts}
            expanded={helpOpen}
            controls={helpId}
            onClick={() => setHelpOpen((open) => !open)}
          >
            <KeyboardIcon />
          </ControlButton>
          <ControlButton
            label={fullscreen ? playerCopy.exitFullscreen : playerCopy.enterFullscreen}
            onClick={toggleFullscreen}
          >
            {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </ControlButton>
        </ControlsRow>
        <ShortcutList id={helpId} hintId={hintId} open={helpOpen} />
      </ControlsBar>
    </PlayerFrame>
  );
}
