/**
 * Hours on a person's own clock: "8:00 in Europe/Berlin" as an instant, on every day of the
 * year, summer time included. Through Intl, whose zones also checked the name the person gave,
 * so the database stores instants and never has to know a zone.
 */
import { addDays } from '../pipeline/application-service.js';

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function wallFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** What the clocks of `timeZone` show at `instant`: a day and an hour (and the rest). */
export function wallTimeOf(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallFormatOf(timeZone).formatToParts(instant))
    if (type !== 'literal') parts[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    /** YYYY-MM-DD */
    day: `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`,
    hour,
    /** The wall time read as if it were UTC, to measure the zone's offset. */
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/**
 * The instant the clocks of `timeZone` show `hour`:00 on `day` (YYYY-MM-DD). An hour the clocks
 * skip (2:00 on the night summer time starts) is the instant they jump over it; an hour they
 * show twice is one of the two.
 */
export function instantAt(day: string, hour: number, timeZone: string): Date {
  const wall = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    hour,
  );
  // The zone's offset at an instant; Intl reads to the second.
  const offsetAt = (instant: number) =>
    wallTimeOf(new Date(instant), timeZone).asUtc - Math.floor(instant / 1000) * 1000;
  // The offset at a guess, then at the instant it gives: twice settles it, since a zone's
  // offset changes at most once within hours.
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  if (wallTimeOf(new Date(second), timeZone).hour === hour) return new Date(second);
  // Skipped: the two guesses lie either side of the jump, whose instant is the later one.
  return new Date(Math.max(first, second));
}

/** The next instant after `now` at which the clocks of `timeZone` show `hour`:00. */
export function nextInstantAtHour(now: Date, hour: number, timeZone: string): Date {
  const today = wallTimeOf(now, timeZone).day;
  for (const day of [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)]) {
    const instant = instantAt(day, hour, timeZone);
    if (instant.getTime() > now.getTime()) return instant;
  }
  throw new Error(`No ${hour}:00 within two days in ${timeZone}`);
}
