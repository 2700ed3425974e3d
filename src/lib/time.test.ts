import {
  daysBetween,
  formatClock12,
  formatDayLong,
  formatIstTime,
  formatMonthYear,
  istDayKey,
  istInstant,
  zonedClock,
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

  it("reads an instant on another zone's clock", () => {
    const instant = Date.parse('2026-11-21T06:00:00Z');
    expect(zonedClock(instant, 'America/Los_Angeles')).toEqual({
      dayKey: '2026-11-20',
      time: '10:00 PM',
      zoneName: 'PST',
    });
    expect(zonedClock(instant, 'Asia/Tokyo')).toMatchObject({ dayKey: '2026-11-21', time: '3:00 PM' });
  });

  it("makes one date format per zone, however many times a list asks (making one loads the zone's rules)", () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (let hour = 0; hour < 5; hour += 1) zonedClock(Date.UTC(2026, 10, 21, hour), 'Europe/Lisbon');
    zonedClock(Date.UTC(2026, 10, 21), 'Asia/Dubai');
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});
