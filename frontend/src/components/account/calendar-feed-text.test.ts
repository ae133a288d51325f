import { describe, expect, it } from 'vitest';
import { eventCountSentence, formatDate, lastReadSentence } from './calendar-feed-text';

describe('eventCountSentence', () => {
  it('counts the events, and says how to get the first', () => {
    expect(eventCountSentence(0)).toMatch(/^No events yet: add an interview/);
    expect(eventCountSentence(1)).toBe('1 event now');
    expect(eventCountSentence(1234)).toBe('1,234 events now');
  });
});

describe('lastReadSentence', () => {
  const now = new Date('2026-11-30T12:00:00Z');

  it('says when a calendar app last read the feed, or that none has', () => {
    expect(lastReadSentence(null, now)).toBe('No calendar app has read it yet');
    expect(lastReadSentence('2026-11-30T11:59:30Z', now)).toBe(
      'Last read by a calendar app just now',
    );
    expect(lastReadSentence('2026-11-30T11:55:00Z', now)).toBe(
      'Last read by a calendar app 5 minutes ago',
    );
  });

  it('puts "on" before a bare date', () => {
    expect(lastReadSentence('2026-11-02T12:00:00Z', now)).toMatch(
      /^Last read by a calendar app on \w{3} \d{1,2}/,
    );
  });
});

describe('formatDate', () => {
  it('writes an instant as a medium date, and gives back what is not one', () => {
    expect(formatDate('2026-11-30T12:00:00Z')).toBe('Nov 30, 2026');
    expect(formatDate('soon')).toBe('soon');
  });
});
