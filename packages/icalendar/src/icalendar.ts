/**
 * Writes iCalendar documents (RFC 5545) of all-day and timed events, to the letter: CRLF line
 * ends, TEXT values escaped, lines folded at 75 octets, DATE and UTC DATE-TIME values.
 *
 * One module without relative imports: the frontend's bundler (Turbopack) reads these sources
 * directly and cannot map `./x.js` to `./x.ts`, while the backend's NodeNext resolution needs
 * the extension (packages/site-config chose the other way, since only the frontend reads it).
 */

// Content lines and TEXT values (§3.1, §3.3.11).

/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();

function octets(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Escapes a TEXT value: backslash, semicolon, comma, and every kind of line break as \n, so
 * that no value can end its line and start a property of its own. The control characters other
 * than tab, which no content line may hold, are left out.
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
 * Folds a content line: after 75 octets, CRLF and one space, and each continuation counts that
 * space. Splits between characters, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = octets(character);
    if (currentOctets + size > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    currentOctets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A URI value may not hold whitespace (a line break would start a property); else as given. */
export function checkUri(value: string): string {
  if (/\s/.test(value)) throw new RangeError('A URL in a calendar cannot contain whitespace');
  return value;
}

// DATE and DATE-TIME values (§3.3.4, §3.3.5).

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads YYYY-MM-DD as a real calendar day; throws on anything else (2026-02-30 included). */
export function parseDay(day: string): { year: number; month: number; date: number } {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  )
    throw new RangeError(`Not a calendar day: ${day}`);
  return { year, month, date };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function formatUtcDay(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** The DATE value of a day (20261201) and of the day after, the exclusive end of an all-day event. */
export function allDayRange(day: string): { start: string; end: string } {
  const { year, month, date } = parseDay(day);
  return {
    start: formatUtcDay(new Date(Date.UTC(year, month - 1, date))),
    // Date.UTC rolls day 32 into the next month and month 13 into the next year.
    end: formatUtcDay(new Date(Date.UTC(year, month - 1, date + 1))),
  };
}

/** A DATE-TIME in UTC (form 2): 20261123T140500Z. */
export function formatUtcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a valid instant');
  return `${formatUtcDay(instant)}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

// The VCALENDAR and its VEVENTs, each with an optional reminder (§3.4, §3.6.1, §3.6.6).

export interface CalendarEvent {
  /** Stable across writes, so that a calendar updates the event instead of adding another. */
  uid: string;
  /**
   * An all-day event's day, YYYY-MM-DD (a "floating" date: the same day in every time zone): it
   * marks the day without making the person busy. Or a timed event's start and end, written in
   * UTC, which makes them busy.
   */
  when: { day: string } | { start: Date; end: Date };
  summary: string;
  description?: string;
  location?: string | null;
  url?: string;
  /**
   * A reminder, as a duration from the event's start: "-PT1H" an hour before, "PT9H" nine
   * hours after (for an all-day event: 9:00 of the day, in the calendar's own time zone).
   */
  reminder?: string;
}

export interface CalendarDocument {
  /** PRODID: who wrote it, "-//Company//Product//EN". */
  productId: string;
  /** The name calendar apps give a subscription. */
  name?: string;
  description?: string;
  /** How often a subscribed calendar should read it again (a duration, "PT1H"). */
  refreshInterval?: string;
  events: readonly CalendarEvent[];
  /** When the document is written: every event's DTSTAMP. */
  now: Date;
}

const DURATION = /^[+-]?P(?:\d+W|(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?)$/;

function duration(value: string): string {
  if (!DURATION.test(value) || /[PT]$/.test(value))
    throw new RangeError(`Not an iCalendar duration: ${value}`);
  return value;
}

function timeLines(when: CalendarEvent['when']): string[] {
  if ('day' in when) {
    const { start, end } = allDayRange(when.day);
    return [`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`];
  }
  if (when.end.getTime() < when.start.getTime())
    throw new RangeError('An event cannot end before it starts');
  return [`DTSTART:${formatUtcDateTime(when.start)}`, `DTEND:${formatUtcDateTime(when.end)}`];
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const { description, location, url, reminder } = event;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...timeLines(event.when),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(description === undefined ? [] : [`DESCRIPTION:${escapeText(description)}`]),
    // URI values are not TEXT: not escaped (a comma in a query would otherwise gain a backslash).
    ...(url === undefined ? [] : [`URL:${checkUri(url)}`]),
    `TRANSP:${'day' in event.when ? 'TRANSPARENT' : 'OPAQUE'}`,
    ...(reminder === undefined
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:${duration(reminder)}`,
          'END:VALARM',
        ]),
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, lines folded, every line (the last too) ended by CRLF. */
export function writeCalendar(document: CalendarDocument): string {
  const stamp = formatUtcDateTime(document.now);
  const { name, description, refreshInterval } = document;
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(document.productId)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // NAME (RFC 7986) and the X-WR- names older apps read instead.
    ...(name === undefined ? [] : [`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`]),
    ...(description === undefined
      ? []
      : [`DESCRIPTION:${escapeText(description)}`, `X-WR-CALDESC:${escapeText(description)}`]),
    ...(refreshInterval === undefined
      ? []
      : [
          `REFRESH-INTERVAL;VALUE=DURATION:${duration(refreshInterval)}`,
          `X-PUBLISHED-TTL:${duration(refreshInterval)}`,
        ]),
    ...document.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

// Reading back (§3.1): what tests and tools check a written calendar with.

/** The content lines of a calendar, unfolded: a CRLF followed by a space or a tab joins them. */
export function unfoldedLines(calendar: string): string[] {
  return calendar.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** Each VEVENT of a calendar as its property lines, between BEGIN:VEVENT and END:VEVENT. */
export function eventsIn(calendar: string): string[][] {
  const events: string[][] = [];
  let current: string[] | undefined;
  for (const line of unfoldedLines(calendar)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else current?.push(line);
  }
  return events;
}
