const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dayTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23, 2026"; the input as given when it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

/** "Nov 23, 2026, 2:05 PM". */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayTimeFormat.format(date);
}
