import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dueStatus, formatDay, formatShortDay, localDay } from './dates';

describe('formatDay', () => {
  it('formats a calendar day without shifting it by a time zone', () => {
    expect(formatDay('2026-12-01')).toBe('Tue, Dec 1, 2026');
    expect(formatShortDay('2026-01-01')).toBe('Jan 1');
  });

  it('shows anything else as given', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatShortDay('soon')).toBe('soon');
  });

  it('writes short days as Intl does in English', () => {
    const intl = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      for (const date of [1, 9, 28]) {
        const day = `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
        expect(formatShortDay(day)).toBe(intl.format(Date.parse(day)));
      }
    }
  });
});

describe('localDay', () => {
  it('writes the local date as YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('daysBetween', () => {
  it('counts across months, years and DST changes', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-12-05', '2026-12-01')).toBe(-4);
  });

  it('is null for a malformed day', () => {
    expect(daysBetween('2026-12-01', 'x')).toBeNull();
  });
});

describe('dueStatus', () => {
  const today = '2026-11-23';

  it('marks past days as overdue', () => {
    expect(dueStatus('2026-11-22', today)).toEqual({ tone: 'overdue', label: 'Overdue by 1 day' });
    expect(dueStatus('2026-11-20', today)).toEqual({
      tone: 'overdue',
      label: 'Overdue by 3 days',
    });
  });

  it('names today and tomorrow', () => {
    expect(dueStatus(today, today)).toEqual({ tone: 'today', label: 'Today' });
    expect(dueStatus('2026-11-24', today)).toEqual({ tone: 'upcoming', label: 'Tomorrow' });
  });

  it('counts the days ahead', () => {
    expect(dueStatus('2026-11-30', today)).toEqual({ tone: 'upcoming', label: 'In 7 days' });
  });
});

describe('addDays', () => {
  it('adds days across a month and a year', () => {
    expect(addDays('2026-11-28', 3)).toBe('2026-12-01');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('refuses a malformed day', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});
