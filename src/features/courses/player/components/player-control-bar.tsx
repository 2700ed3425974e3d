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

import { playerCopy } from '../content';
import { SKIP_SECONDS, formatClock } from '../player-controls';

import {
  ControlButton,
  ControlsBar,
  ControlsGap,
  ControlsRow,
  PlaybackClock,
  SeekBar,
  ShortcutList,
  SpeedSelect,
} from './video-controls';

type PlayerControlBarProps = {
  /** What the controls show: the video's state and the player's own switches. */
  state: {
    playing: boolean;
    time: number;
    duration: number;
    muted: boolean;
    captionsOn: boolean;
    fullscreen: boolean;
    helpOpen: boolean;
    rate: number;
  };
  /** The shortcut list's id (the button controls it) and the hint's (the video is described by it). */
  ids: { help: string; hint: string };
  on: {
    seek: (seconds: number) => void;
    togglePlay: () => void;
    skip: (seconds: number) => void;
    toggleMute: () => void;
    rateChange: (rate: number) => void;
    toggleCaptions: () => void;
    toggleHelp: () => void;
    toggleFullscreen: () => void;
  };
};

/**
 * The player's controls below the video: the seek bar, then play, skip back and forward, the clock, mute,
 * speed, captions, the keyboard shortcuts' list and full screen.
 */
export function PlayerControlBar({ state, ids, on }: PlayerControlBarProps) {
  const { playing, time, duration, muted, captionsOn, fullscreen, helpOpen, rate } = state;
  const position = formatClock(time);
  const length = formatClock(duration);
  return (
    <ControlsBar>
      <SeekBar time={time} duration={duration} position={position} length={length} onSeek={on.seek} />
      <ControlsRow>
        <ControlButton label={playing ? playerCopy.pause : playerCopy.play} onClick={on.togglePlay}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </ControlButton>
        <ControlButton label={playerCopy.skipBack(SKIP_SECONDS)} onClick={() => on.skip(-SKIP_SECONDS)}>
          <Replay10Icon />
        </ControlButton>
        <ControlButton label={playerCopy.skipForward(SKIP_SECONDS)} onClick={() => on.skip(SKIP_SECONDS)}>
          <Forward10Icon />
        </ControlButton>
        <PlaybackClock>
          {position} / {length}
        </PlaybackClock>
        <ControlsGap />
        <ControlButton label={muted ? playerCopy.unmute : playerCopy.mute} onClick={on.toggleMute}>
          {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
        </ControlButton>
        <SpeedSelect rate={rate} onChange={on.rateChange} />
        <ControlButton
          label={captionsOn ? playerCopy.captionsOff : playerCopy.captionsOn}
          onClick={on.toggleCaptions}
        >
          {captionsOn ? <ClosedCaptionIcon /> : <ClosedCaptionOffIcon />}
        </ControlButton>
        <ControlButton
          label={playerCopy.shortcuts}
          expanded={helpOpen}
          controls={ids.help}
          onClick={on.toggleHelp}
        >
          <KeyboardIcon />
        </ControlButton>
        <ControlButton
          label={fullscreen ? playerCopy.exitFullscreen : playerCopy.enterFullscreen}
          onClick={on.toggleFullscreen}
        >
          {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </ControlButton>
      </ControlsRow>
      <ShortcutList id={ids.help} hintId={ids.hint} open={helpOpen} />
    </ControlsBar>
  );
}
