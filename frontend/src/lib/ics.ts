/**
 * A follow-up reminder as an iCalendar file (RFC 5545), written in the browser: one all-day
 * event that calendar apps (Google, Apple, Outlook) import. Pure, so it is tested to the octet.
 */

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface FollowUpEvent {
  /** The application's id; the UID is derived from it, so a re-import updates the same event. */
  applicationId: string;
  /** The day to follow up, YYYY-MM-DD. */
  on: string;
  jobTitle: string;
  company?: string | null;
  /** The application's page, absolute (https://…/applications/42). */
  applicationUrl: string;
  /** The host that owns the UID, e.g. resume-agent.example. */
  uidDomain: string;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

/** Escapes a TEXT value (§3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

function octets(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Folds a content line (§3.1): after 75 octets, CRLF and one space, and each continuation
 * counts that space. Splits between characters, never inside a UTF-8 sequence or a surrogate pair.
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
  return parts.join(`${CRLF} `);
}

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

/** A DATE-TIME in UTC (§3.3.5, form 2): 20261123T140500Z. */
export function formatUtcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid DTSTAMP');
  return `${formatUtcDay(instant)}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

export function followUpSummary(jobTitle: string, company?: string | null): string {
  const title = jobTitle.trim() || 'your application';
  const at = company?.trim();
  return at ? `Follow up: ${title} at ${at}` : `Follow up: ${title}`;
}

/** A URI value may not hold a line break or a space; anything else is taken as given. */
function assertUri(value: string): string {
  if (/[\s]/.test(value)) throw new RangeError('A URL in a calendar file cannot contain spaces');
  return value;
}

/** The whole VCALENDAR, lines folded, every line (the last too) ended by CRLF. */
export function buildFollowUpCalendar(event: FollowUpEvent): string {
  const { start, end } = allDayRange(event.on);
  const summary = followUpSummary(event.jobTitle, event.company);
  const url = assertUri(event.applicationUrl);
  const description = `${summary}.\nYour application: ${url}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Resume Agent//Follow-ups//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:application-${escapeText(event.applicationId)}-follow-up@${escapeText(event.uidDomain)}`,
    `DTSTAMP:${formatUtcDateTime(event.now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    // An all-day reminder should not show the person as busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

/** A file name that every OS accepts: follow-up-staff-engineer-acme.ics */
export function followUpFilename(jobTitle: string, company?: string | null): string {
  const slug = [jobTitle, company ?? '']
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `follow-up${slug ? `-${slug}` : ''}.ics`;
}

export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';
