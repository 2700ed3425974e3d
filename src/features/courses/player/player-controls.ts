/** The speeds the player offers, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** How far the skip buttons and J/L (or the arrow keys) move, in seconds. */
export const SKIP_SECONDS = 10;

/** How the learner likes to watch; kept with the progress, the same for every lesson. */
export type PlaybackPreferences = {
  /** One of PLAYBACK_RATES. */
  rate: number;
  /** Move on to the next lesson by itself once a lesson is watched and its quiz answered. */
  autoAdvance: boolean;
};

export const DEFAULT_PLAYBACK: PlaybackPreferences = { rate: 1, autoAdvance: false };

/** The offered speed closest to a value; 1 for anything that is not a positive finite number. */
export function nearestPlaybackRate(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  return PLAYBACK_RATES.reduce((best, rate) =>
    Math.abs(rate - value) < Math.abs(best - value) ? rate : best,
  );
}

/** "1.5×": how a speed is written on the control. */
export const formatRate = (rate: number): string => `${rate}×`;

/** The position after skipping `delta` seconds, kept inside the video. */
export function skipTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, current + delta), end);
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export type PlayerCommand =
  | { kind: 'togglePlay' }
  | { kind: 'skip'; seconds: number }
  | { kind: 'toggleMute' }
  | { kind: 'toggleFullscreen' }
  | { kind: 'toggleCaptions' };

/** What a key does in the player, for the visible help and the key handler alike. */
export const PLAYER_SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Space', 'K'], action: 'Play or pause' },
  { keys: ['J', '←'], action: `Back ${SKIP_SECONDS} seconds` },
  { keys: ['L', '→'], action: `Forward ${SKIP_SECONDS} seconds` },
  { keys: ['M'], action: 'Mute or unmute' },
  { keys: ['F'], action: 'Full screen' },
  { keys: ['C'], action: 'Captions on or off' },
];

type KeyPress = { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean };

/**
 * The command a key press stands for inside the player, or null. Keys with Ctrl, Alt or Cmd belong to the
 * browser and the screen reader, so they never count (WCAG 2.1.4: single-key shortcuts only where the
 * player has focus, never page-wide).
 */
export function commandForKey({ key, ctrlKey, altKey, metaKey }: KeyPress): PlayerCommand | null {
  if (ctrlKey || altKey || metaKey) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { kind: 'togglePlay' };
    case 'j':
    case 'ArrowLeft':
      return { kind: 'skip', seconds: -SKIP_SECONDS };
    case 'l':
    case 'ArrowRight':
      return { kind: 'skip', seconds: SKIP_SECONDS };
    case 'm':
      return { kind: 'toggleMute' };
    case 'f':
      return { kind: 'toggleFullscreen' };
    case 'c':
      return { kind: 'toggleCaptions' };
    default:
      return null;
  }
}

/**
 * Whether the focused control handles this key itself: Space and Enter press a button, the arrows move a
 * slider or a list. The player's shortcut then stays out of the way.
 */
export function controlOwnsKey(target: { tagName: string; type?: string }, key: string): boolean {
  const tag = target.tagName.toLowerCase();
  if (tag === 'select' || tag === 'textarea') return true;
  if (tag === 'input') return target.type === 'range' ? key.startsWith('Arrow') : true;
  if (tag === 'button' || tag === 'a') return key === ' ' || key === 'Enter';
  return false;
}
