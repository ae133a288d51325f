import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date(2026, 10, 29, 14, 0, 0);
  const before = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();
  const minutes = (count: number) => before(count * 60_000);

  it.each([
    [before(0), 'just now'],
    // Clocks differ a little: an instant just after "now" is still now.
    [before(-5_000), 'just now'],
    [minutes(1.9), 'just now'],
    [minutes(2), '2 minutes ago'],
    [minutes(59), '59 minutes ago'],
    [minutes(60), '1 hour ago'],
    [minutes(23 * 60 + 59), '23 hours ago'],
    [minutes(24 * 60), 'yesterday'],
    [minutes(48 * 60), '2 days ago'],
    [minutes(6 * 24 * 60), '6 days ago'],
    [new Date(2026, 10, 2, 9, 30).toISOString(), 'Nov 2'],
    [new Date(2025, 11, 31, 23, 0).toISOString(), 'Dec 31, 2025'],
  ])('says %s is %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });

  it('gives back what it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('not a date');
  });
});
