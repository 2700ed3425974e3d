import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';

import { playerCopy } from '../content';
import { PLAYBACK_RATES, PLAYER_SHORTCUTS, formatRate } from '../player-controls';

/**
 * The lesson player's controls, each a small component styled from the theme (white on the player's
 * black, the secondary colour for the seek bar, a white focus ring); video-playback.ts decides what they
 * show and lesson-video.tsx renders them.
 */

/** The player: black, rounded, filling the screen as a column in full screen. */
export const PlayerFrame = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.common.black,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflow: 'hidden',
  color: theme.palette.common.white,
  '&:fullscreen': { display: 'flex', flexDirection: 'column', borderRadius: 0 },
}));

/** The video's own box: 16:9, or whatever room full screen leaves above the controls. */
export const VideoBox = styled('div')({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  ':fullscreen > &': { flex: 1, aspectRatio: 'auto', minHeight: 0 },
});

/** The video element itself, filling its box; a click on it plays or pauses. */
export const LessonVideoElement = styled('video')({
  width: '100%',
  height: '100%',
  display: 'block',
  cursor: 'pointer',
});

/** The band under the video that holds the controls. */
export const ControlsBar = styled('div')(({ theme }) => ({
  padding: theme.spacing(0.5, 1),
  backgroundColor: theme.palette.grey[900],
}));

/** One row of controls, wrapping on a narrow phone. */
export const ControlsRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(0.5),
}));

/** Pushes the controls after it to the row's end. */
export const ControlsGap = styled('div')({ flex: 1 });

const focusRing = (color: string, offset?: number) => ({
  '&:focus-visible': {
    outline: `2px solid ${color}`,
    ...(offset === undefined ? {} : { outlineOffset: offset }),
  },
});

/** Icon buttons at 40 px: well above the 24 px target size of WCAG 2.5.8, with a focus ring on black. */
const WhiteIconButton = styled(IconButton)(({ theme }) => ({
  color: theme.palette.common.white,
  ...focusRing(theme.palette.common.white, -2),
}));

export function ControlButton({
  label,
  onClick,
  pressed,
  expanded,
  controls,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  children: ReactNode;
}) {
  return (
    <WhiteIconButton
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      title={label}
      onClick={onClick}
    >
      {children}
    </WhiteIconButton>
  );
}

const SeekInput = styled('input')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 24,
  margin: 0,
  accentColor: theme.palette.secondary.main,
  cursor: 'pointer',
  ...focusRing(theme.palette.common.white),
}));

/** The seek bar: where the video is, out of its length, said in words to a screen reader. */
export function SeekBar({
  time,
  duration,
  position,
  length,
  onSeek,
}: {
  time: number;
  duration: number;
  /** `time` and `duration` as the clock shows them. */
  position: string;
  length: string;
  onSeek: (seconds: number) => void;
}) {
  return (
    <SeekInput
      type="range"
      aria-label={playerCopy.seek}
      aria-valuetext={playerCopy.seekValue(position, length)}
      min={0}
      max={duration || 0}
      step={0.1}
      value={Math.min(time, duration || 0)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onSeek(Number(event.target.value))}
    />
  );
}

/** "1:05 / 4:30", in figures of one width so it does not jitter as it counts. */
export const PlaybackClock = styled('span')(({ theme }) => ({
  padding: theme.spacing(0, 1),
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
}));

const SpeedLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0, 0.5),
  fontSize: '0.875rem',
}));

const SpeedInput = styled('select')(({ theme }) => ({
  minHeight: 32,
  minWidth: 64,
  padding: theme.spacing(0, 0.5),
  font: 'inherit',
  color: theme.palette.common.white,
  backgroundColor: theme.palette.grey[800],
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  ...focusRing(theme.palette.common.white),
}));

/** The playback speed, 0.75 to 2x: a native select, so phones show their own picker. */
export function SpeedSelect({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  return (
    <SpeedLabel>
      <span>{playerCopy.speed}</span>
      <SpeedInput
        value={rate}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(Number(event.target.value))}
      >
        {PLAYBACK_RATES.map((option) => (
          <option key={option} value={option}>
            {formatRate(option)}
          </option>
        ))}
      </SpeedInput>
    </SpeedLabel>
  );
}

const ShortcutsPanel = styled('div')(({ theme }) => ({
  padding: theme.spacing(0.5, 1, 1.5),
  fontSize: '0.875rem',
  borderTop: `1px solid ${theme.palette.grey[800]}`,
}));

const ShortcutsHint = styled('p')(({ theme }) => ({
  margin: 0,
  marginBottom: theme.spacing(1),
  color: theme.palette.grey[300],
}));

const ShortcutTable = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  '& dd': { margin: 0 },
  '& > div': { display: 'contents' },
}));

const Key = styled('kbd')(({ theme }) => ({
  fontFamily: 'inherit',
  padding: theme.spacing(0.125, 0.75),
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: Number(theme.shape.borderRadius) * 0.5,
}));

/** The visible list of the keyboard shortcuts, with the hint the video points to (`hintId`). */
export function ShortcutList({ id, hintId, open }: { id: string; hintId: string; open: boolean }) {
  return (
    <ShortcutsPanel id={id} hidden={!open}>
      <ShortcutsHint id={hintId}>{playerCopy.shortcutsHint}</ShortcutsHint>
      <ShortcutTable aria-label={playerCopy.shortcuts}>
        {PLAYER_SHORTCUTS.map(({ keys, action }) => (
          <div key={action}>
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' or '}
                  <Key>{key}</Key>
                </span>
              ))}
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </ShortcutTable>
    </ShortcutsPanel>
  );
}
