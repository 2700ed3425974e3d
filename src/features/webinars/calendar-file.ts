import { createEvent } from 'ics';
import type { EventAttributes } from 'ics';

import type { Webinar } from './model';

/**
 * The iCalendar (RFC 5545) text of one webinar: start and end as UTC instants, so every calendar app
 * places it at the right local time; title, description, speaker and registration link; text escaped
 * and long lines folded by the `ics` package. Loaded only when a visitor asks for the file.
 */
export function webinarCalendarText(webinar: Webinar, now: number): string {
  const lines = [webinar.description];
  if (webinar.speaker) lines.push(`Speaker: ${webinar.speaker}`);
  if (webinar.registrationLink) lines.push(`Register or join: ${webinar.registrationLink}`);
  // `timestamp` (DTSTAMP) is honoured by ics but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: 'mindbridgeconsulting.in/webinars',
    uid: `webinar-${webinar.id}@mindbridgeconsulting.in`,
    timestamp: now,
    start: webinar.startsAt,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: webinar.endsAt,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: webinar.title,
    description: lines.filter((line) => line !== '').join('\n'),
    ...(webinar.registrationLink ? { url: webinar.registrationLink } : {}),
    status: webinar.isFirstUpcoming ? 'CONFIRMED' : 'TENTATIVE',
    busyStatus: 'BUSY',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be created');
  return refoldLines(value);
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 limits lines to 75 octets; `ics` counts characters, so a title with accents or a rupee sign
 * could overrun. Unfolds its output and folds again by UTF-8 octets, never inside a character.
 */
export function refoldLines(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // Continuation lines start with a space, which counts toward their 75 octets.
        const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** A file name for the download: the title in lower-case words joined by dashes. */
export function calendarFileName(webinar: Webinar): string {
  const slug = webinar.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'webinar'}.ics`;
}
