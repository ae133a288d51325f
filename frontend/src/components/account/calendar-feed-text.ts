/** What the calendar panel says of its feed: when it was made, how full it is, when last read. */
import { timeAgo } from '@/lib/time-ago';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function eventCountSentence(count: number): string {
  if (count === 0) return 'No events yet: add an interview, a follow-up day or a last day to apply';
  return count === 1 ? '1 event now' : `${count.toLocaleString('en')} events now`;
}

export function lastReadSentence(lastReadAt: string | null, now = new Date()): string {
  if (lastReadAt === null) return 'No calendar app has read it yet';
  const ago = timeAgo(lastReadAt, now);
  // timeAgo says "5 minutes ago", "just now", "yesterday", and after a week a bare date
  // ("Nov 2"), which needs its "on".
  return /ago$|^just now$|^yesterday$/.test(ago)
    ? `Last read by a calendar app ${ago}`
    : `Last read by a calendar app on ${ago}`;
}
