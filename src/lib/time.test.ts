import {
  daysBetween,
  formatClock12,
  formatDayLong,
  formatIstTime,
  formatMonthYear,
  istDayKey,
  istInstant,
  clockAtOffset,
  visitorClock,
} from './time';

describe('IST helpers', () => {
  it('turns an Indian wall-clock date and time into the instant, 5:30 ahead of UTC', () => {
    expect(new Date(istInstant('2026-11-21', '11:30:00')).toISOString()).toBe('2026-11-21T06:00:00.000Z');
    expect(new Date(istInstant('2026-11-21', '00:15')).toISOString()).toBe('2026-11-20T18:45:00.000Z');
  });

  it('rejects dates and times that do not exist', () => {
    for (const [date, time] of [
      ['2026-02-31', '10:00:00'],
      ['2026-13-01', '10:00:00'],
      ['2026-11-21', '24:00:00'],
      ['21/11/2026', '10:00:00'],
      ['2026-11-21', '10am'],
    ] as const) {
      expect(istInstant(date, time)).toBeNaN();
    }
  });

  it('names the Indian calendar day, which turns at 18:30 UTC', () => {
    expect(istDayKey(Date.parse('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(istDayKey(Date.parse('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('counts calendar days across months and years', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-25')).toBe(25);
    expect(daysBetween('2026-11-21', '2026-11-07')).toBe(-14);
  });

  it('formats a 24-hour reading as h:mm AM/PM, never "14:00 AM"', () => {
    expect(formatClock12(0, 5)).toBe('12:05 AM');
    expect(formatClock12(9, 0)).toBe('9:00 AM');
    expect(formatClock12(12, 0)).toBe('12:00 PM');
    expect(formatClock12(14, 0)).toBe('2:00 PM');
    expect(formatClock12(23, 59)).toBe('11:59 PM');
    expect(formatIstTime(Date.parse('2026-11-21T08:30:00Z'))).toBe('2:00 PM');
  });

  it('writes days in full and months with the year', () => {
    expect(formatDayLong('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatMonthYear('2026-12-16')).toBe('December 2026');
  });

  it('reads a wall clock at a fixed offset, and names the offset as Intl names a zone without an abbreviation', () => {
    const instant = Date.UTC(2026, 10, 21, 6, 0);
    expect(clockAtOffset(-8 * 60)(instant)).toEqual({
      dayKey: '2026-11-20',
      time: '10:00 PM',
      zoneName: 'GMT-8',
    });
    expect(clockAtOffset(9 * 60)(instant)).toEqual({
      dayKey: '2026-11-21',
      time: '3:00 PM',
      zoneName: 'GMT+9',
    });
    expect(clockAtOffset(5 * 60 + 30)(instant).zoneName).toBe('GMT+5:30');
    expect(clockAtOffset(-(3 * 60 + 30))(instant).zoneName).toBe('GMT-3:30');
    expect(clockAtOffset(0)(instant)).toEqual({ dayKey: '2026-11-21', time: '6:00 AM', zoneName: 'GMT' });
  });

  it("reads the visitor's clock from the browser's offset at each instant, without Intl", () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const instant = Date.UTC(2026, 6, 1, 12, 0);
    const offset = -new Date(instant).getTimezoneOffset();
    expect(visitorClock(instant)).toEqual(clockAtOffset(offset)(instant));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
