/**
 * Writes an iCalendar document (RFC 5545) of all-day and timed events with a reminder: what a
 * calendar app subscribed to a feed reads. Only what the feed needs, written to the letter of
 * the RFC, since calendar apps differ in what they forgive: CRLF line ends, text escaped, and
 * lines folded at 75 octets without splitting a character.
 */

export interface CalendarEvent {
  /** Stable across reads, so that a calendar updates the event instead of adding another. */
  uid: string;
  /**
   * An all-day event's day, YYYY-MM-DD (a "floating" date: the same day in every time zone), or
   * a timed event's start and end, instants written in UTC.
   */
  when: { day: string } | { start: Date; end: Date };
  summary: string;
  description: string;
  url: string;
  location?: string | null;
}

export interface CalendarDocument {
  /** The name calendar apps give the subscription. */
  name: string;
  description: string;
  /** How often a calendar app should read the feed again (an ISO 8601 duration, "PT1H"). */
  refreshInterval: string;
  events: readonly CalendarEvent[];
  /** When the document is written: every event's DTSTAMP. */
  now: Date;
}

const MAX_LINE_OCTETS = 75;

/**
 * TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11), and
 * the control characters other than tab, which no content line may hold, left out.
 */
export function escapeText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a
 * space (RFC 5545 3.1), never inside a UTF-8 sequence or a UTF-16 surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** 2026-11-30 → 20261130 */
function basicDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return day.replace(/-/g, '');
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** 2026-11-30T09:05:00.000Z → 20261130T090500Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function timeLines(when: CalendarEvent['when']): string[] {
  if ('day' in when)
    return [
      `DTSTART;VALUE=DATE:${basicDate(when.day)}`,
      // DTEND is exclusive: an all-day event ends at the start of the next day.
      `DTEND;VALUE=DATE:${basicDate(nextDay(when.day))}`,
      // A reminder of the day itself, not a busy day in the calendar.
      'TRANSP:TRANSPARENT',
    ];
  return [`DTSTART:${utcStamp(when.start)}`, `DTEND:${utcStamp(when.end)}`, 'TRANSP:OPAQUE'];
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const location = event.location ?? null;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...timeLines(event.when),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(location === null ? [] : [`LOCATION:${escapeText(location)}`]),
    `DESCRIPTION:${escapeText(event.description)}`,
    // URI values are not TEXT: not escaped (a comma in a query would otherwise gain a backslash).
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.summary)}`,
    // Nine in the morning of a day, in the calendar's own time zone; an hour before a meeting.
    `TRIGGER:${'day' in event.when ? 'PT9H' : '-PT1H'}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

export function writeCalendar(document: CalendarDocument): string {
  const stamp = utcStamp(document.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Resume Agent//Job search calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(document.name)}`,
    `X-WR-CALNAME:${escapeText(document.name)}`,
    `DESCRIPTION:${escapeText(document.description)}`,
    `X-WR-CALDESC:${escapeText(document.description)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${document.refreshInterval}`,
    `X-PUBLISHED-TTL:${document.refreshInterval}`,
    ...document.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
