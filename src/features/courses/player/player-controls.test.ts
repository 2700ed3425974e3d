import {
  PLAYBACK_RATES,
  commandForKey,
  controlOwnsKey,
  formatClock,
  nearestPlaybackRate,
  skipTarget,
} from './player-controls';

const press = (
  key: string,
  modifiers: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {},
) => commandForKey({ key, ctrlKey: false, altKey: false, metaKey: false, ...modifiers });

describe('playback speed', () => {
  it('offers 0.75x to 2x', () => {
    expect(PLAYBACK_RATES[0]).toBe(0.75);
    expect(PLAYBACK_RATES.at(-1)).toBe(2);
  });

  it('reads any value as the nearest offered speed, and nonsense as normal speed', () => {
    expect(nearestPlaybackRate(1.5)).toBe(1.5);
    expect(nearestPlaybackRate(1.6)).toBe(1.5);
    expect(nearestPlaybackRate(0.1)).toBe(0.75);
    expect(nearestPlaybackRate(16)).toBe(2);
    expect(nearestPlaybackRate(Number.NaN)).toBe(1);
    expect(nearestPlaybackRate(-1)).toBe(1);
  });
});

describe('skipping', () => {
  it('moves 10 s either way and stays inside the video', () => {
    expect(skipTarget(30, 10, 100)).toBe(40);
    expect(skipTarget(4, -10, 100)).toBe(0);
    expect(skipTarget(95, 10, 100)).toBe(100);
    expect(skipTarget(95, 10, Number.NaN)).toBe(105);
  });

  it('writes positions as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('keyboard shortcuts', () => {
  it('maps Space/K, J/L and the arrows, M, F and C, in either case', () => {
    expect(press(' ')).toEqual({ kind: 'togglePlay' });
    expect(press('K')).toEqual({ kind: 'togglePlay' });
    expect(press('j')).toEqual({ kind: 'skip', seconds: -10 });
    expect(press('ArrowLeft')).toEqual({ kind: 'skip', seconds: -10 });
    expect(press('l')).toEqual({ kind: 'skip', seconds: 10 });
    expect(press('ArrowRight')).toEqual({ kind: 'skip', seconds: 10 });
    expect(press('m')).toEqual({ kind: 'toggleMute' });
    expect(press('F')).toEqual({ kind: 'toggleFullscreen' });
    expect(press('c')).toEqual({ kind: 'toggleCaptions' });
  });

  it('leaves other keys and every key with Ctrl, Alt or Cmd to the browser', () => {
    expect(press('x')).toBeNull();
    expect(press('Tab')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
  });

  it('lets a focused control keep the keys it uses itself', () => {
    expect(controlOwnsKey({ tagName: 'BUTTON' }, ' ')).toBe(true);
    expect(controlOwnsKey({ tagName: 'BUTTON' }, 'k')).toBe(false);
    expect(controlOwnsKey({ tagName: 'INPUT', type: 'range' }, 'ArrowLeft')).toBe(true);
    expect(controlOwnsKey({ tagName: 'INPUT', type: 'range' }, 'k')).toBe(false);
    expect(controlOwnsKey({ tagName: 'INPUT', type: 'search' }, 'k')).toBe(true);
    expect(controlOwnsKey({ tagName: 'SELECT' }, 'ArrowDown')).toBe(true);
    expect(controlOwnsKey({ tagName: 'VIDEO' }, ' ')).toBe(false);
  });
});
