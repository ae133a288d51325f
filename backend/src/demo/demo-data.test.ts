import { describe, expect, it } from 'vitest';
import { weekdayFrom } from './demo-data.js';

describe('weekdayFrom', () => {
  // 2026-11-30 is a Monday.
  it('finds the first such weekday on or after the day given', () => {
    expect(weekdayFrom('2026-11-30', { weekday: 5, inDays: 1 })).toBe('2026-12-04');
    expect(weekdayFrom('2026-11-30', { weekday: 1, inDays: 0 })).toBe('2026-11-30');
    expect(weekdayFrom('2026-11-30', { weekday: 1, inDays: 28 })).toBe('2026-12-28');
  });

  it('keeps a Friday within the week from any day', () => {
    for (let offset = 0; offset < 7; offset += 1) {
      const day = new Date(Date.UTC(2026, 10, 30 + offset)).toISOString().slice(0, 10);
      const friday = weekdayFrom(day, { weekday: 5, inDays: 1 });
      const days = (Date.parse(friday) - Date.parse(day)) / 86_400_000;
      expect(days, day).toBeGreaterThanOrEqual(1);
      expect(days, day).toBeLessThanOrEqual(7);
      expect(new Date(friday).getUTCDay()).toBe(5);
    }
  });
});
