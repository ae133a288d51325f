import { SHORT_MONTH_NAMES } from './month-names';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago an instant was, as a person says it: "just now", "5 minutes ago", "3 hours
 * ago", "yesterday", "4 days ago", then the date ("Nov 2", or "Nov 2, 2025" in another year).
 * Session activity is written to the minute, so anything under two minutes is "just now".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return iso;
  if (elapsed < 2 * MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  const date = `${SHORT_MONTH_NAMES[then.getMonth()] ?? ''} ${then.getDate()}`;
  return then.getFullYear() === now.getFullYear() ? date : `${date}, ${then.getFullYear()}`;
}
