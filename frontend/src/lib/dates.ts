/**
 * Days and instants as people read them. A follow-up is a calendar day (YYYY-MM-DD) with no
 * time zone: it is formatted in UTC so that 2026-12-01 never shows as 30 November.
 */

import { SHORT_MONTH_NAMES } from '@/lib/month-names';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// Made on first use, not when the module loads: each costs milliseconds of the main thread
// (locale data), and the dashboard's panels, which load this module, need none of them.
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en', options));
}
const dayFormat = lazyFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });

function dayToUtc(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

export { localDay } from './local-day';

/** "Tue, Dec 1, 2026"; the input itself when it is not a day. */
export function formatDay(day: string): string {
  const time = dayToUtc(day);
  return time === null ? day : dayFormat().format(time);
}

/**
 * "Dec 1", for tight spaces such as a board card. Written by hand, not by Intl: the first
 * Intl.DateTimeFormat of a page loads the ICU locale data, ~100 ms of main thread on a slow
 * phone, and the board's cards and the follow-ups (the dashboard's first paint of data) need
 * only English month names. dates.test.ts checks them against Intl's own 'en' output.
 */
export function formatShortDay(day: string): string {
  const time = dayToUtc(day);
  if (time === null) return day;
  const date = new Date(time);
  return `${SHORT_MONTH_NAMES[date.getUTCMonth()] ?? ''} ${String(date.getUTCDate())}`;
}

/** "Nov 23, 2026, 2:05 PM" in the person's time zone. */
export function formatInstant(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : instantFormat().format(time);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number | null {
  const start = dayToUtc(from);
  const end = dayToUtc(to);
  return start === null || end === null ? null : Math.round((end - start) / MS_PER_DAY);
}

export type DueTone = 'overdue' | 'today' | 'upcoming';

/** How close a follow-up is: "Overdue by 2 days", "Today", "Tomorrow", "In 5 days". */
export function dueStatus(on: string, today: string): { tone: DueTone; label: string } {
  const days = daysBetween(today, on);
  if (days === null) return { tone: 'upcoming', label: on };
  if (days < 0) {
    const late = -days;
    return { tone: 'overdue', label: `Overdue by ${late} ${late === 1 ? 'day' : 'days'}` };
  }
  if (days === 0) return { tone: 'today', label: 'Today' };
  if (days === 1) return { tone: 'upcoming', label: 'Tomorrow' };
  return { tone: 'upcoming', label: `In ${days} days` };
}

/** The day `days` after `day` (YYYY-MM-DD), across months and years. */
export function addDays(day: string, days: number): string {
  const time = dayToUtc(day);
  if (time === null) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return new Date(time + days * MS_PER_DAY).toISOString().slice(0, 10);
}
