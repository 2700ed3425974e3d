import { eventDays } from './event-dates';

describe('eventDays', () => {
  it.each([
    ['15 December 2026', '2026-12-15', '2026-12-15'],
    ['28-29 September 2024', '2024-09-28', '2024-09-29'],
    ['28 and 29 September 2024', '2024-09-28', '2024-09-29'],
    ['28 – 29 Sept. 2024', '2024-09-28', '2024-09-29'],
    ['30 December 2026 - 2 January 2027', '2026-12-30', '2027-01-02'],
    ['30 Nov - 2 Dec 2026', '2026-11-30', '2026-12-02'],
    ['  1   March, 2025 ', '2025-03-01', '2025-03-01'],
  ])('reads "%s" as %s to %s', (text, start, end) => {
    expect(eventDays(text)).toEqual({ start, end });
  });

  it.each([
    '',
    'TBA',
    'Coming soon',
    'September 2024',
    '31 February 2026',
    '29-28 September 2024',
    '2 January 2027 - 30 December 2026',
    '15 Decembre 2026',
    '15/12/2026',
    'Every Friday',
  ])('leaves "%s" out rather than guess', (text) => {
    expect(eventDays(text)).toBeNull();
  });
});
