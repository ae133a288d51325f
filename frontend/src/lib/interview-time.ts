/**
 * An interview's time as people enter and read it. The person types a day and a time on their
 * own clock (<input type="date"> and <input type="time">); the API stores the instant
 * (`startsAt`, ISO in UTC). The conversions go through Intl with the time zone named, never
 * through the Date's local methods, so that tests can fix any zone and the day a clock changes
 * (DST) is handled the same way everywhere. Each function takes the zone (default: the
 * browser's) and, where it matters, "now".
 */
import { daysBetween } from './dates';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// A time field gives HH:MM, or HH:MM:SS with a `step` under a minute; seconds are dropped.
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** A day and a time on a wall clock, as date and time fields hold them. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

export interface ZoneOptions {
  /** An IANA zone ("Europe/Berlin"); the browser's own when left out. */
  timeZone?: string;
}

export interface FormatOptions extends ZoneOptions {
  /** The locale to write in; English, as the rest of the app, when left out. */
  locale?: string;
  /** 12 or 24 hours; the locale's, or without a locale the browser's own, when left out. */
  hourCycle?: HourCycle;
  now?: Date;
}

type HourCycle = NonNullable<Intl.DateTimeFormatOptions['hourCycle']>;

/** The app's words are English; its dates are written the same way (dates.ts). */
const APP_LOCALE = 'en';

let browserCycle: { cycle: HourCycle | undefined } | undefined;
/**
 * The hour cycle of the browser's own locale: the app writes English, but a person who reads
 * 14:00 on every clock reads 14:00 here too, not 2:00 PM.
 */
function browserHourCycle(): HourCycle | undefined {
  if (browserCycle === undefined) {
    try {
      browserCycle = {
        cycle: new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle,
      };
    } catch {
      browserCycle = { cycle: undefined };
    }
  }
  return browserCycle.cycle;
}

/** The time of day, "14:00" or "2:00 PM", in the locale and on the hour cycle asked for. */
function clockOf({ locale, timeZone, hourCycle }: FormatOptions): Intl.DateTimeFormat {
  // A locale asked for brings its own cycle; the app's English takes the browser's.
  const cycle = hourCycle ?? (locale === undefined ? browserHourCycle() : undefined);
  return formatOf(`time-${cycle ?? ''}`, locale ?? APP_LOCALE, timeZone, {
    timeStyle: 'short',
    ...(cycle === undefined ? {} : { hourCycle: cycle }),
  });
}

// Formatters are made on first use and kept: each costs locale data on the main thread.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(
  name: string,
  locale: string | undefined,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${name}|${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `timeZone` shows at `time` (milliseconds since the epoch). */
function wallClockAt(time: number, timeZone: string | undefined): WallClock {
  // en-US with numbers only: the parts are digits whatever the person's locale.
  const parts = formatOf('parts', 'en-US', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `time`, in milliseconds. */
function offsetAt(time: number, timeZone: string | undefined): number {
  const wall = wallClockAt(time, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (time - (((time % 1000) + 1000) % 1000));
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function dayOf(wall: WallClock): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The instant (ISO, UTC) at which a clock in `timeZone` shows `date` and `time`; null when
 * either is not a day or a time (2026-02-30, 25:00, empty). Where the clock skips the time
 * (the hour lost when summer time starts) it is read as the time after the skip, as a Date
 * and Temporal do; where the clock shows it twice (the hour repeated when summer time ends),
 * as the first.
 */
export function localTimeToInstant(
  date: string,
  time: string,
  { timeZone }: ZoneOptions = {},
): string | null {
  const day = DAY_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  // Date.UTC rolls 2026-02-30 over into March; such a day is not a day.
  if (new Date(wall).getUTCDate() !== dayOfMonth || new Date(wall).getUTCMonth() !== month - 1)
    return null;
  // The zone's offsets a day either side: one, unless its clocks change around this time.
  const before = offsetAt(wall - MS_PER_DAY, timeZone);
  const after = offsetAt(wall + MS_PER_DAY, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  // Two: the repeated hour, take the first. None: the skipped hour, which the offset from
  // before moves forward by the length of the skip.
  const instant = candidates.length > 0 ? Math.min(...candidates) : wall - before;
  return new Date(instant).toISOString();
}

/** The day and time a clock in `timeZone` shows at `iso`, for date and time fields. */
export function instantToLocalTime(iso: string, { timeZone }: ZoneOptions = {}): WallTime | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const wall = wallClockAt(time, timeZone);
  return { date: dayOf(wall), time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/** The browser's time zone by its IANA name ("Europe/Berlin"), to say where times are read. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** When the interview ends, in milliseconds since the epoch. */
function endOf(start: number, durationMinutes: number): number {
  return start + durationMinutes * MS_PER_MINUTE;
}

export type InterviewTiming = 'upcoming' | 'now' | 'past';

/** Whether an interview is still to come, going on, or over, as of `now`. */
export function interviewTiming(
  startsAt: string,
  durationMinutes: number,
  now: Date = new Date(),
): InterviewTiming {
  const start = Date.parse(startsAt);
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < endOf(start, durationMinutes) ? 'now' : 'past';
}

/**
 * The interviews to come (going on ones included), soonest first, and those over, the most
 * recent first: the order a person reads them in.
 */
export function splitInterviews<Interview extends { startsAt: string; durationMinutes: number }>(
  interviews: readonly Interview[],
  now: Date = new Date(),
): { upcoming: Interview[]; past: Interview[] } {
  const byStart = [...interviews].sort(
    (first, second) => Date.parse(first.startsAt) - Date.parse(second.startsAt),
  );
  return {
    upcoming: byStart.filter(
      (interview) => interviewTiming(interview.startsAt, interview.durationMinutes, now) !== 'past',
    ),
    past: byStart
      .filter(
        (interview) =>
          interviewTiming(interview.startsAt, interview.durationMinutes, now) === 'past',
      )
      .reverse(),
  };
}

/**
 * "Today", "Tomorrow", "Yesterday" (unless not `isRelative`), else the day in the locale
 * ("Thu 3 Dec"), with the year when it is not this year's.
 */
function dayLabel(
  time: number,
  today: string,
  { locale, timeZone }: { locale: string | undefined; timeZone: string | undefined },
  isRelative = true,
): string {
  const day = dayOf(wallClockAt(time, timeZone));
  const days = daysBetween(today, day);
  if (isRelative && days === 0) return 'Today';
  if (isRelative && days === 1) return 'Tomorrow';
  if (isRelative && days === -1) return 'Yesterday';
  const isThisYear = day.slice(0, 4) === today.slice(0, 4);
  return isThisYear
    ? formatOf('day', locale, timeZone, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(time)
    : formatOf('dayWithYear', locale, timeZone, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(time);
}

/**
 * When an interview is, in English on the person's clock and zone: "Thu, Dec 3, 14:00–15:00"
 * where the browser counts 24 hours, "Today, 2:00 – 2:45 PM" where it counts 12. One that runs to or past
 * midnight names both days (Intl's ranges would write both as dates). The input itself when it is not an instant.
 */
export function formatInterviewTime(
  startsAt: string,
  durationMinutes: number,
  options: FormatOptions = {},
): string {
  const { now = new Date(), timeZone, locale = APP_LOCALE } = options;
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return startsAt;
  const end = endOf(start, durationMinutes);
  const today = dayOf(wallClockAt(now.getTime(), timeZone));
  const clock = clockOf(options);
  const startDay = dayLabel(start, today, { locale, timeZone });
  if (dayOf(wallClockAt(start, timeZone)) === dayOf(wallClockAt(end, timeZone)))
    return `${startDay}, ${clock.formatRange(start, end)}`;
  const endDay = dayLabel(end, today, { locale, timeZone });
  return `${startDay}, ${clock.format(start)} – ${endDay}, ${clock.format(end)}`;
}

/**
 * When an interview starts, as a history tells it, on the reader's clock: "Thu, Dec 3, 14:00"
 * (the day named, since a history is read long after). The input itself when it is not an instant.
 */
export function formatInterviewStart(startsAt: string, options: FormatOptions = {}): string {
  const { now = new Date(), timeZone, locale = APP_LOCALE } = options;
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return startsAt;
  const today = dayOf(wallClockAt(now.getTime(), timeZone));
  const clock = clockOf(options);
  return `${dayLabel(start, today, { locale, timeZone }, false)}, ${clock.format(start)}`;
}

/**
 * A moment near today, on the reader's clock: "Today, 8:00 AM", "Tomorrow, 08:00", "Yesterday,
 * 07:02", else the day ("Thu, Dec 3, 08:00", with the year when it is not this year's), as the
 * reminder e-mail's next one and last one. The input itself when it is not an instant.
 */
export function formatMoment(iso: string, options: FormatOptions = {}): string {
  const { now = new Date(), timeZone, locale = APP_LOCALE } = options;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const today = dayOf(wallClockAt(now.getTime(), timeZone));
  return `${dayLabel(time, today, { locale, timeZone })}, ${clockOf(options).format(time)}`;
}

/** "45 min", "1 h", "1 h 30 min", "3 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${String(rest)} min`;
  return rest === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(rest)} min`;
}
