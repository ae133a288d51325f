/**
 * Both engines hand timestamptz over as text, and the API speaks RFC 3339 instants in UTC with
 * milliseconds (what Date#toISOString writes). Rewriting PostgreSQL's text into that form is a
 * few string slices; the drivers' default — parse each value into a Date, which the
 * repositories then formatted back — was ~15% of the CPU of a case-list page
 * (docs/contributing/performance.md).
 */

/** The oid of timestamptz, for the drivers' parser tables. */
export const TIMESTAMPTZ_OID = 1184;

/**
 * Sessions are set to UTC (see the engines' modules), so PostgreSQL writes
 * `YYYY-MM-DD HH:MM:SS[.ffffff]+00`: the fast path. Anything else (another session time zone,
 * a year beyond 9999) goes through Date, which reads ISO 8601 offsets.
 */
export function isoFromTimestamptzText(text: string): string {
  const length = text.length;
  if (
    length >= 22 &&
    text.charCodeAt(10) === 32 /* space */ &&
    text.endsWith('+00') &&
    (length === 22 || text.charCodeAt(19) === 46) /* . */
  ) {
    // Microseconds are cut to milliseconds, as a Date would; a value has at least one digit.
    const fraction =
      length === 22
        ? '000'
        : text
            .slice(20, length - 3)
            .padEnd(3, '0')
            .slice(0, 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  return isoFromOffsetText(text);
}

const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;
const OFFSET_TEXT = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?([+-]\d{2}(?::\d{2})?)$/;

/**
 * The same instant to the microsecond, `YYYY-MM-DDTHH:MM:SS.ffffffZ`: for keys that must
 * round-trip exactly (list cursors), where milliseconds could skip or repeat rows. Called once
 * per page, so plain regular expressions.
 */
export function exactIsoFromTimestamptzText(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(6, '0')}Z`;
  const offset = OFFSET_TEXT.exec(text);
  if (offset) {
    // Another session time zone: Date moves the whole seconds to UTC; the fraction stays.
    const inUtc = isoFromOffsetText(`${offset[1]}${offset[3]}`);
    return `${inUtc.slice(0, 19)}.${(offset[2] ?? '').padEnd(6, '0')}Z`;
  }
  throw new Error(`The database returned a timestamp the API cannot express: ${text}`);
}

function isoFromOffsetText(text: string): string {
  // "+05:30" reads as is; "+05" (whole hours, PostgreSQL's short form) needs its minutes.
  const instant = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  if (Number.isNaN(instant.getTime()))
    throw new Error(`The database returned a timestamp the API cannot express: ${text}`);
  return instant.toISOString();
}
