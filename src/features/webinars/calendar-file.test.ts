import { calendarFileName, refoldLines, webinarCalendarText } from './calendar-file';
import { readWebinars } from './model';

const [webinar] = readWebinars(
  [
    {
      id: 3,
      title: 'Tables, Figures; and Listings with R',
      description: 'Demographics, adverse events; and a Kaplan-Meier figure\\ with a long description line.',
      date: '2026-11-25',
      time: '18:00:00',
      duration: '1.5',
      status: 'upcoming',
      isConfirmed: 'true',
      speaker: 'Sameer Khan',
      registration_link: 'https://meet.example.com/r-tfl',
    },
  ],
  'r-programming',
);
if (!webinar) throw new Error('fixture did not read');

const NOW = Date.parse('2026-11-21T06:30:00Z');

/** The logical lines: folded continuations (CRLF then one space or tab) joined back. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (text: string, name: string) =>
  unfold(text)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('the iCalendar file of a webinar', () => {
  const text = webinarCalendarText(webinar, NOW);

  it('is one VEVENT with CRLF line ends', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('starts and ends in UTC: 18:00 to 19:30 IST is 12:30 to 14:00 Z', () => {
    expect(property(text, 'DTSTART')).toBe('20261125T123000Z');
    expect(property(text, 'DTEND')).toBe('20261125T140000Z');
    expect(property(text, 'DTSTAMP')).toBe('20261121T063000Z');
    expect(property(text, 'UID')).toBe('webinar-r-programming-3@mindbridgeconsulting.in');
    expect(property(text, 'STATUS')).toBe('CONFIRMED');
  });

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    expect(property(text, 'SUMMARY')).toBe('Tables\\, Figures\\; and Listings with R');
    expect(property(text, 'DESCRIPTION')).toBe(
      'Demographics\\, adverse events\\; and a Kaplan-Meier figure\\\\ with a long description line.' +
        '\\nSpeaker: Sameer Khan\\nRegister or join: https://meet.example.com/r-tfl',
    );
    expect(property(text, 'URL')).toBe('https://meet.example.com/r-tfl');
  });

  it('folds lines longer than 75 octets, continuing with one space', () => {
    const physical = text.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'₹'.repeat(40)}`;
    const folded = refoldLines(`${line}\r\n`);
    const parts = folded.split('\r\n').filter((part) => part !== '');
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.length).toBeGreaterThan(1);
    expect(unfold(folded)[0]).toBe(line);
  });

  it('marks an unconfirmed date tentative and leaves out a missing link', () => {
    const tentative = webinarCalendarText({ ...webinar, isFirstUpcoming: false, registrationLink: '' }, NOW);
    expect(property(tentative, 'STATUS')).toBe('TENTATIVE');
    expect(property(tentative, 'URL')).toBeUndefined();
    expect(property(tentative, 'DESCRIPTION')).not.toContain('Register');
  });

  it('is named after the title', () => {
    expect(calendarFileName(webinar)).toBe('tables-figures-and-listings-with-r.ics');
  });
});
