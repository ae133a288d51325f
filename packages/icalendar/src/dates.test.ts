import { describe, expect, it } from 'vitest';
import { allDayRange, formatUtcDateTime, parseDay } from './icalendar.js';

describe('parseDay', () => {
  it('reads a calendar day', () => {
    expect(parseDay('2026-12-01')).toEqual({ year: 2026, month: 12, date: 1 });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-5', '01/12/2026', '', '2026-12-01T00:00'])(
    'refuses %j',
    (day) => {
      expect(() => parseDay(day)).toThrow(RangeError);
    },
  );
});

describe('allDayRange', () => {
  it('ends an all-day event on the next day', () => {
    expect(allDayRange('2026-12-01')).toEqual({ start: '20261201', end: '20261202' });
  });

  it('rolls the end over a month and a year', () => {
    expect(allDayRange('2026-04-30')).toEqual({ start: '20260430', end: '20260501' });
    expect(allDayRange('2026-12-31')).toEqual({ start: '20261231', end: '20270101' });
  });

  it('knows leap days', () => {
    expect(allDayRange('2028-02-28').end).toBe('20280229');
    expect(allDayRange('2028-02-29').end).toBe('20280301');
    expect(allDayRange('2027-02-28').end).toBe('20270301');
  });
});

describe('formatUtcDateTime', () => {
  it('writes an instant in UTC without milliseconds', () => {
    expect(formatUtcDateTime(new Date('2026-01-02T03:04:05.678+02:00'))).toBe('20260102T010405Z');
  });

  it('refuses an invalid instant', () => {
    expect(() => formatUtcDateTime(new Date('nope'))).toThrow(RangeError);
  });
});
