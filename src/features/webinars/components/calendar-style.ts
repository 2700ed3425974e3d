import type { DayTone } from '../model';

/** The calendar's size, shared with its placeholders so nothing moves when it arrives. */
export const CALENDAR_WIDTH = 320;
// MUI's own view height: six weeks always fit, so months of five and six weeks take the same room.
export const CALENDAR_HEIGHT = 336;

/** Day colours: a pale fill with dark text, each pair above 4.5:1 contrast. */
export const toneColours: Record<Exclude<DayTone, 'none'>, { background: string; text: string }> = {
  past: { background: '#fde2e0', text: '#9b1c1c' },
  upcoming: { background: '#dcf2e0', text: '#1b5e20' },
  live: { background: '#ffe28a', text: '#5c3d00' },
  today: { background: '#dbe8ff', text: '#0d47a1' },
};
